/**
 * The framework importer (docs/features/browsing.md §8): validation with JSON paths, one transaction, idempotence,
 * live vs draft versions, extensions. On every driver.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { ImportConflictError, ImportValidationError, importFrameworkText } from '../src/db/seed/importer.js';
import { importShippedFrameworks, shippedDataDir } from '../src/db/seed/shipped.js';
import { drivers, openTestDatabase } from './helpers.js';

const TABLES = [
  'framework',
  'framework_version',
  'domain',
  'competency',
  'attribute',
  'attribute_type',
  'expertise_level',
  'framework_source',
];

async function counts(database: DatabaseHandle): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of TABLES) {
    const rows = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    result[table] = Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
  }
  return result;
}

const shippedText = (name: string) => readFile(path.join(shippedDataDir, name), 'utf8');

function minimalFile(overrides: Record<string, unknown> = {}) {
  return {
    machine_name: 'testfw',
    title: 'Test framework',
    version: '1.0',
    description: 'For tests',
    category: 'Clinical professionals',
    licence: 'CC BY 4.0',
    source: ['made for a test'],
    complete: true,
    notes: '',
    attribute_types: ['Knowledge'],
    expertise_levels: [],
    domains: [
      {
        title: 'D',
        competencies: [
          {
            title: 'C, "quoted"',
            mapped_other_competency: '',
            attributes: [{ type: 'Knowledge', title: 'A' }],
          },
        ],
      },
    ],
    profiles: [],
    ...overrides,
  };
}

for (const driver of drivers) {
  describe(`framework importer [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTestDatabase(driver);
    });
    afterEach(async () => {
      await database.close();
    });

    it('imports every shipped file; a second import changes nothing', async () => {
      const outcomes = await importShippedFrameworks(database.db);
      const byFile = Object.fromEntries(outcomes.map((o) => [`${o.machineName} ${o.version}`, o.status]));
      expect(byFile).toMatchObject({
        'bioexcel 1.0': 'created-live',
        'bioexcel 3.0': 'metadata-only',
        'direct 2.0.0': 'created-live',
        'iscb 2.0': 'created-live',
        'iscb 3.0': 'created-live',
        'iscb-3.0e1 e1': 'created-live',
        'corbel 1.1': 'created-draft',
        'ritrain 1.0': 'created-draft',
      });
      const before = await counts(database);
      // DIRECT 2.0.0: 164 competencies with 849 attributes (descriptions and tools; ADR 0046).
      expect(before).toMatchObject({
        framework: 11,
        competency: 31 + 15 + 13 + 6 + 164,
        attribute: 231 + 849,
      });
      const again = await importShippedFrameworks(database.db);
      expect(again.every((o) => o.status === 'unchanged')).toBe(true);
      expect(await counts(database)).toEqual(before);
    });

    it('reports every problem of a malformed file with its JSON path and changes nothing', async () => {
      const bad = minimalFile({
        machine_name: 'has spaces',
        category: 'Astronauts',
        domains: [
          { title: '  ', competencies: [{ title: 'C', attributes: [{ type: 'Behaviour', title: 'A' }] }] },
        ],
      });
      const before = await counts(database);
      const error = await importFrameworkText(database.db, JSON.stringify(bad), 'bad.json').catch((e) => e);
      expect(error).toBeInstanceOf(ImportValidationError);
      const paths = (error as ImportValidationError).problems.map((p) => p.path);
      expect(paths).toEqual(
        expect.arrayContaining([
          '$.machine_name',
          '$.category',
          '$.domains[0].title',
          '$.domains[0].competencies[0].attributes[0].type',
        ]),
      );
      expect((error as Error).message).toContain('bad.json');
      expect(await counts(database)).toEqual(before);
    });

    it('refuses text that is not JSON', async () => {
      const error = await importFrameworkText(database.db, '{"machine_name": ', 'broken.json').catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(ImportValidationError);
      expect((error as ImportValidationError).problems[0]?.path).toBe('$');
    });

    it('rolls back the whole file when the database refuses part of it', async () => {
      const before = await counts(database);
      const file = minimalFile({ extends: { machine_name: 'iscb', version: '3.0' } });
      await expect(importFrameworkText(database.db, JSON.stringify(file))).rejects.toBeInstanceOf(
        ImportConflictError,
      );
      expect(await counts(database)).toEqual(before);
    });

    it('refuses different content for an already imported version (released versions never change)', async () => {
      await importFrameworkText(database.db, JSON.stringify(minimalFile()));
      const before = await counts(database);
      const changed = minimalFile({ description: 'changed' });
      await expect(importFrameworkText(database.db, JSON.stringify(changed))).rejects.toThrow(
        /different content/,
      );
      expect(await counts(database)).toEqual(before);
    });

    it('creates a hidden draft from a file without competencies, keeping its real domain titles', async () => {
      const outcome = await importFrameworkText(database.db, await shippedText('ritrain-1.0.json'));
      expect(outcome).toMatchObject({ status: 'created-draft', domains: 3 });
      const rows = await database.db.execute(sql`select status from framework_version`);
      expect((rows as unknown as { rows: { status: string }[] }).rows.map((r) => r.status)).toEqual([
        'draft',
      ]);
    });

    it('imports a live version beside an existing draft of the same framework', async () => {
      await importFrameworkText(database.db, JSON.stringify(minimalFile({ version: '0.9', domains: [] })));
      const outcome = await importFrameworkText(database.db, JSON.stringify(minimalFile()));
      expect(outcome.status).toBe('created-live');
      const rows = await database.db.execute(
        sql`select number, status from framework_version order by number`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows).toEqual([
        { number: '0.9', status: 'draft' },
        { number: '1.0', status: 'live' },
      ]);
    });

    it('sanitises rich text on import', async () => {
      const file = minimalFile({
        domains: [
          {
            title: 'D',
            competencies: [
              {
                title: 'C',
                mapped_other_competency: '<p onclick="x()">Maps to <b>A</b><script>alert(1)</script></p>',
                attributes: [],
              },
            ],
          },
        ],
      });
      await importFrameworkText(database.db, JSON.stringify(file));
      const rows = await database.db.execute(sql`select mapped_other_competency as m from competency`);
      expect((rows as unknown as { rows: { m: string }[] }).rows[0]?.m).toBe('<p>Maps to <b>A</b></p>');
    });
  });
}
