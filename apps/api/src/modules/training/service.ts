/**
 * Visitor reads of training resources (docs/features/training.md §1; docs/features/profiles.md §6; docs/features/training.md §1,
 * 'Competency details'): the framework and competency lists, one resource with its mappings, the hit
 * count, the training for the gap, and the counts behind the framework page's tabs. Archived resources are
 * never listed to visitors; a resource page of an archived resource is only readable by content managers.
 */
import {
  TRAINING_FOR_GAP_LIMIT,
  TRAINING_PAGE,
  type TrainingForCompetenciesRequest,
  type TrainingResourceListQuery,
} from '@hub/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import { competency, framework, frameworkVersion } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { findFrameworkByMachineName } from '../content/index.js';
import { type Lineage, loadLineage, type ResolvedAttribute, type ResolvedCompetency } from './lineage.js';
import type { ResourceFilter, TrainingMappingRow, TrainingResourceRow } from './repository.js';
import * as repo from './repository.js';

/** A list row: the resource and the competencies (of the list's framework) it is mapped to. */
export interface ResourceSummaryModel {
  resource: TrainingResourceRow;
  competencies: ResolvedCompetency[];
}

/** A page of a list: rows, the number of matching resources over every page, 1-based page and its size. */
export interface ResourceListModel {
  items: ResourceSummaryModel[];
  total: number;
  page: number;
  pageSize: number;
}

/** A resolved mapping of a resource: the competency, and the attribute when the mapping names one. */
export interface ResolvedMapping {
  mapping: TrainingMappingRow;
  competency: ResolvedCompetency;
  attribute: ResolvedAttribute | null;
}

/** Everything the resource page shows. */
export interface ResourceDetailModel {
  resource: TrainingResourceRow & { authorName: string | null };
  mappings: ResolvedMapping[];
  /** Frameworks with a live version (the content managers' 'Manage competency profile' links). */
  mappableFrameworks: FrameworkRow[];
}

/** The list filter of a visitor query ('All' or no type: every type). */
function queryFilter(query: Pick<TrainingResourceListQuery, 'search' | 'type'>): ResourceFilter {
  return { search: query.search, type: query.type && query.type !== 'All' ? query.type : undefined };
}

/**
 * A framework visitors can see (it has a live version).
 * @throws AppError NOT_FOUND for an unknown or draft-only framework
 */
export async function getVisibleFramework(db: Db, machineName: string): Promise<FrameworkRow> {
  const fw = await findFrameworkByMachineName(db, machineName);
  const [live] = fw
    ? await db
        .select({ id: frameworkVersion.id })
        .from(frameworkVersion)
        .where(and(eq(frameworkVersion.frameworkId, fw.id), eq(frameworkVersion.status, 'live')))
        .limit(1)
    : [];
  if (!fw || !live) throw notFound(`Framework "${machineName}" not found`);
  return fw;
}

/** Resolves each resource's mappings in one framework to competencies (once each, in framework order). */
export async function summarise(
  db: Db,
  resources: TrainingResourceRow[],
  frameworkId?: number,
): Promise<ResourceSummaryModel[]> {
  const mappings = await repo.findMappings(
    db,
    resources.map((r) => r.id),
    frameworkId,
  );
  const lineage = await loadLineage(db, mappings);
  return resources.map((resource) => ({
    resource,
    competencies: competenciesOf(
      lineage,
      mappings.filter((m) => m.resourceId === resource.id),
    ),
  }));
}

/** The distinct competencies of some mappings, ordered by framework, domain and competency position. */
function competenciesOf(lineage: Lineage, mappings: TrainingMappingRow[]): ResolvedCompetency[] {
  const byKey = new Map<string, ResolvedCompetency>();
  for (const m of mappings) {
    const key = `${m.frameworkId}:${m.competencyUuid}`;
    if (byKey.has(key)) continue;
    const resolved = lineage.competency(m.frameworkId, m.competencyUuid);
    if (resolved) byKey.set(key, resolved);
  }
  return [...byKey.values()].sort(compareCompetencies);
}

/** Framework title, then domain position, competency position and id. */
export function compareCompetencies(a: ResolvedCompetency, b: ResolvedCompetency): number {
  return (
    a.framework.title.localeCompare(b.framework.title) ||
    a.domain.position - b.domain.position ||
    a.position - b.position ||
    a.id - b.id
  );
}

