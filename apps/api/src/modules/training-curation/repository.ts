/**
 * Writes of training resources and their mappings for content managers (docs/features/training.md §4). Plain rows in,
 * plain rows out; the service validates, sanitises and records the audit events in the same transaction.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { trainingResource, trainingResourceMapping } from '../../db/schema/index.js';

export type TrainingResourceInsert = typeof trainingResource.$inferInsert;
export type TrainingResourceRow = typeof trainingResource.$inferSelect;
export type TrainingMappingRow = typeof trainingResourceMapping.$inferSelect;

/** Inserts a resource. @returns the new row */
export async function insertResource(tx: Db, values: TrainingResourceInsert): Promise<TrainingResourceRow> {
  const [row] = await tx.insert(trainingResource).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Updates a resource's fields and its update time. @returns the updated row, undefined when unknown */
export async function updateResource(
  tx: Db,
  id: number,
  values: Partial<TrainingResourceInsert>,
): Promise<TrainingResourceRow | undefined> {
  const [row] = await tx
    .update(trainingResource)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(trainingResource.id, id))
    .returning();
  return row;
}

/** A resource by id, locked for the rest of the transaction. */
export async function lockResource(tx: Db, id: number): Promise<TrainingResourceRow | undefined> {
  const [row] = await tx.select().from(trainingResource).where(eq(trainingResource.id, id)).for('update');
  return row;
}

/** The resource already imported from one TeSS item, if any. */
export async function findByTessItem(
  tx: Db,
  category: string,
  tessId: string,
): Promise<TrainingResourceRow | undefined> {
  const [row] = await tx
    .select()
    .from(trainingResource)
    .where(and(eq(trainingResource.tessCategory, category), eq(trainingResource.tessId, tessId)));
  return row;
}

/** Every mapping of a resource in one framework, in id order. */
export async function findFrameworkMappings(
  db: Db,
  resourceId: number,
  frameworkId: number,
): Promise<TrainingMappingRow[]> {
  return db
    .select()
    .from(trainingResourceMapping)
    .where(
      and(
        eq(trainingResourceMapping.resourceId, resourceId),
        eq(trainingResourceMapping.frameworkId, frameworkId),
      ),
    )
    .orderBy(trainingResourceMapping.id);
}

/** Deletes mappings by id. */
export async function deleteMappings(tx: Db, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(trainingResourceMapping).where(inArray(trainingResourceMapping.id, ids));
}

/** Inserts mappings (competency uuid, optional attribute uuid) of a resource in one framework. */
export async function insertMappings(
  tx: Db,
  resourceId: number,
  frameworkId: number,
  keys: { competencyUuid: string; attributeUuid: string | null }[],
): Promise<void> {
  if (keys.length === 0) return;
  await tx.insert(trainingResourceMapping).values(keys.map((k) => ({ resourceId, frameworkId, ...k })));
}

/** One mapping by id. */
export async function findMapping(db: Db, id: number): Promise<TrainingMappingRow | undefined> {
  const [row] = await db.select().from(trainingResourceMapping).where(eq(trainingResourceMapping.id, id));
  return row;
}

/** A resource by id (no lock). */
export async function findResourceRow(db: Db, id: number): Promise<TrainingResourceRow | undefined> {
  const [row] = await db.select().from(trainingResource).where(eq(trainingResource.id, id));
  return row;
}
