/**
 * Reads and writes of framework curation (issue #3 §2): drafts, their domains, competencies and
 * attributes, and a framework's attribute types and expertise levels. Plain rows in, plain rows out;
 * every function takes the database or the transaction it runs in. Reads of content are always scoped to
 * one version id, so an id of another framework or of a live version is simply not found.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attribute,
  attributeType,
  competency,
  domain,
  expertiseLevel,
  framework,
  frameworkVersion,
} from '../../db/schema/index.js';
import type {
  AttributeRow,
  AttributeTypeRow,
  CompetencyRow,
  DomainRow,
  ExpertiseLevelRow,
  FrameworkRow,
  VersionRow,
} from '../frameworks/repository.js';

export type {
  AttributeRow,
  AttributeTypeRow,
  CompetencyRow,
  DomainRow,
  ExpertiseLevelRow,
  FrameworkRow,
  VersionRow,
} from '../frameworks/repository.js';

/** Largest value of a PostgreSQL `integer` (serial ids): a bigger id cannot exist. */
const MAX_DB_ID = 2_147_483_647;

/** True when `id` can be a row id (a bigger number would make PostgreSQL fail with 'out of range'). */
export const isDbId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_DB_ID;

/** Rows per INSERT when copying a version (well below PostgreSQL's 65,535 parameters). */
const INSERT_CHUNK = 500;

/** Frameworks with the given ids, ordered by title. */
export async function findFrameworksByIds(db: Db, ids: number[]): Promise<FrameworkRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(framework).where(inArray(framework.id, ids)).orderBy(asc(framework.title));
}

/** Every version of the given frameworks. */
export async function findVersionsOfFrameworks(db: Db, frameworkIds: number[]): Promise<VersionRow[]> {
  if (frameworkIds.length === 0) return [];
  return db.select().from(frameworkVersion).where(inArray(frameworkVersion.frameworkId, frameworkIds));
}

/**
 * Locks the framework row until the transaction ends, so that writes to one framework (draft, release,
 * content, vocabulary) run one after another.
 */
export async function lockFramework(tx: Db, frameworkId: number): Promise<void> {
  await tx.select({ id: framework.id }).from(framework).where(eq(framework.id, frameworkId)).for('update');
}

/** The framework's draft version, if any. */
export async function findDraft(db: Db, frameworkId: number): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.frameworkId, frameworkId), eq(frameworkVersion.status, 'draft')));
  return row;
}

/** One version of the framework by id (undefined for another framework's version). */
export async function findVersionById(
  db: Db,
  frameworkId: number,
  versionId: number,
): Promise<VersionRow | undefined> {
  if (!isDbId(versionId)) return undefined;
  const [row] = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.id, versionId), eq(frameworkVersion.frameworkId, frameworkId)));
  return row;
}

/** Inserts a version row. */
export async function insertVersion(
  tx: Db,
  values: typeof frameworkVersion.$inferInsert,
): Promise<VersionRow> {
  const [row] = await tx.insert(frameworkVersion).values(values).returning();
  if (!row) throw new Error('version insert returned no row');
  return row;
}

/** Updates a version row and returns it. */
export async function updateVersion(
  tx: Db,
  versionId: number,
  values: Partial<typeof frameworkVersion.$inferInsert>,
): Promise<VersionRow> {
  const [row] = await tx
    .update(frameworkVersion)
    .set(values)
    .where(eq(frameworkVersion.id, versionId))
    .returning();
  if (!row) throw new Error(`version ${versionId} vanished`);
  return row;
}

/** Marks every attribute type and expertise level of the framework released (a release publishes them). */
export async function markVocabularyReleased(tx: Db, frameworkId: number): Promise<void> {
  await tx
    .update(attributeType)
    .set({ released: true })
    .where(and(eq(attributeType.frameworkId, frameworkId), eq(attributeType.released, false)));
  await tx
    .update(expertiseLevel)
    .set({ released: true })
    .where(and(eq(expertiseLevel.frameworkId, frameworkId), eq(expertiseLevel.released, false)));
}