/**
 * `GET /api/v1/frameworks/{fw}/training-resources`: resources mapped to the framework, 15 per page.
 * @throws AppError NOT_FOUND for an unknown or draft-only framework
 */
export async function listFrameworkResources(
  db: Db,
  machineName: string,
  query: TrainingResourceListQuery,
): Promise<ResourceListModel> {
  const fw = await getVisibleFramework(db, machineName);
  const pageSize = TRAINING_PAGE.framework.size;
  const { rows, total } = await repo.listResources(
    db,
    { ...queryFilter(query), frameworkId: fw.id },
    query.page,
    pageSize,
  );
  return { items: await summarise(db, rows, fw.id), total, page: query.page, pageSize };
}

/**
 * The framework (the given one or, for an extension, its core) whose live versions hold a competency uuid.
 * @throws AppError NOT_FOUND when no live version of either holds it
 */
export async function frameworkOfCompetency(db: Db, fw: FrameworkRow, uuid: string): Promise<number> {
  const candidates = [fw.id, ...(fw.coreFrameworkId ? [fw.coreFrameworkId] : [])];
  const rows = await db
    .select({ frameworkId: frameworkVersion.frameworkId })
    .from(competency)
    .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
    .where(
      and(
        eq(competency.uuid, uuid),
        eq(frameworkVersion.status, 'live'),
        inArray(frameworkVersion.frameworkId, candidates),
      ),
    );
  const found = candidates.find((id) => rows.some((r) => r.frameworkId === id));
  if (found === undefined) throw notFound(`Competency ${uuid} not found in ${fw.machineName}`);
  return found;
}

/**
 * `GET /api/v1/frameworks/{fw}/competencies/{uuid}/training-resources`: resources mapped to the competency
 * (as a whole or through any of its attributes), 10 per page. For an extension, a competency of its core
 * framework lists the core framework's mappings.
 * @throws AppError NOT_FOUND for an unknown framework or a competency no live version holds
 */
export async function listCompetencyResources(
  db: Db,
  machineName: string,
  uuid: string,
  query: TrainingResourceListQuery,
): Promise<ResourceListModel> {
  const fw = await getVisibleFramework(db, machineName);
  const frameworkId = await frameworkOfCompetency(db, fw, uuid);
  const pageSize = TRAINING_PAGE.competency.size;
  const { rows, total } = await repo.listResources(
    db,
    { ...queryFilter(query), competency: { frameworkId, uuid } },
    query.page,
    pageSize,
  );
  return { items: await summarise(db, rows, frameworkId), total, page: query.page, pageSize };
}

/**
 * One resource with its mappings resolved (every framework).
 * @param options.includeArchived an archived resource is found only when true (content managers)
 * @throws AppError NOT_FOUND for an unknown resource, or an archived one when not included
 */
export async function getResourceDetail(
  db: Db,
  by: { slug: string } | { id: number },
  options: { includeArchived: boolean },
): Promise<ResourceDetailModel> {
  const resource = await repo.findResource(db, by);
  if (!resource || (resource.archived && !options.includeArchived)) {
    throw notFound(`Training resource ${'slug' in by ? `"${by.slug}"` : by.id} not found`);
  }
  const [mappingRows, mappableFrameworks] = await Promise.all([
    repo.findMappings(db, [resource.id]),
    findLiveFrameworks(db),
  ]);
  const lineage = await loadLineage(db, mappingRows);
  const mappings: ResolvedMapping[] = [];
  for (const mapping of mappingRows) {
    const resolved = lineage.competency(mapping.frameworkId, mapping.competencyUuid);
    if (!resolved) continue;
    const attribute = mapping.attributeUuid ? lineage.attribute(resolved, mapping.attributeUuid) : null;
    if (mapping.attributeUuid && !attribute) continue;
    mappings.push({ mapping, competency: resolved, attribute });
  }
  return { resource, mappings, mappableFrameworks };
}

/** Frameworks with at least one live version, by title. */
async function findLiveFrameworks(db: Db): Promise<FrameworkRow[]> {
  const rows = await db
    .selectDistinct({ framework })
    .from(framework)
    .innerJoin(frameworkVersion, eq(frameworkVersion.frameworkId, framework.id))
    .where(eq(frameworkVersion.status, 'live'));
  return rows.map((r) => r.framework).sort((a, b) => a.title.localeCompare(b.title));
}

