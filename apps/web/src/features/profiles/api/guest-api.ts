/**
 * Reads the guest profile screens need: the framework version's content (domains, core domains of an
 * extension, expertise levels) and the Live reference profiles offered as comparison targets.
 * Spec: visitor-features.md §2 Profiles, §4 (only Live profiles are comparison targets).
 */
import type { FrameworkVersionContent, ReferenceProfileList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';

/** Query of GET /api/v1/frameworks/{fw}/versions/{v} (same key as the framework page, so it is shared). */
export const guestFrameworkQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version],
    queryFn: ({ signal }) =>
      apiGet<FrameworkVersionContent>(
        `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}`,
        signal,
      ),
  });

/** Loads one framework version's content; `error` is an ApiError (404 for unknown ones). */
export function useGuestFramework(framework: string, version: string) {
  return useQuery(guestFrameworkQuery(framework, version));
}

/** Loads the reference profiles of a version (GET .../profiles); anonymous callers get Live ones only. */
export function useGuestCompareTargets(framework: string, version: string) {
  return useQuery({
    queryKey: ['frameworks', framework, 'versions', version, 'profiles'],
    queryFn: ({ signal }) =>
      apiGet<ReferenceProfileList>(
        `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/profiles`,
        signal,
      ),
  });
}
