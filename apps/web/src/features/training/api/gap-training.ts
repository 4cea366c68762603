/**
 * The training for a comparison's gaps (contract: packages/domain/src/schemas/training.ts): the hub's top
 * resources per competency and a TeSS search. Apart from `training.ts` so that the training lists' file
 * (the framework page's tab, the competency page) does not carry them (ADR 0055). Source:
 * docs/features/profiles.md §6.
 */
import type { TessSearch, TrainingForCompetencies } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** Loads the top training resources for each competency uuid (comparison summary); disabled without uuids. */
export function useTrainingForCompetencies(framework: string, competencyUuids: string[]) {
  return useQuery({
    queryKey: ['training', 'for-competencies', framework, competencyUuids],
    queryFn: () =>
      apiSend<TrainingForCompetencies>('POST', '/api/v1/training-resources/for-competencies', {
        framework,
        competencyUuids,
      }),
    enabled: competencyUuids.length > 0,
  });
}

/**
 * Searches TeSS, through the hub, for the competencies that need improvement (docs/features/profiles.md §6): the server
 * searches only those with fewer than three current mapped resources. Kept for the page's life (the
 * server keeps results a day); disabled without competencies.
 * @param gaps lineage uuid and the rating the role expects, per competency
 */
export function useTessSearch(
  framework: string,
  version: string,
  gaps: { uuid: string; expectedRating: number }[],
) {
  return useQuery({
    queryKey: ['training', 'tess-search', framework, version, gaps],
    queryFn: () =>
      apiSend<TessSearch>('POST', '/api/v1/training-resources/tess-search', {
        framework,
        version,
        competencies: gaps,
      }),
    enabled: gaps.length > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
