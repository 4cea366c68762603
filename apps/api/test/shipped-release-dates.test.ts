/**
 * Migration 0020 on an installation seeded before the shipped files carried release dates (ADR 0043): the
 * four shipped released versions, undated and recorded with the former files' hashes, get the dates the
 * files now give, and the files still count as imported ('unchanged'), so every installation publishes
 * the same CASE packages. The former state is rebuilt on a seeded clone (dates cleared, former hashes). DIRECT
 * 2.0.0 shipped dated from its first release (ADR 0046), so it is not among the migration's four.
 */
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { describeWithSeededApp } from './helpers.js';

const MIGRATION = readFileSync(
  new URL('../src/db/migrations/0020_publisher_ctid_and_shipped_release_dates.sql', import.meta.url),
  'utf8',
);
/** The four versions the migration dates: the shipped released versions of before it. */
const MIGRATED = `f.machine_name IN ('bioexcel', 'iscb', 'iscb-3.0e1')`;
/** The files' hashes before and after their release dates (the migration's own table). */
const HASHES = [...MIGRATION.matchAll(/\('([0-9a-f]{64})', '([0-9a-f]{64})'\)/g)].map((m) => ({
  before: m[1] as string,
  after: m[2] as string,
}));
const DATED = {
  'bioexcel 1.0': '2019-03-08',
  'iscb 2.0': '2018-02-01',
  'iscb 3.0': '2024-11-18',
  'iscb-3.0e1 e1': '2024-10-01',
};

describeWithSeededApp('shipped release dates (migration 0020)', (ctx) => {
  it('dates the undated shipped versions of an older installation and keeps their files imported', async () => {
    const { db } = ctx().database;
    const dates = async () =>
      Object.fromEntries(
        (
          (await db.execute(
            sql.raw(`SELECT f.machine_name || ' ' || v.number AS k, v.release_date::text AS d
              FROM framework_version v JOIN framework f ON f.id = v.framework_id
              WHERE v.status = 'live' AND ${MIGRATED}`),
          )) as unknown as { rows: { k: string; d: string | null }[] }
        ).rows.map((r) => [r.k, r.d]),
      );
    expect(await dates()).toEqual(DATED);
    expect(HASHES).toHaveLength(4);

    // The state before: undated, recorded with the former files' hashes.
    await db.transaction(async (tx) => {
      await tx.execute(sql.raw('ALTER TABLE framework_version DISABLE TRIGGER framework_version_live_guard'));
      await tx.execute(
        sql.raw(`UPDATE framework_version v SET release_date = NULL FROM framework f
          WHERE f.id = v.framework_id AND v.status = 'live' AND ${MIGRATED}`),
      );
      await tx.execute(sql.raw('ALTER TABLE framework_version ENABLE TRIGGER framework_version_live_guard'));
      for (const { before, after } of HASHES) {
        await tx.execute(
          sql.raw(`UPDATE framework_source SET file_hash = '${before}' WHERE file_hash = '${after}'`),
        );
      }
    });
    expect(Object.values(await dates())).toEqual([null, null, null, null]);

    // The migration's statements (the column exists already here, so its first statement is skipped).
    await db.transaction(async (tx) => {
      for (const statement of MIGRATION.split('--> statement-breakpoint').slice(1)) {
        await tx.execute(sql.raw(statement));
      }
    });
    expect(await dates()).toEqual(DATED);
    // A live version's date stays immutable after it.
    await expect(
      db.execute(sql.raw(`UPDATE framework_version SET release_date = '2000-01-01' WHERE status = 'live'`)),
    ).rejects.toThrow();
    for (const name of ['bioexcel-1.0', 'iscb-2.0', 'iscb-3.0', 'iscb-3.0e1']) {
      const text = readFileSync(new URL(`../src/db/seed/data/${name}.json`, import.meta.url), 'utf8');
      expect((await importFrameworkText(db, text, `${name}.json`)).status, name).toBe('unchanged');
    }
  });
});
