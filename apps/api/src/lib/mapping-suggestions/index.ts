/**
 * Mapping suggestions for content managers (ADR 0048): the pure ranking core shared by the route
 * (`training-curation/suggestion-service.ts`) and `npm run bench:mapping`.
 */
export type {
  CompetencyIndex,
  EvidenceIndex,
  EvidenceResource,
  ResourceText,
  SuggestionCompetency,
} from './indexes.js';
export { buildCompetencyIndex, buildEvidenceIndex } from './indexes.js';
export type { ResourceFields } from './inputs.js';
export { competenciesOfTree, resourceText } from './inputs.js';
export type { RankingWeights, Suggestion, SuggestOptions } from './rank.js';
export { DEFAULT_WEIGHTS, suggestMappings } from './rank.js';
