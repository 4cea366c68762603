/**
 * The frameworks assigned to the signed-in user (docs/features/curation.md §3, §12): GET /api/v1/manage/frameworks.
 */
import type { ManagedFrameworkList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/manage/frameworks. @throws ApiError (401 anonymous, 403 without framework_manager) */
export function fetchManagedFrameworks(signal?: AbortSignal): Promise<ManagedFrameworkList> {
  return apiGet<ManagedFrameworkList>('/api/v1/manage/frameworks', signal);
}

/** Query options of the assigned frameworks; refetched on every visit (drafts come and go). */
export const managedFrameworksQuery = () =>
  queryOptions({
    queryKey: ['manage-frameworks'],
    queryFn: ({ signal }) => fetchManagedFrameworks(signal),
    staleTime: 0,
  });

/**
 * Loads the assigned frameworks.
 * @param enabled false for users without the framework_manager role: nothing is assigned to them, so
 *   the server is not asked
 */
export function useManagedFrameworks(enabled: boolean) {
  return useQuery({ ...managedFrameworksQuery(), enabled });
}
