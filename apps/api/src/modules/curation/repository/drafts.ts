/**
 * Reads and deletes behind 'delete an item added in this draft' and 'Discard draft' (ADR 0022).
 * An item is released when its lineage uuid appears in any live version of the framework; every other
 * item of the draft was added in it. Deletes are scoped to one draft version, so a live row can never be
 * deleted (migration 0001's triggers are the last guard).
 */
import { describeAuditEvent } from '@hub/domain';
import { and, desc, eq, gt, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import {
  attribute,
  auditEvent,
  careerPathway,
  competency,
  domain,
  frameworkSource,
  frameworkVersion,
  profile,
  profileMapping,
} from '../../../db/schema/index.js';

/** Lineage uuids of the draft's items that no live version of the framework has. */
export interface NewItems {
  domains: Set<string>;
  competencies: Set<string>;
  attributes: Set<string>;
}

const isDraft = (draftId: number) =>
  sql`exists (select 1 from ${frameworkVersion} where ${frameworkVersion.id} = ${draftId} and ${frameworkVersion.status} = 'draft')`;

/**
 * The uuids of the draft's domains, competencies and attributes added in the draft (never released);
 * without `attributes` (the manage view, ADR 0072) the attributes' set is left empty.
 */
export async function findNewItems(
  db: Db,
  frameworkId: number,
  draftId: number,
  { attributes: withAttributes = true }: { attributes?: boolean } = {},
): Promise<NewItems> {
  const fresh = async (table: 'domain' | 'competency' | 'attribute') => {
    const t = sql.identifier(table);
    // NOT IN over the live uuids (a hashed subplan): NOT EXISTS was planned as a nested loop when the
    // statistics predate a bulk import (184 ms for 2,000 competencies on PGlite, against 5 ms; ADR 0072).
    const result = (await db.execute(sql`
      SELECT d.uuid AS uuid FROM ${t} d
      WHERE d.version_id = ${draftId} AND d.uuid NOT IN (
        SELECT l.uuid FROM ${t} l JOIN framework_version v ON v.id = l.version_id
        WHERE v.framework_id = ${frameworkId} AND v.status = 'live')`)) as unknown as {
      rows: { uuid: string }[];
    };
    return new Set(result.rows.map((r) => String(r.uuid)));
  };
  const [domains, competencies, attributes] = await readAll(db, [
    () => fresh('domain'),
    () => fresh('competency'),
    () => (withAttributes ? fresh('attribute') : Promise.resolve(new Set<string>())),
  ]);
  return { domains, competencies, attributes };
}

/** The ids of one competency's attributes in the draft that were added in it (no live version has their uuid). */
export async function findNewAttributeIds(
  db: Db,
  frameworkId: number,
  draftId: number,
  competencyId: number,
): Promise<number[]> {
  const result = (await db.execute(sql`
    SELECT d.id AS id FROM attribute d
    WHERE d.version_id = ${draftId} AND d.competency_id = ${competencyId} AND d.uuid NOT IN (
      SELECT l.uuid FROM attribute l JOIN framework_version v ON v.id = l.version_id
      WHERE v.framework_id = ${frameworkId} AND v.status = 'live')`)) as unknown as {
    rows: { id: number }[];
  };
  return result.rows.map((r) => Number(r.id));
}

/** How many reference-profile mappings name one of the competencies, or one of the attributes. */
export async function countMappings(
  db: Db,
  competencyIds: number[],
  attributeIds: number[],
): Promise<number> {
  if (competencyIds.length === 0 && attributeIds.length === 0) return 0;
  const competencyHit = competencyIds.length
    ? inArray(profileMapping.competencyId, competencyIds)
    : sql`false`;
  const attributeHit = attributeIds.length
    ? sql`${profileMapping.attributeIds} && ${sql.raw(`ARRAY[${attributeIds.map(Number).join(',')}]::integer[]`)}`
    : sql`false`;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profileMapping)
    .where(sql`${competencyHit} or ${attributeHit}`);
  return row?.n ?? 0;
}

/** Reference profiles and career pathways that belong to the draft version itself. */
export async function countVersionDependants(db: Db, draftId: number): Promise<number> {
  const [p] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(profile)
    .where(eq(profile.versionId, draftId));
  const [c] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(careerPathway)
    .where(eq(careerPathway.versionId, draftId));
  return (p?.n ?? 0) + (c?.n ?? 0);
}

/** Deletes attributes of the draft by id. @returns how many were deleted */
export async function deleteAttributes(tx: Db, draftId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(attribute)
    .where(and(eq(attribute.versionId, draftId), inArray(attribute.id, ids), isDraft(draftId)))
    .returning({ id: attribute.id });
  return rows.length;
}

/** Deletes competencies of the draft by id (their attributes must be gone). @returns how many */
export async function deleteCompetencies(tx: Db, draftId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(competency)
    .where(and(eq(competency.versionId, draftId), inArray(competency.id, ids), isDraft(draftId)))
    .returning({ id: competency.id });
  return rows.length;
}

