/**
 * Calls of a training resource's mapping in one framework (contract: packages/domain/src/schemas/training.ts),
 * shared by the mapping page and the mapping modal of the resource page: the mapping state in the
 * framework's newest live version, that version's content, the suggestions for that version (ADR 0048),
 * and the replacement of the mapping. Saving refreshes every training query. docs/features/training.md §4.
 */
import {
  type FrameworkVersionContent,
  type MappingSuggestion,
  type ResourceMappingRequest,
  type ResourceMappingState,
  rowEtag,
} from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from './api-client';
import { sendMerged } from './stale-merge';
import type { Saved } from './stale-write';

const mappingPath = (id: number, framework: string) =>
  `/api/v1/manage/training-resources/${segment(id)}/mappings/${segment(framework)}`;

/** Loads a resource's mapping in a framework's newest live version (row ids of that version). */
export function useMappingState(id: number, framework: string) {
  return useQuery({
    queryKey: ['training', 'mapping', id, framework],
    queryFn: ({ signal }) => apiGet<ResourceMappingState>(mappingPath(id, framework), signal),
  });
}

/**
 * The revision of a resource's mapping now (the resource's revision, ADR 0021), read past the query cache:
 * the mapping page's 'changed since you opened it' notice (ADR 0070).
 * @throws ApiError as any read
 */
export async function readMappingRevision(id: number, framework: string): Promise<number> {
  return (await apiGet<ResourceMappingState>(mappingPath(id, framework))).revision;
}

/** Loads a framework version's content (the mapping tree); waits until the version is known. */
export function useMappingVersionContent(framework: string, version: string | undefined) {
  return useQuery({
    queryKey: ['training', 'version-content', framework, version],
    queryFn: ({ signal }) =>
      apiGet<FrameworkVersionContent>(
        `/api/v1/frameworks/${segment(framework)}/versions/${segment(version ?? '')}`,
        signal,
      ),
    enabled: version !== undefined,
  });
}

/** How many suggestions the mapping screens ask for. */
export const SUGGESTION_COUNT = 8;

/**
 * Loads the suggested mappings of a resource in one version (best first; ADR 0048); waits until the
 * version is known.
 */
export function useMappingSuggestions(id: number, framework: string, version: string | undefined) {
  return useQuery({
    queryKey: ['training', 'suggestions', id, framework, version],
    queryFn: ({ signal }) =>
      apiGet<MappingSuggestion[]>(
        `${mappingPath(id, framework)}/suggestions?version=${encodeURIComponent(version ?? '')}&limit=${SUGGESTION_COUNT}`,
        signal,
      ),
    enabled: version !== undefined,
  });
}

/** A mapping as merge items (ADR 0057): `c<id>` per competency mapped as a whole, `a<id>` per attribute. */
export function keyedResourceMapping(
  value: Pick<ResourceMappingRequest, 'competencyIds' | 'attributeIds'>,
): Record<string, true> {
  return Object.fromEntries([
    ...value.competencyIds.map((id) => [`c${id}`, true] as const),
    ...value.attributeIds.map((id) => [`a${id}`, true] as const),
  ]);
}

/** The ids of merge items back as a request's lists. */
function idsOf(
  keyed: Readonly<Record<string, true>>,
): Pick<ResourceMappingRequest, 'competencyIds' | 'attributeIds'> {
  const keys = Object.keys(keyed);
  const ids = (prefix: string) => keys.filter((k) => k.startsWith(prefix)).map((k) => Number(k.slice(1)));
  return { competencyIds: ids('c'), attributeIds: ids('a') };
}

/** What one mapping save sends: the loaded mapping and its revision, mine, and the items' names. */
export interface MappingSave {
  /** The mapping state the form was loaded with (its revision is the If-Match). */
  loaded: ResourceMappingState;
  body: ResourceMappingRequest;
  /** An item's name in the merge dialog (`c<id>` or `a<id>`). */
  label: (key: string) => string;
}

/**
 * Replaces a resource's mapping in a framework's newest live version, based on the revision it was
 * loaded at (If-Match, ADR 0021). A stale save asks in the merge dialog (ADR 0057): each competency or
 * attribute either side mapped or unmapped, yours and theirs; 'Keep mine' saves their mapping with my
 * changes over it (a choice only where both changed one item).
 * @returns the saved state, or THEIRS_KEPT (lib/stale-write) when the manager took theirs
 */
export function useSaveMapping(id: number, framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ loaded, body, label }: MappingSave): Promise<Saved<ResourceMappingState>> =>
      sendMerged<true, ResourceMappingState>({
        send: (value, ifMatch) =>
          apiSend<ResourceMappingState>(
            'PUT',
            mappingPath(id, framework),
            { ...body, ...idsOf(value) },
            { ifMatch },
          ),
        base: keyedResourceMapping(loaded),
        mine: keyedResourceMapping(body),
        ifMatch: rowEtag(loaded.revision),
        // The 409's current value is the mapping state as saved now.
        theirs: ({ current, etag }) => ({
          value: keyedResourceMapping(current as ResourceMappingState),
          etag,
        }),
        label,
        show: (value) => (value ? 'Mapped' : 'Not mapped'),
      }),
    // Not awaited: the save is done once the server answered; the suggestions read again can be slow.
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: ['training'] });
    },
  });
}

/** The router state of a resource page opened right after a TeSS import was saved (ADR 0048). */
export interface AfterTessImportState {
  afterTessImport: true;
}

/** Whether a page's router state says a TeSS import was just saved. */
export function isAfterTessImport(state: unknown): state is AfterTessImportState {
  return (
    typeof state === 'object' && state !== null && (state as AfterTessImportState).afterTessImport === true
  );
}
