/**
 * Several reads of one step (ADR 0069): in parallel on the pool, one after the other in a transaction.
 * A transaction holds one connection, which runs one query at a time anyway; node-postgres queues the
 * others with a deprecation warning, and pg 9 refuses them.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db } from './client.js';

/**
 * Runs each read of `reads` and returns their results in the same order.
 * @param db the pool's database or a transaction
 * @param reads functions starting one read each (called one after the other when `db` is a transaction)
 * @returns the results, as `Promise.all` would give them
 * @throws the first read's error (in a transaction, the later reads are not started)
 */
export async function readAll<T extends readonly (() => PromiseLike<unknown>)[]>(
  db: Db,
  reads: readonly [...T],
): Promise<{ -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> }> {
  type Results = { -readonly [K in keyof T]: Awaited<ReturnType<T[K]>> };
  if (!(db instanceof PgTransaction)) return (await Promise.all(reads.map((read) => read()))) as Results;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as Results;
}
