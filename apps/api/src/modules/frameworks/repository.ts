/**
 * Reads of the framework aggregate. Returns plain rows; presenters shape them for each API.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attribute,
  attributeType,
  competency,
  domain,
  expertiseLevel,
  framework,
  frameworkSource,
  frameworkVersion,
} from '../../db/schema/index.js';

export type FrameworkRow = typeof framework.$inferSelect;
export type VersionRow = typeof frameworkVersion.$inferSelect;
export type AttributeTypeRow = typeof attributeType.$inferSelect;
export type ExpertiseLevelRow = typeof expertiseLevel.$inferSelect;
export type DomainRow = typeof domain.$inferSelect;
export type CompetencyRow = typeof competency.$inferSelect;
export type AttributeRow = typeof attribute.$inferSelect;
export type SourceRow = typeof frameworkSource.$inferSelect;

export async function findAllFrameworks(db: Db): Promise<FrameworkRow[]> {
  return db.select().from(framework).orderBy(asc(framework.title));
}

export async function findFrameworkByMachineName(
  db: Db,
  machineName: string,
): Promise<FrameworkRow | undefined> {
  const [row] = await db.select().from(framework).where(eq(framework.machineName, machineName));
  return row;
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

export async function findAttributeTypes(db: Db, frameworkId: number): Promise<AttributeTypeRow[]> {
  return db
    .select()
    .from(attributeType)
    .where(eq(attributeType.frameworkId, frameworkId))
    .orderBy(asc(attributeType.position), asc(attributeType.id));
}

export async function findAttributeTypesOfFrameworks(
  db: Db,
  frameworkIds: number[],
): Promise<AttributeTypeRow[]> {
  if (frameworkIds.length === 0) return [];
  return db
    .select()
    .from(attributeType)
    .where(inArray(attributeType.frameworkId, frameworkIds))
    .orderBy(asc(attributeType.position), asc(attributeType.id));
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

export interface VersionContentRows {
  domains: DomainRow[];
  competencies: CompetencyRow[];
  attributes: AttributeRow[];
}

/** Loads a version's domains, competencies and attributes, each ordered by position then id. */
export async function findVersionContent(db: Db, versionId: number): Promise<VersionContentRows> {
  const [domains, competencies, attributes] = await Promise.all([
    db
      .select()
      .from(domain)
      .where(eq(domain.versionId, versionId))
      .orderBy(asc(domain.position), asc(domain.id)),
    db
      .select()
      .from(competency)
      .where(eq(competency.versionId, versionId))
      .orderBy(asc(competency.position), asc(competency.id)),
    db
      .select()
      .from(attribute)
      .where(eq(attribute.versionId, versionId))
      .orderBy(asc(attribute.position), asc(attribute.id)),
  ]);
  return { domains, competencies, attributes };
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
