/**
 * Competency details read. Source: docs/features/browsing.md §4.
 */
import type { CompetencyDetail } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/**
 * GET /api/v1/frameworks/{framework}/versions/{version}/competencies/{id}.
 * @throws ApiError (404 for an unknown framework, version or competency)
 */
export function fetchCompetency(
  framework: string,
  version: string,
  competencyId: string,
  signal?: AbortSignal,
): Promise<CompetencyDetail> {
  return apiGet<CompetencyDetail>(
    `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/competencies/${segment(competencyId)}`,
    signal,
  );
}

/** Query options of one competency's details. */
export const competencyQuery = (framework: string, version: string, competencyId: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version, 'competencies', competencyId],
    queryFn: ({ signal }) => fetchCompetency(framework, version, competencyId, signal),
  });

/** Loads one competency's details; error is an ApiError (404 → not-found page). */
export function useCompetency(framework: string, version: string, competencyId: string) {
  return useQuery(competencyQuery(framework, version, competencyId));
}
