/**
 * Training resource reads for visitors (contract: packages/domain/src/schemas/training.ts): the
 * framework's and a competency's lists (one resource and its view counter: resource-page.ts; the training
 * for a comparison's gaps: gap-training.ts; the content manager's archive toggle: archive.ts, each with its
 * only screen instead of in every training list's file, ADR 0055). Source: docs/features/browsing.md
 * Competency details, Training resource lists; docs/features/training.md §1; docs/features/profiles.md §6.
 */
import type { TrainingResourceList } from '@hub/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/** Filters of a list: 1-based page, search text ('' for none), type ('All' for every type). */
export interface TrainingListFilters {
  page: number;
  search: string;
  type: string;
}

/** `?page=&search=&type=` of a list request (empty search and 'All' left out). */
function listQuery({ page, search, type }: TrainingListFilters): string {
  const params = new URLSearchParams({ page: String(page) });
  if (search.trim()) params.set('search', search.trim());
  if (type && type !== 'All') params.set('type', type);
  return params.toString();
}

/**
 * The filters of the framework page's training tab from its address (`?page=&search=&type=`): page 1, no
 * search and 'All' when absent or invalid. Shared by the tab and its route's loader (ADR 0068).
 */
export function trainingFiltersFrom(params: URLSearchParams): TrainingListFilters {
  const page = Number(params.get('page') ?? '1');
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    search: params.get('search') ?? '',
    type: params.get('type') ?? 'All',
  };
}

/** Query options of one page of a framework's training resources (15 per page). */
export const frameworkTrainingQuery = (framework: string, filters: TrainingListFilters) =>
  queryOptions({
    queryKey: ['training', 'framework', framework, filters],
    queryFn: ({ signal }) =>
      apiGet<TrainingResourceList>(
        `/api/v1/frameworks/${segment(framework)}/training-resources?${listQuery(filters)}`,
        signal,
      ),
  });

/** Loads one page of a framework's training resources (15 per page); the previous page stays while the next loads. */
export function useFrameworkTrainingResources(
  framework: string,
  filters: TrainingListFilters,
  enabled = true,
) {
  return useQuery({
    ...frameworkTrainingQuery(framework, filters),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Loads one page of a competency's training resources (10 per page), matched by its lineage uuid. */
export function useCompetencyTrainingResources(
  framework: string,
  competencyUuid: string,
  filters: TrainingListFilters,
) {
  return useQuery({
    queryKey: ['training', 'competency', framework, competencyUuid, filters],
    queryFn: ({ signal }) =>
      apiGet<TrainingResourceList>(
        `/api/v1/frameworks/${segment(framework)}/competencies/${segment(competencyUuid)}/training-resources?${listQuery(filters)}`,
        signal,
      ),
    placeholderData: keepPreviousData,
  });
}
