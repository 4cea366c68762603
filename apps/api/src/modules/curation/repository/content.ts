/**
 * Curation reads and writes of a draft's domains, competencies and attributes (docs/features/curation.md §4; ADR 0011). Reads of one item are scoped to one version id, so an id of another framework or of a live
 * version is simply not found. Every write by id is scoped too: it changes a row only when the row
 * belongs to the given version and that version is a draft, so the service's checks are not the only
 * guard (the database triggers of migration 0001 are the last one).
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { isDbId } from '../../../db/ids.js';
import type { AttributeRow, CompetencyRow, DomainRow } from '../../../db/rows.js';
import { attribute, competency, domain, frameworkVersion } from '../../../db/schema/index.js';

const CONTENT_TABLES = { domain, competency, attribute } as const;

/** Which of the three content tables a write addresses. */
export type ContentTable = keyof typeof CONTENT_TABLES;

/** Row `id` of `table` in version `versionId`, and that version is a draft. */
function inDraft(table: ContentTable, versionId: number, id: number): SQL | undefined {
  const t = CONTENT_TABLES[table];
  const isDraft = sql`exists (select 1 from ${frameworkVersion} where ${frameworkVersion.id} = ${versionId} and ${frameworkVersion.status} = 'draft')`;
  return and(eq(t.id, id), eq(t.versionId, versionId), isDraft);
}

/** One domain of the given version (undefined when the id belongs to another version). */
export async function findDomain(db: Db, versionId: number, id: number): Promise<DomainRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(domain)
    .where(and(eq(domain.id, id), eq(domain.versionId, versionId)));
  return row;
}

/** One competency of the given version (undefined when the id belongs to another version). */
export async function findCompetency(
  db: Db,
  versionId: number,
  id: number,
): Promise<CompetencyRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(competency)
    .where(and(eq(competency.id, id), eq(competency.versionId, versionId)));
  return row;
}

/** One attribute of the given version (undefined when the id belongs to another version). */
export async function findAttribute(
  db: Db,
  versionId: number,
  id: number,
): Promise<AttributeRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(attribute)
    .where(and(eq(attribute.id, id), eq(attribute.versionId, versionId)));
  return row;
}

/**
 * How many attributes (archived included) each competency of a version has, by competency id; a
 * competency without attributes is absent. The manage view's counts (ADR 0072).
 */
export async function countAttributesByCompetency(db: Db, versionId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ competencyId: attribute.competencyId, count: sql<number>`count(*)::int` })
    .from(attribute)
    .where(eq(attribute.versionId, versionId))
    .groupBy(attribute.competencyId);
  return new Map(rows.map((r) => [Number(r.competencyId), Number(r.count)]));
}

/** The largest domain position in a version (0 when it has none). */
export async function maxDomainPosition(db: Db, versionId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${domain.position})` })
    .from(domain)
    .where(eq(domain.versionId, versionId));
  return Number(row?.max ?? 0);
}

/** The largest competency position within a domain (0 when it has none). */
export async function maxCompetencyPosition(db: Db, domainId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${competency.position})` })
    .from(competency)
    .where(eq(competency.domainId, domainId));
  return Number(row?.max ?? 0);
}

/** The largest attribute position within a competency (0 when it has none). */
export async function maxAttributePosition(db: Db, competencyId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${attribute.position})` })
    .from(attribute)
    .where(eq(attribute.competencyId, competencyId));
  return Number(row?.max ?? 0);
}

// Inserts go through the one content writer (ADR 0036): bulk, chunked, in the order given.
export { insertAttributes, insertCompetencies, insertDomains } from '../../../db/content-writer.js';

/**
 * Updates one domain of the draft `draftId` and returns it.
 * @throws Error when the domain is not in that version or the version is not a draft
 */
export async function updateDomain(
  tx: Db,
  draftId: number,
  id: number,
  values: Partial<typeof domain.$inferInsert>,
): Promise<DomainRow> {
  const [row] = await tx
    .update(domain)
    .set(values)
    .where(inDraft('domain', draftId, id))
    .returning();
  if (!row) throw new Error(`domain ${id} is not in draft ${draftId}`);
  return row;
}

/**
 * Updates one competency of the draft `draftId` and returns it.
 * @throws Error when the competency is not in that version or the version is not a draft
 */
export async function updateCompetency(
  tx: Db,
  draftId: number,
  id: number,
  values: Partial<typeof competency.$inferInsert>,
): Promise<CompetencyRow> {
  const [row] = await tx
    .update(competency)
    .set(values)
    .where(inDraft('competency', draftId, id))
    .returning();
  if (!row) throw new Error(`competency ${id} is not in draft ${draftId}`);
  return row;
}

/**
 * Updates one attribute of the draft `draftId` and returns it.
 * @throws Error when the attribute is not in that version or the version is not a draft
 */
export async function updateAttribute(
  tx: Db,
  draftId: number,
  id: number,
  values: Partial<typeof attribute.$inferInsert>,
): Promise<AttributeRow> {
  const [row] = await tx
    .update(attribute)
    .set(values)
    .where(inDraft('attribute', draftId, id))
    .returning();
  if (!row) throw new Error(`attribute ${id} is not in draft ${draftId}`);
  return row;
}

/**
 * Sets `position` of each row (id → position) of one content table, only for rows of the draft
 * `draftId`. Run it inside the write's transaction: an id outside the draft makes it throw, so the
 * transaction rolls back and nothing changes.
 * @throws Error when an id is not in that version or the version is not a draft
 */
export async function setPositions(
  tx: Db,
  table: ContentTable,
  draftId: number,
  positions: Map<number, number>,
): Promise<void> {
  const t = CONTENT_TABLES[table];
  for (const [id, position] of positions) {
    const updated = await tx
      .update(t)
      .set({ position })
      .where(inDraft(table, draftId, id))
      .returning({ id: t.id });
    if (updated.length === 0) throw new Error(`${table} ${id} is not in draft ${draftId}`);
  }
}
