/**
 * Calls of a training resource's mapping in one framework (contract: packages/domain/src/schemas/training.ts),
 * shared by the mapping page and the mapping modal of the resource page: the mapping state in the
 * framework's newest live version, that version's content, the suggestions for that version (ADR 0048),
 * and the replacement of the mapping. Saving refreshes every training query. Issue #8 §3.
 */
import type {
  FrameworkVersionContent,
  MappingSuggestion,
  ResourceMappingRequest,
  ResourceMappingState,
} from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from './api-client';

const mappingPath = (id: number, framework: string) =>
  `/api/v1/manage/training-resources/${segment(id)}/mappings/${segment(framework)}`;

/** Loads a resource's mapping in a framework's newest live version (row ids of that version). */
export function useMappingState(id: number, framework: string) {
  return useQuery({
    queryKey: ['training', 'mapping', id, framework],
    queryFn: ({ signal }) => apiGet<ResourceMappingState>(mappingPath(id, framework), signal),
  });
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

/** Replaces a resource's mapping in a framework's newest live version. */
export function useSaveMapping(id: number, framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ResourceMappingRequest) =>
      apiSend<ResourceMappingState>('PUT', mappingPath(id, framework), body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
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
