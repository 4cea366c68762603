/**
 * The transaction of a write that is not framework content (career pathways, training resources, learning
 * pathways): the work runs in one transaction, and a uniqueness race (SQLSTATE 23505) becomes 409
 * Conflict instead of a 500. Framework content uses `framework-write.ts`, which also locks the framework.
 */
import type { Db } from '../db/client.js';
import { AppError, conflict } from './errors.js';
import { sqlState } from './sql-state.js';

/**
 * Runs `work` in a transaction.
 * @returns what `work` returns
 * @throws AppError as thrown by `work`; CONFLICT (409) on a uniqueness race; other errors unchanged
 */
export async function writeTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (transaction) => work(transaction as unknown as Db));
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (sqlState(error) === '23505')
      throw conflict('This change conflicts with another change; reload and try again');
    throw error;
  }
}
