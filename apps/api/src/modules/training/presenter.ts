/**
 * Presents training resource models in the `/api/v1` shapes of packages/domain/src/schemas/training.ts
 * (docs/features/training.md §1). Rich text is already sanitised in the database; dates are calendar dates.
 */
import {
  type MappedCompetency,
  type ResourceFrameworkMapping,
  sourceDetailsOf,
  type TrainingResource,
  type TrainingResourceList,
  type TrainingResourceSummary,
  type TrainingResourceType,
} from '@hub/domain';
import type { ResolvedCompetency } from './lineage.js';
import type { TrainingResourceRow } from './repository.js';
import type { ResourceDetailModel, ResourceListModel, ResourceSummaryModel } from './service.js';

/** The file name of the shipped BioExcel knowledge base (data/training). */
export const SHIPPED_KNOWLEDGE_BASE = 'bioexcel-knowledge-base.json';
/** The file name of the shipped DIRECT learning resources (data/training; ADR 0046). */
export const SHIPPED_DIRECT_RESOURCES = 'direct-2.0.0-learning-resources.json';

/**
 * The provenance credit of an imported resource (data/training/README.md 'Licence and credit'). A
 * description that is only the dataset's own metadata (`sourceDetailsOf` of @hub/domain; ADR 0045) is not
 * a description by the course provider.
 * @returns plain text, or null for a resource made in the hub or imported from TeSS
 */
export function creditOf(resource: Pick<TrainingResourceRow, 'source' | 'description' | 'learningOutcomes'>) {
  const file = resource.source?.file;
  if (!file) return null;
  const description = resource.description.trim() !== '' && sourceDetailsOf(resource.description) === null;
  const providerText = description || resource.learningOutcomes.trim() !== '';
  const base =
    file === SHIPPED_KNOWLEDGE_BASE
      ? "From the BioExcel knowledge centre's training resource dataset (EMBL-EBI, Apache-2.0)"
      : file === SHIPPED_DIRECT_RESOURCES
        ? "A learning resource of the DIRECT framework (CC BY 4.0), mapped to its skills by the framework's authors"
        : `Imported from the training resource dataset ${file}`;
  return `${base}${providerText ? '; description by the course provider' : ''}.`;
}

/** A resolved competency as a list row or the resource page names it. */
export function presentMappedCompetency(c: ResolvedCompetency): MappedCompetency {
  return {
    framework: c.framework.machineName,
    frameworkTitle: c.framework.title,
    version: c.version.number,
    versionUuid: c.version.uuid,
    competencyId: c.id,
    competencyUuid: c.uuid,
    code: c.code,
    title: c.title,
    deprecated: c.deprecated,
  };
}

/** The fields every resource row shares (list rows, steps, training for the gap). */
export function presentResourceBase(r: TrainingResourceRow): Omit<TrainingResourceSummary, 'competencies'> {
  return {
    id: r.id,
    slug: r.slug,
    title: r.title,
    type: r.type as TrainingResourceType,
    startDate: r.startDate,
    endDate: r.endDate,
    location: r.location,
    url: r.url,
    archived: r.archived,
    updatedAt: r.updatedAt.toISOString(),
    ...(r.source?.mapped_by ? { mappedBy: r.source.mapped_by } : {}),
    ...(r.source?.language?.length ? { languages: r.source.language } : {}),
  };
}

export function presentResourceSummary(model: ResourceSummaryModel): TrainingResourceSummary {
  return {
    ...presentResourceBase(model.resource),
    competencies: model.competencies.map(presentMappedCompetency),
  };
}

export function presentResourceList(model: ResourceListModel): TrainingResourceList {
  return {
    items: model.items.map(presentResourceSummary),
    total: model.total,
    page: model.page,
    pageSize: model.pageSize,
  };
}

/**
 * The resource page's mappings: per framework (by title), domains → competencies → mapped attributes, each
 * ordered by position; a competency mapped as a whole carries its mapping row id.
 */
export function presentFrameworkMappings(model: ResourceDetailModel): ResourceFrameworkMapping[] {
  const frameworks = new Map<number, ResourceFrameworkMapping>();
  const sorted = [...model.mappings].sort(
    (a, b) =>
      a.competency.domain.position - b.competency.domain.position ||
      a.competency.position - b.competency.position ||
      (a.attribute?.position ?? 0) - (b.attribute?.position ?? 0),
  );
  for (const { mapping, competency: c, attribute } of sorted) {
    let fw = frameworks.get(c.framework.id);
    if (!fw) {
      fw = {
        framework: c.framework.machineName,
        frameworkTitle: c.framework.title,
        version: c.newestLive.number,
        domains: [],
      };
      frameworks.set(c.framework.id, fw);
    }
    let domain = fw.domains.find((d) => d.uuid === c.domain.uuid);
    if (!domain) {
      domain = { uuid: c.domain.uuid, title: c.domain.title, competencies: [] };
      fw.domains.push(domain);
    }
    let entry = domain.competencies.find((x) => x.competencyUuid === c.uuid);
    if (!entry) {
      entry = { ...presentMappedCompetency(c), mappingId: null, attributes: [] };
      domain.competencies.push(entry);
    }
    if (!attribute) entry.mappingId = mapping.id;
    else if (!entry.attributes.some((a) => a.attributeUuid === attribute.uuid)) {
      entry.attributes.push({
        mappingId: mapping.id,
        attributeId: attribute.id,
        attributeUuid: attribute.uuid,
        title: attribute.title,
        type: attribute.type,
        deprecated: attribute.deprecated,
      });
    }
  }
  return [...frameworks.values()].sort((a, b) => a.frameworkTitle.localeCompare(b.frameworkTitle));
}

/**
 * `GET /api/v1/training-resources/{slug}`: every field.
 * @param showAuthor the author's username is shown to content managers only
 */
export function presentResource(model: ResourceDetailModel, showAuthor: boolean): TrainingResource {
  const r = model.resource;
  return {
    ...presentResourceBase(r),
    revision: r.revision,
    description: r.description,
    learningOutcomes: r.learningOutcomes,
    targetAudience: r.targetAudience,
    organisers: r.organisers,
    trainers: r.trainers,
    keywords: r.keywords,
    hitCount: r.hitCount,
    author: showAuthor ? r.authorName : null,
    tess:
      r.tessId && r.tessContentProvider && (r.tessCategory === 'event' || r.tessCategory === 'material')
        ? { id: r.tessId, contentProvider: r.tessContentProvider, category: r.tessCategory }
        : null,
    credit: creditOf(r),
    createdAt: r.createdAt.toISOString(),
    mappings: presentFrameworkMappings(model),
    mappableFrameworks: model.mappableFrameworks.map((f) => ({ framework: f.machineName, title: f.title })),
  };
}
