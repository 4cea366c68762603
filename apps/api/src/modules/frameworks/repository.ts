/**
 * Visitor reads of frameworks, versions, expertise levels and sources. Returns plain rows; presenters
 * shape them for each API. Content and attribute types are read through modules/content.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExpertiseLevelRow, FrameworkRow, SourceRow, VersionRow } from '../../db/rows.js';
import {
  expertiseLevel,
  framework,
  frameworkSource,
  frameworkVersion,
  profile,
  profileMapping,
} from '../../db/schema/index.js';

export async function findAllFrameworks(db: Db): Promise<FrameworkRow[]> {
  return db.select().from(framework).orderBy(asc(framework.title));
}

export async function findAllVersions(db: Db): Promise<VersionRow[]> {
  return db.select().from(frameworkVersion);
}

export async function findVersionsOf(db: Db, frameworkId: number): Promise<VersionRow[]> {
  return db.select().from(frameworkVersion).where(eq(frameworkVersion.frameworkId, frameworkId));
}

export async function findExtensionsOf(db: Db, frameworkId: number): Promise<FrameworkRow[]> {
  return db
    .select()
    .from(framework)
    .where(eq(framework.coreFrameworkId, frameworkId))
    .orderBy(asc(framework.title));
}

export async function findFrameworkById(db: Db, id: number): Promise<FrameworkRow | undefined> {
  const [row] = await db.select().from(framework).where(eq(framework.id, id));
  return row;
}

export async function findExpertiseLevels(db: Db, frameworkIds: number[]): Promise<ExpertiseLevelRow[]> {
  if (frameworkIds.length === 0) return [];
  return db
    .select()
    .from(expertiseLevel)
    .where(inArray(expertiseLevel.frameworkId, frameworkIds))
    .orderBy(asc(expertiseLevel.ratingLevel));
}

export async function findSources(db: Db, frameworkId: number): Promise<SourceRow[]> {
  return db
    .select()
    .from(frameworkSource)
    .where(eq(frameworkSource.frameworkId, frameworkId))
    .orderBy(asc(frameworkSource.id));
}

export async function findVersion(
  db: Db,
  frameworkId: number,
  number: string,
): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.frameworkId, frameworkId), eq(frameworkVersion.number, number)));
  return row;
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
 * mapped competency (issue #19 §4: the export's profile columns).
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
