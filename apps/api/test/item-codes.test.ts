/**
 * docs/features/curation.md §5, on every driver: new domains and competencies are given the code after their siblings'
 * (or the domain's code + '.1'); codes are editable ('' clears them), audited, and a released version
 * carries them in CASE as `humanCodingScheme`.
 */
import { versionUuid } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('domain and competency codes', (ctx) => {
  let manager: AuthHeaders;
  const api = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'codes-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'codes-manager', PASSWORD)).headers;
  });

  it('proposes the next codes, edits and clears them, and exports them to CASE', async () => {
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const domains = (await api('POST', '/bioexcel/domains', { titles: ['Fifth', 'Sixth'] })).json().domains;
    expect(domains.map((d: { code: string }) => d.code)).toEqual(['5', '6']);
    const first = (await api('GET', '/bioexcel')).json().domains[0];
    const added = await api('POST', '/bioexcel/competencies', {
      domainId: first.id,
      competencies: [{ title: 'Next in domain one' }],
    });
    const next = `1.${first.competencies.length + 1}`;
    expect(added.json().competencies[0].code).toBe(next);
    const inNew = await api('POST', '/bioexcel/competencies', {
      domainId: domains[0].id,
      competencies: [{ title: 'First of five' }, { title: 'Second of five' }],
    });
    expect(inNew.json().competencies.map((c: { code: string }) => c.code)).toEqual(['5.1', '5.2']);

    const id = added.json().competencies[0].id;
    const edited = await api('PATCH', `/bioexcel/competencies/${id}`, { code: ' 1.9a ' });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().code).toBe('1.9a');
    const history = (await api('GET', '/bioexcel/draft/history')).json().events;
    expect(history[0].description).toBe(`Competency “Next in domain one”: code “${next}” → “1.9a”`);
    const cleared = await api('PATCH', `/bioexcel/domains/${domains[1].id}`, { code: '' });
    expect(cleared.json().code).toBeNull();
    expect(
      (await api('PATCH', `/bioexcel/domains/${domains[1].id}`, { code: 'x'.repeat(33) })).statusCode,
    ).toBe(400);

    expect(
      (await api('POST', '/bioexcel/release', { version: '1.1', releaseNotes: 'Codes' })).statusCode,
    ).toBe(200);
    const pkg = await ctx().app.inject({
      url: `/ims/case/v1p1/CFPackages/${versionUuid('bioexcel', '1.1')}`,
    });
    expect(pkg.statusCode, pkg.body).toBe(200);
    const items = pkg.json().CFItems as { fullStatement: string; humanCodingScheme?: string }[];
    expect(items.find((i) => i.fullStatement === 'Next in domain one')?.humanCodingScheme).toBe('1.9a');
    expect(items.find((i) => i.fullStatement === 'Second of five')?.humanCodingScheme).toBe('5.2');
  });
});
