/**
 * drizzle-kit's snapshots follow the migrations (docs/adr/0062-drizzle-snapshot-of-the-newest-migration.md):
 * the newest migration of the journal has its snapshot, and `drizzle-kit generate` run on a copy of the
 * migrations folder with the unchanged schema asks nothing and writes nothing ('No schema changes').
 * A migration added without `npm run db:snapshot -w @hub/api`, or a schema change without its migration,
 * fails here.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsDir } from '../src/cli/db-snapshot.js';

const run = promisify(execFile);
const schemaFile = path.resolve(migrationsDir, '../schema/index.ts');
const drizzleKit = path.join(path.dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');

/** Every file under `dir`, relative, sorted. */
async function listing(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

describe('drizzle-kit snapshots', () => {
  let copy: string | undefined;
  afterAll(async () => {
    if (copy) await rm(copy, { recursive: true, force: true });
  });

  it("has the newest migration's snapshot (else: npm run db:snapshot -w @hub/api)", async () => {
    const journal = JSON.parse(await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { idx: number; tag: string }[];
    };
    const newest = journal.entries.at(-1);
    expect(newest).toBeDefined();
    const snapshot = `meta/${String(newest?.idx).padStart(4, '0')}_snapshot.json`;
    expect(existsSync(path.join(migrationsDir, snapshot)), `${snapshot} for ${newest?.tag}`).toBe(true);
  });

  it('generates no migration from the unchanged schema, without a prompt', async () => {
    copy = await mkdtemp(path.join(tmpdir(), 'hub-drizzle-'));
    await cp(migrationsDir, path.join(copy, 'migrations'), { recursive: true });
    // A plain object: the temporary folder cannot resolve the drizzle-kit package for defineConfig.
    await writeFile(
      path.join(copy, 'drizzle.config.mjs'),
      `export default ${JSON.stringify({ dialect: 'postgresql', schema: schemaFile, out: './migrations' })};\n`,
    );
    const before = await listing(path.join(copy, 'migrations'));
    // stdin closed: a prompt fails at once instead of waiting.
    const { stdout } = await run(
      process.execPath,
      [drizzleKit, 'generate', '--config', 'drizzle.config.mjs'],
      {
        cwd: copy,
        timeout: 120_000,
      },
    );
    expect(stdout).toContain('No schema changes');
    expect(await listing(path.join(copy, 'migrations'))).toEqual(before);
  }, 150_000);
});
