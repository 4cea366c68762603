/**
 * The transaction every curation write runs in (ADR 0008): it first locks the framework row, so writes
 * to one framework (draft, release, content, vocabulary) run one after another, and it turns races the
 * checks could not see into 409 Conflict. Audit events are recorded inside the same transaction
 * (lib/audit.ts), so a change and its event commit or roll back together.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { framework } from '../db/schema/index.js';
import { AppError, conflict } from './errors.js';
import { sqlState } from './sql-state.js';

/** Locks the framework row until the transaction ends. */
export async function lockFramework(tx: Db, frameworkId: number): Promise<void> {
  await tx.select({ id: framework.id }).from(framework).where(eq(framework.id, frameworkId)).for('update');
}

/**
 * Runs one write in a transaction that holds the framework's row lock.
 * @returns what `work` returns
 * @throws AppError CONFLICT 'This framework already has a draft' (a second draft, SQLSTATE 23P01) or
 *   'This change conflicts with another change; reload and try again' (a duplicate, 23505); AppErrors
 *   thrown by `work` pass unchanged (the transaction rolls back)
 */
export async function writeInFramework<T>(
  db: Db,
  frameworkId: number,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await lockFramework(tx, frameworkId);
      return work(tx);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const state = sqlState(error);
    if (state === '23P01') throw conflict('This framework already has a draft');
    if (state === '23505') throw conflict('This change conflicts with another change; reload and try again');
    throw error;
  }
}
