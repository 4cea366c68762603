/**
 * Reads the guest profile screens need: the framework version's content (domains, core domains of an
 * extension, expertise levels) and the Live reference profiles offered as comparison targets.
 * Source: docs/features/profiles.md §1; docs/features/browsing.md §9 (only Live profiles are comparison targets).
 */
import { useQuery } from '@tanstack/react-query';
import { frameworkVersionQuery, referenceProfilesQuery } from '../../../lib/queries';

/** Query of GET /api/v1/frameworks/{fw}/versions/{v} (the shared one of lib/queries.ts). */
export const guestFrameworkQuery = frameworkVersionQuery;

/** Loads one framework version's content; `error` is an ApiError (404 for unknown ones). */
export function useGuestFramework(framework: string, version: string) {
  return useQuery(guestFrameworkQuery(framework, version));
}

/** Loads the reference profiles of a version (GET .../profiles); anonymous callers get Live ones only. */
export function useGuestCompareTargets(framework: string, version: string) {
  return useQuery(referenceProfilesQuery(framework, version));
}
