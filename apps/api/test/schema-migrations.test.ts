/**
 * The Drizzle schema (`src/db/schema`) and the committed SQL migrations agree: an empty database migrated from
 * nothing has exactly the schema's tables, and each column has the schema's type, nullability and default
 * (present or not, and the value where the schema gives a literal). A migration written without its schema
 * change, or the reverse, fails here by table and column name. ARCHITECTURE.md (`apps/api/src/db/schema`).
 */

import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import * as schema from '../src/db/schema/index.js';
import { drivers, openMigratedFromScratch } from './helpers.js';

interface ColumnShape {
  type: string;
  notNull: boolean;
  hasDefault: boolean;
}

/** Drizzle's SQL type names in PostgreSQL's `format_type` spelling. */
function normaliseType(drizzleType: string): string {
  const type = drizzleType.trim();
  if (type === 'serial') return 'integer';
  if (type === 'bigserial') return 'bigint';
  if (type.startsWith('varchar')) return type.replace('varchar', 'character varying');
  if (/^timestamp( \(\d\))?$/.test(type)) return `${type} without time zone`;
  return type;
}

/** Every table of the Drizzle schema: name → column name → shape. */
function schemaTables(): Map<string, Map<string, ColumnShape>> {
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const value of Object.values(schema)) {
    if (!(value instanceof PgTable)) continue;
    const config = getTableConfig(value);
    const columns = new Map<string, ColumnShape>();
    for (const column of config.columns) {
      const serial = column.getSQLType().endsWith('serial');
      columns.set(column.name, {
        type: normaliseType(column.getSQLType()),
        notNull: column.notNull || column.primary || serial,
        hasDefault: column.default !== undefined || serial,
      });
    }
    tables.set(config.name, columns);
  }
  return tables;
}

/** Every table of the migrated database's public schema, read from the catalogue. */
async function databaseTables(handle: DatabaseHandle): Promise<Map<string, Map<string, ColumnShape>>> {
  const result = await handle.db.execute(sql`
    SELECT c.relname AS table_name, a.attname AS column_name,
           format_type(a.atttypid, a.atttypmod) AS type, a.attnotnull AS not_null, a.atthasdef AS has_default
    FROM pg_attribute a
    JOIN pg_class c ON c.oid = a.attrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped
    ORDER BY 1, a.attnum`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const tables = new Map<string, Map<string, ColumnShape>>();
  for (const row of rows) {
    const name = String(row.table_name);
    if (!tables.has(name)) tables.set(name, new Map());
    tables.get(name)?.set(String(row.column_name), {
      type: String(row.type),
      notNull: Boolean(row.not_null),
      hasDefault: Boolean(row.has_default),
    });
  }
  return tables;
}

describe.each(drivers)('Drizzle schema against the migrations (%s)', (driver) => {
  let handle: DatabaseHandle;
  let migrated: Map<string, Map<string, ColumnShape>>;
  const declared = schemaTables();

  beforeAll(async () => {
    handle = await openMigratedFromScratch(driver);
    migrated = await databaseTables(handle);
  });
  afterAll(async () => {
    await handle?.close();
  });

  it('has the same tables', () => {
    expect([...declared.keys()].sort()).toEqual([...migrated.keys()].sort());
  });

  it('has the same columns with the same types, nullability and defaults in every table', () => {
    const differences: string[] = [];
    for (const [table, columns] of declared) {
      const actual = migrated.get(table);
      if (!actual) continue;
      for (const name of new Set([...columns.keys(), ...actual.keys()])) {
        const want = columns.get(name);
        const have = actual.get(name);
        if (!want || !have) {
          differences.push(`${table}.${name}: ${want ? 'not in the migrations' : 'not in the schema'}`);
          continue;
        }
        for (const key of ['type', 'notNull', 'hasDefault'] as const) {
          if (want[key] !== have[key]) {
            differences.push(
              `${table}.${name}: ${key} is ${String(want[key])} in the schema, ${String(have[key])} migrated`,
            );
          }
        }
      }
    }
    expect(differences).toEqual([]);
  });
});
