/**
 * Career pathway calls (contract in packages/domain/src/schemas/career-pathways.ts): the version's
 * pathways, one pathway, the version's reference profiles offered as steps, and the create, update and
 * delete writes. Every write refreshes the version's pathway queries. Spec: visitor-features.md §2
 * Pathways, §5, §7; issue #7 §3.
 */
import type {
  CareerPathway,
  CareerPathwayList,
  CareerPathwayRequest,
  ReferenceProfileList,
} from '@hub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';

/** `/frameworks/{fw}/versions/{v}` of the read API. */
const versionPath = (framework: string, version: string) =>
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
const pathwaysKey = (framework: string, version: string) => ['career-pathways', framework, version] as const;

/** Query options of the version's career pathways. */
export const careerPathwaysQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: [...pathwaysKey(framework, version), 'list'],
    queryFn: ({ signal }) => fetchCareerPathways(framework, version, signal),
  });

/** Loads the version's career pathways (framework page tab). */
export function useCareerPathways(framework: string, version: string, enabled = true) {
  return useQuery({ ...careerPathwaysQuery(framework, version), enabled });
}

/** Loads one career pathway; error is an ApiError (404 → not-found page). Disabled for a null id. */
export function useCareerPathway(framework: string, version: string, id: number | null) {
  return useQuery({
    queryKey: [...pathwaysKey(framework, version), 'one', id],
    queryFn: ({ signal }) => fetchCareerPathway(framework, version, id ?? 0, signal),
    enabled: id !== null,
  });
}

/** Loads the version's reference profiles (the pathway form offers the Live ones). */
export function useVersionProfiles(framework: string, version: string) {
  return useQuery({
    queryKey: ['career-pathways', framework, version, 'profiles'],
    queryFn: ({ signal }) => fetchVersionProfiles(framework, version, signal),
  });
}

/** Base path of the pathway writes. */
const manageBase = (framework: string, version: string) =>
  `/api/v1/manage${versionPath(framework, version)}/career-pathways`;

/**
 * Create (`id` null) or update a career pathway; refreshes the version's pathways on success.
 * @returns a mutation whose result is the saved pathway; errors are ApiErrors with field `issues`
 */
export function useSaveCareerPathway(framework: string, version: string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CareerPathwayRequest) =>
      id === null
        ? apiSend<CareerPathway>('POST', manageBase(framework, version), body)
        : apiSend<CareerPathway>('PUT', `${manageBase(framework, version)}/${segment(id)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}

/** Deletes a career pathway; refreshes the version's pathways on success. Errors are ApiErrors. */
export function useDeleteCareerPathway(framework: string, version: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend<undefined>('DELETE', `${manageBase(framework, version)}/${segment(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}
