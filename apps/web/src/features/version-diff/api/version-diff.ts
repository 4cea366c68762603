/**
 * The visitors' version diff read (docs/features/browsing.md §9): `GET /api/v1/frameworks/{fw}/diff?from=&to=`.
 */
import type { VersionDiff } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/** Query options of what changed from version `from` to version `to` (404 for an unknown version). */
export const versionDiffQuery = (framework: string, from: string, to: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'diff', from, to],
    queryFn: ({ signal }) =>
      apiGet<VersionDiff>(
        `/api/v1/frameworks/${segment(framework)}/diff?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
        signal,
      ),
  });

/** Loads what changed from version `from` to version `to`; error is an ApiError (404 unknown version). */
export function useVersionDiff(framework: string, from: string, to: string) {
  return useQuery(versionDiffQuery(framework, from, to));
}
