/**
 * Round trips into an empty hub keep identity (ADR 0042): BioExcel 1.0's export CSV imported into a new
 * framework's empty draft of another hub, released and exported again gives the same bytes (uuids, codes,
 * attribute types made as needed, one change set); its Moodle CSV carries the domain and competency uuids
 * as ID numbers and the expertise levels as the scale, and our Moodle import reads them back; and a draft
 * left empty (a refused import) cannot be released.
 */
import {
  buildExportCsv,
  type ExportTable,
  FRAMEWORK_CATEGORIES,
  type FrameworkVersionContent,
  type ManageFrameworkView,
} from '@hub/domain';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { AuthHeaders } from './auth-helpers.js';
import { call } from './curation-helpers.js';
import { createSession, describeWithApp } from './factories.js';
import { buildTestApp, openTemplateClone, openTestDatabase, type SeededContext } from './helpers.js';

const IDS = 'Domain ID,Competency ID,Attribute ID';

describeWithApp(
  'round trips into an empty hub',
  async () => {},
  (ctx, driver) => {
    let source: SeededContext;
    let manager: AuthHeaders;
    beforeAll(async () => {
      const database = await openTemplateClone(driver, 'seeded');
      source = { database, app: await buildTestApp(database) };
      const { app, database: empty } = ctx();
      manager = (await createSession(app, empty.db, { roles: ['framework_manager'] })).headers;
    });
    afterAll(async () => {
      await source?.app.close();
      await source?.database.close();
    });

    /** The version's export CSV without row ids and reference profile columns (the Export page's file). */
    const exportCsv = async (app: SeededContext['app'], framework: string, version: string) => {
      const url = `/api/v1/frameworks/${framework}/versions/${version}/export`;
      const profiles = ((await app.inject({ url })).json() as ExportTable).filters.profiles;
      const exclude = encodeURIComponent([IDS, ...profiles].join(','));
      const res = await app.inject({ url: `${url}?exclude=${exclude}` });
      expect(res.statusCode, res.body).toBe(200);
      return buildExportCsv(res.json() as ExportTable);
    };
    /** A new framework of the empty hub, with its empty draft. */
    const newFramework = async (machineName: string, app = ctx().app, headers = manager) => {
      const res = await call(app, headers, 'POST', '', {
        machineName,
        title: `Copy ${machineName}`,
        category: FRAMEWORK_CATEGORIES[0],
      });
      expect(res.statusCode, res.body).toBe(201);
    };

    it("imports BioExcel 1.0's export CSV into an empty draft and exports the same bytes", async () => {
      const first = await exportCsv(source.app, 'bioexcel', '1.0');
      expect(first.split('\r\n')[0]).toContain('Competency code');
      await newFramework('bioexcel-copy');
      const imported = await call(ctx().app, manager, 'POST', '/bioexcel-copy/draft/import', { file: first });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toMatchObject({
        kind: 'export-csv',
        moved: { domains: 0, competencies: 0, attributes: 0 },
        changeSetId: expect.any(Number),
      });
      expect(imported.json().attributeTypesAdded.length, 'attribute types made as needed').toBeGreaterThan(0);
      const released = await call(ctx().app, manager, 'POST', '/bioexcel-copy/release', {
        version: '1.0',
        releaseNotes: 'Copied from the export CSV',
      });
      expect(released.statusCode, released.body).toBe(200);
      expect(await exportCsv(ctx().app, 'bioexcel-copy', '1.0')).toBe(first);
    });

    it("keeps BioExcel's uuids and expertise levels through its Moodle CSV", async () => {
      const csv = (await source.app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/moodle.csv' }))
        .body;
      const [header = [], frameworkRow = [], ...rows] = Papa.parse<string[]>(csv.trimEnd(), {
        newline: '\r\n',
      }).data;
      const col = (name: string) => header.indexOf(name);
      let copy: ManageFrameworkView | undefined;
      const original: FrameworkVersionContent = (
        await source.app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0' })
      ).json();
      const levels = original.expertiseLevels;
      expect(levels.length, 'BioExcel has expertise levels').toBeGreaterThan(0);
      expect(frameworkRow[col('Scale values')]?.split(',')).toEqual(
        [...levels].sort((a, b) => a.ratingLevel - b.ratingLevel).map((l) => l.title.replace(/,/g, ';')),
      );
      const domain = original.domains[0];
      const competency = domain?.competencies[0];
      expect(rows.find((r) => r[col('Description')] === domain?.title)?.[col('ID number')]).toBe(
        domain?.uuid,
      );
      expect(rows.find((r) => r[col('Description')] === competency?.title)?.[col('ID number')]).toBe(
        competency?.uuid,
      );

      // Another empty hub: this one already holds BioExcel's lineage (the CSV round trip above).
      const database = await openTestDatabase(driver);
      const app = await buildTestApp(database);
      try {
        const headers = (await createSession(app, database.db, { roles: ['framework_manager'] })).headers;
        await newFramework('bioexcel-moodle', app, headers);
        const imported = await call(app, headers, 'POST', '/bioexcel-moodle/draft/import', { file: csv });
        expect(imported.statusCode, imported.body).toBe(200);
        expect(imported.json()).toMatchObject({ kind: 'moodle-csv', expertiseLevelsAdded: levels.length });
        copy = (await call(app, headers, 'GET', '/bioexcel-moodle')).json();
      } finally {
        await app.close();
        await database.close();
      }
      if (!copy) throw new Error('no copy');
      const copied = copy.domains.find((d) => d.uuid === domain?.uuid);
      expect(copied?.code).toBe(domain?.code ?? null);
      expect(copied?.competencies.find((c) => c.uuid === competency?.uuid)).toMatchObject({
        title: competency?.title,
        code: competency?.code ?? null,
      });
      expect(
        copy.expertiseLevels.map((l) => [l.ratingLevel, l.title]).sort((a, b) => Number(a[0]) - Number(b[0])),
      ).toEqual(
        [...levels].sort((a, b) => a.ratingLevel - b.ratingLevel).map((l) => [l.ratingLevel, l.title]),
      );
    });

    it('refuses to release a draft left empty by a refused import', async () => {
      await newFramework('left-empty');
      const refused = await call(ctx().app, manager, 'POST', '/left-empty/draft/import', {
        file: Papa.unparse({
          fields: [
            'Domain UUID',
            'Domain',
            'Competency UUID',
            'Competency',
            'Attribute UUID',
            'Attribute type',
            'Attribute',
          ],
          data: [['', 'A domain', '', 'Two\nlines', '', '', '']],
        }),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      const released = await call(ctx().app, manager, 'POST', '/left-empty/release', {
        version: '1.0',
        releaseNotes: 'Nothing in it',
      });
      expect(released.statusCode).toBe(409);
      expect(released.json().error.message).toMatch(/no competencies/);
    });
  },
);
