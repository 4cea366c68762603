/**
 * Reference profile calls of the framework managers' screens (contract: packages/domain/src/schemas/
 * profiles.ts): one profile's read, create, edit (content and status), mapping, clone and the image
 * upload. Every write refreshes the cached profile queries (any query whose key holds 'profiles'), so
 * the home grid, the framework's profiles tab and the profile view show the change. Failures carry the
 * server's message and field issues (ApiError). Source: docs/features/profiles.md §1; docs/features/profiles.md §4.
 */
import {
  type CloneProfilesResult,
  type MappingSelection,
  type MappingState,
  type MediaUpload,
  mappingFromEntries,
  mappingItems,
  type ProfileMappingRequest,
  type ProfileRequest,
  type ReferenceProfile,
  rowEtag,
} from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, apiUpload, segment } from '../../../lib/api-client';
import { FOR_EDIT } from '../../../lib/fresh-for-edit';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { referenceProfileQuery } from '../../../lib/queries';
import { sendMerged } from '../../../lib/stale-merge';
import { showValue, theirsKept } from '../../../lib/stale-write';
import { profileRequestOf } from '../logic';

/** Managers' base path of one version's profiles. */
function manageBase(framework: string, version: string): string {
  return `/api/v1/manage/frameworks/${segment(framework)}/versions/${segment(version)}/profiles`;
}

/**
 * Loads one reference profile (not while `id` is null); the error is an ApiError (404 → not-found page).
 * @param forEdit fetched again whenever a screen mounts it (the edit form)
 */
export function useReferenceProfile(framework: string, version: string, id: number | null, forEdit = false) {
  return useQuery({
    ...referenceProfileQuery(framework, version, id ?? 0),
    enabled: id !== null,
    // The edit form is based on the profile's revision: fetched again whenever it opens.
    ...(forEdit ? FOR_EDIT : {}),
  });
}

/**
 * Reads a profile's revision now, outside the query cache, so the open edit form stays as it is (the
 * 'changed since you opened it' notice, ADR 0070). @returns the revision @throws ApiError
 */
export async function readProfileRevision(framework: string, version: string, id: number): Promise<number> {
  const path = `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/profiles/${segment(String(id))}`;
  return (await apiGet<ReferenceProfile>(path)).revision;
}

/** A mutation's success handler that refreshes every cached profile query and stores the new profile. */
function useRefreshProfiles() {
  const client = useQueryClient();
  return async (profile?: ReferenceProfile) => {
    if (profile) {
      client.setQueryData(
        referenceProfileQuery(profile.framework, profile.version, profile.id).queryKey,
        profile,
      );
    }
    await client.invalidateQueries({ predicate: (query) => query.queryKey.includes('profiles') });
  };
}

/** POST `.../profiles`: creates a reference profile (Draft unless a status is given). @throws ApiError */
export function useCreateProfile(framework: string, version: string) {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: (body: ProfileRequest) =>
      apiSend<ReferenceProfile>('POST', manageBase(framework, version), body),
    onSuccess: (profile) => refresh(profile),
  });
}

/** The labels of a profile's fields in the conflict dialog, in the form's order. */
const LABELS: Record<string, string> = {
  title: 'Name',
  jobTitle: 'Job title',
  age: 'Age',
  gender: 'Gender',
  seniorityLevel: 'Seniority',
  qualificationBackground: 'Qualification background',
  currentRole: 'Current role',
  additionalInformation: 'Additional information',
  imageId: 'Image',
  publishingStatus: 'Status',
};

/**
 * PUT `.../profiles/{id}`: content, image and publishing status, based on `ifMatch` (ADR 0021): a stale
 * one merges field by field (ADR 0057): the dialog lists each field either side changed, yours and
 * theirs; 'Keep mine' saves my changed fields over their profile (a choice only where both changed one).
 * @param base the request the form was loaded with (without it, every field of mine counts as changed)
 * @returns the saved profile, or THEIRS_KEPT (lib/stale-write) when the manager took theirs
 * @throws ApiError
 */
