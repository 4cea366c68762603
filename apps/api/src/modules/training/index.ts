/**
 * The training module's public face (ADR 0026): visitor read models and lists, the lineage of mappings,
 * the presenters other modules reuse, and the hub API's lookups. Its repository and routes stay inside.
 */
export { type Lineage, loadLineage, type ResolvedCompetency } from './lineage.js';
export { findFrameworkByLabel, findLiveCompetency, resolveResourceSlug } from './lookups.js';
export { presentResource, presentResourceBase, presentResourceSummary } from './presenter.js';
export type { ResourceFilter, TrainingMappingRow, TrainingResourceRow } from './repository.js';
export type { ResourceDetailModel, ResourceListModel, ResourceSummaryModel } from './service.js';
export {
  countResources,
  findMappings,
  frameworkTrainingCounts,
  getResourceDetail,
  isCurrent,
  listAllResources,
  listResources,
  summarise,
  trainingForCompetencies,
} from './service.js';
