/**
 * The upload routes choose the importer by the file's content (ADR 0036), on every driver:
 * `…/draft/import[/preview]` takes a CASE package, a Moodle CSV or the Export page's CSV and says which it
 * read; a file no draft reads is refused saying where it goes; the per-format routes refuse a file of
 * another kind by name. Nothing changes on a refusal.
 */
import { buildExportCsv, type ExportTable } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const NO_IDS = 'ids';

describeWithSeededApp('uploads chosen by content', (ctx) => {
  let manager: AuthHeaders;
  const api = (method: 'POST', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);
  const get = async (url: string) => (await ctx().app.inject({ url })).body;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'by-content-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'by-content-manager', PASSWORD)).headers;
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
  });

  it('reads a CASE package, a Moodle CSV and the export CSV through one route, saying which', async () => {
    const caseText = await get('/api/v1/frameworks/bioexcel/versions/1.0/case');
    const moodle = await get('/api/v1/frameworks/bioexcel/versions/1.0/moodle.csv');
    const url = '/api/v1/frameworks/bioexcel/versions/1.0/export';
    const profiles = ((await ctx().app.inject({ url })).json() as ExportTable).filters.profiles;
    const exportTable = (
      await ctx().app.inject({ url: `${url}?exclude=${encodeURIComponent([NO_IDS, ...profiles].join(','))}` })
    ).json() as ExportTable;
    const untouched = await snapshot(ctx().database.db);
    for (const [file, kind, title] of [
      [caseText, 'case-package', /^a CASE 1\.0\/1\.1 package/],
      [moodle, 'moodle-csv', /^a Moodle competency framework CSV/],
      [buildExportCsv(exportTable), 'export-csv', /^the Export page's CSV/],
    ] as const) {
      const res = await api('POST', '/bioexcel/draft/import/preview', { file });
      expect(res.statusCode, `${kind}: ${res.body}`).toBe(200);
      expect(res.json()).toMatchObject({
        kind,
        title: expect.stringMatching(title),
        added: { domains: 0, competencies: 0, attributes: 0 },
        changeSetId: null,
      });
      expect(res.json().description).toMatch(/^added 0 domains, 0 competencies, 0 attributes/);
    }
    expect(await snapshot(ctx().database.db), 'a preview writes nothing').toBe(untouched);

    // The import itself: one change set, as through the format's own route.
    const imported = await api('POST', '/bioexcel/draft/import', { file: moodle });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().kind).toBe('moodle-csv');
    expect(imported.json().changeSetId).toEqual(expect.any(Number));
  });

  it('refuses a file no draft reads, and a file of another kind than the route names', async () => {
    const untouched = await snapshot(ctx().database.db);
    const frameworkFile = await get('/api/v1/frameworks/bioexcel/versions/1.0/framework.json');
    const elsewhere = await api('POST', '/bioexcel/draft/import', { file: frameworkFile });
    expect(elsewhere.statusCode, elsewhere.body).toBe(400);
    expect(elsewhere.json().error.issues[0].message).toMatch(
      /^this is a framework file .*, which is imported with `npm run import`/,
    );
    const unknown = await api('POST', '/bioexcel/draft/import/preview', {
      file: 'Some notes, not a framework',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues[0].message).toMatch(/^not a file this import reads: expected a CASE/);

    const moodle = await get('/api/v1/frameworks/bioexcel/versions/1.0/moodle.csv');
    const wrongRoute = await api('POST', '/bioexcel/draft/import-case', { package: moodle });
    expect(wrongRoute.statusCode).toBe(400);
    expect(wrongRoute.json().error.issues[0].message).toMatch(
      /^this is a Moodle competency framework CSV .*, not a CASE 1\.0\/1\.1 package/,
    );
    const newFramework = await api('POST', '/import-case', { package: frameworkFile });
    expect(newFramework.statusCode).toBe(400);
    expect(newFramework.json().error.issues[0].message).toMatch(/^this is a framework file .*, not a CASE/);
    expect(await snapshot(ctx().database.db)).toBe(untouched);
  });
});
