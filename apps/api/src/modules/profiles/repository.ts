/**
 * Reads and writes of the profile aggregate (profile, profile_mapping) and of images (media). Returns
 * plain rows; services apply the rules and presenters shape them. docs/features/profiles.md §1.
 */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attribute,
  competency,
  expertiseLevel,
  framework,
  frameworkVersion,
  media,
  profile,
  profileMapping,
} from '../../db/schema/index.js';

export type ProfileRow = typeof profile.$inferSelect;
export type ProfileInsert = typeof profile.$inferInsert;
export type MappingRow = typeof profileMapping.$inferSelect;
export type MediaRow = typeof media.$inferSelect;
export type FrameworkRow = typeof framework.$inferSelect;
export type VersionRow = typeof frameworkVersion.$inferSelect;

/** A mapping row with what presenters need of its competency and level. */
export interface MappingDetail extends MappingRow {
  competencyUuid: string;
  ratingLevel: number;
}

/** Profiles of a version by id; `liveOnly` keeps the Live ones. */
export async function findProfiles(db: Db, versionId: number, liveOnly: boolean): Promise<ProfileRow[]> {
  const where = liveOnly
    ? and(eq(profile.versionId, versionId), eq(profile.publishingStatus, 'Live'))
    : eq(profile.versionId, versionId);
  return db.select().from(profile).where(where).orderBy(asc(profile.id));
}

export async function findProfile(db: Db, versionId: number, id: number): Promise<ProfileRow | undefined> {
  const [row] = await db
    .select()
    .from(profile)
    .where(and(eq(profile.versionId, versionId), eq(profile.id, id)));
  return row;
}

/** Mapping rows of the given profiles, with competency uuid and level rating, by competency position. */
export async function findMappings(db: Db, profileIds: number[]): Promise<MappingDetail[]> {
  if (profileIds.length === 0) return [];
  return db
    .select({
      id: profileMapping.id,
      profileId: profileMapping.profileId,
      competencyId: profileMapping.competencyId,
      expertiseLevelId: profileMapping.expertiseLevelId,
      attributeIds: profileMapping.attributeIds,
      competencyUuid: competency.uuid,
      ratingLevel: expertiseLevel.ratingLevel,
    })
    .from(profileMapping)
    .innerJoin(competency, eq(competency.id, profileMapping.competencyId))
    .innerJoin(expertiseLevel, eq(expertiseLevel.id, profileMapping.expertiseLevelId))
    .where(inArray(profileMapping.profileId, profileIds))
    .orderBy(asc(profileMapping.profileId), asc(competency.position), asc(competency.id));
}

/** URL aliases used in a version, except the given profile's own. */
export async function findAliases(db: Db, versionId: number, exceptId?: number): Promise<Set<string>> {
  const where =
    exceptId === undefined
      ? eq(profile.versionId, versionId)
      : and(eq(profile.versionId, versionId), ne(profile.id, exceptId));
  const rows = await db.select({ alias: profile.urlAlias }).from(profile).where(where);
  return new Set(rows.map((r) => r.alias));
}

export async function insertProfile(tx: Db, values: ProfileInsert): Promise<ProfileRow> {
  const [row] = await tx.insert(profile).values(values).returning();
  if (!row) throw new Error('profile insert returned no row');
  return row;
}

export async function updateProfile(tx: Db, id: number, values: Partial<ProfileInsert>): Promise<ProfileRow> {
  const [row] = await tx
    .update(profile)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(profile.id, id))
    .returning();
  if (!row) throw new Error('profile update returned no row');
  return row;
}

/** Deletes a profile (its mapping and pathway steps go with it: ON DELETE CASCADE). */
export async function deleteProfile(tx: Db, id: number): Promise<void> {
  await tx.delete(profile).where(eq(profile.id, id));
}

