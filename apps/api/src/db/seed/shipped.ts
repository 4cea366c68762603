/**
 * The framework files shipped with the hub (src/db/seed/data, copied from ../shared/data/frameworks with
 * their README: provenance, CC BY 4.0) and the first-start seeding. docs/features/browsing.md §8.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { framework, profileImport } from '../schema/index.js';
import { ImportConflictError, type ImportOutcome, importFrameworkText } from './importer.js';
import { frameworkFileImporter, importShippedFile, profileFileImporter } from './importers.js';
import { importProfileText, type ProfileImportOutcome } from './profile-importer.js';
import { importShippedTraining } from './training-shipped.js';

export const shippedDataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');
/** The shipped reference profile files (data/profiles, with their README: provenance, licence). */
export const shippedProfilesDir = path.join(shippedDataDir, 'profiles');

/**
 * Lists the shipped framework files, ordered so that a core framework comes before its extensions
 * and, within a framework, versions in file-name order.
 * @returns absolute paths
 */
export async function listShippedFiles(dir = shippedDataDir): Promise<string[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  const withExtends = await Promise.all(
    names.map(async (name) => {
      const json = JSON.parse(await readFile(path.join(dir, name), 'utf8')) as { extends?: unknown };
      return { name, isExtension: json.extends !== undefined };
    }),
  );
  return [...withExtends.filter((f) => !f.isExtension), ...withExtends.filter((f) => f.isExtension)].map(
    (f) => path.join(dir, f.name),
  );
}

/**
 * Imports every shipped framework file (each in its own transaction), then, for the shipped folder, the
 * shipped reference profile files (importShippedProfiles) and training resources (importShippedTraining).
 * @returns one outcome per framework file, in import order
 */
export async function importShippedFrameworks(db: Db, dir = shippedDataDir): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const file of await listShippedFiles(dir)) {
    outcomes.push(await importShippedFile<ImportOutcome>(db, file, frameworkFileImporter));
  }
  if (dir === shippedDataDir) {
    await importShippedProfiles(db);
    await importShippedTraining(db);
  }
  return outcomes;
}

/** Lists the shipped profile files (absolute paths, by name). */
export async function listShippedProfileFiles(dir = shippedProfilesDir): Promise<string[]> {
  return (await readdir(dir))
    .filter((n) => n.endsWith('.json'))
    .sort()
    .map((n) => path.join(dir, n));
}

/**
 * Imports the shipped reference profile files not imported yet (idempotent; docs/features/profiles.md §1).
 * @param options.skipMissingFramework skip (instead of failing on) a file whose framework version is
 *   not in the database, as on the start of a database that holds other frameworks
 * @returns one outcome per file; `skipped` when the framework version was missing and skipping was asked
 */
export async function importShippedProfiles(
  db: Db,
  options: { skipMissingFramework?: boolean } = {},
): Promise<(ProfileImportOutcome | { status: 'skipped'; file: string; reason: string })[]> {
  const outcomes: (ProfileImportOutcome | { status: 'skipped'; file: string; reason: string })[] = [];
  for (const file of await listShippedProfileFiles()) {
    const name = path.basename(file);
    try {
      outcomes.push(await importShippedFile<ProfileImportOutcome>(db, file, profileFileImporter));
    } catch (error) {
      if (!(options.skipMissingFramework && error instanceof ImportConflictError)) throw error;
      outcomes.push({ status: 'skipped', file: name, reason: error.message });
    }
  }
  return outcomes;
}

/**
 * Imports the shipped frameworks when the database holds no framework at all (first start).
 * @returns the outcomes, or null when the database already had frameworks
 */
export async function seedIfEmpty(db: Db): Promise<ImportOutcome[] | null> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(framework);
  if ((row?.count ?? 0) > 0) return null;
  return importShippedFrameworks(db);
}

/**
 * Imports the shipped framework files of frameworks the database does not hold at all (a framework that
 * shipped after the database was seeded, such as DIRECT; ADR 0046). Frameworks it holds are left as they
 * are: their versions may have been curated since.
 * @returns the outcomes of the files imported (none when every shipped framework is there)
 */
export async function importNewShippedFrameworks(db: Db): Promise<ImportOutcome[]> {
  const have = new Set((await db.select({ name: framework.machineName }).from(framework)).map((r) => r.name));
  const outcomes: ImportOutcome[] = [];
  for (const file of await listShippedFiles()) {
    const { machine_name } = JSON.parse(await readFile(file, 'utf8')) as { machine_name: string };
    if (have.has(machine_name)) continue;
    outcomes.push(await importShippedFile<ImportOutcome>(db, file, frameworkFileImporter));
    have.add(machine_name);
  }
  return outcomes;
}

/**
 * Imports again the shipped files a database already has, so that their visitors' text (citations,
 * 'about', a profile file's citation) is brought up to date (ADR 0030): `imported` says which framework
 * files are there; profile files are re-imported only when recorded in `profile_import`. A file whose
 * content differs from the imported one (an ImportConflictError) is skipped. Runs in the caller's
 * transaction (each file in a savepoint).
 */
export async function refreshShippedVisitorText(
  db: Db,
  imported: (machineName: string, version: string) => boolean,
): Promise<void> {
  for (const file of await listShippedFiles()) {
    const text = await readFile(file, 'utf8');
    const { machine_name, version } = JSON.parse(text) as { machine_name: string; version: string };
    if (!imported(machine_name, version)) continue;
    await skippingConflicts(() => importFrameworkText(db, text, path.basename(file)));
  }
  const recorded = new Set(
    (await db.select({ name: profileImport.fileName }).from(profileImport)).map((r) => r.name),
  );
  for (const file of await listShippedProfileFiles()) {
    const name = path.basename(file);
    if (!recorded.has(name)) continue;
    await skippingConflicts(async () => importProfileText(db, await readFile(file, 'utf8'), name));
  }
}

async function skippingConflicts(work: () => Promise<unknown>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (!(error instanceof ImportConflictError)) throw error;
  }
}
