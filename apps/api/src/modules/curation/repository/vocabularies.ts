/**
 * Curation reads and writes of a framework's attribute types and expertise levels (ADR 0007). Every
 * read and write by id is scoped to the framework, so another framework's row is never touched.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { isDbId } from '../../../db/ids.js';
import type { AttributeTypeRow, ExpertiseLevelRow } from '../../../db/rows.js';
import { attribute, attributeType, expertiseLevel } from '../../../db/schema/index.js';

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

/**
 * Updates an attribute type of the framework and returns it.
 * @throws Error when the type is not one of this framework's
 */
export async function updateAttributeType(
  tx: Db,
  frameworkId: number,
  id: number,
  values: Partial<typeof attributeType.$inferInsert>,
): Promise<AttributeTypeRow> {
  const [row] = await tx
    .update(attributeType)
    .set(values)
    .where(and(eq(attributeType.id, id), eq(attributeType.frameworkId, frameworkId)))
    .returning();
  if (!row) throw new Error(`attribute type ${id} is not in framework ${frameworkId}`);
  return row;
}

/** Deletes an attribute type of the framework (nothing for another framework's type). */
export async function deleteAttributeType(tx: Db, frameworkId: number, id: number): Promise<void> {
  await tx
    .delete(attributeType)
    .where(and(eq(attributeType.id, id), eq(attributeType.frameworkId, frameworkId)));
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

/**
 * Updates an expertise level of the framework and returns it.
 * @throws Error when the level is not one of this framework's
 */
export async function updateExpertiseLevel(
  tx: Db,
  frameworkId: number,
  id: number,
  values: Partial<typeof expertiseLevel.$inferInsert>,
): Promise<ExpertiseLevelRow> {
  const [row] = await tx
    .update(expertiseLevel)
    .set(values)
    .where(and(eq(expertiseLevel.id, id), eq(expertiseLevel.frameworkId, frameworkId)))
    .returning();
  if (!row) throw new Error(`expertise level ${id} is not in framework ${frameworkId}`);
  return row;
}

/** Deletes an expertise level of the framework (nothing for another framework's level). */
export async function deleteExpertiseLevel(tx: Db, frameworkId: number, id: number): Promise<void> {
  await tx
    .delete(expertiseLevel)
    .where(and(eq(expertiseLevel.id, id), eq(expertiseLevel.frameworkId, frameworkId)));
}
