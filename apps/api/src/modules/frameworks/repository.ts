/**
 * Visitor reads of frameworks, versions, expertise levels and sources. Returns plain rows; presenters
 * shape them for each API. Content and attribute types are read through modules/content.
 */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { ExpertiseLevelRow, FrameworkRow, SourceRow, VersionRow } from '../../db/rows.js';
import { expertiseLevel, framework, frameworkSource, frameworkVersion } from '../../db/schema/index.js';

export async function findAllFrameworks(db: Db): Promise<FrameworkRow[]> {
  return db.select().from(framework).orderBy(asc(framework.title));
}

export async function findAllVersions(db: Db): Promise<VersionRow[]> {
  return db.select().from(frameworkVersion);
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

/** The provenance of every imported framework file, in import order. */
export async function findAllSources(db: Db): Promise<SourceRow[]> {
  return db.select().from(frameworkSource).orderBy(asc(frameworkSource.id));
}
