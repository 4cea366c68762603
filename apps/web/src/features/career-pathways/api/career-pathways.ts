/**
 * Career pathway calls (contract in packages/domain/src/schemas/career-pathways.ts): the version's
 * pathways, one pathway, the version's reference profiles offered as steps, and the create, update and
 * delete writes. Every write refreshes the version's pathway queries. Source: docs/features/profiles.md §7, §3; docs/features/public-api.md §1; docs/features/profiles.md §4.
 */
import type {
  CareerPathway,
  CareerPathwayList,
  CareerPathwayRequest,
  ReferenceProfileList,
} from '@hub/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { FOR_EDIT } from '../../../lib/fresh-for-edit';
import { compareFields, type Saved, sendBasedOn, showValue } from '../../../lib/stale-write';

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

/** Base path of the pathway writes. */
const manageBase = (framework: string, version: string) =>
  `/api/v1/manage${versionPath(framework, version)}/career-pathways`;

/** What a save sends: the pathway, the ETag it was based on, and the chosen profiles' titles for the dialog. */
export interface CareerPathwaySave {
  body: CareerPathwayRequest;
  ifMatch?: string | undefined;
  /** Titles of the chosen profiles, in order (the conflict dialog shows them). */
  stepTitles: string[];
}

/** The compared fields of a stale save: the form's values and the pathway as saved now. */
function pathwayConflict({ body, stepTitles }: CareerPathwaySave, current: unknown) {
  const saved = (current ?? {}) as { steps?: { profile: { title: string } }[] };
  return compareFields(
    { title: 'Title', description: 'Description', steps: 'Profiles, in order' },
    { title: body.title, description: body.description, steps: stepTitles },
    current,
    { steps: (saved.steps ?? []).map((step) => step.profile.title) },
  );
}

/**
 * Create (`id` null) or update a career pathway based on `ifMatch` (ADR 0021: a stale update asks in the
 * conflict dialog); refreshes the version's pathways on success.
 * @returns a mutation whose result is the saved pathway, or THEIRS_KEPT (lib/stale-write) when the manager
 *   took theirs; errors are ApiErrors with field `issues`
 */
export function useSaveCareerPathway(framework: string, version: string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: CareerPathwaySave): Promise<Saved<CareerPathway>> =>
      id === null
        ? apiSend<CareerPathway>('POST', manageBase(framework, version), save.body)
        : sendBasedOn(
            (basedOn) =>
              apiSend<CareerPathway>('PUT', `${manageBase(framework, version)}/${segment(id)}`, save.body, {
                ifMatch: basedOn,
              }),
            save.ifMatch,
            (current) => pathwayConflict(save, current),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}

/**
 * Deletes a career pathway based on `ifMatch`, the revision the manager saw (ADR 0021): a pathway changed
 * since asks in the conflict dialog ('Keep mine' deletes it anyway, 'Take theirs' keeps it and the result
 * is THEIRS_KEPT). Refreshes the version's pathways. Errors are ApiErrors.
 */
export function useDeleteCareerPathway(framework: string, version: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch, title }: { id: number; ifMatch?: string | undefined; title: string }) =>
      sendBasedOn(
        (basedOn) =>
          apiSend<undefined>('DELETE', `${manageBase(framework, version)}/${segment(id)}`, undefined, {
            ifMatch: basedOn,
          }),
        ifMatch,
        (current) => [
          {
            label: 'Title',
            mine: `Delete “${title}”`,
            theirs: showValue((current as Partial<CareerPathway> | null)?.title),
          },
        ],
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}
