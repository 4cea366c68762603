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
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { framework as frameworkTable } from '../src/db/schema/index.js';
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

    /** Every released version of the seeded hub with content of its own: framework, number, content. */
    const releasedWithContent = async () => {
      const { frameworks } = (await source.app.inject({ url: '/api/v1/frameworks' })).json() as {
        frameworks: { machineName: string }[];
      };
      const found: { framework: string; version: string; content: FrameworkVersionContent }[] = [];
      for (const { machineName } of frameworks) {
        const detail = (await source.app.inject({ url: `/api/v1/frameworks/${machineName}` })).json() as {
          versions: { number: string }[];
        };
        for (const { number } of detail.versions) {
          const content: FrameworkVersionContent = (
            await source.app.inject({ url: `/api/v1/frameworks/${machineName}/versions/${number}` })
          ).json();
          if (content.domains.length > 0) found.push({ framework: machineName, version: number, content });
        }
      }
      return found;
    };
    const scale = (levels: FrameworkVersionContent['expertiseLevels']) =>
      [...levels]
        .sort((a, b) => a.ratingLevel - b.ratingLevel)
        .map((l) => ({ ratingLevel: l.ratingLevel, title: l.title, description: l.description }));

    it("imports every released version's export CSV into an empty draft, in one change set, and exports the same bytes", async () => {
      const versions = await releasedWithContent();
      const names = versions.map((v) => `${v.framework} ${v.version}`);
      for (const shipped of ['bioexcel 1.0', 'iscb 2.0', 'iscb 3.0', 'iscb-3.0e1 e1', 'direct 2.0.0']) {
        expect(names, `the seed releases ${shipped} with content`).toContain(shipped);
      }
      const copyName = (framework: string, version: string) =>
        `${framework}-copy-${version.replace(/\W/g, '')}`.toLowerCase();
      // Cores first: an extension's copy extends its core's copy.
      versions.sort(
        (a, b) => Number(a.content.framework.extends !== null) - Number(b.content.framework.extends !== null),
      );
      for (const { framework, version, content } of versions) {
        const label = `${framework} ${version}`;
        const first = await exportCsv(source.app, framework, version);
        expect(first.split('\r\n')[0], label).toContain('Competency code');
        const copy = copyName(framework, version);
        await newFramework(copy);
        const core = content.framework.extends;
        if (core) {
          // Managers make an extension by importing its CASE package (ADR 0044); here its empty copy is
          // made to extend the core's copy as that import would, and its CSV gives the extension's rows.
          const db = ctx().database.db;
          const [coreCopy] = await db
            .select()
            .from(frameworkTable)
            .where(eq(frameworkTable.machineName, copyName(core.machineName, core.version)));
          expect(
            coreCopy,
            `${label}: its core ${core.machineName} ${core.version} is copied first`,
          ).toBeDefined();
          await db
            .update(frameworkTable)
            .set({ coreFrameworkId: coreCopy?.id ?? null, coreVersionNumber: core.version })
            .where(eq(frameworkTable.machineName, copy));
        }
        const imported = await call(ctx().app, manager, 'POST', `/${copy}/draft/import`, { file: first });
        expect(imported.statusCode, `${label}: ${imported.body.slice(0, 400)}`).toBe(200);
        expect(imported.json(), label).toMatchObject({
          kind: 'export-csv',
          moved: { domains: 0, competencies: 0, attributes: 0 },
          expertiseLevelsAdded: content.expertiseLevels.length,
          changeSetId: expect.any(Number),
        });
        const used = new Set(
          content.domains.flatMap((d) => d.competencies.flatMap((c) => c.attributes.map((a) => a.type))),
        );
        expect(
          new Set(imported.json().attributeTypesAdded),
          `${label}: attribute types made as needed`,
        ).toEqual(used);
        const changeSets = (await call(ctx().app, manager, 'GET', `/${copy}/draft/change-sets`)).json()
          .changeSets;
        expect(changeSets, `${label}: one change set`).toHaveLength(1);
        const released = await call(ctx().app, manager, 'POST', `/${copy}/release`, {
          version,
          releaseNotes: 'Copied from the export CSV',
        });
        expect(released.statusCode, `${label}: ${released.body}`).toBe(200);
        expect(await exportCsv(ctx().app, copy, version), label).toBe(first);
        const copied: FrameworkVersionContent = (
          await ctx().app.inject({ url: `/api/v1/frameworks/${copy}/versions/${version}` })
        ).json();
        expect(scale(copied.expertiseLevels), `${label}: the expertise levels`).toEqual(
          scale(content.expertiseLevels),
        );
      }
    }, 300_000);

    it("keeps every released version's domain and competency uuids and expertise levels through its Moodle CSV", async () => {
      const versions = await releasedWithContent();
      // Another empty hub: this one already holds the lineages of the CSV round trip above.
      const database = await openTestDatabase(driver);
      const app = await buildTestApp(database);
      try {
        const headers = (await createSession(app, database.db, { roles: ['framework_manager'] })).headers;
        for (const { framework, version, content } of versions) {
          const label = `${framework} ${version}`;
          const csv = (
            await source.app.inject({ url: `/api/v1/frameworks/${framework}/versions/${version}/moodle.csv` })
          ).body;
          const [header = [], frameworkRow = [], ...rows] = Papa.parse<string[]>(csv.trimEnd(), {
            newline: '\r\n',
          }).data;
          const col = (name: string) => header.indexOf(name);
          // Moodle's scale values are a comma list: a comma in a level's title is written as ';'.
          const levels = [...content.expertiseLevels]
            .sort((a, b) => a.ratingLevel - b.ratingLevel)
            .map((l) => [l.ratingLevel, l.title.replace(/,/g, ';')]);
          if (levels.length > 0) {
            expect(frameworkRow[col('Scale values')]?.split(','), label).toEqual(levels.map((l) => l[1]));
          }
          // The extension's Moodle CSV holds its own domains (its core is a framework of its own in Moodle).
          const items = content.domains.flatMap((d) => [d, ...d.competencies]);
          const idNumbers = new Set(rows.map((r) => r[col('ID number')]));
          expect(
            items.filter((item) => !idNumbers.has(item.uuid)).map((item) => item.title),
            `${label}: every domain and competency has its uuid as ID number`,
          ).toEqual([]);

          const copyName = `${framework}-moodle-${version.replace(/\W/g, '')}`.toLowerCase();
          await newFramework(copyName, app, headers);
          const imported = await call(app, headers, 'POST', `/${copyName}/draft/import`, { file: csv });
          expect(imported.statusCode, `${label}: ${imported.body.slice(0, 400)}`).toBe(200);
          expect(imported.json(), label).toMatchObject({
            kind: 'moodle-csv',
            expertiseLevelsAdded: levels.length,
          });
          const copy: ManageFrameworkView = (await call(app, headers, 'GET', `/${copyName}`)).json();
          const kept = new Map(
            copy.domains.flatMap((d) => [d, ...d.competencies]).map((item) => [item.uuid, item] as const),
          );
          for (const item of items) {
            expect(kept.get(item.uuid), `${label}: ${item.title}`).toMatchObject({
              title: item.title,
              code: item.code ?? null,
            });
          }
          expect(
            copy.expertiseLevels
              .map((l) => [l.ratingLevel, l.title])
              .sort((a, b) => Number(a[0]) - Number(b[0])),
            `${label}: the expertise levels`,
          ).toEqual(levels);
        }
      } finally {
        await app.close();
        await database.close();
      }
    }, 300_000);

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