/**
 * `POST /api/v1/training-resources/{slug}/views`: one more view of a resource page.
 * @throws AppError NOT_FOUND for an unknown or archived resource
 */
export async function recordView(db: Db, slug: string): Promise<void> {
  if (!(await repo.incrementHitCount(db, slug))) throw notFound(`Training resource "${slug}" not found`);
}

/** True when a resource has not ended: its end (or only) date is today or later, or it has no dates. */
export function isCurrent(
  resource: Pick<TrainingResourceRow, 'startDate' | 'endDate'>,
  today: string,
): boolean {
  const last = resource.endDate ?? resource.startDate;
  return last === null || last >= today;
}

/**
 * `POST /api/v1/training-resources/for-competencies`: for each requested competency (once, in request
 * order), up to TRAINING_FOR_GAP_LIMIT resources mapped to it (as a whole or through an attribute), current
 * ones first, then newest update first; archived ones never; and how many there are in all.
 * @param today calendar date `YYYY-MM-DD` that decides what is current (default: today, UTC)
 * @throws AppError NOT_FOUND for an unknown framework
 */
export async function trainingForCompetencies(
  db: Db,
  request: TrainingForCompetenciesRequest,
  today = new Date().toISOString().slice(0, 10),
): Promise<{ competencyUuid: string; resources: TrainingResourceRow[]; total: number }[]> {
  const fw = await getVisibleFramework(db, request.framework);
  const uuids = [...new Set(request.competencyUuids.map((u) => u.toLowerCase()))];
  const frameworkIds = [fw.id, ...(fw.coreFrameworkId ? [fw.coreFrameworkId] : [])];
  const rows = (
    await Promise.all(frameworkIds.map((id) => repo.findResourcesForCompetencies(db, id, uuids)))
  ).flat();
  return uuids.map((uuid) => {
    const seen = new Set<number>();
    const resources = rows
      .filter((r) => r.competencyUuid === uuid && !seen.has(r.resource.id) && seen.add(r.resource.id))
      .map((r) => r.resource)
      .sort(
        (a, b) =>
          Number(isCurrent(b, today)) - Number(isCurrent(a, today)) ||
          b.updatedAt.getTime() - a.updatedAt.getTime() ||
          a.id - b.id,
      );
    return {
      competencyUuid: uuid,
      resources: resources.slice(0, TRAINING_FOR_GAP_LIMIT),
      total: resources.length,
    };
  });
}

/**
 * The counts behind the framework page's 'Training resources' and 'Learning pathways' tabs.
 * @returns zeros for an unknown framework (its page answers 404 anyway)
 */
export async function frameworkTrainingCounts(
  db: Db,
  machineName: string,
): Promise<{ trainingResourceCount: number; learningPathwayCount: number }> {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) return { trainingResourceCount: 0, learningPathwayCount: 0 };
  const counts = await repo.countFrameworkTraining(db, fw.id);
  return { trainingResourceCount: counts.resources, learningPathwayCount: counts.pathways };
}

/*
 * Resource lists other modules use (the hub API's shapes, the managers' list; ADR 0026: through this
 * service, never the repository). No visibility rule is applied here: the filter says what is listed.
 */

/**
 * One page of resources matching a filter, newest update first, then by id.
 * @param page 1-based
 * @returns the page's rows and the number of matching resources over every page
 */
export function listResources(
  db: Db,
  filter: ResourceFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: TrainingResourceRow[]; total: number }> {
  return repo.listResources(db, filter, page, pageSize);
}

/** Every resource matching a filter, newest update first, then by id (sitemaps, counts). */
export function listAllResources(db: Db, filter: ResourceFilter): Promise<TrainingResourceRow[]> {
  return repo.listAllResources(db, filter);
}

/** Number of resources matching a filter. */
export function countResources(db: Db, filter: ResourceFilter): Promise<number> {
  return repo.countResources(db, filter);
}

/**
 * The mappings of some resources (optionally only those in one framework).
 * @returns the mapping rows in id order; none for an empty id list
 */
export function findMappings(
  db: Db,
  resourceIds: readonly number[],
  frameworkId?: number,
): Promise<TrainingMappingRow[]> {
  return repo.findMappings(db, resourceIds, frameworkId);
}
