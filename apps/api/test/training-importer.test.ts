/**
 * The training resource importer (docs/features/training.md §5, shipped data): the BioExcel knowledge base on top of the
 * shipped frameworks (200 resources, 343 links, types 138/55/7), idempotence per resource, bad files
 * reported with JSON paths and changing nothing, sanitising. On every driver; one smoke test runs the real
 * `npm run import` command on a throwaway embedded database.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { asc, eq, sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { competency, framework, frameworkVersion, trainingResource } from '../src/db/schema/index.js';
import { ImportConflictError, ImportValidationError } from '../src/db/seed/importer.js';
import { shippedDataDir } from '../src/db/seed/shipped.js';
import { importTrainingText, splitKeywords } from '../src/db/seed/training-importer.js';
import { importShippedTraining, shippedTrainingDir } from '../src/db/seed/training-shipped.js';
import { drivers, openTemplateClone, openTestDatabase } from './helpers.js';

const KB = 'bioexcel-knowledge-base.json';
const DIRECT = 'direct-2.0.0-learning-resources.json';
/** The knowledge base's resources and mappings (the shipped DIRECT resources are counted apart). */
const KB_RESOURCES = "training_resource where source->>'file' = 'bioexcel-knowledge-base.json'";
const KB_MAPPINGS =
  "training_resource_mapping m join training_resource r on r.id = m.resource_id and r.source->>'file' = 'bioexcel-knowledge-base.json'";
const kbText = () => readFileSync(path.join(shippedTrainingDir, KB), 'utf8');

async function count(database: DatabaseHandle, query: string): Promise<number> {
  const rows = await database.db.execute(sql.raw(`select count(*)::int as n from ${query}`));
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

/** One valid file item mapped to BioExcel 1.0 competency `code`. */
function item(overrides: Record<string, unknown> = {}) {
  return {
    title: 'A test course',
    url: 'https://example.org/course',
    type: 'Online',
    description: '<p>About the course</p>',
    start_date: null,
    end_date: null,
    location: '',
    organisers: 'Test lab',
    trainers: '',
    target_audience: '',
    learning_outcomes: '',
    keywords: 'Testing',
    competencies: [{ framework: 'bioexcel', version: '1.0', code: '2.1', title: '' }],
    source_ref: { kb2019_nid: '999001', kb2017_rows: [], filled_from_2017: [] },
    ...overrides,
  };
}

/** The problems of an ImportValidationError thrown by `run`. */
async function problemsOf(run: () => Promise<unknown>) {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImportValidationError);
  return (error as ImportValidationError).problems;
}

