/**
 * ADR 0059, on every driver: a framework manager downloads the draft as a working copy (CSV and framework
 * JSON, marked in the file and its name), and the CSV imports back into a draft that has items added
 * through the API (the browser's 'Add competencies'), where the released version's CSV was refused.
 */
import { buildExportCsv, WORKING_COPY_COLUMN, WORKING_COPY_NOTE } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('draft working-copy exports', (ctx) => {
  let manager: AuthHeaders;
  let other: AuthHeaders;
  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'draft-export-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    await createUser(database.db, {
      username: 'draft-export-other',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    manager = (await signIn(app, 'draft-export-manager', PASSWORD)).headers;
    other = (await signIn(app, 'draft-export-other', PASSWORD)).headers;
  });

  it('needs a manager of the framework and a draft', async () => {
    const { app } = ctx();
    expect((await call(app, {}, 'GET', '/bioexcel/draft/export.csv')).statusCode).toBe(401);
    expect((await call(app, other, 'GET', '/bioexcel/draft/export.csv')).statusCode).toBe(403);
    expect((await api('GET', '/bioexcel/draft/framework.json')).statusCode).toBe(409);
  });

  it('exports the draft with an added competency, marked as a working copy, and imports it back', async () => {
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const domain = (await api('GET', '/bioexcel')).json().domains[0];
    const added = await api('POST', '/bioexcel/competencies', {
      domainId: domain.id,
      competencies: [{ title: 'Added in the browser' }],
    });
    expect(added.statusCode).toBe(201);

    // The released version's CSV leaves the added competency out: refused, as before.
    const released = await ctx().app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/export' });
    expect(released.statusCode).toBe(200);
    const releasedCsv = buildExportCsv(released.json());
    const refused = await api('POST', '/bioexcel/draft/import-csv', { csv: releasedCsv });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('The file leaves out the competency \\"Added in the browser\\"');

    const csv = await api('GET', '/bioexcel/draft/export.csv');
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="bioexcel-draft-working-copy.csv"');
    expect(csv.headers['cache-control']).toBe('no-store');
    const [header, ...lines] = csv.body.trim().split(/\r?\n/);
    expect(header?.split(',').at(-1)).toBe(WORKING_COPY_COLUMN);
    expect(lines.every((l) => l.endsWith(`,"${WORKING_COPY_NOTE}"`))).toBe(true);
    expect(csv.body).toContain('Added in the browser');

    const edited = csv.body.replace(
      'Added in the browser',
      'Added in the browser and renamed in a spreadsheet',
    );
    const imported = await api('POST', '/bioexcel/draft/import-csv', { csv: edited });
    expect(imported.statusCode, imported.body).toBe(200);
    const titles = (await api('GET', '/bioexcel'))
      .json()
      .domains[0].competencies.map((c: { title: string }) => c.title);
    expect(titles).toContain('Added in the browser and renamed in a spreadsheet');

    const json = await api('GET', '/bioexcel/draft/framework.json');
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toBe(
      'attachment; filename="bioexcel-draft-working-copy.json"',
    );
    const file = json.json();
    expect(Object.keys(file)[0]).toBe('working_copy');
    expect(file.working_copy).toBe(WORKING_COPY_NOTE);
    expect(file.version).toBe('draft');
    expect(JSON.stringify(file)).toContain('Added in the browser and renamed in a spreadsheet');
  });
});
