/**
 * The framework files shipped with the hub (src/db/seed/data, copied from ../shared/data/frameworks with
 * their README: provenance, CC BY 4.0) and the first-start seeding. Issue #2 §2.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { framework } from '../schema/index.js';
import { type ImportOutcome, importFrameworkText } from './importer.js';

export const shippedDataDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data');

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
 * Imports every shipped file (each in its own transaction).
 * @returns one outcome per file, in import order
 */
export async function importShippedFrameworks(db: Db, dir = shippedDataDir): Promise<ImportOutcome[]> {
  const outcomes: ImportOutcome[] = [];
  for (const file of await listShippedFiles(dir)) {
    outcomes.push(await importFrameworkText(db, await readFile(file, 'utf8'), path.basename(file)));
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
