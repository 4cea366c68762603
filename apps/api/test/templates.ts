/**
 * Test database templates (ADR 0011): one migrated database and one seeded with the shipped
 * frameworks are built once per run (vitest globalSetup), then cloned per suite: PGlite from a data-dir
 * dump, PostgreSQL with `CREATE DATABASE … TEMPLATE`. Shared by global-setup.ts and helpers.ts.
 */
import path from 'node:path';
import pg from 'pg';

/** The two templates: migrated only, and migrated + the shipped frameworks imported. */
export type TemplateKind = 'empty' | 'seeded';

/** File of a PGlite template dump inside the run's template folder. */
export function pgliteTemplateFile(dir: string, kind: TemplateKind): string {
  return path.join(dir, `pglite-${kind}.tar`);
}

/** Name of a PostgreSQL template database of this run. */
export function postgresTemplateName(runId: string, kind: TemplateKind): string {
  return `hub_tpl_${runId}_${kind}`;
}

/** `url` with its database replaced by `name`. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Runs one admin statement on the server of `adminUrl` (CREATE/DROP DATABASE cannot run in a transaction).
 * Retries while the template is briefly in use by a concurrent clone.
 */
export async function adminQuery(adminUrl: string, statement: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
      return;
    } catch (error) {
      const busy = error instanceof Error && /being accessed by other users/.test(error.message);
      if (!busy || attempt >= 20) throw error;
    } finally {
      await client.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 100 * (attempt + 1)));
  }
}
