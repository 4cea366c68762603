/**
 * Opens the database: embedded PGlite (files under PGLITE_DIR, or in memory for tests) by default,
 * node-postgres when a connection string is given. Both speak the same PostgreSQL dialect through
 * Drizzle, and both are migrated with the same committed SQL migrations. docs/ARCHITECTURE.md.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type ChangeFeed, startPgliteFeed, startPostgresFeed } from './change-feed.js';
import { runDataMigrations } from './data-migrations.js';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseHandle {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Applies every committed SQL migration not yet applied, then the one-time data migrations. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Visible content changes, for the public response cache (ADR 0017). */
  changes: ChangeFeed;
  /** PGlite only: the whole data folder as a tar blob (used to clone test databases). */
  dumpDataDir?: () => Promise<Blob>;
}

/**
 * Opens a database.
 * @param options.url a `postgres://` URL (node-postgres); when absent PGlite is used
 * @param options.dir PGlite data folder; `memory://` or undefined for an in-memory database
 */
export async function openDatabase(options: {
  url?: string;
  dir?: string;
  /** PGlite only: start from this data-dir dump (`dumpDataDir()`), e.g. a migrated test template. */
  loadDataDir?: Blob;
}): Promise<DatabaseHandle> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle client that loses its connection (server restart, terminated backend) must not crash the
    // process: the pool drops it and opens a new one for the next query (node-postgres documentation).
    pool.on('error', (error) => console.error(`PostgreSQL idle connection lost: ${error.message}`));
    // The query logger tells the change feed about this process's own writes (ADR 0017).
    let feed: ChangeFeed | undefined;
    const logger = { logQuery: (query: string) => feed?.noteStatement(query) };
    const db = drizzleNodePg(pool, { schema, logger });
    const changes = await startPostgresFeed(options.url, pool);
    feed = changes;
    registerChangeFeed(db as unknown as Db, changes);
    return {
      db: db as unknown as Db,
      driver: 'postgres',
      changes,
      migrate: async () => {
        await migrateNodePg(db, { migrationsFolder });
        await runDataMigrations(db as unknown as Db);
      },
      close: async () => {
        await changes.close();
        await pool.end();
      },
    };
  }
  const dir = options.dir && options.dir !== 'memory://' ? options.dir : undefined;
  if (dir) mkdirSync(dir, { recursive: true });
  const client = new PGlite({ dataDir: dir, loadDataDir: options.loadDataDir });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  const changes = await startPgliteFeed(client);
  registerChangeFeed(db as unknown as Db, changes);
  return {
    db: db as unknown as Db,
    driver: 'pglite',
    changes,
    migrate: async () => {
      await migratePglite(db, { migrationsFolder });
      await runDataMigrations(db as unknown as Db);
    },
    close: async () => {
      await changes.close();
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

const feeds = new WeakMap<Db, ChangeFeed>();

/** Associates a database with its change feed (done by {@link openDatabase}). */
export function registerChangeFeed(db: Db, feed: ChangeFeed): void {
  feeds.set(db, feed);
}

/** The change feed of a database opened by {@link openDatabase}, if any. */
export function changeFeedOf(db: Db): ChangeFeed | undefined {
  return feeds.get(db);
}
