/**
 * Reads and writes of career pathways and their steps (tables of migration 0005, schema/profiles.ts).
 * Plain rows in, plain rows out; every function takes the database or the transaction it runs in, and
 * every read is scoped to one framework version, so an id of another version is simply not found.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { careerPathway, careerPathwayStep, profile } from '../../db/schema/index.js';

export type CareerPathwayRow = typeof careerPathway.$inferSelect;
export type ProfileRow = typeof profile.$inferSelect;

/** One step as read: the stored position and the profile at it. */
export interface StepRow {
  pathwayId: number;
  position: number;
  profile: ProfileRow;
}

/** The version's career pathways, by title then id. */
export async function findPathways(db: Db, versionId: number): Promise<CareerPathwayRow[]> {
  return db
    .select()
    .from(careerPathway)
    .where(eq(careerPathway.versionId, versionId))
    .orderBy(asc(careerPathway.title), asc(careerPathway.id));
}

/** One career pathway of the version (undefined when it belongs to another version or does not exist). */
export async function findPathway(
  db: Db,
  versionId: number,
  id: number,
): Promise<CareerPathwayRow | undefined> {
  const [row] = await db
    .select()
    .from(careerPathway)
    .where(and(eq(careerPathway.versionId, versionId), eq(careerPathway.id, id)));
  return row;
}

/** The steps of the given pathways with their profiles, by pathway then position. */
export async function findSteps(db: Db, pathwayIds: number[]): Promise<StepRow[]> {
  if (pathwayIds.length === 0) return [];
  const rows = await db
    .select({ pathwayId: careerPathwayStep.pathwayId, position: careerPathwayStep.position, profile })
    .from(careerPathwayStep)
    .innerJoin(profile, eq(profile.id, careerPathwayStep.profileId))
    .where(inArray(careerPathwayStep.pathwayId, pathwayIds))
    .orderBy(asc(careerPathwayStep.pathwayId), asc(careerPathwayStep.position));
  return rows;
}

/**
 * The profiles with the given ids that belong to the version, locked until the transaction ends so that
 * their publishing status cannot change while a pathway is saved with them.
 */
export async function findProfilesForUpdate(db: Db, versionId: number, ids: number[]): Promise<ProfileRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(profile)
    .where(and(eq(profile.versionId, versionId), inArray(profile.id, ids)))
    .for('share');
}

/** Inserts a pathway. */
export async function insertPathway(
  db: Db,
  values: { versionId: number; title: string; description: string; authorId: number | null },
): Promise<CareerPathwayRow> {
  const [row] = await db.insert(careerPathway).values(values).returning();
  if (!row) throw new Error('career pathway insert returned no row');
  return row;
}

/** Changes a pathway's title and description (and its updated time). */
export async function updatePathway(
  db: Db,
  id: number,
  values: { title: string; description: string },
): Promise<CareerPathwayRow> {
  const [row] = await db
    .update(careerPathway)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(careerPathway.id, id))
    .returning();
  if (!row) throw new Error('career pathway update returned no row');
  return row;
}

/** Replaces a pathway's steps with `profileIds` in order (positions 1, 2, …). */
export async function replaceSteps(db: Db, pathwayId: number, profileIds: number[]): Promise<void> {
  await db.delete(careerPathwayStep).where(eq(careerPathwayStep.pathwayId, pathwayId));
  if (profileIds.length === 0) return;
  await db
    .insert(careerPathwayStep)
    .values(profileIds.map((profileId, i) => ({ pathwayId, position: i + 1, profileId })));
}

/** Deletes a pathway (its steps go with it). */
export async function deletePathway(db: Db, id: number): Promise<void> {
  await db.delete(careerPathway).where(eq(careerPathway.id, id));
}