export function useUpdateProfile(framework: string, version: string, id: number) {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: ({
      body,
      base,
      ifMatch,
    }: {
      body: ProfileRequest;
      base?: ProfileRequest;
      ifMatch?: string | undefined;
    }) =>
      sendMerged<unknown, ReferenceProfile>({
        send: (value, basedOn) =>
          apiSend<ReferenceProfile>('PUT', `${manageBase(framework, version)}/${segment(id)}`, value, {
            ifMatch: basedOn,
          }),
        base: base ?? {},
        mine: body,
        ifMatch,
        theirs: async () => {
          const now = await apiGet<ReferenceProfile>(
            `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/profiles/${segment(id)}`,
          );
          return { value: profileRequestOf(now), etag: rowEtag(now.revision) };
        },
        label: (key) => LABELS[key] ?? key,
        show: (value) => showValue(value),
      }),
    onSuccess: (profile) => refresh(theirsKept(profile) ? undefined : profile),
  });
}

/** Success message of a saved mapping (docs/features/curation.md §14 wording for saved items). */
export const MAPPING_SAVED_MESSAGE = 'Items updated';

/** Names of a mapping's items in the merge dialog: a competency's title, a level's, attributes in all. */
export interface MappingNames {
  competency: (id: number) => string;
  level: (id: number) => string;
  attributeCount: (competencyId: number) => number;
}

/** A mapping as merge items: competency id → level and ticked attributes (sorted, so order is no change). */
function keyedMapping(state: MappingState): Record<string, MappingSelection> {
  return Object.fromEntries(
    Object.entries(state).map(([key, s]) => [
      key,
      { expertiseLevelId: s.expertiseLevelId, attributeIds: [...s.attributeIds].sort((a, b) => a - b) },
    ]),
  );
}

/**
 * PUT `.../profiles/{id}/mapping`: replaces the whole mapping (docs/features/original-hub.md: saving works), based on
 * `ifMatch`, the profile's revision the page was opened on (ADR 0021). A profile changed since asks in the
 * merge dialog (ADR 0057): each competency either changed, yours and theirs; 'Keep mine' saves their
 * mapping with my changed competencies over it (a choice only where both changed one), 'Take theirs'
 * keeps theirs (result THEIRS_KEPT) and the page reloads the profile. The outcome shows as a snackbar.
 * @param base the mapping the page was loaded with; @param mine the mapping saved
 * @throws ApiError
 */
export function useSaveMapping(framework: string, version: string, id: number) {
  const refresh = useRefreshProfiles();
  const path = `${manageBase(framework, version)}/${segment(id)}/mapping`;
  return useMutation({
    mutationFn: ({
      base,
      mine,
      ifMatch,
      names,
    }: {
      base: MappingState;
      mine: MappingState;
      ifMatch?: string | undefined;
      names: MappingNames;
    }) =>
      sendMerged<MappingSelection, ReferenceProfile>({
        send: (value, basedOn) =>
          apiSend<ReferenceProfile>(
            'PUT',
            path,
            { mapping: mappingItems(value) } satisfies ProfileMappingRequest,
            {
              ifMatch: basedOn,
            },
          ),
        base: keyedMapping(base),
        mine: keyedMapping(mine),
        ifMatch,
        // The 409 carries the profile's row; its mapping as saved now is read here, with its revision.
        theirs: async () => {
          const saved = await apiGet<ReferenceProfile>(
            `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}/profiles/${segment(id)}`,
          );
          return { value: keyedMapping(mappingFromEntries(saved.mapping)), etag: rowEtag(saved.revision) };
        },
        label: (key) => names.competency(Number(key)),
        show: (value, key) =>
          value
            ? `${names.level(value.expertiseLevelId)}; ${value.attributeIds.length} of ${names.attributeCount(Number(key))} attributes`
            : 'Not mapped',
      }),
    // Here, not in mutate()'s callbacks: the page remounts on the new revision (ReferenceProfileMapScreen),
    // and a component's own callbacks are skipped once it has unmounted.
    onSuccess: (profile) => {
      notifySuccess(theirsKept(profile) ? 'Their change was kept' : MAPPING_SAVED_MESSAGE);
      return refresh(theirsKept(profile) ? undefined : profile);
    },
    onError: (error) => notifyFailure(error),
  });
}

/** POST `.../profiles/clone`: copies the previous live version's profiles into this one. @throws ApiError */
export function useCloneProfiles(framework: string, version: string) {
  const refresh = useRefreshProfiles();
  return useMutation({
    mutationFn: () => apiSend<CloneProfilesResult>('POST', `${manageBase(framework, version)}/clone`),
    onSuccess: () => refresh(),
  });
}

/** POST `/api/v1/manage/media`: uploads a JPG or PNG image (≤ 2 MB) and returns its id and URL. @throws ApiError */
export function uploadImage(file: File): Promise<MediaUpload> {
  return apiUpload<MediaUpload>('/api/v1/manage/media', file);
}
