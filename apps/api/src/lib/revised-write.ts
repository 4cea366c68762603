/**
 * The one runner of a manager's write (ADR 0056): lock → load → revision check (If-Match, ADR 0021) →
 * assert (archived items, states) → validate (text rules) → update → audit → present, in one transaction.
 * A service states each step as a function; the runner runs them in that order, so every write refuses a
 * stale ETag before it checks anything else, records its audit event in the same transaction as the change
 * (lib/audit.ts), and turns a uniqueness race into 409 (lib/framework-write.ts, lib/write-transaction.ts).
 */
import type { Db } from '../db/client.js';
import type { Actor } from './actor.js';
import { type AuditChange, type AuditEntityType, recordAudit } from './audit.js';
import { writeInFramework } from './framework-write.js';
import {
  assertOrder,
  assertRevision,
  type Expected,
  lockRevision,
  type RevisedTable,
  type RevisionTarget,
} from './revision.js';
import { writeTransaction } from './write-transaction.js';

/**
 * What the write locks before it loads: the framework row (framework content and profiles, ADR 0008), one
 * revised row (`select … for update`; a missing row is left to `load` to refuse), or nothing beyond the
 * transaction ('none': the load locks what it reads itself, or a creation changes no existing row).
 */
export type WriteLock = { framework: number } | { row: RevisedTable; id: number } | 'none';

/** The revision check of a write (ADR 0021): the caller's ETag and what it is compared with. */
export interface RevisionCheck {
  /** The ETag the caller sent in If-Match; undefined skips the check. */
  expected: Expected;
  /** What the ETag names: a row's revision, or the ids of an ordered list in their order now. */
  etag: { revision: number } | { order: readonly number[] };
  /** What a 409 names and shows (entity, current value, label). */
  target: RevisionTarget;
}

/** What the steps after the load see. */
export interface WriteStep<B, V> {
  tx: Db;
  /** What `load` returned (null for a creation that loads nothing). */
  before: B;
  /** What `validate` returned (undefined without it). */
  values: V;
}

/** One write, step by step (B: what is loaded, V: the validated values, A: what the update gives, R: the answer). */
export interface RevisedWrite<B, V, A, R> {
  /** Who writes (the audit trail). */
  actor: Actor;
  lock: WriteLock;
  /** Reads what the write changes (throwing NOT_FOUND when absent); a creation returns what it adds to. */
  load: (tx: Db) => Promise<B>;
  /** The stale-write check of what was loaded (`rowCheck`, `orderCheck`); omitted for a creation. */
  ifMatch?: (before: B, tx: Db) => RevisionCheck;
  /** Checks the loaded state allows the change: throws CONFLICT (an archived item, a released type…) or
   * BAD_REQUEST (an order that does not list the loaded ids). */
  assert?: (before: B, tx: Db) => void | Promise<void>;
  /** Cleans the request (markup stripped, blank refused…): throws BAD_REQUEST; returns the values. */
  validate?: (step: { tx: Db; before: B }) => V | Promise<V>;
  /** Makes the change. */
  update: (step: WriteStep<B, V>) => Promise<A>;
  /** The audit event(s) of the change ([] when nothing changed). */
  audit: (step: WriteStep<B, V> & { after: A }) => AuditChange | AuditChange[];
  /** The answer (read inside the transaction, after the change); without it the update's result. */
  present?: (step: WriteStep<B, V> & { after: A }) => R | Promise<R>;
}

/**
 * Runs one write in one transaction: lock, load, revision check, assert, validate, update, audit, present.
 * @returns what `present` returns (or what `update` returns without `present`)
 * @throws AppError from the steps unchanged (the transaction rolls back: nothing changes, no event);
 *   CONFLICT with `error.conflict` when `ifMatch.expected` is stale; CONFLICT on a uniqueness race
 *   (and, under a framework lock, on a second draft)
 */
export function runRevisedWrite<B, V = undefined, A = unknown, R = A>(
  db: Db,
  write: RevisedWrite<B, V, A, R>,
): Promise<R> {
  const work = async (tx: Db): Promise<R> => {
    if (write.lock !== 'none' && 'row' in write.lock) await lockRevision(tx, write.lock.row, write.lock.id);
    const before = await write.load(tx);
    if (write.ifMatch) await checkRevision(tx, write.ifMatch(before, tx));
    if (write.assert) await write.assert(before, tx);
    const values = (write.validate ? await write.validate({ tx, before }) : undefined) as V;
    const after = await write.update({ tx, before, values });
    const events = write.audit({ tx, before, values, after });
    await recordAudit(tx, write.actor, Array.isArray(events) ? events : [events]);
    return write.present ? write.present({ tx, before, values, after }) : (after as unknown as R);
  };
  if (write.lock !== 'none' && 'framework' in write.lock)
    return writeInFramework(db, write.lock.framework, work);
  return writeTransaction(db, work);
}

async function checkRevision(tx: Db, check: RevisionCheck): Promise<void> {
  if ('order' in check.etag) await assertOrder(tx, check.expected, check.etag.order, check.target);
  else await assertRevision(tx, check.expected, check.etag, check.target);
}

/**
 * The revision check of one row (the common case).
 * @param label what the 409 message names, e.g. 'This domain'
 * @param current the value a 409 shows (default: the row as loaded)
 */
export function rowCheck(
  expected: Expected,
  entityType: AuditEntityType,
  label: string,
  row: { id: number; revision: number },
  current: () => unknown | Promise<unknown> = () => row,
): RevisionCheck {
  return { expected, etag: row, target: { entityType, entityId: row.id, current, label } };
}

/**
 * The order check of a list (a draft's domains, a domain's competencies, a competency's attributes): its
 * ids in their order now, compared as an order ETag; a 409 shows `{ ids }` and names the list's parent.
 * @param label what the 409 message names, e.g. 'The order of the domains'
 */
export function orderCheck(
  expected: Expected,
  label: string,
  list: { entityType: AuditEntityType; entityId: number; ids: readonly number[] },
): RevisionCheck {
  const { entityType, entityId, ids } = list;
  return {
    expected,
    etag: { order: ids },
    target: { entityType, entityId, current: () => ({ ids }), label },
  };
}
