/**
 * Opens, migrates and (when empty and allowed) seeds the database: what `npm start` and the
 * `npm run user` command both do before anything else. Shipped frameworks new to the database, reference
 * profiles and training resources are imported once, also into a database seeded before they shipped.
 */
import type { Config } from '../config.js';
import { type DatabaseHandle, openDatabase } from './client.js';
import { importNewShippedFrameworks, importShippedProfiles, seedIfEmpty } from './seed/shipped.js';
import { importShippedTraining } from './seed/training-shipped.js';

/**
 * @param config DATABASE_URL or PGLITE_DIR, and SEED_ON_START
 * @returns the open database and the number of shipped files imported (0 when it was not empty)
 */
export async function prepareDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'PGLITE_DIR' | 'SEED_ON_START'>,
): Promise<{ database: DatabaseHandle; imported: number }> {
  const database = await openDatabase({ url: config.DATABASE_URL, dir: config.PGLITE_DIR });
  await database.migrate();
  let imported = 0;
  if (config.SEED_ON_START) {
    const seeded = await seedIfEmpty(database.db);
    // A database seeded before a framework shipped gets that framework now (ADR 0046); the profiles and
    // training below that need it follow.
    imported = seeded?.length ?? (await importNewShippedFrameworks(database.db)).length;
    // A database seeded before profiles shipped gets them now (a no-op once imported; issue #7 §1).
    for (const outcome of await importShippedProfiles(database.db, { skipMissingFramework: true })) {
      if (outcome.status === 'skipped') console.warn(`Shipped profiles not imported: ${outcome.reason}`);
    }
    // Likewise the shipped training resources (issue #8 §1): only those not imported yet are added.
    for (const outcome of await importShippedTraining(database.db, { skipMissingFramework: true })) {
      if (outcome.status === 'skipped')
        console.warn(`Shipped training resources not imported: ${outcome.reason}`);
    }
  }
  return { database, imported };
}