for (const driver of drivers) {
  describe(`training importer [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTemplateClone(driver, 'seeded');
    });
    afterEach(async () => {
      await database.close();
    });

    it('ships the BioExcel knowledge base on first start: 200 resources, 343 links, types 138/55/7', async () => {
      expect(await count(database, KB_RESOURCES)).toBe(200);
      expect(await count(database, KB_MAPPINGS)).toBe(343);
      expect(await count(database, 'training_resource_mapping where attribute_uuid is not null')).toBe(0);
      const types = await database.db.execute(
        sql.raw(`select type, count(*)::int as n from ${KB_RESOURCES} group by type order by type`),
      );
      expect((types as unknown as { rows: unknown[] }).rows).toEqual([
        { type: 'Face-to-Face', n: 55 },
        { type: 'Online', n: 138 },
        { type: 'Webinar', n: 7 },
      ]);
      // Every link names a competency of BioExcel 1.0, and all 31 of its competencies are used.
      const linked = await count(
        database,
        `(select distinct m.competency_uuid from training_resource_mapping m
           join framework f on f.id = m.framework_id and f.machine_name = 'bioexcel'
           join framework_version v on v.framework_id = f.id and v.number = '1.0'
           join competency c on c.version_id = v.id and c.uuid = m.competency_uuid) t`,
      );
      expect(linked).toBe(31);
    });

    it('keeps slugs unique (duplicate titles get -2), splits keywords and keeps the provenance', async () => {
      const rows = (
        await database.db.select().from(trainingResource).orderBy(asc(trainingResource.id))
      ).filter((r) => r.source?.file === KB);
      expect(new Set(rows.map((r) => r.slug)).size).toBe(200);
      const first = rows[0];
      expect(first?.slug).toBe(
        'structural-bioinformatics-and-modelling-homology-modelling-molecular-dynaimics-docking',
      );
      expect(first?.keywords).toEqual(['HADDOCK', 'GROMACS', 'Molecular Dynamics']);
      expect(first?.importKey).toBe('bioexcel-kb:nid:936');
      expect(first?.source).toEqual({
        file: KB,
        kb2019_nid: '936',
        kb2017_rows: [0, 1],
        filled_from_2017: ['organisers'],
      });
      const second = rows.find((r) => r.importKey === 'bioexcel-kb:nid:1072');
      expect(second?.slug).toBe(`${first?.slug}-2`);
      const biosimspace = rows.filter((r) => r.title.startsWith('BioSimSpace')).map((r) => r.slug);
      expect(biosimspace).toEqual([biosimspace[0], `${biosimspace[0]}-2`]);
      // A 2017-only resource is keyed by its first 2017 row.
      expect(rows.filter((r) => r.importKey?.startsWith('bioexcel-kb:2017:'))).toHaveLength(95);
      // Calendar dates, no time-zone shift (README 'Dates').
      const linux = rows.find((r) => r.importKey === 'bioexcel-kb:nid:1034');
      expect([linux?.startDate, linux?.endDate]).toEqual(['2017-05-02', '2017-07-11']);
    });

    it('importing again changes nothing; edits and archiving stay; a missing resource is added back', async () => {
      const [first] = await database.db
        .select()
        .from(trainingResource)
        .where(eq(trainingResource.importKey, 'bioexcel-kb:nid:936'));
      await database.db
        .update(trainingResource)
        .set({ title: 'Edited by a content manager', archived: true })
        .where(eq(trainingResource.id, first?.id as number));
      expect(await importShippedTraining(database.db)).toEqual([
        { status: 'unchanged', file: KB, created: 0, existing: 200, mappings: 0 },
        { status: 'unchanged', file: DIRECT, created: 0, existing: 207, mappings: 0 },
      ]);
      const [kept] = await database.db
        .select()
        .from(trainingResource)
        .where(eq(trainingResource.id, first?.id as number));
      expect([kept?.title, kept?.archived]).toEqual(['Edited by a content manager', true]);

      await database.db
        .delete(trainingResource)
        .where(eq(trainingResource.importKey, 'bioexcel-kb:2017:108'));
      expect(await count(database, KB_RESOURCES)).toBe(199);
      const outcome = await importTrainingText(database.db, kbText(), KB);
      expect(outcome).toEqual({ status: 'created', file: KB, created: 1, existing: 199, mappings: 2 });
      expect(await count(database, KB_RESOURCES)).toBe(200);
      expect(await count(database, KB_MAPPINGS)).toBe(343);
    });

    it('reports every problem of a bad file with its JSON path and changes nothing', async () => {
      const before = await count(database, 'training_resource');
      const bad = [
        item({ source_ref: { kb2019_nid: '999001', kb2017_rows: [], filled_from_2017: [] } }),
        item({
          title: '  ',
          url: 'javascript:alert(1)',
          type: 'Seminar',
          start_date: '2024-02-30',
          source_ref: { kb2019_nid: '999002', kb2017_rows: [], filled_from_2017: [] },
        }),
        item({ keywords: 42, source_ref: { kb2019_nid: '999003', kb2017_rows: [], filled_from_2017: [] } }),
        // Checks across fields run on an item whose fields are otherwise valid.
        item({
          start_date: '2024-05-02',
          end_date: '2024-05-01',
          source_ref: { kb2019_nid: null, kb2017_rows: [], filled_from_2017: [] },
        }),
      ];
      const problems = await problemsOf(() =>
        importTrainingText(database.db, JSON.stringify(bad), 'bad.json'),
      );
      expect(problems.map((p) => p.path).sort()).toEqual(
        [
          '$[1].title',
          '$[1].url',
          '$[1].type',
          '$[1].start_date',
          '$[2].keywords',
          '$[3].end_date',
          '$[3].source_ref',
        ].sort(),
      );
      const notJson = await problemsOf(() => importTrainingText(database.db, '[{"title": ', 'broken.json'));
      expect(notJson[0]?.path).toBe('$');
      expect(notJson[0]?.message).toMatch(/not valid JSON/);
      const empty = await problemsOf(() => importTrainingText(database.db, '[]', 'empty.json'));
      expect(empty[0]?.message).toMatch(/at least one training resource/);
      expect(await count(database, 'training_resource')).toBe(before);
    });

    it('refuses unknown competency codes and keys used twice, naming the items, in one transaction', async () => {
      const before = await count(database, 'training_resource');
      const unknownCode = [
        item(),
        item({
          competencies: [
            { framework: 'bioexcel', version: '1.0', code: '2.1', title: '' },
            { framework: 'bioexcel', version: '1.0', code: '9.9', title: '' },
          ],
          source_ref: { kb2019_nid: null, kb2017_rows: [9001], filled_from_2017: [] },
        }),
      ];
      const problems = await problemsOf(() =>
        importTrainingText(database.db, JSON.stringify(unknownCode), 'codes.json'),
      );
      expect(problems).toEqual([
        {
          path: '$[1].competencies[1].code',
          message: 'no competency with code "9.9" in bioexcel 1.0 or its core version',
        },
      ]);
      const twice = await problemsOf(() =>
        importTrainingText(database.db, JSON.stringify([item(), item({ title: 'Other' })]), 'twice.json'),
      );
      expect(problems.length + twice.length).toBe(2);
      expect(twice[0]).toEqual({
        path: '$[1].source_ref',
        message: 'same resource key "bioexcel-kb:nid:999001" as $[0]',
      });
      expect(await count(database, 'training_resource')).toBe(before);
    });

    it('refuses a file naming a framework version that is not in the database', async () => {
      const file = [
        item({ competencies: [{ framework: 'bioexcel', version: '9.9', code: '2.1', title: '' }] }),
      ];
      await expect(importTrainingText(database.db, JSON.stringify(file), 'missing.json')).rejects.toThrow(
        ImportConflictError,
      );
      await expect(importTrainingText(database.db, JSON.stringify(file), 'missing.json')).rejects.toThrow(
        /bioexcel 9\.9 is not in the database/,
      );
    });

    it('sanitises rich text, strips tags from titles and keywords, and slugs around taken slugs', async () => {
      const file = [
        item({
          title: '<b>Structural Bioinformatics</b>',
          description:
            '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">link</a></p>',
          organisers: '<img src=x onerror=alert(1)>R&D lab',
          keywords: ' GROMACS, ,<i>HPC</i>, GROMACS ',
        }),
      ];
      const outcome = await importTrainingText(database.db, JSON.stringify(file), 'mine.json');
      expect(outcome).toMatchObject({ status: 'created', created: 1, mappings: 1 });
      const [row] = await database.db
        .select()
        .from(trainingResource)
        .where(eq(trainingResource.importKey, 'bioexcel-kb:nid:999001'));
      expect(row?.title).toBe('Structural Bioinformatics');
      // The shipped data already has two resources titled "Structural Bioinformatics".
      expect(row?.slug).toBe('structural-bioinformatics-3');
      expect(row?.description).toBe('<p>Hi <a>link</a></p>');
      expect(row?.organisers).toBe('R&amp;D lab');
      expect(row?.keywords).toEqual(['GROMACS', 'HPC']);
      expect(row?.source?.file).toBe('mine.json');
    });
  });
}

describe('training importer without the shipped data', () => {
  it('maps codes of an extension version to its core framework, and splits keywords', async () => {
    expect(splitKeywords('a, b ,, a,<b>c</b>')).toEqual(['a', 'b', 'c']);
    const database = await openTestDatabase('pglite');
    try {
      const { importFrameworkText } = await import('../src/db/seed/importer.js');
      for (const name of ['iscb-3.0.json', 'iscb-3.0e1.json']) {
        await importFrameworkText(database.db, readFileSync(path.join(shippedDataDir, name), 'utf8'), name);
      }
      const file = [
        item({
          competencies: [
            { framework: 'iscb-3.0e1', version: 'e1', code: 'A3', title: '' },
            { framework: 'iscb-3.0e1', version: 'e1', code: 'N1', title: '' },
          ],
        }),
      ];
      await importTrainingText(database.db, JSON.stringify(file), 'ext.json');
      const rows = await database.db.execute(
        sql.raw(`select f.machine_name from training_resource_mapping m join framework f on f.id = m.framework_id
                 order by f.machine_name`),
      );
      expect(
        (rows as unknown as { rows: { machine_name: string }[] }).rows.map((r) => r.machine_name),
      ).toEqual(['iscb', 'iscb-3.0e1']);
      // The A3 mapping is the lineage uuid of ISCB 3.0's A3.
      const [a3] = await database.db
        .select({ uuid: competency.uuid })
        .from(competency)
        .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
        .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
        .where(sql`${framework.machineName} = 'iscb' and ${competency.code} = 'A3'`);
      expect(await count(database, `training_resource_mapping where competency_uuid = '${a3?.uuid}'`)).toBe(
        1,
      );
    } finally {
      await database.close();
    }
  });
});

describe('npm run import with a training resource file (spawned)', () => {
  const apiRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

  it('tells the file kinds apart, imports the knowledge base, then finds it already imported', () => {
    const result = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'src/cli/import.ts',
        path.join(shippedDataDir, 'bioexcel-1.0.json'),
        path.join(shippedTrainingDir, KB),
        path.join(shippedTrainingDir, KB),
      ],
      {
        cwd: apiRoot,
        encoding: 'utf8',
        env: { ...process.env, PGLITE_DIR: 'memory://', DATABASE_URL: '', INIT_CWD: apiRoot },
        timeout: 120_000,
      },
    );
    const out = `${result.stdout}${result.stderr}`;
    expect(out).toContain('bioexcel-1.0.json: imported bioexcel 1.0 as a live version');
    expect(out).toContain(`${KB}: imported 200 training resources (343 competency mappings)`);
    expect(out).toContain(`${KB}: all 200 training resources already imported, nothing changed`);
    expect(result.status).toBe(0);
  }, 180_000);
});
