/**
 * The managers' view of one framework (`GET /api/v1/manage/frameworks/{fw}`, contract in
 * packages/domain/src/schemas/curation.ts): its fetcher, query key and options, and the hook. Every curation
 * write refreshes it (api/curation-mutation.ts). Spec: curation-and-administration.md §2.6–2.10.
 */
import type { ManageFrameworkView } from '@hub/domain';
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
