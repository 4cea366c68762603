/**
 * Curation reads and writes of frameworks and their versions (docs/features/curation.md §4): the manage list, the
 * draft, release and release notes. Plain rows in, plain rows out; every function takes the database
 * or the transaction it runs in. Writes by id are scoped to the framework.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { isDbId } from '../../../db/ids.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import {
  attributeType,
  competency,
  domain,
  expertiseLevel,
  framework,
  frameworkVersion,
} from '../../../db/schema/index.js';

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

/**
 * Updates one version of the framework and returns it.
 * @throws Error when the version is not one of this framework's (the service checks first)
 */
export async function updateVersion(
  tx: Db,
  frameworkId: number,
  versionId: number,
  values: Partial<typeof frameworkVersion.$inferInsert>,
): Promise<VersionRow> {
  const [row] = await tx
    .update(frameworkVersion)
    .set(values)
    .where(and(eq(frameworkVersion.id, versionId), eq(frameworkVersion.frameworkId, frameworkId)))
    .returning();
  if (!row) throw new Error(`version ${versionId} is not a version of framework ${frameworkId}`);
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

/** Whether a version shows at least one competency (neither it nor its domain archived). */
export async function hasVisibleCompetency(db: Db, versionId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: competency.id })
    .from(competency)
    .innerJoin(domain, eq(domain.id, competency.domainId))
    .where(
      and(eq(competency.versionId, versionId), eq(competency.archived, false), eq(domain.archived, false)),
    )
    .limit(1);
  return row !== undefined;
}
