/**
 * The reference profile importer (docs/features/profiles.md §1, shipped data): the shipped core-facility file on top of the
 * shipped frameworks, idempotence, validation with JSON paths, unknown codes and ratings, a missing
 * framework, conflicting level titles, one transaction. On every driver.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { importProfileText } from '../src/db/seed/profile-importer.js';
import {
  importShippedFrameworks,
  importShippedProfiles,
  shippedDataDir,
  shippedProfilesDir,
} from '../src/db/seed/shipped.js';
import { drivers, openTemplateClone, openTestDatabase } from './helpers.js';

const FILE = 'iscb-3.0e1-core-facility-profiles.json';
const shippedProfileText = () => readFile(path.join(shippedProfilesDir, FILE), 'utf8');

async function count(database: DatabaseHandle, table: string): Promise<number> {
  const rows = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
  return Number((rows as unknown as { rows: { n: number }[] }).rows[0]?.n);
}

/** A small profile file for iscb-3.0e1 e1 (codes A3 of the core version and N1 of the extension). */
function profileFile(overrides: Record<string, unknown> = {}) {
  return {
    framework: 'iscb-3.0e1',
    version: 'e1',
    title: 'Test profiles',
    licence: 'for a test',
    source: ['made for a test'],
    derivation: 'levels chosen by hand',
    notes: '',
    expertise_levels: [
      { rating_level: 0, title: 'Not Applicable', description: '' },
      { rating_level: 1, title: 'Level 1', description: '' },
    ],
    profiles: [
      {
        title: 'Tester',
        job_title: 'Tester',
        seniority_level: 2,
        mapping: [
          { competency_code: 'A3', competency_title: 'x', level_title: 'Level 1', rating_level: 1 },
          { competency_code: 'N1', competency_title: 'y', level_title: 'Not Applicable', rating_level: 0 },
        ],
      },
    ],
    ...overrides,
  };
}

for (const driver of drivers) {
  describe(`profile importer [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTestDatabase(driver);
    });
    afterEach(async () => {
      await database.close();
    });
    /** Swaps the empty database for a clone of the seeded template (shipped frameworks and profiles). */
    const useSeeded = async () => {
      await database.close();
      database = await openTemplateClone(driver, 'seeded');
    };

    it('imports the shipped profiles with the shipped frameworks; importing again changes nothing', async () => {
      await importShippedFrameworks(database.db);
      // The 4 core-facility profiles and the 3 DIRECT sample profiles (11 + 67 + 40 rated skills).
      expect(await count(database, 'profile')).toBe(4 + 3);
      // 76 survey cells, of which the rating-0 ones are not stored.
      const zeros = JSON.parse(await shippedProfileText()).profiles.flatMap(
        (p: { mapping: { rating_level: number }[] }) => p.mapping.filter((m) => m.rating_level === 0),
      ).length;
      expect(await count(database, 'profile_mapping')).toBe(76 - zeros + 118);
      const again = await importShippedProfiles(database.db);
      expect(again).toEqual([
        { status: 'unchanged', machineName: 'direct', version: '2.0.0' },
        { status: 'unchanged', machineName: 'iscb-3.0e1', version: 'e1' },
      ]);
      expect(await count(database, 'profile')).toBe(4 + 3);
    });

    it('refuses profiles whose framework version is not in the database, or skips them on start', async () => {
      await expect(importProfileText(database.db, await shippedProfileText(), FILE)).rejects.toThrow(
        /iscb-3.0e1 e1 is not in the database/,
      );
      const skipped = await importShippedProfiles(database.db, { skipMissingFramework: true });
      expect(skipped[0]?.status).toBe('skipped');
      expect(await count(database, 'profile')).toBe(0);
    });

    it('reports bad structure, unknown codes and unknown ratings with JSON paths, changing nothing', async () => {
      await useSeeded();
      const profilesBefore = await count(database, 'profile');
      const levelsBefore = await count(database, 'expertise_level');
      const structure = importProfileText(
        database.db,
        JSON.stringify(profileFile({ profiles: [{ title: '', mapping: 'no' }] })),
        'bad.json',
      );
      await expect(structure).rejects.toThrow(/\$\.profiles\[0\]\.title/);
      const codes = profileFile({
        expertise_levels: [{ rating_level: 1, title: 'Level 1', description: '' }],
        profiles: [
          {
            title: 'Tester',
            job_title: 'Tester',
            mapping: [
              { competency_code: 'Z9', competency_title: 'x', level_title: 'L', rating_level: 1 },
              { competency_code: 'A3', competency_title: 'x', level_title: 'L', rating_level: 7 },
            ],
          },
        ],
      });
      const error = await importProfileText(database.db, JSON.stringify(codes), 'codes.json').catch(
        (e: Error) => e,
      );
      expect(String(error)).toContain(
        '$.profiles[0].mapping[0].competency_code: no competency with code "Z9"',
      );
      expect(String(error)).toContain(
        '$.profiles[0].mapping[1].rating_level: iscb-3.0e1 has no expertise level rated 7',
      );
      expect(await count(database, 'profile')).toBe(profilesBefore);
      expect(await count(database, 'expertise_level')).toBe(levelsBefore);
    });

    it('refuses a level title that contradicts the framework, and a changed file of the same name', async () => {
      await useSeeded();
      const renamed = profileFile({
        expertise_levels: [{ rating_level: 1, title: 'Beginner', description: '' }],
      });
      await expect(importProfileText(database.db, JSON.stringify(renamed), 'renamed.json')).rejects.toThrow(
        /already has the level "Level 1" rated 1/,
      );
      const first = await importProfileText(database.db, JSON.stringify(profileFile()), 'mine.json');
      expect(first).toMatchObject({ status: 'created', profiles: 1, mappings: 1 });
      const changed = profileFile({ title: 'Changed' });
      await expect(importProfileText(database.db, JSON.stringify(changed), 'mine.json')).rejects.toThrow(
        /already imported with different content/,
      );
    });

    it('adds the survey levels to a framework without levels and maps core competencies', async () => {
      for (const name of ['iscb-3.0.json', 'iscb-3.0e1.json']) {
        await importFrameworkText(database.db, await readFile(path.join(shippedDataDir, name), 'utf8'), name);
      }
      expect(await count(database, 'expertise_level')).toBe(0);
      await importProfileText(database.db, await shippedProfileText(), FILE);
      const levels = await database.db.execute(
        sql.raw('select title, rating_level, released from expertise_level order by rating_level'),
      );
      expect((levels as unknown as { rows: unknown[] }).rows).toEqual([
        { title: 'Not Applicable', rating_level: 0, released: true },
        { title: 'Level 1', rating_level: 1, released: true },
        { title: 'Level 2', rating_level: 2, released: true },
        { title: 'Level 3 (most advanced)', rating_level: 3, released: true },
      ]);
      const core = await database.db.execute(
        sql.raw(
          "select count(*)::int as n from profile_mapping m join competency c on c.id = m.competency_id where c.code like '%3'",
        ),
      );
      expect(Number((core as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBeGreaterThan(40);
    });
  });
}
