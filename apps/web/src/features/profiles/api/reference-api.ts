/**
 * Reads of the reference profile screens (profile view, home grid, framework 'Career profiles' tab,
 * comparison): frameworks with Live profiles, a version's profiles and one profile with its mapping.
 * Source: docs/features/browsing.md §2, Profiles, Comparison; docs/features/public-api.md §1; the profile contract in
 * `packages/domain/src/schemas/profiles.ts`.
 */
import type { ProfileFrameworkList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { referenceProfileQuery, referenceProfilesQuery } from '../../../lib/queries';

/** Query of GET /api/v1/profiles/frameworks: framework versions with Live profiles, most first. */
export const profileFrameworksQuery = () =>
  queryOptions({
    queryKey: ['profiles', 'frameworks'],
    queryFn: ({ signal }) => apiGet<ProfileFrameworkList>('/api/v1/profiles/frameworks', signal),
  });

export { referenceProfileQuery, referenceProfilesQuery };

/** Loads the framework versions with Live profiles; `error` is an ApiError. */
export function useProfileFrameworks() {
  return useQuery(profileFrameworksQuery());
}

/** Loads a version's reference profiles; disabled while `framework` or `version` is empty. */
export function useReferenceProfiles(framework: string, version: string) {
  return useQuery({ ...referenceProfilesQuery(framework, version), enabled: !!framework && !!version });
}

/**
 * Loads one reference profile; disabled when `id` is null (e.g. the guest profile is compared instead).
 * `error` is an ApiError (404: unknown profile, or a Draft for an anonymous visitor).
 */
export function useReferenceProfile(framework: string, version: string, id: number | null) {
  return useQuery({ ...referenceProfileQuery(framework, version, id ?? 0), enabled: id !== null });
}
