/**
 * Framework reads: the live framework list (home cards, selector, breadcrumbs) and one version's
 * content (framework page). Spec: visitor-features.md §2 Home, Framework page.
 */
import type { FrameworkList, FrameworkVersionContent } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/** GET /api/v1/frameworks: live frameworks. @throws ApiError */
export function fetchFrameworks(signal?: AbortSignal): Promise<FrameworkList> {
  return apiGet<FrameworkList>('/api/v1/frameworks', signal);
}

/** GET /api/v1/frameworks/{framework}/versions/{version}. @throws ApiError (404 for unknown ones) */
export function fetchFrameworkVersion(
  framework: string,
  version: string,
  signal?: AbortSignal,
): Promise<FrameworkVersionContent> {
  return apiGet<FrameworkVersionContent>(
    `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}`,
    signal,
  );
}

/** Query options of the live framework list. */
export const frameworksQuery = () =>
  queryOptions({
    queryKey: ['frameworks'],
    queryFn: ({ signal }) => fetchFrameworks(signal),
  });

/** Query options of one framework version's content. */
export const frameworkVersionQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version],
    queryFn: ({ signal }) => fetchFrameworkVersion(framework, version, signal),
  });

/** Loads the live framework list; the query result exposes data, error (ApiError) and refetch. */
export function useFrameworks() {
  return useQuery(frameworksQuery());
}

/** Loads one framework version's content; error is an ApiError (404 → not-found page). */
export function useFrameworkVersion(framework: string, version: string) {
  return useQuery(frameworkVersionQuery(framework, version));
}
