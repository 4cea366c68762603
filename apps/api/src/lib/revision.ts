/**
 * Optimistic concurrency of manager writes (ADR 0021). Every row a manager can change has a
 * `revision` (migration 0009) and the ETag `"r<revision>"`; an ordered list (a draft's domains, a domain's
 * competencies, a competency's attributes) has the ETag `"o<hash of its ids in order>"`. A write sends the
 * ETag it was based on in `If-Match`; inside the write's transaction the service compares it with the row
 * (locked) and refuses a stale one with 409 and the current value, changing nothing. A write without
 * `If-Match` is accepted as before (ADR 0021: API clients of earlier releases).
 */
import { createHash } from 'node:crypto';
import { rowEtag } from '@hub/domain';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { auditEvent } from '../db/schema/index.js';
import type { AuditEntityType } from './audit.js';
import { AppError, badRequest } from './errors.js';

/** What a write was based on: the ETag from `If-Match`, or undefined when the request sent none. */
export type Expected = string | undefined;

export { rowEtag };

/** The ETag of an ordered list: its ids in order, hashed (so it fits a header for 10,000 ids). */
export function orderEtag(ids: readonly number[]): string {
  return `"o${createHash('sha256').update(ids.join(',')).digest('base64url').slice(0, 22)}"`;
}

/** The OpenAPI text of every write to an existing item or order (ADR 0021). */
export const IF_MATCH_TEXT =
  "Send the ETag of what you changed in `If-Match` (an item's `\"r<revision>\"`, or a list's order ETag): 409 with `error.conflict` (the current ETag and value, who changed it when) when it changed since, and nothing changes. Without `If-Match` the write is not checked. A changed item's response carries its new `ETag`.";
const ETAG = /^(?:W\/)?"([rod][A-Za-z0-9_-]{1,40})"$/;

/**
 * The ETag a write states in `If-Match` (a weak `W/` prefix is ignored), or undefined without the header.
 * @throws AppError BAD_REQUEST for a header that is not one ETag of this API (a list or `*`)
 */
export function expectedOf(request: FastifyRequest): Expected {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  const match = ETAG.exec(String(header).trim());
  if (!match) {
    throw badRequest('If-Match must hold one ETag from a read of this item', [
      { path: 'headers.if-match', message: 'Send the ETag of the item (or list order) you changed' },
    ]);
  }
  return `"${match[1]}"`;
}

/** The tables whose rows carry a revision (migration 0009). */
export type RevisedTable =
  | 'framework'
  | 'framework_version'
  | 'domain'
  | 'competency'
  | 'attribute'
  | 'attribute_type'
  | 'expertise_level'
  | 'profile'
  | 'career_pathway'
  | 'training_resource'
  | 'learning_pathway';

/**
 * Locks one row until the transaction ends and reads its revision: for writes that hold no framework
 * lock, so the check and the change see the same row.
 * @returns the revision, or undefined when the row does not exist
 */
export async function lockRevision(tx: Db, table: RevisedTable, id: number): Promise<number | undefined> {
  const result = (await tx.execute(
    sql`select revision from ${sql.identifier(table)} where id = ${id} for update`,
  )) as unknown as { rows: { revision: number }[] };
  return result.rows[0]?.revision;
}

/** The last recorded change of an entity: who and when (null when none was recorded). */
async function lastChange(
  tx: Db,
  entityType: AuditEntityType,
  entityId: number,
  actionSuffix?: string,
): Promise<{ changedBy: string | null; changedAt: string | null }> {
  const [row] = await tx
    .select({ username: auditEvent.username, occurredAt: auditEvent.occurredAt })
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.entityType, entityType),
        eq(auditEvent.entityId, entityId),
        actionSuffix ? like(auditEvent.action, `%${actionSuffix}`) : sql`true`,
      ),
    )
    .orderBy(desc(auditEvent.id))
    .limit(1);
  return { changedBy: row?.username ?? null, changedAt: row?.occurredAt.toISOString() ?? null };
}

/** What a stale write is checked against. */
export interface RevisionTarget {
  /** The audit entity of the item (or of the list's parent for an order). */
  entityType: AuditEntityType;
  entityId: number;
  /** The item's current value as its read presents it (built only for a conflict). */
  current: () => unknown | Promise<unknown>;
  /** What the 409 message names, e.g. 'This domain'. */
  label: string;
}

async function refuse(tx: Db, etag: string, target: RevisionTarget, order: boolean): Promise<never> {
  const last = await lastChange(tx, target.entityType, target.entityId, order ? '.reorder' : undefined);
  const who = last.changedBy ? ` by ${last.changedBy}` : '';
  throw new AppError(
    'CONFLICT',
    `${target.label} was changed${who} since you opened it: review their change, then keep yours or take theirs.`,
    undefined,
    { etag, current: await target.current(), ...last },
  );
}

/**
 * Checks a row write against the row's revision (read inside the write's transaction, after the lock).
 * @throws AppError CONFLICT with `conflict` (current ETag and value, who changed it when) when `expected`
 *   is set and differs
 */
export async function assertRevision(
  tx: Db,
  expected: Expected,
  row: { revision: number },
  target: RevisionTarget,
): Promise<void> {
  if (expected === undefined) return;
  const etag = rowEtag(row.revision);
  if (expected !== etag) await refuse(tx, etag, target, false);
}

/**
 * Checks a reorder against the list's order now (ids in their current order).
 * @throws AppError CONFLICT with `conflict` (current order ETag, the list's current value) when stale
 */
export async function assertOrder(
  tx: Db,
  expected: Expected,
  currentIds: readonly number[],
  target: RevisionTarget,
): Promise<void> {
  if (expected === undefined) return;
  const etag = orderEtag(currentIds);
  if (expected !== etag) await refuse(tx, etag, target, true);
}
