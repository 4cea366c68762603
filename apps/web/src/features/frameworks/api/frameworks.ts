/**
 * Framework reads: the live framework list (home cards, selector, breadcrumbs) and one version's
 * content (framework page). Source: docs/features/browsing.md §2, Framework page.
 */
import type { FrameworkList, UnpublishedFrameworkList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { frameworkVersionQuery } from '../../../lib/queries';

export { fetchFrameworkVersion, frameworkVersionQuery } from '../../../lib/queries';

/** GET /api/v1/frameworks: live frameworks. @throws ApiError */
export function fetchFrameworks(signal?: AbortSignal): Promise<FrameworkList> {
  return apiGet<FrameworkList>('/api/v1/frameworks', signal);
}

/** Query options of the live framework list. */
export const frameworksQuery = () =>
  queryOptions({
    queryKey: ['frameworks'],
    queryFn: ({ signal }) => fetchFrameworks(signal),
  });

/** Loads the live framework list; the query result exposes data, error (ApiError) and refetch. */
export function useFrameworks() {
  return useQuery(frameworksQuery());
}

/** Loads one framework version's content; error is an ApiError (404 → not-found page). */
export function useFrameworkVersion(framework: string, version: string) {
  return useQuery(frameworkVersionQuery(framework, version));
}

/** Query options of the framework versions known but not released (home cards; ADR 0045). */
export const unpublishedFrameworksQuery = () =>
  queryOptions({
    queryKey: ['frameworks', 'unpublished'],
    queryFn: ({ signal }) => apiGet<UnpublishedFrameworkList>('/api/v1/unpublished-frameworks', signal),
  });

/** Loads the framework versions known but not released; error is an ApiError. */
export function useUnpublishedFrameworks() {
  return useQuery(unpublishedFrameworksQuery());
}
