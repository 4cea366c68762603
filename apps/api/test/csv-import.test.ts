/**
 * 'Import CSV' into a draft (docs/features/interchange-files.md §1; docs/features/curation.md §16): the export CSV of each shipped framework's newest released
 * version imports back unchanged and export → import → export gives the same bytes; an edited file (quotes,
 * a BOM, ';' separators, a new competency) changes the draft; bad files (a line break in a title among
 * them, ADR 0041) are refused with row numbers and change nothing.
 */
import { buildExportCsv, type ExportTable } from '@hub/domain';
import Papa from 'papaparse';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { call, type FullManageView, fullManageView, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const NO_IDS = 'Domain ID,Competency ID,Attribute ID';

describeWithSeededApp('CSV import into a draft', (ctx) => {
  let manager: AuthHeaders;
  const api = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);
  /**
   * The version's CSV without the ids and without the reference profiles' expected-level columns: the
   * profiles belong to the version they were mapped in, so a version released from the draft has none.
   */
  const exportCsv = async (framework: string, version: string) => {
    const url = `/api/v1/frameworks/${framework}/versions/${version}/export`;
    const all = await ctx().app.inject({ url });
    expect(all.statusCode).toBe(200);
    const profiles = (all.json() as ExportTable).filters.profiles;
    const exclude = [NO_IDS, ...profiles].join(',');
    const res = await ctx().app.inject({ url: `${url}?exclude=${encodeURIComponent(exclude)}` });
    expect(res.statusCode, res.body).toBe(200);
    return buildExportCsv(res.json() as ExportTable);
  };
  const importCsv = (framework: string, csv: string) =>
    api('POST', `/${framework}/draft/import-csv`, { csv });

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'csv-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel', 'iscb', 'iscb-3.0e1'],
    });
    manager = (await signIn(app, 'csv-manager', PASSWORD)).headers;
  });

  it('round-trips the newest released version of every shipped framework byte for byte', async () => {
    for (const [framework, version] of [
      ['iscb', '3.0'],
      ['iscb-3.0e1', 'e1'],
      ['bioexcel', '1.0'],
    ] as const) {
      const first = await exportCsv(framework, version);
      expect((await api('POST', `/${framework}/draft`)).statusCode).toBe(201);
      const imported = await importCsv(framework, first);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({
        added: { domains: 0, competencies: 0, attributes: 0 },
        changed: { domains: 0, competencies: 0, attributes: 0 },
        moved: { domains: 0, competencies: 0, attributes: 0 },
        moves: [],
      });
      const released = await api('POST', `/${framework}/release`, {
        version: `${version}.1`,
        releaseNotes: 'Round trip',
      });
      expect(released.statusCode, released.body).toBe(200);
      expect(await exportCsv(framework, `${version}.1`), `${framework} ${version}`).toBe(first);
    }
  });

  describe('an edited file', () => {
    it('applies quotes, a BOM, semicolons and a new competency to the draft', async () => {
      expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
      const csv = await exportCsv('bioexcel', '1.0.1');
      const [header = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
      const col = (name: string) => header.indexOf(name);
      const first = rows[0] as string[];
      const retitled = 'Work in "teams"; across groups';
      for (const row of rows)
        if (row[col('Competency UUID')] === first[col('Competency UUID')]) row[col('Competency')] = retitled;
      const newRow = [...first];
      newRow[col('Competency UUID')] = '';
      newRow[col('Competency')] = 'Share research data';
      newRow[col('Attribute UUID')] = '';
      newRow[col('Attribute type')] = 'Skill';
      newRow[col('Attribute')] = 'Publishes data with <b>metadata</b>';
      rows.splice(1, 0, newRow);
      const edited = `\uFEFF${Papa.unparse({ fields: header, data: rows }, { delimiter: ';', newline: '\r\n' })}`;
      const res = await importCsv('bioexcel', edited);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        added: { domains: 0, competencies: 1, attributes: 1 },
        changed: { domains: 0, competencies: 1, attributes: 0 },
        moved: { domains: 0, competencies: 0, attributes: 0 },
        changeSetId: expect.any(Number),
      });
      const view: FullManageView = await fullManageView(ctx().app, manager, 'bioexcel');
      const competencies = view.domains[0]?.competencies ?? [];
      expect(competencies[0]?.title).toBe(retitled);
      // Existing rows keep their positions; the new competency is appended to its domain (docs/features/curation.md §5).
      const added = competencies.at(-1);
      expect(added?.title).toBe('Share research data');
      expect(added?.position).toBe(Math.max(...competencies.map((c) => c.position)));
      expect(new Set(competencies.map((c) => c.position)).size).toBe(competencies.length);
      expect(added?.attributes.map((a) => a.title)).toEqual(['Publishes data with metadata']);
    });

    it('refuses bad files with the row and the reason, changing nothing', async () => {
      const csv = await exportCsv('bioexcel', '1.0.1');
      const [header = [], ...rows] = Papa.parse<string[]>(csv, { skipEmptyLines: true }).data;
      const col = (name: string) => header.indexOf(name);
      const rebuild = (h: string[], r: string[][]) =>
        Papa.unparse({ fields: h, data: r }, { newline: '\r\n' });
      const refused = async (text: string, expected: { path: string; message: RegExp }) => {
        const before = await snapshot(ctx().database.db);
        const res = await importCsv('bioexcel', text);
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.message).toMatch(/nothing changed/);
        const issues = res.json().error.issues as { path: string; message: string }[];
        expect(
          issues.some((i) => i.path === expected.path && expected.message.test(i.message)),
          JSON.stringify(issues),
        ).toBe(true);
        expect(await snapshot(ctx().database.db)).toBe(before);
      };
      // A missing column.
      await refused(
        rebuild(
          header.filter((h) => h !== 'Competency UUID'),
          rows.map((r) => r.filter((_, i) => i !== col('Competency UUID'))),
        ),
        {
          path: 'row 1',
          message: /Missing column: Competency UUID/,
        },
      );
      // A uuid cell that is no uuid on row 3, and a domain's uuid given to a competency.
      const wrong = rows.map((r) => [...r]);
      (wrong[1] as string[])[col('Competency UUID')] = 'not-a-uuid';
      await refused(rebuild(header, wrong), { path: 'row 3', message: /is not a uuid/ });
      const kind = rows.map((r) => [...r]);
      (kind[1] as string[])[col('Competency UUID')] = (rows[0] as string[])[col('Domain UUID')] as string;
      await refused(rebuild(header, kind), { path: 'row 3', message: /is a domain, not a competency/ });
      // A line break in a title (ADR 0041: titles are one line).
      const broken = rows.map((r) => [...r]);
      (broken[0] as string[])[col('Attribute')] = 'Two\nlines';
      await refused(rebuild(header, broken), { path: 'row 2', message: /no line breaks/ });
      // An attribute without a competency.
      const orphan = rows.map((r) => [...r]);
      (orphan[0] as string[])[col('Competency UUID')] = '';
      (orphan[0] as string[])[col('Competency')] = '';
      await refused(rebuild(header, orphan), { path: 'row 2', message: /Attribute without a competency/ });
      // Leaving rows out would delete: refused.
      await refused(rebuild(header, rows.slice(0, -1)), { path: 'file', message: /an import never deletes/ });
      // An attribute without its type.
      const untyped = rows.map((r) => [...r]);
      (untyped[0] as string[])[col('Attribute type')] = '';
      await refused(rebuild(header, untyped), { path: 'row 2', message: /enter the attribute type/ });
    });
  });

  it('needs a framework manager of the framework, the CSRF token and a draft', async () => {
    const { app, database } = ctx();
    const anonymous = await anonymousHeaders(app);
    expect((await call(app, anonymous, 'POST', '/iscb/draft/import-csv', { csv: 'x' })).statusCode).toBe(401);
    await createUser(database.db, {
      username: 'csv-other',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: [],
    });
    const other = (await signIn(app, 'csv-other', PASSWORD)).headers;
    expect((await call(app, other, 'POST', '/iscb/draft/import-csv', { csv: 'x' })).statusCode).toBe(403);
    expect(
      (await call(app, { cookie: manager.cookie }, 'POST', '/iscb/draft/import-csv', { csv: 'x' }))
        .statusCode,
    ).toBe(403);
    const noDraft = await importCsv('iscb', await exportCsv('iscb', '3.0'));
    expect(noDraft.statusCode).toBe(409);
  });
});