/** Deletes domains of the draft by id (their competencies must be gone). @returns how many */
export async function deleteDomains(tx: Db, draftId: number, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await tx
    .delete(domain)
    .where(and(eq(domain.versionId, draftId), inArray(domain.id, ids), isDraft(draftId)))
    .returning({ id: domain.id });
  return rows.length;
}

/**
 * Deletes the draft version and all its content (attributes, competencies, domains); a provenance row
 * that pointed at it keeps its text but no longer names a version.
 * @returns the numbers of rows deleted
 */
export async function deleteDraft(
  tx: Db,
  draftId: number,
): Promise<{ domains: number; competencies: number; attributes: number }> {
  const guard = isDraft(draftId);
  const attributes = await tx
    .delete(attribute)
    .where(and(eq(attribute.versionId, draftId), guard))
    .returning({ id: attribute.id });
  const competencies = await tx
    .delete(competency)
    .where(and(eq(competency.versionId, draftId), guard))
    .returning({ id: competency.id });
  const domains = await tx
    .delete(domain)
    .where(and(eq(domain.versionId, draftId), guard))
    .returning({ id: domain.id });
  await tx.update(frameworkSource).set({ versionId: null }).where(eq(frameworkSource.versionId, draftId));
  await tx
    .delete(frameworkVersion)
    .where(and(eq(frameworkVersion.id, draftId), eq(frameworkVersion.status, 'draft')));
  return { domains: domains.length, competencies: competencies.length, attributes: attributes.length };
}

/**
 * Audit events that name a framework without changing its draft: content managers' training resource
 * writes and mappings (of the newest live version). They never make a framework manager's draft stale.
 */
const NOT_DRAFT_EVENTS = ['training_resource', 'training_resource_mapping'];

/**
 * The draft-wide revision of a framework (ADR 0058): the id of its newest audit event, training events
 * left out. Every draft write records one in its own transaction under the framework lock, so any add,
 * rename, move, delete or import since a read changes it.
 * @returns 0 when the framework has no audit event
 */
export async function draftRevision(tx: Db, frameworkId: number): Promise<number> {
  const [row] = await tx
    .select({ id: auditEvent.id })
    .from(auditEvent)
    .where(and(eq(auditEvent.frameworkId, frameworkId), notInArray(auditEvent.entityType, NOT_DRAFT_EVENTS)))
    .orderBy(desc(auditEvent.id))
    .limit(1);
  return row?.id ?? 0;
}

/** One change recorded since a draft revision: who, what, which item, when. */
export interface DraftChange {
  username: string;
  action: string;
  entityType: string;
  /** The change in words, e.g. 'Competency “Data”: title “D” → “Data”' (describeAuditEvent). */
  description: string;
  occurredAt: string;
}

/** The changes of a framework recorded after audit event `since`, oldest first (at most `limit`; training events left out). */
export async function changesSince(
  tx: Db,
  frameworkId: number,
  since: number,
  limit = 50,
  exceptUsername?: string,
): Promise<DraftChange[]> {
  const rows = await tx
    .select({
      username: auditEvent.username,
      action: auditEvent.action,
      entityType: auditEvent.entityType,
      before: auditEvent.before,
      after: auditEvent.after,
      occurredAt: auditEvent.occurredAt,
    })
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.frameworkId, frameworkId),
        gt(auditEvent.id, since),
        notInArray(auditEvent.entityType, NOT_DRAFT_EVENTS),
        exceptUsername === undefined ? undefined : ne(auditEvent.username, exceptUsername),
      ),
    )
    .orderBy(auditEvent.id)
    .limit(limit);
  return rows.map((r) => ({
    username: r.username,
    action: r.action,
    entityType: r.entityType,
    description: describeAuditEvent(r.action, r.entityType, r.before, r.after),
    occurredAt: r.occurredAt.toISOString(),
  }));
}

/** An audit event on a draft's domain, competency or attribute. */
export interface ContentEvent {
  action: string;
  entityType: string;
  entityId: number | null;
  username: string;
  before: unknown;
  after: unknown;
  occurredAt: Date;
}

/** The framework's audit events on domains, competencies and attributes after event `auditId`, oldest first. */
export async function eventsAfter(tx: Db, frameworkId: number, auditId: number): Promise<ContentEvent[]> {
  return tx
    .select({
      action: auditEvent.action,
      entityType: auditEvent.entityType,
      entityId: auditEvent.entityId,
      username: auditEvent.username,
      before: auditEvent.before,
      after: auditEvent.after,
      occurredAt: auditEvent.occurredAt,
    })
    .from(auditEvent)
    .where(
      and(
        eq(auditEvent.frameworkId, frameworkId),
        gt(auditEvent.id, auditId),
        inArray(auditEvent.entityType, ['domain', 'competency', 'attribute']),
      ),
    )
    .orderBy(auditEvent.id);
}
