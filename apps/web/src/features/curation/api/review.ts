/**
 * 'Review changes' before a release (docs/features/browsing.md §9): `GET /api/v1/manage/frameworks/{fw}/draft/diff`, the
 * draft against the newest live version. Always refetched (the draft changes).
 */
import type { VersionDiff } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/** Loads the draft's diff while `enabled`; error is an ApiError. */
export function useDraftDiff(framework: string, enabled: boolean) {
  return useQuery({
    queryKey: ['manage', 'frameworks', framework, 'draft-diff'],
    queryFn: ({ signal }) =>
      apiGet<VersionDiff>(`/api/v1/manage/frameworks/${segment(framework)}/draft/diff`, signal),
    enabled,
    staleTime: 0,
  });
}
