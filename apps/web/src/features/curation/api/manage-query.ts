/**
 * The managers' view of one framework (`GET /api/v1/manage/frameworks/{fw}`, contract in
 * packages/domain/src/schemas/curation.ts) and of one of its competencies (`.../competencies/{id}`,
 * manage-competency.ts): fetchers, query keys and options, and hooks. Every curation write refreshes both
 * (api/curation-mutation.ts; the competency's key starts with the framework's). Source:
 * docs/features/curation.md §4, §8.
 */
import type { ManageCompetencyView, ManageFrameworkView } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';
import { manageFrameworkKey } from './manage-key';

/** Base path of one framework's curation routes. */
export function manageBase(framework: string): string {
  return `/api/v1/manage/frameworks/${segment(framework)}`;
}

/** GET /manage/frameworks/{fw}: draft (editable) or newest live version. @throws ApiError (404 unknown) */
export function fetchManageFramework(framework: string, signal?: AbortSignal): Promise<ManageFrameworkView> {
  return apiGet<ManageFrameworkView>(manageBase(framework), signal);
}

export { manageFrameworkKey };

/** Query options of the manage view; always refetched on mount (drafts change). */
export const manageFrameworkQuery = (framework: string) =>
  queryOptions({
    queryKey: manageFrameworkKey(framework),
    queryFn: ({ signal }) => fetchManageFramework(framework, signal),
    staleTime: 0,
  });

/** Loads the manage view of `framework`; error is an ApiError (404 → not-found page). */
export function useManageFramework(framework: string) {
  return useQuery(manageFrameworkQuery(framework));
}

/** Query key of one competency's view: below the framework's, so that its writes refresh it too. */
export const manageCompetencyKey = (framework: string, competencyId: number) =>
  [...manageFrameworkKey(framework), 'competencies', competencyId] as const;

/**
 * GET /manage/frameworks/{fw}/competencies/{id}: one competency of the managed version with its attributes
 * (docs/features/curation.md §5: the manage attributes screen loads it, not the whole framework).
 * @throws ApiError (404 unknown framework or competency)
 */
export function fetchManageCompetency(
  framework: string,
  competencyId: number,
  signal?: AbortSignal,
): Promise<ManageCompetencyView> {
  return apiGet<ManageCompetencyView>(
    `${manageBase(framework)}/competencies/${segment(competencyId)}`,
    signal,
  );
}

/** Query options of one competency's view; always refetched on mount (drafts change). */
export const manageCompetencyQuery = (framework: string, competencyId: number) =>
  queryOptions({
    queryKey: manageCompetencyKey(framework, competencyId),
    queryFn: ({ signal }) => fetchManageCompetency(framework, competencyId, signal),
    staleTime: 0,
  });

/**
 * Loads one competency's view; disabled while `competencyId` is null (a malformed route id).
 * @returns the query; error is an ApiError (404 → not-found page)
 */
export function useManageCompetency(framework: string, competencyId: number | null) {
  return useQuery({ ...manageCompetencyQuery(framework, competencyId ?? 0), enabled: competencyId !== null });
}
