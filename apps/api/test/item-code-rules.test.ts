/**
 * ADR 0059, on every driver: a new item's code follows its framework's scheme (N3 after ISCB's M3, the
 * next dotted number in BioExcel), codes are unique within a version (409 naming the field `code`) and
 * plain text (400), and 'Renumber codes' previews old → new and applies it as one change, refusing a
 * confirmation the draft no longer matches.
 */
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('code rules and renumbering', (ctx) => {
  let manager: AuthHeaders;
  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'code-rules-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb', 'bioexcel'],
    });
    manager = (await signIn(app, 'code-rules-manager', PASSWORD)).headers;
  });

  it('proposes N3, then O3, for new ISCB competencies in any domain', async () => {
    expect((await api('POST', '/iscb/draft')).statusCode).toBe(201);
    const domains = (await api('GET', '/iscb')).json().domains;
    const added = await api('POST', '/iscb/competencies', {
      domainId: domains[0].id,
      competencies: [{ title: 'A new first-domain competency' }],
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().competencies[0].code).toBe('N3');
    const again = await api('POST', '/iscb/competencies', {
      domainId: domains[2].id,
      competencies: [{ title: 'Another one' }],
    });
    expect(again.json().competencies[0].code).toBe('O3');
  });

  it('refuses a code another item of the version holds, naming the field, and markup in a code', async () => {
    const domains = (await api('GET', '/iscb')).json().domains;
    const [a3, b3] = domains[0].competencies;
    const before = await snapshot(ctx().database.db);
    const taken = await api('PATCH', `/iscb/competencies/${b3.id}`, { code: 'A3' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.issues).toEqual([
      {
        path: 'code',
        message: `The code A3 is already used by the competency "${a3.title}" in this version: choose another`,
      },
    ]);
    const markup = await api('PATCH', `/iscb/competencies/${b3.id}`, { code: '<b>B3</b>' });
    expect(markup.statusCode).toBe(400);
    expect(markup.json().error.issues[0].message).toBe('Use plain text: a code holds no markup (< or >)');
    const domainTaken = await api('PATCH', `/iscb/domains/${domains[1].id}`, { code: 'C3' });
    expect(domainTaken.statusCode).toBe(409);
    expect(await snapshot(ctx().database.db)).toBe(before);
    // Its own code again is no conflict.
    expect((await api('PATCH', `/iscb/competencies/${b3.id}`, { code: 'B3' })).statusCode).toBe(200);
  });

  it('renumbers BioExcel after a domain move: preview old → new, then one change', async () => {
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const domains = (await api('GET', '/bioexcel')).json().domains as { id: number; code: string }[];
    const ids = domains.map((d) => d.id);
    const moved = [ids[1], ids[0], ...ids.slice(2)];
    expect((await api('PUT', '/bioexcel/domains/order', { ids: moved })).statusCode).toBe(204);

    const preview = await api('GET', '/bioexcel/draft/renumber-codes');
    expect(preview.statusCode, preview.body).toBe(200);
    const changes = preview.json().changes as {
      kind: string;
      id: number;
      from: string;
      to: string;
      title: string;
    }[];
    const text = changes.map((c) => `${c.kind} ${c.from} → ${c.to}`);
    expect(text.slice(0, 2)).toEqual(['domain 2 → 1', 'domain 1 → 2']);
    expect(text).toContain('competency 2.1 → 1.1');
    expect(text).toContain('competency 1.5 → 2.5');
    expect(text.some((t) => t.includes(' 3.'))).toBe(false);

    // A confirmation that no longer matches the draft changes nothing.
    const before = await snapshot(ctx().database.db);
    const stale = await api('POST', '/bioexcel/draft/renumber-codes', { changes: changes.slice(1) });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot(ctx().database.db)).toBe(before);

    const applied = await api('POST', '/bioexcel/draft/renumber-codes', {
      changes: changes.map(({ kind, id, from, to }) => ({ kind, id, from, to })),
    });
    expect(applied.statusCode, applied.body).toBe(200);
    const after = (await api('GET', '/bioexcel')).json().domains;
    expect(after.map((d: { code: string }) => d.code).slice(0, 2)).toEqual(['1', '2']);
    expect(after[0].competencies[0].code).toBe('1.1');
    expect((await api('GET', '/bioexcel/draft/renumber-codes')).json().changes).toEqual([]);
    const history = (await api('GET', '/bioexcel/draft/history')).json().events;
    expect(history.length).toBeGreaterThanOrEqual(changes.length);
  });
});
