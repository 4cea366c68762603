/**
 * Mapping suggestions for content managers (ADR 0048): the competencies and attributes of a released
 * framework version that a training resource most likely teaches, ranked by the pure core of
 * `lib/mapping-suggestions` from the resource's text, the version's text and the framework's existing
 * mappings of other resources. Reads only: nothing is mapped until a manager saves the mapping.
 */
import { type MappingSuggestion, type MappingSuggestionQuery, sortVersionsNewestFirst } from '@hub/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { frameworkVersion, trainingResource, trainingResourceMapping } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import {
  buildCompetencyIndex,
  buildEvidenceIndex,
  type CompetencyIndex,
  competenciesOfTree,
  type EvidenceResource,
  resourceText,
  suggestMappings,
} from '../../lib/mapping-suggestions/index.js';
import { changeFeedCurrent, onContentChange } from '../../lib/response-cache.js';
import { findFrameworkByMachineName, loadContentTree } from '../content/index.js';
import * as repo from './repository.js';

/** Per database: the competency indexes by version id, dropped on every visible change (ADR 0017). */
interface IndexCache {
  generation: number;
  built: Map<number, CompetencyIndex>;
}
const caches = new WeakMap<Db, IndexCache | null>();
/** Most versions whose index is kept at once. */
const KEPT_INDEXES = 8;

function cacheOf(db: Db): IndexCache | null {
  let cache = caches.get(db);
  if (cache === undefined) {
    const created: IndexCache = { generation: 0, built: new Map() };
    const subscribed = onContentChange(db, () => {
      created.generation += 1;
      created.built.clear();
    });
    cache = subscribed ? created : null;
    caches.set(db, cache);
  }
  return cache;
}

/** A released version by number, or the newest released one. @throws AppError NOT_FOUND */
async function releasedVersion(db: Db, frameworkId: number, machineName: string, number?: string) {
  const live = await db
    .select()
    .from(frameworkVersion)
    .where(and(eq(frameworkVersion.frameworkId, frameworkId), eq(frameworkVersion.status, 'live')));
  const version =
    number === undefined ? sortVersionsNewestFirst(live)[0] : live.find((v) => v.number === number);
  if (!version)
    throw notFound(
      number === undefined
        ? `Framework "${machineName}" has no released version`
        : `Framework "${machineName}" has no released version ${number}`,
    );
  return version;
}

/** The version's competency index: kept while the change feed is live, else built for this call. */
async function competencyIndexOf(db: Db, version: Awaited<ReturnType<typeof releasedVersion>>) {
  const cache = cacheOf(db);
  const current = cache !== null && (await changeFeedCurrent(db));
  const hit = current ? cache?.built.get(version.id) : undefined;
  if (hit) return hit;
  const generation = cache?.generation;
  const index = buildCompetencyIndex(competenciesOfTree((await loadContentTree(db, version)).domains));
  if (cache && current && generation === cache.generation) {
    if (cache.built.size >= KEPT_INDEXES) cache.built.delete(cache.built.keys().next().value as number);
    cache.built.set(version.id, index);
  }
  return index;
}

/** The other resources (not archived) mapped in the framework, with their text: the neighbours' evidence. */
async function evidenceOf(db: Db, frameworkId: number, resourceId: number): Promise<EvidenceResource[]> {
  const rows = await db
    .select({
      id: trainingResource.id,
      title: trainingResource.title,
      url: trainingResource.url,
      keywords: trainingResource.keywords,
      description: trainingResource.description,
      learningOutcomes: trainingResource.learningOutcomes,
      targetAudience: trainingResource.targetAudience,
      competencyUuid: trainingResourceMapping.competencyUuid,
    })
    .from(trainingResourceMapping)
    .innerJoin(trainingResource, eq(trainingResource.id, trainingResourceMapping.resourceId))
    .where(
      and(
        eq(trainingResourceMapping.frameworkId, frameworkId),
        ne(trainingResource.id, resourceId),
        eq(trainingResource.archived, false),
      ),
    )
    .orderBy(trainingResource.id);
  const byId = new Map<number, EvidenceResource & { competencyUuids: string[] }>();
  for (const r of rows) {
    let e = byId.get(r.id);
    if (!e) {
      e = { ...resourceText(r), id: String(r.id), url: r.url, competencyUuids: [] };
      byId.set(r.id, e);
    }
    e.competencyUuids.push(r.competencyUuid);
  }
  return [...byId.values()];
}

/**
 * `GET .../mappings/{fw}/suggestions`: what a resource most likely teaches in a released version of a
 * framework, best first, leaving out what it is mapped to already.
 * @param query `version` (default: the newest released) and `limit`
 * @throws AppError NOT_FOUND for an unknown resource, framework or version
 */
export async function suggestForResource(
  db: Db,
  resourceId: number,
  machineName: string,
  query: MappingSuggestionQuery,
): Promise<MappingSuggestion[]> {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) throw notFound(`Framework "${machineName}" not found`);
  const resource = await repo.findResourceRow(db, resourceId);
  if (!resource) throw notFound(`Training resource ${resourceId} not found`);
  const version = await releasedVersion(db, fw.id, machineName, query.version);
  const [index, evidence, mapped] = await Promise.all([
    competencyIndexOf(db, version),
    evidenceOf(db, fw.id, resourceId),
    repo.findFrameworkMappings(db, resourceId, fw.id),
  ]);
  return suggestMappings(
    index,
    evidence.length > 0 ? buildEvidenceIndex(evidence) : null,
    resourceText(resource),
    {
      limit: query.limit,
      mappedCompetencyUuids: new Set(mapped.filter((m) => !m.attributeUuid).map((m) => m.competencyUuid)),
      mappedAttributeUuids: new Set(mapped.flatMap((m) => (m.attributeUuid ? [m.attributeUuid] : []))),
    },
  );
}
