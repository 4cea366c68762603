/**
 * The training resource files shipped with the hub (src/db/seed/data/training, copied from
 * ../shared/data/training-resources with their README: provenance, Apache-2.0, credit to the providers)
 * and their import on start. docs/features/training.md §5.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from '../client.js';
import { ImportConflictError } from './importer.js';
import { importShippedFile, trainingFileImporter } from './importers.js';
import type { TrainingImportOutcome } from './training-importer.js';

/** The shipped training resource files' folder. */
export const shippedTrainingDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data', 'training');

/** Lists the shipped training resource files (absolute paths, by name). */
export async function listShippedTrainingFiles(dir = shippedTrainingDir): Promise<string[]> {
  return (await readdir(dir))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n));
}

export type ShippedTrainingOutcome =
  | TrainingImportOutcome
  | { status: 'skipped'; file: string; reason: string };

/**
 * Imports the shipped training resources not imported yet (idempotent per resource, see training-importer.ts).
 * @param options.skipMissingFramework skip (instead of failing on) a file whose framework version is not
 *   in the database, as on the start of a database that holds other frameworks
 * @returns one outcome per file
 */
export async function importShippedTraining(
  db: Db,
  options: { skipMissingFramework?: boolean } = {},
): Promise<ShippedTrainingOutcome[]> {
  const outcomes: ShippedTrainingOutcome[] = [];
  for (const file of await listShippedTrainingFiles()) {
    const name = path.basename(file);
    try {
      outcomes.push(await importShippedFile<TrainingImportOutcome>(db, file, trainingFileImporter));
    } catch (error) {
      if (!(options.skipMissingFramework && error instanceof ImportConflictError)) throw error;
      outcomes.push({ status: 'skipped', file: name, reason: error.message });
    }
  }
  return outcomes;
}
