/**
 * Career pathway reads (contract in packages/domain/src/schemas/career-pathways.ts): the version's
 * pathways, one pathway, the version's reference profiles offered as steps. The writes are in
 * `career-pathway-writes.ts` (the visitor pages do not load them: ADR 0055 addendum). Source: docs/features/profiles.md §7, §3; docs/features/public-api.md §1; docs/features/profiles.md §4.
 */
import type { CareerPathway, CareerPathwayList, ReferenceProfileList } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';
import { FOR_EDIT } from '../../../lib/fresh-for-edit';

/** `/frameworks/{fw}/versions/{v}` of the read API. */
export const versionPath = (framework: string, version: string) =>
  `/frameworks/${segment(framework)}/versions/${segment(version)}`;

/** GET the version's career pathways. @throws ApiError (404 unknown framework or version) */
export function fetchCareerPathways(
  framework: string,
  version: string,
  signal?: AbortSignal,
): Promise<CareerPathwayList> {
  return apiGet(`/api/v1${versionPath(framework, version)}/career-pathways`, signal);
}

/** GET one career pathway with its steps in order. @throws ApiError (404 unknown pathway) */
export function fetchCareerPathway(
  framework: string,
  version: string,
  id: number,
  signal?: AbortSignal,
): Promise<CareerPathway> {
  return apiGet(`/api/v1${versionPath(framework, version)}/career-pathways/${segment(id)}`, signal);
}

/** GET the version's reference profiles (Live and, for signed-in users, Draft). @throws ApiError */
export function fetchVersionProfiles(
  framework: string,
  version: string,
  signal?: AbortSignal,
): Promise<ReferenceProfileList> {
  return apiGet(`/api/v1${versionPath(framework, version)}/profiles`, signal);
}

/** Query key prefix of one version's pathways (list and single pathways). */
export const pathwaysKey = (framework: string, version: string) =>
  ['career-pathways', framework, version] as const;

/** Query options of the version's career pathways. */
export const careerPathwaysQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: [...pathwaysKey(framework, version), 'list'],
    queryFn: ({ signal }) => fetchCareerPathways(framework, version, signal),
  });

/** Query options of one career pathway (`id` null: never fetched, the hook disables it). */
export const careerPathwayQuery = (framework: string, version: string, id: number | null) =>
  queryOptions({
    queryKey: [...pathwaysKey(framework, version), 'one', id],
    queryFn: ({ signal }) => fetchCareerPathway(framework, version, id ?? 0, signal),
  });

/** Loads the version's career pathways (framework page tab). */
export function useCareerPathways(framework: string, version: string, enabled = true) {
  return useQuery({ ...careerPathwaysQuery(framework, version), enabled });
}

/**
 * Loads one career pathway; error is an ApiError (404 → not-found page). Disabled for a null id.
 * @param forEdit fetched again whenever a screen mounts it (the edit form is based on its revision)
 */
export function useCareerPathway(framework: string, version: string, id: number | null, forEdit = false) {
  return useQuery({
    ...careerPathwayQuery(framework, version, id),
    enabled: id !== null,
    ...(forEdit ? FOR_EDIT : {}),
  });
}

/** Loads the version's reference profiles (the pathway form offers the Live ones). */
export function useVersionProfiles(framework: string, version: string) {
  return useQuery({
    queryKey: ['career-pathways', framework, version, 'profiles'],
    queryFn: ({ signal }) => fetchVersionProfiles(framework, version, signal),
  });
}
