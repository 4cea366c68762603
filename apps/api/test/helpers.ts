/**
 * Test helpers: a migrated (or seeded) database per suite on each driver (PGlite always; PostgreSQL when
 * TEST_DATABASE_URL is set), cloned from the run's templates (templates.ts, ADR 0011), and buildTestApp().
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import {
  adminQuery,
  pgliteTemplateFile,
  postgresTemplateName,
  type TemplateKind,
  withDatabase,
} from './templates.js';

export type Driver = 'pglite' | 'postgres';

/** The drivers to test: PGlite, plus PostgreSQL when TEST_DATABASE_URL is set. */
export const drivers: Driver[] = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

/**
 * Opens a fresh clone of a run template (global-setup.ts): `empty` is migrated only, `seeded` also has the
 * shipped frameworks. For PostgreSQL a database hub_test_<random> is created from the template next to
 * TEST_DATABASE_URL's and dropped by the returned handle's close(). Without the global setup (a single file
 * run outside the config) it migrates (and seeds) from scratch instead.
 */
export async function openTemplateClone(driver: Driver, kind: TemplateKind): Promise<DatabaseHandle> {
  const dir = process.env.HUB_TEST_TEMPLATE_DIR;
  const runId = process.env.HUB_TEST_TEMPLATE_RUN;
  if (!dir || !runId) return openFromScratch(driver, kind);
  if (driver === 'pglite') {
    const dump = new Blob([readFileSync(pgliteTemplateFile(dir, kind))]);
    return openDatabase({ loadDataDir: dump });
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name} TEMPLATE ${postgresTemplateName(runId, kind)}`);
  return dropOnClose(await openDatabase({ url: withDatabase(adminUrl, name) }), adminUrl, name);
}

/** Opens an empty, migrated database (a clone of the run's migrated template). */
export function openTestDatabase(driver: Driver): Promise<DatabaseHandle> {
  return openTemplateClone(driver, 'empty');
}

/**
 * Opens a database migrated from nothing (PostgreSQL: a new throwaway database): for the tests that cover the
 * migrations themselves, and the fallback when no template exists.
 */
export async function openMigratedFromScratch(driver: Driver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const handle = await openDatabase({});
    await handle.migrate();
    return handle;
  }
  const adminUrl = process.env.TEST_DATABASE_URL as string;
  const name = `hub_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const handle = dropOnClose(await openDatabase({ url: withDatabase(adminUrl, name) }), adminUrl, name);
  await handle.migrate();
  return handle;
}

async function openFromScratch(driver: Driver, kind: TemplateKind): Promise<DatabaseHandle> {
  const handle = await openMigratedFromScratch(driver);
  if (kind === 'seeded') await importShippedFrameworks(handle.db);
  return handle;
}

function dropOnClose(handle: DatabaseHandle, adminUrl: string, name: string): DatabaseHandle {
  return {
    ...handle,
    close: async () => {
      await handle.close();
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** Builds the app over a database (no web app, quiet logs, generous rate limit). */
export function buildTestApp(
  database: DatabaseHandle,
  overrides: {
    rateLimit?: number;
    loginRateLimit?: number;
    loginAddressRateLimit?: number;
    loginAccountRateLimit?: number;
    trustProxy?: false | number | string[];
  } = {},
): Promise<FastifyInstance> {
  return buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: overrides.rateLimit ?? 100_000,
      LOGIN_RATE_LIMIT_PER_MINUTE: overrides.loginRateLimit ?? 100_000,
      LOGIN_ADDRESS_RATE_LIMIT_PER_MINUTE: overrides.loginAddressRateLimit,
      LOGIN_ACCOUNT_RATE_LIMIT_PER_MINUTE: overrides.loginAccountRateLimit,
      TRUST_PROXY: overrides.trustProxy,
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
 * Declares one `describe` block per driver over the database `open` gives and an app built on it.
 * @param body receives a getter for the context (available inside tests and hooks)
 */
export function describeWithAppOn(
  name: string,
  open: (driver: Driver) => Promise<DatabaseHandle>,
  body: (ctx: () => SeededContext, driver: Driver) => void,
): void {
  for (const driver of drivers) {
    describe(`${name} [${driver}]`, () => {
      let context: SeededContext | undefined;
      beforeAll(async () => {
        const database = await open(driver);
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

/**
 * Declares one `describe` block per driver with a database seeded with the shipped frameworks and an app.
 * @param body receives a getter for the context (available inside tests and hooks)
 */
export function describeWithSeededApp(
  name: string,
  body: (ctx: () => SeededContext, driver: Driver) => void,
): void {
  describeWithAppOn(name, (driver) => openTemplateClone(driver, 'seeded'), body);
}
