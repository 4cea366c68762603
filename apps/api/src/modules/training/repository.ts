/**
 * Reads of training resources and their mappings (docs/features/training.md §5, §1): filtered, paged lists, one resource,
 * the hit count, per-framework counts. Returns plain rows; the service resolves mappings (lineage.ts) and
 * the presenters shape them. Search is a case-insensitive substring match on the title and the keywords
 * (docs/features/original-hub.md: no regular expressions); lists are ordered newest update first, then by id.
 */
import type { TrainingResourceType } from '@hub/domain';
import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  appUser,
  learningPathway,
  trainingResource,
  trainingResourceMapping,
} from '../../db/schema/index.js';

export type TrainingResourceRow = typeof trainingResource.$inferSelect;
export type TrainingMappingRow = typeof trainingResourceMapping.$inferSelect;

/** Which resources a list holds. */
export interface ResourceFilter {
  /** Only resources mapped to this framework… */
  frameworkId?: number;
  /** …or to this competency (whole or any of its attributes) of a framework. */
  competency?: { frameworkId: number; uuid: string };
  /** Title or keyword contains this text (case-insensitive); blank means no search. */
  search?: string;
  /** One type; undefined means every type. */
  type?: TrainingResourceType;
  /** Include archived resources (content managers); visitors never see them. */
  includeArchived?: boolean;
  /** Only archived resources. */
  archivedOnly?: boolean;
}

/** The SQL condition of a filter. */
function where(filter: ResourceFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.archivedOnly) conditions.push(eq(trainingResource.archived, true));
  else if (!filter.includeArchived) conditions.push(eq(trainingResource.archived, false));
  if (filter.type) conditions.push(eq(trainingResource.type, filter.type));
  const search = filter.search?.trim();
  if (search) {
    conditions.push(
      sql`(strpos(lower(${trainingResource.title}), lower(${search})) > 0 or exists (select 1 from unnest(${trainingResource.keywords}) as k(word) where strpos(lower(k.word), lower(${search})) > 0))`,
    );
  }
  if (filter.competency) {
    conditions.push(
      sql`exists (select 1 from ${trainingResourceMapping} where ${trainingResourceMapping.resourceId} = ${trainingResource.id} and ${trainingResourceMapping.frameworkId} = ${filter.competency.frameworkId} and ${trainingResourceMapping.competencyUuid} = ${filter.competency.uuid})`,
    );
  } else if (filter.frameworkId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${trainingResourceMapping} where ${trainingResourceMapping.resourceId} = ${trainingResource.id} and ${trainingResourceMapping.frameworkId} = ${filter.frameworkId})`,
    );
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * One page of resources matching a filter, newest update first, then by id.
 * @param page 1-based
 * @returns the page's rows and the number of matching resources over every page
 */
export async function listResources(
  db: Db,
  filter: ResourceFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: TrainingResourceRow[]; total: number }> {
  const condition = where(filter);
  const [rows, [totalRow]] = await Promise.all([
    db
      .select()
      .from(trainingResource)
      .where(condition)
      .orderBy(desc(trainingResource.updatedAt), asc(trainingResource.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ n: count() }).from(trainingResource).where(condition),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0) };
}

/** Every resource matching a filter, newest update first, then by id (the sitemap list, counts). */
export async function listAllResources(db: Db, filter: ResourceFilter): Promise<TrainingResourceRow[]> {
  return db
    .select()
    .from(trainingResource)
    .where(where(filter))
    .orderBy(desc(trainingResource.updatedAt), asc(trainingResource.id));
}

/** Number of resources matching a filter. */
export async function countResources(db: Db, filter: ResourceFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(trainingResource).where(where(filter));
  return Number(row?.n ?? 0);
}

/** One resource by slug or id, with its author's username (undefined when unknown). */
export async function findResource(
  db: Db,
  by: { slug: string } | { id: number },
): Promise<(TrainingResourceRow & { authorName: string | null }) | undefined> {
  const [row] = await db
    .select({ resource: trainingResource, authorName: appUser.username })
    .from(trainingResource)
    .leftJoin(appUser, eq(trainingResource.authorId, appUser.id))
    .where('slug' in by ? eq(trainingResource.slug, by.slug) : eq(trainingResource.id, by.id));
  return row ? { ...row.resource, authorName: row.authorName } : undefined;
}

/**
 * Adds one to the hit count of a resource that is not archived (its update time is left alone).
 * @returns false when no such resource exists
 */
export async function incrementHitCount(db: Db, slug: string): Promise<boolean> {
  const rows = await db
    .update(trainingResource)
    .set({ hitCount: sql`${trainingResource.hitCount} + 1` })
    .where(and(eq(trainingResource.slug, slug), eq(trainingResource.archived, false)))
    .returning({ id: trainingResource.id });
  return rows.length > 0;
}

/** The mappings of some resources (optionally only those in one framework), in id order. */
export async function findMappings(
  db: Db,
  resourceIds: readonly number[],
  frameworkId?: number,
): Promise<TrainingMappingRow[]> {
  if (resourceIds.length === 0) return [];
  const inResources = inArray(trainingResourceMapping.resourceId, [...resourceIds]);
  return db
    .select()
    .from(trainingResourceMapping)
    .where(
      frameworkId === undefined
        ? inResources
        : and(inResources, eq(trainingResourceMapping.frameworkId, frameworkId)),
    )
    .orderBy(asc(trainingResourceMapping.id));
}

/**
 * The resources (not archived) mapped to any of some competencies of a framework, once per competency and
 * resource (the comparison summary's training for the gap).
 */
export async function findResourcesForCompetencies(
  db: Db,
  frameworkId: number,
  competencyUuids: readonly string[],
): Promise<{ competencyUuid: string; resource: TrainingResourceRow }[]> {
  if (competencyUuids.length === 0) return [];
  const rows = await db
    .selectDistinct({ competencyUuid: trainingResourceMapping.competencyUuid, resource: trainingResource })
    .from(trainingResourceMapping)
    .innerJoin(trainingResource, eq(trainingResourceMapping.resourceId, trainingResource.id))
    .where(
      and(
        eq(trainingResourceMapping.frameworkId, frameworkId),
        inArray(trainingResourceMapping.competencyUuid, [...competencyUuids]),
        eq(trainingResource.archived, false),
      ),
    );
  return rows;
}

/**
 * The training data a framework page's tabs depend on.
 * @returns resources (not archived) mapped to the framework, and its published learning pathways
 */
export async function countFrameworkTraining(
  db: Db,
  frameworkId: number,
): Promise<{ resources: number; pathways: number }> {
  const [[resources], [pathways]] = await Promise.all([
    db
      .select({ n: sql<number>`count(distinct ${trainingResource.id})::int` })
      .from(trainingResource)
      .innerJoin(trainingResourceMapping, eq(trainingResourceMapping.resourceId, trainingResource.id))
      .where(and(eq(trainingResourceMapping.frameworkId, frameworkId), eq(trainingResource.archived, false))),
    db
      .select({ n: count() })
      .from(learningPathway)
      .where(and(eq(learningPathway.frameworkId, frameworkId), eq(learningPathway.published, true))),
  ]);
  return { resources: Number(resources?.n ?? 0), pathways: Number(pathways?.n ?? 0) };
}
