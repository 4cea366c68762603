/**
 * `npm run db:snapshot -w @hub/api`: writes drizzle-kit's snapshot of the Drizzle schema
 * (`src/db/schema`) for the newest migration of the journal, `src/db/migrations/meta/<NNNN>_snapshot.json`,
 * chained to the snapshot before it (docs/adr/0062-drizzle-snapshot-of-the-newest-migration.md).
 * Run it after adding a migration by hand (SQL and journal entry) together with its schema change;
 * `npm run db:generate -w @hub/api` then diffs against it and, on an unchanged schema, says 'No schema
 * changes'. Running it again keeps the file's id and gives the same bytes.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../db/schema/index.js';

/** The committed migrations folder (drizzle.config.ts `out`). */
export const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../db/migrations');

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** The id of a snapshot file, or undefined when the file is missing. */
async function snapshotId(file: string): Promise<string | undefined> {
  try {
    return (JSON.parse(await readFile(file, 'utf8')) as { id: string }).id;
  } catch {
    return undefined;
  }
}

/**
 * Writes the snapshot of the current schema for the journal's newest migration.
 * Takes the migrations folder; returns the file written. Errors: an empty journal.
 */
export async function writeNewestSnapshot(dir: string = migrationsDir): Promise<string> {
  const journal = JSON.parse(await readFile(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const newest = journal.entries.at(-1);
  if (!newest) throw new Error(`${dir}: the journal lists no migration`);
  const prefix = String(newest.idx).padStart(4, '0');
  const file = path.join(dir, 'meta', `${prefix}_snapshot.json`);
  const earlier = (await readdir(path.join(dir, 'meta')))
    .filter((name) => /^\d{4}_snapshot\.json$/.test(name) && name < `${prefix}_snapshot.json`)
    .sort()
    .at(-1);
  const prevId = earlier ? await snapshotId(path.join(dir, 'meta', earlier)) : undefined;
  const { id: fresh, prevId: previous, ...snapshot } = generateDrizzleJson(schema, prevId);
  // The same id as before when the file is rewritten: one migration, one snapshot identity.
  const id = (await snapshotId(file)) ?? fresh;
  await writeFile(file, `${JSON.stringify({ id, prevId: previous, ...snapshot }, null, 2)}\n`);
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = await writeNewestSnapshot();
  console.log(`Wrote ${path.relative(process.cwd(), file)}`);
}
