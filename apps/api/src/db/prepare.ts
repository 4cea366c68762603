/**
 * Opens, migrates and (when empty and allowed) seeds the database: what `npm start` and the
 * `npm run user` command both do before anything else. Shipped frameworks new to the database, reference
 * profiles and training resources are imported once, also into a database seeded before they shipped.
 */
import type { Config } from '../config.js';
import { type DatabaseHandle, type Db, openDatabase } from './client.js';
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
  const imported = config.SEED_ON_START ? await seedOnStart(database.db) : 0;
  return { database, imported };
}

/**
 * The shipped data a start brings in: everything into an empty database; into a database seeded before,
 * the frameworks it does not hold yet (ADR 0046), then the profiles and training resources not imported yet
 * (docs/features/profiles.md §1, docs/features/training.md §5). Idempotent.
 * @returns the number of framework files imported
 */
export async function seedOnStart(db: Db): Promise<number> {
  const seeded = await seedIfEmpty(db);
  // A database seeded before a framework shipped gets that framework now; its profiles and training follow.
  const imported = seeded?.length ?? (await importNewShippedFrameworks(db)).length;
  // A database seeded before profiles shipped gets them now (a no-op once imported).
  for (const outcome of await importShippedProfiles(db, { skipMissingFramework: true })) {
    if (outcome.status === 'skipped') console.warn(`Shipped profiles not imported: ${outcome.reason}`);
  }
  // Likewise the shipped training resources: only those not imported yet are added.
  for (const outcome of await importShippedTraining(db, { skipMissingFramework: true })) {
    if (outcome.status === 'skipped')
      console.warn(`Shipped training resources not imported: ${outcome.reason}`);
  }
  return imported;
}
