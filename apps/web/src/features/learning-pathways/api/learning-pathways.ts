/**
 * Learning pathway reads (contract: packages/domain/src/schemas/training.ts): a framework's pathways and
 * one pathway with its steps. Source: docs/features/browsing.md Pathways; docs/features/training.md §6.
 */
import type { LearningPathwayList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';
import { learningPathwayQuery } from '../../../lib/queries';

/** Query options of a framework's learning pathways (published ones; all for content managers). */
export const learningPathwaysQuery = (framework: string) =>
  queryOptions({
    queryKey: ['learning-pathways', 'list', framework],
    queryFn: ({ signal }) =>
      apiGet<LearningPathwayList>(`/api/v1/frameworks/${segment(framework)}/learning-pathways`, signal),
  });

/** Loads a framework's learning pathways (published ones; all for content managers). */
export function useLearningPathways(framework: string, enabled = true) {
  return useQuery({ ...learningPathwaysQuery(framework), enabled });
}

/** Loads one learning pathway. @throws ApiError 404 for an unknown (or, for visitors, unpublished) pathway */
export function useLearningPathway(id: number) {
  return useQuery(learningPathwayQuery(id));
}