// ------------------------------------------------------------------ content of one version

/** A version's domains, ordered by position then id. */
export async function findDomains(db: Db, versionId: number): Promise<DomainRow[]> {
  return db
    .select()
    .from(domain)
    .where(eq(domain.versionId, versionId))
    .orderBy(asc(domain.position), asc(domain.id));
}

/** Competencies of a version (optionally only those of one domain), ordered by position then id. */
export async function findCompetencies(
  db: Db,
  versionId: number,
  domainId?: number,
): Promise<CompetencyRow[]> {
  return db
    .select()
    .from(competency)
    .where(
      domainId === undefined
        ? eq(competency.versionId, versionId)
        : and(eq(competency.versionId, versionId), eq(competency.domainId, domainId)),
    )
    .orderBy(asc(competency.position), asc(competency.id));
}

/** Attributes of a version, or of some of its competencies, ordered by position then id. */
export async function findAttributes(
  db: Db,
  versionId: number,
  competencyIds?: number[],
): Promise<AttributeRow[]> {
  if (competencyIds && competencyIds.length === 0) return [];
  return db
    .select()
    .from(attribute)
    .where(
      competencyIds === undefined
        ? eq(attribute.versionId, versionId)
        : and(eq(attribute.versionId, versionId), inArray(attribute.competencyId, competencyIds)),
    )
    .orderBy(asc(attribute.position), asc(attribute.id));
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

/** Inserts domains, returning them in the order given. */
export async function insertDomains(tx: Db, values: (typeof domain.$inferInsert)[]): Promise<DomainRow[]> {
  const rows: DomainRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await tx
        .insert(domain)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  }
  return rows;
}

/** Inserts competencies, returning them in the order given. */
export async function insertCompetencies(
  tx: Db,
  values: (typeof competency.$inferInsert)[],
): Promise<CompetencyRow[]> {
  const rows: CompetencyRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await tx
        .insert(competency)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  }
  return rows;
}

/** Inserts attributes, returning them in the order given. */
export async function insertAttributes(
  tx: Db,
  values: (typeof attribute.$inferInsert)[],
): Promise<AttributeRow[]> {
  const rows: AttributeRow[] = [];
  for (let i = 0; i < values.length; i += INSERT_CHUNK) {
    rows.push(
      ...(await tx
        .insert(attribute)
        .values(values.slice(i, i + INSERT_CHUNK))
        .returning()),
    );
  }
  return rows;
}

/** Updates one domain and returns it. */
export async function updateDomain(
  tx: Db,
  id: number,
  values: Partial<typeof domain.$inferInsert>,
): Promise<DomainRow> {
  const [row] = await tx.update(domain).set(values).where(eq(domain.id, id)).returning();
  if (!row) throw new Error(`domain ${id} vanished`);
  return row;
}

/** Updates one competency and returns it. */
export async function updateCompetency(
  tx: Db,
  id: number,
  values: Partial<typeof competency.$inferInsert>,
): Promise<CompetencyRow> {
  const [row] = await tx.update(competency).set(values).where(eq(competency.id, id)).returning();
  if (!row) throw new Error(`competency ${id} vanished`);
  return row;
}

/** Updates one attribute and returns it. */
export async function updateAttribute(
  tx: Db,
  id: number,
  values: Partial<typeof attribute.$inferInsert>,
): Promise<AttributeRow> {
  const [row] = await tx.update(attribute).set(values).where(eq(attribute.id, id)).returning();
  if (!row) throw new Error(`attribute ${id} vanished`);
  return row;
}

/** Which of the three content tables a position update addresses. */
export type ContentTable = 'domain' | 'competency' | 'attribute';

const CONTENT_TABLES = { domain, competency, attribute } as const;

/** Sets `position` of each row (id → position) of one content table. */
export async function setPositions(
  tx: Db,
  table: ContentTable,
  positions: Map<number, number>,
): Promise<void> {
  const t = CONTENT_TABLES[table];
  for (const [id, position] of positions) {
    await tx.update(t).set({ position }).where(eq(t.id, id));
  }
}

