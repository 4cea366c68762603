/**
 * Test helpers: a migrated database per suite on each driver (PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set, in a throwaway database created for the suite), and buildTestApp().
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';

export type Driver = 'pglite' | 'postgres';

/** The drivers to test: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens an empty, migrated database. For PostgreSQL a new database named hub_test_<random> is created
 * next to TEST_DATABASE_URL's, and dropped by the returned handle's close().
 */
export async function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

/** Builds the app over a database (no web app, quiet logs, generous rate limit). */
export function buildTestApp(
  database: DatabaseHandle,
  overrides: { rateLimit?: number; loginRateLimit?: number } = {},
): Promise<FastifyInstance> {
  return buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: overrides.rateLimit ?? 100_000,
      LOGIN_RATE_LIMIT_PER_MINUTE: overrides.loginRateLimit ?? 100_000,
      WEB_DIST_DIR: '/nonexistent',
    },
    database,
  );
}

export interface SeededContext {
  database: DatabaseHandle;
  app: FastifyInstance;
}

/**
 * Declares one `describe` block per driver with a database seeded with the shipped frameworks and an app.
 * @param body receives a getter for the context (available inside tests and hooks)
 */
export function describeWithSeededApp(
  name: string,
  body: (ctx: () => SeededContext, driver: Driver) => void,
): void {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let context: SeededContext | undefined;
      beforeAll(async () => {
        const database = await openTestDatabase(driver);
        await importShippedFrameworks(database.db);
        context = { database, app: await buildTestApp(database) };
      });
      afterAll(async () => {
        await context?.app.close();
        await context?.database.close();
      });
      body(() => {
        if (!context) throw new Error('suite context not ready');
        return context;
      }, driver);
    });
  }
}
