/**
 * Learning pathway rows (docs/features/training.md §6; schema/training.ts): a framework's pathways, one pathway's steps with
 * their training resources, and the writes (the steps are replaced as a whole, in order).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { learningPathway, learningPathwayStep, trainingResource } from '../../db/schema/index.js';

export type LearningPathwayRow = typeof learningPathway.$inferSelect;
export type TrainingResourceRow = typeof trainingResource.$inferSelect;
export interface StepRow {
  position: number;
  note: string;
  resource: TrainingResourceRow;
}

/** A framework's pathways by title (only published ones unless `drafts`), with their step counts. */
export async function findPathways(db: Db, frameworkId: number, drafts: boolean) {
  const rows = await db
    .select()
    .from(learningPathway)
    .where(
      drafts
        ? eq(learningPathway.frameworkId, frameworkId)
        : and(eq(learningPathway.frameworkId, frameworkId), eq(learningPathway.published, true)),
    )
    .orderBy(asc(learningPathway.title), asc(learningPathway.id));
  const steps =
    rows.length === 0
      ? []
      : await db
          .select({ pathwayId: learningPathwayStep.pathwayId })
          .from(learningPathwayStep)
          .where(
            inArray(
              learningPathwayStep.pathwayId,
              rows.map((r) => r.id),
            ),
          );
  return rows.map((row) => ({ row, stepCount: steps.filter((s) => s.pathwayId === row.id).length }));
}

/** One pathway by id. */
export async function findPathway(db: Db, id: number): Promise<LearningPathwayRow | undefined> {
  const [row] = await db.select().from(learningPathway).where(eq(learningPathway.id, id));
  return row;
}

/** A pathway's steps in order, with their resources. */
export async function findSteps(db: Db, pathwayId: number): Promise<StepRow[]> {
  return db
    .select({
      position: learningPathwayStep.position,
      note: learningPathwayStep.note,
      resource: trainingResource,
    })
    .from(learningPathwayStep)
    .innerJoin(trainingResource, eq(learningPathwayStep.resourceId, trainingResource.id))
    .where(eq(learningPathwayStep.pathwayId, pathwayId))
    .orderBy(asc(learningPathwayStep.position));
}

/** The ids among `ids` that are training resources. */
export async function existingResourceIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: trainingResource.id })
    .from(trainingResource)
    .where(inArray(trainingResource.id, ids));
  return new Set(rows.map((r) => r.id));
}

/** Inserts a pathway; its alias is `/learning-pathways/{id}` (the hub API's `url_alias`). */
export async function insertPathway(
  tx: Db,
  values: Omit<typeof learningPathway.$inferInsert, 'urlAlias'>,
): Promise<LearningPathwayRow> {
  const [draft] = await tx
    .insert(learningPathway)
    .values({
      ...values,
      urlAlias: `/learning-pathways/new-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    })
    .returning();
  if (!draft) throw new Error('insert returned no row');
  const [row] = await tx
    .update(learningPathway)
    .set({ urlAlias: `/learning-pathways/${draft.id}` })
    .where(eq(learningPathway.id, draft.id))
    .returning();
  return row as LearningPathwayRow;
}

/** Updates a pathway's fields and its update time. */
export async function updatePathway(
  tx: Db,
  id: number,
  values: Partial<typeof learningPathway.$inferInsert>,
): Promise<LearningPathwayRow | undefined> {
  const [row] = await tx
    .update(learningPathway)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(learningPathway.id, id))
    .returning();
  return row;
}

/** Replaces a pathway's steps (positions 1..n in the given order). */
export async function replaceSteps(tx: Db, pathwayId: number, steps: { resourceId: number; note: string }[]) {
  await tx.delete(learningPathwayStep).where(eq(learningPathwayStep.pathwayId, pathwayId));
  if (steps.length === 0) return;
  await tx
    .insert(learningPathwayStep)
    .values(steps.map((s, i) => ({ pathwayId, position: i + 1, resourceId: s.resourceId, note: s.note })));
}

/** Deletes a pathway (its steps go with it). */
export async function deletePathway(tx: Db, id: number): Promise<void> {
  await tx.delete(learningPathway).where(eq(learningPathway.id, id));
}
