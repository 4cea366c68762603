/**
 * `readAll` (ADR 0069): a step's reads run in parallel on the pool and one after the other in a
 * transaction, whose one connection node-postgres would otherwise queue with a deprecation warning.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { readAll } from '../src/db/reads.js';
import { drivers, openTestDatabase } from './helpers.js';

/** A read that records when it started and ended, answering `value` after one database round trip. */
function traced(db: DatabaseHandle['db'], log: string[], name: string, value: number) {
  return async () => {
    log.push(`start ${name}`);
    await db.execute(sql`select pg_sleep(0.02)`);
    log.push(`end ${name}`);
    return value;
  };
}

for (const driver of drivers) {
  describe(`readAll [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
    });
    afterAll(async () => {
      await database?.close();
    });

    it('starts every read at once on the pool, and gives the results in order', async () => {
      const log: string[] = [];
      const { db } = database;
      const results = await readAll(db, [traced(db, log, 'a', 1), traced(db, log, 'b', 2)]);
      expect(results).toEqual([1, 2]);
      expect(log.slice(0, 2)).toEqual(['start a', 'start b']);
    });

    it('in a transaction, starts a read only when the one before has answered', async () => {
      const log: string[] = [];
      const results = await database.db.transaction((tx) =>
        readAll(tx, [traced(tx, log, 'a', 1), traced(tx, log, 'b', 2), traced(tx, log, 'c', 3)]),
      );
      expect(results).toEqual([1, 2, 3]);
      expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
    });

    it('in a transaction, a failed read stops the reads after it', async () => {
      const log: string[] = [];
      const failing = async () => {
        log.push('start failing');
        throw new Error('read failed');
      };
      await expect(
        database.db.transaction((tx) => readAll(tx, [failing, traced(tx, log, 'b', 2)])),
      ).rejects.toThrow('read failed');
      expect(log).toEqual(['start failing']);
    });
  });
}