// ------------------------------------------------------------------ attribute types and expertise levels

/** The framework's attribute types, ordered by position then id (the visitor reads' query). */
export { findAttributeTypes } from '../frameworks/repository.js';

/** One attribute type of the framework (undefined for another framework's type). */
export async function findAttributeType(
  db: Db,
  frameworkId: number,
  id: number,
): Promise<AttributeTypeRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(attributeType)
    .where(and(eq(attributeType.id, id), eq(attributeType.frameworkId, frameworkId)));
  return row;
}

/** Inserts an attribute type. */
export async function insertAttributeType(
  tx: Db,
  values: typeof attributeType.$inferInsert,
): Promise<AttributeTypeRow> {
  const [row] = await tx.insert(attributeType).values(values).returning();
  if (!row) throw new Error('attribute type insert returned no row');
  return row;
}

/** Updates an attribute type and returns it. */
export async function updateAttributeType(
  tx: Db,
  id: number,
  values: Partial<typeof attributeType.$inferInsert>,
): Promise<AttributeTypeRow> {
  const [row] = await tx.update(attributeType).set(values).where(eq(attributeType.id, id)).returning();
  if (!row) throw new Error(`attribute type ${id} vanished`);
  return row;
}

/** Deletes an attribute type. */
export async function deleteAttributeType(tx: Db, id: number): Promise<void> {
  await tx.delete(attributeType).where(eq(attributeType.id, id));
}

/** How many attributes (of any version) use the attribute type. */
export async function countAttributesOfType(db: Db, attributeTypeId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(attribute)
    .where(eq(attribute.attributeTypeId, attributeTypeId));
  return Number(row?.n ?? 0);
}

/** The largest attribute type position of the framework (0 when it has none). */
export async function maxAttributeTypePosition(db: Db, frameworkId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${attributeType.position})` })
    .from(attributeType)
    .where(eq(attributeType.frameworkId, frameworkId));
  return Number(row?.max ?? 0);
}

/** The framework's expertise levels, ordered by rating level. */
export async function findExpertiseLevels(db: Db, frameworkId: number): Promise<ExpertiseLevelRow[]> {
  return db
    .select()
    .from(expertiseLevel)
    .where(eq(expertiseLevel.frameworkId, frameworkId))
    .orderBy(asc(expertiseLevel.ratingLevel), asc(expertiseLevel.id));
}

/** One expertise level of the framework (undefined for another framework's level). */
export async function findExpertiseLevel(
  db: Db,
  frameworkId: number,
  id: number,
): Promise<ExpertiseLevelRow | undefined> {
  if (!isDbId(id)) return undefined;
  const [row] = await db
    .select()
    .from(expertiseLevel)
    .where(and(eq(expertiseLevel.id, id), eq(expertiseLevel.frameworkId, frameworkId)));
  return row;
}

/** Inserts an expertise level. */
export async function insertExpertiseLevel(
  tx: Db,
  values: typeof expertiseLevel.$inferInsert,
): Promise<ExpertiseLevelRow> {
  const [row] = await tx.insert(expertiseLevel).values(values).returning();
  if (!row) throw new Error('expertise level insert returned no row');
  return row;
}

/** Updates an expertise level and returns it. */
export async function updateExpertiseLevel(
  tx: Db,
  id: number,
  values: Partial<typeof expertiseLevel.$inferInsert>,
): Promise<ExpertiseLevelRow> {
  const [row] = await tx.update(expertiseLevel).set(values).where(eq(expertiseLevel.id, id)).returning();
  if (!row) throw new Error(`expertise level ${id} vanished`);
  return row;
}

/** Deletes an expertise level. */
export async function deleteExpertiseLevel(tx: Db, id: number): Promise<void> {
  await tx.delete(expertiseLevel).where(eq(expertiseLevel.id, id));
}
