/**
 * Content managers' training resource calls (contract: packages/domain/src/schemas/training.ts): the
 * managers' list, a resource by id, create/edit/archive, the mapping of one framework, demap, and the TeSS
 * import (providers, items, one item as the form). Writes refresh every training query. Source: docs/features/training.md §3; docs/features/training.md §4.
 */
import {
  type ManageTrainingResourceList,
  rowEtag,
  type TessImportDraft,
  type TessItemList,
  type TessProviderList,
  type TessTrackedField,
  type TrainingResource,
  type TrainingResourceCreated,
  type TrainingResourceRef,
  type TrainingResourceRequestInput,
} from '@hub/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { FOR_EDIT } from '../../../lib/fresh-for-edit';
import { trainingResourceQuery } from '../../../lib/queries';
import { sendMerged } from '../../../lib/stale-merge';
import { type Saved, showValue } from '../../../lib/stale-write';
import { formOfResource, toRequest } from '../logic';

const M = '/api/v1/manage';

/** Filters of the managers' list (all strings as in the address; '' for none). */
export interface ManageFilters {
  page: number;
  search: string;
  type: string;
  archived: boolean;
  deprecated: boolean;
}

/** Loads one page (50) of the managers' list. */
export function useManageTrainingResources(filters: ManageFilters) {
  const params = new URLSearchParams({ page: String(filters.page) });
  if (filters.search.trim()) params.set('search', filters.search.trim());
  if (filters.type !== 'All') params.set('type', filters.type);
  if (filters.archived) params.set('archived', 'true');
  if (filters.deprecated) params.set('deprecated', 'true');
  return useQuery({
    queryKey: ['training', 'manage', filters],
    queryFn: ({ signal }) => apiGet<ManageTrainingResourceList>(`${M}/training-resources?${params}`, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Loads a resource by slug (content managers also get archived ones) for the edit form: fetched again
 * whenever the screen mounts, so the form is based on the current revision (lib/fresh-for-edit).
 */
export function useResourceBySlug(slug: string) {
  return useQuery({ ...trainingResourceQuery(slug), ...FOR_EDIT });
}

/**
 * Reads a resource's revision now, outside the query cache, so the open edit form stays as it is (the
 * 'changed since you opened it' notice, ADR 0070). @returns the revision @throws ApiError
 */
export async function readResourceRevision(slug: string): Promise<number> {
  return (await apiGet<TrainingResource>(`/api/v1/training-resources/${segment(slug)}`)).revision;
}

/** Loads a resource by id (archived ones too). */
export function useResourceById(id: number) {
  return useQuery({
    queryKey: ['training', 'resource-by-id', id],
    queryFn: ({ signal }) => apiGet<TrainingResource>(`${M}/training-resources/${segment(id)}`, signal),
  });
}

/** The labels of a resource's fields (conflict dialog, fields a TeSS re-import kept), in the form's order. */
export const LABELS: Record<string, string> = {
  title: 'Title',
  url: 'URL',
  type: 'Type',
  startDate: 'Start date',
  endDate: 'End date',
  location: 'Location',
  keywords: 'Keywords',
  description: 'Description',
  learningOutcomes: 'Learning outcomes',
  targetAudience: 'Target audience',
  organisers: 'Organisers',
  trainers: 'Trainers',
};

/**
 * Creates (id undefined) or edits a resource; an edit is based on `ifMatch` (ADR 0021) and a stale one
 * merges field by field (ADR 0057): the dialog lists each field either side changed, yours and theirs;
 * 'Keep mine' saves my changed fields over their current row (a choice only where both changed a field).
 * @param base the values the form was loaded with (the merge's base; without it, my whole form is 'mine')
 * @returns its reference (slug for the resource page; a create also names the fields a TeSS re-import kept,
 *   ADR 0052), or THEIRS_KEPT (lib/stale-write) when the manager took theirs
 */
export function useSaveTrainingResource(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      body,
      base,
      ifMatch,
    }: {
      body: TrainingResourceRequestInput;
      base?: TrainingResourceRequestInput;
      ifMatch?: string | undefined;
    }): Promise<Saved<TrainingResourceRef | TrainingResourceCreated>> =>
      id === undefined
        ? apiSend<TrainingResourceCreated>('POST', `${M}/training-resources`, body)
        : sendMerged<unknown, TrainingResourceRef>({
            send: (value, basedOn) =>
              apiSend<TrainingResourceRef>('PUT', `${M}/training-resources/${segment(id)}`, value, {
                ifMatch: basedOn,
              }),
            base: base ?? {},
            mine: body,
            ifMatch,
            // The 409 carries the stored row; the resource as its read presents it is read here.
            theirs: async () => {
              const now = await apiGet<TrainingResource>(`${M}/training-resources/${segment(id)}`);
              return { value: toRequest(formOfResource(now)), etag: rowEtag(now.revision) };
            },
            label: (key) => LABELS[key] ?? (key === 'tess' ? 'TeSS item' : key),
            show: (value) => showValue(value),
          }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
  });
}

/**
 * 'Use TeSS's value': sets one field of a resource to TeSS's value from its last import (ADR 0052).
 * @param ifMatch the resource's ETag as last seen (a stale one fails with the 409 ApiError)
 * @returns the resource's new reference (its revision for the next accept)
 */
export function useAcceptTessValue(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ field, ifMatch }: { field: TessTrackedField; ifMatch: string }) =>
      apiSend<TrainingResourceRef>(
        'PUT',
        `${M}/training-resources/${segment(id)}/tess-values/${segment(field)}`,
        undefined,
        { ifMatch },
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
  });
}

/** Archives or restores a resource. */
export function useSetArchived() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      apiSend<TrainingResourceRef>('PUT', `${M}/training-resources/${segment(id)}/archived`, { archived }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
  });
}

/** Removes one mapping of a resource. */
export function useDemap(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (mappingId: number) =>
      apiSend<void>('DELETE', `${M}/training-resources/${segment(id)}/mappings/${segment(mappingId)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
  });
}

/** Loads TeSS's content providers (only when `enabled`: the import panel is open). */
export function useTessProviders(enabled: boolean) {
  return useQuery({
    queryKey: ['tess', 'providers'],
    queryFn: ({ signal }) => apiGet<TessProviderList>(`${M}/tess/content-providers`, signal),
    enabled,
    staleTime: 5 * 60_000,
  });
}

/** Loads a provider's events or materials. */
export function useTessItems(provider: string, category: 'event' | 'material') {
  return useQuery({
    queryKey: ['tess', 'items', provider, category],
    queryFn: ({ signal }) =>
      apiGet<TessItemList>(
        `${M}/tess/items?${new URLSearchParams({ provider, category }).toString()}`,
        signal,
      ),
    enabled: provider !== '',
  });
}

/** Fetches one TeSS item as the filled form. */
export function fetchTessDraft(
  provider: string,
  category: 'event' | 'material',
  id: string,
): Promise<TessImportDraft> {
  return apiGet<TessImportDraft>(
    `${M}/tess/items/${segment(category)}/${segment(id)}?${new URLSearchParams({ provider }).toString()}`,
  );
}
