/**
 * What a visitor can do with a framework version (docs/features/browsing.md §13): browse only, rate yourself (it has
 * expertise levels above 'Not applicable') or also compare with reference profiles (it has Live ones), and
 * the framework versions where the whole journey works (those with Live reference profiles, from
 * `GET /api/v1/profiles/frameworks`). Shared by the home page and the framework page.
 */
import type { ProfileFrameworkList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Same key as the profiles feature's query of this list, so the two share one request. */
export const journeyFrameworksQuery = () =>
  queryOptions({
    queryKey: ['profiles', 'frameworks'],
    queryFn: ({ signal }) => apiGet<ProfileFrameworkList>('/api/v1/profiles/frameworks', signal),
  });

/** Loads the framework versions with Live reference profiles (most profiles first). */
export function useJourneyFrameworks() {
  return useQuery(journeyFrameworksQuery());
}

/** What a framework version allows. */
export type JourneyCapability = 'browse' | 'rate' | 'compare';

/**
 * @param ratedLevels how many expertise levels rate above 0
 * @param liveProfiles how many Live reference profiles the version has
 */
export function journeyCapability(ratedLevels: number, liveProfiles: number): JourneyCapability {
  if (ratedLevels === 0) return 'browse';
  return liveProfiles > 0 ? 'compare' : 'rate';
}