/** Replaces a profile's whole mapping and touches its updated time. */
export async function replaceMapping(
  tx: Db,
  profileId: number,
  rows: { competencyId: number; expertiseLevelId: number; attributeIds: number[] }[],
): Promise<void> {
  await tx.delete(profileMapping).where(eq(profileMapping.profileId, profileId));
  if (rows.length > 0) await tx.insert(profileMapping).values(rows.map((r) => ({ ...r, profileId })));
  await tx.update(profile).set({ updatedAt: sql`now()` }).where(eq(profile.id, profileId));
}

/** Competencies (with their version) of the given versions, archived ones included. */
export async function findCompetenciesOf(db: Db, versionIds: number[]) {
  return db
    .select({
      id: competency.id,
      uuid: competency.uuid,
      code: competency.code,
      title: competency.title,
      versionId: competency.versionId,
      archived: competency.archived,
    })
    .from(competency)
    .where(inArray(competency.versionId, versionIds));
}

/** Attributes of the given competencies. */
export async function findAttributesOf(db: Db, competencyIds: number[]) {
  if (competencyIds.length === 0) return [];
  return db
    .select({
      id: attribute.id,
      uuid: attribute.uuid,
      title: attribute.title,
      competencyId: attribute.competencyId,
    })
    .from(attribute)
    .where(inArray(attribute.competencyId, competencyIds));
}

export async function findExpertiseLevels(db: Db, frameworkId: number) {
  return db.select().from(expertiseLevel).where(eq(expertiseLevel.frameworkId, frameworkId));
}

/** Live profile counts per live version (frameworks with Live profiles, home grid). */
export async function countLiveProfiles(db: Db) {
  return db
    .select({
      machineName: framework.machineName,
      title: framework.title,
      version: frameworkVersion.number,
      liveProfileCount: count(profile.id),
    })
    .from(profile)
    .innerJoin(frameworkVersion, eq(frameworkVersion.id, profile.versionId))
    .innerJoin(framework, eq(framework.id, frameworkVersion.frameworkId))
    .where(and(eq(profile.publishingStatus, 'Live'), eq(frameworkVersion.status, 'live')))
    .groupBy(framework.machineName, framework.title, frameworkVersion.number);
}

export async function insertMedia(
  tx: Db,
  values: { data: Buffer; mime: string; size: number; sha256: string; uploadedBy: number | null },
): Promise<MediaRow> {
  const [row] = await tx.insert(media).values(values).returning();
  if (!row) throw new Error('media insert returned no row');
  return row;
}

export async function findMedia(db: Db, id: number): Promise<MediaRow | undefined> {
  const [row] = await db.select().from(media).where(eq(media.id, id));
  return row;
}

/** True when an image with this id exists (without loading its bytes). */
export async function mediaExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id));
  return row !== undefined;
}

/** A Live reference profile of a version with its expected level title per competency id (the export). */
export interface ExportProfileRow {
  id: number;
  title: string;
  jobTitle: string;
  levels: Map<number, string>;
}

/**
 * The Live reference profiles of a version, in id order, each with the title of its expected level per
 * mapped competency (ADR 0030: the export's profile columns).
 */
export async function findLiveProfileLevels(db: Db, versionId: number): Promise<ExportProfileRow[]> {
  const profiles = await db
    .select({ id: profile.id, title: profile.title, jobTitle: profile.jobTitle })
    .from(profile)
    .where(and(eq(profile.versionId, versionId), eq(profile.publishingStatus, 'Live')))
    .orderBy(asc(profile.id));
  if (profiles.length === 0) return [];
  const mappings = await db
    .select({
      profileId: profileMapping.profileId,
      competencyId: profileMapping.competencyId,
      level: expertiseLevel.title,
    })
    .from(profileMapping)
    .innerJoin(expertiseLevel, eq(expertiseLevel.id, profileMapping.expertiseLevelId))
    .where(
      inArray(
        profileMapping.profileId,
        profiles.map((p) => p.id),
      ),
    );
  return profiles.map((p) => ({
    ...p,
    levels: new Map(mappings.filter((m) => m.profileId === p.id).map((m) => [m.competencyId, m.level])),
  }));
}
