/**
 * The content managers' list `/all-training-resources` (docs/features/training.md §4; docs/features/training.md §3; docs/features/curation.md §15): 50 per page,
 * search, type, archived ones too (or only them: 'View unpublished'), and only those with a deprecated
 * mapping ('Show resources with deprecated mapping'). Rows carry the author and whether the signed-in user
 * is the author (the edit icon).
 */
import {
  type ManageTrainingResourceList,
  type ManageTrainingResourceListQuery,
  TRAINING_PAGE,
} from '@hub/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appUser } from '../../db/schema/index.js';
import {
  findMappings,
  listAllResources,
  listResources,
  loadLineage,
  presentResourceSummary,
  type ResourceFilter,
  summarise,
  type TrainingResourceRow,
} from '../training/index.js';

/**
 * One page of the managers' list.
 * @param userId the signed-in content manager (for `isAuthor`)
 */
export async function listForManagers(
  db: Db,
  userId: number,
  query: ManageTrainingResourceListQuery,
): Promise<ManageTrainingResourceList> {
  const pageSize = TRAINING_PAGE.manage.size;
  const filter: ResourceFilter = {
    search: query.search,
    type: query.type && query.type !== 'All' ? query.type : undefined,
    // 'true': archived only ('View unpublished'); 'false': published only; absent: every resource.
    includeArchived: query.archived !== 'false',
    archivedOnly: query.archived === 'true',
  };
  let rows: TrainingResourceRow[];
  let total: number;
  let summaries: Awaited<ReturnType<typeof summarise>>;
  if (query.deprecated === 'true') {
    // Deprecation is computed from the newest live versions, not stored (ADR 0013): filter after resolving.
    const all = await summarise(db, await listAllResources(db, filter));
    const withDeprecated = await resourcesWithDeprecatedMapping(
      db,
      all.map((s) => s.resource.id),
    );
    const deprecated = all.filter((s) => withDeprecated.has(s.resource.id));
    total = deprecated.length;
    summaries = deprecated.slice((query.page - 1) * pageSize, query.page * pageSize);
    rows = summaries.map((s) => s.resource);
  } else {
    ({ rows, total } = await listResources(db, filter, query.page, pageSize));
    summaries = await summarise(db, rows);
  }
  const flagged = await resourcesWithDeprecatedMapping(
    db,
    rows.map((r) => r.id),
  );
  const authorIds = [...new Set(rows.flatMap((r) => (r.authorId === null ? [] : [r.authorId])))];
  const authors = new Map(
    authorIds.length === 0
      ? []
      : (
          await db
            .select({ id: appUser.id, username: appUser.username })
            .from(appUser)
            .where(inArray(appUser.id, authorIds))
        ).map((u) => [u.id, u.username] as const),
  );
  return {
    items: summaries.map((s) => {
      const summary = presentResourceSummary(s);
      return {
        ...summary,
        author: s.resource.authorId === null ? null : (authors.get(s.resource.authorId) ?? null),
        hitCount: s.resource.hitCount,
        isAuthor: s.resource.authorId === userId,
        hasDeprecatedMapping: flagged.has(s.resource.id),
      };
    }),
    total,
    page: query.page,
    pageSize,
  };
}

/**
 * The ids among `resourceIds` with at least one deprecated mapping: its competency, or the one attribute it
 * names, is archived or absent in the framework's newest live version.
 */
async function resourcesWithDeprecatedMapping(db: Db, resourceIds: number[]): Promise<Set<number>> {
  const mappings = await findMappings(db, resourceIds);
  const lineage = await loadLineage(db, mappings);
  const found = new Set<number>();
  for (const m of mappings) {
    const competency = lineage.competency(m.frameworkId, m.competencyUuid);
    if (!competency) continue;
    const attribute = m.attributeUuid ? lineage.attribute(competency, m.attributeUuid) : null;
    if (competency.deprecated || attribute?.deprecated) found.add(m.resourceId);
  }
  return found;
}
