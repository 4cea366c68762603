/**
 * A database seeded before DIRECT shipped gets it on its next start (ADR 0046): the framework it lacks,
 * then its sample profiles and learning resources; what it held is left as it was, and a second start
 * changes nothing.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { seedOnStart } from '../src/db/prepare.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { importProfileText } from '../src/db/seed/profile-importer.js';
import { shippedDataDir, shippedProfilesDir } from '../src/db/seed/shipped.js';
import { drivers, openTestDatabase } from './helpers.js';

const count = async (database: DatabaseHandle, query: string) => {
  const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${query}`));
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
};

for (const driver of drivers) {
  describe(`a later start [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeEach(async () => {
      database = await openTestDatabase(driver);
      vi.spyOn(console, 'warn').mockImplementation(() => {});
    });
    afterEach(async () => {
      vi.restoreAllMocks();
      await database.close();
    });

    it('imports DIRECT with its profiles and resources into a database seeded before it shipped', async () => {
      // 'Seeded before': ISCB 3.0, its core-facility extension and that extension's profiles.
      for (const name of ['iscb-3.0.json', 'iscb-3.0e1.json']) {
        await importFrameworkText(database.db, await readFile(path.join(shippedDataDir, name), 'utf8'), name);
      }
      const profiles = 'iscb-3.0e1-core-facility-profiles.json';
      await importProfileText(
        database.db,
        await readFile(path.join(shippedProfilesDir, profiles), 'utf8'),
        profiles,
      );
      expect(await count(database, "framework where machine_name = 'direct'")).toBe(0);

      const imported = await seedOnStart(database.db);
      expect(imported).toBeGreaterThan(0);
      expect(
        await count(
          database,
          "framework f join framework_version v on v.framework_id = f.id and v.status = 'live' where f.machine_name = 'direct'",
        ),
      ).toBe(1);
      expect(await count(database, "profile where source->>'label' = 'DIRECT sample profile'")).toBe(3);
      expect(
        await count(database, "training_resource where source->>'mapped_by' = 'framework-authors'"),
      ).toBe(207);
      // What the database held is as it was: one ISCB 3.0, the 4 core-facility profiles once.
      expect(await count(database, "framework where machine_name = 'iscb'")).toBe(1);
      expect(
        await count(database, "profile where source->>'file' = 'iscb-3.0e1-core-facility-profiles.json'"),
      ).toBe(4);

      expect(await seedOnStart(database.db)).toBe(0);
      expect(await count(database, "profile where source->>'label' = 'DIRECT sample profile'")).toBe(3);
    }, 300_000);
  });
}
