/**
 * Undo calls of the curation API (issue #21 §3; routes in apps/api/src/modules/curation/routes/drafts.ts):
 * delete a domain, competency or attribute added in this draft, and discard the draft (each refreshes the
 * manage view and reports the outcome in a snackbar, curation spec §8); and the draft's history.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { useCurationMutation } from './curation-mutation';
import { manageFrameworkKey, manageFrameworkQuery } from './manage-query';

/** The kinds of draft item that can be deleted when added in this draft. */
export type DraftItemKind = 'domain' | 'competency' | 'attribute';

const PATHS: Record<DraftItemKind, string> = {
  domain: 'domains',
  competency: 'competencies',
  attribute: 'attributes',
};

const base = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}`;

/** DELETE /{fw}/{kind}s/{id}. @throws ApiError (409 released or mapped, 404 not in the draft) */
export function deleteDraftItem(framework: string, kind: DraftItemKind, id: number): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/${PATHS[kind]}/${segment(id)}`);
}

/** DELETE /{fw}/draft: 'Discard draft'. @throws ApiError (409 no draft, or profiles on the draft) */
export function discardDraft(framework: string): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/draft`);
}

/** Deletes an item added in this draft. Success: 'Domain deleted' (…'Competency', 'Attribute'). */
export function useDeleteDraftItem(framework: string) {
  return useCurationMutation<{ kind: DraftItemKind; id: number }, void>(
    framework,
    ({ kind, id }) => deleteDraftItem(framework, kind, id),
    ({ kind }) => `${kind[0]?.toUpperCase()}${kind.slice(1)} deleted`,
  );
}

/** 'Discard draft'. Success: 'Draft discarded'; refreshes the visitor's framework queries too. */
export function useDiscardDraft(framework: string) {
  return useCurationMutation<void, void>(
    framework,
    () => discardDraft(framework),
    () => 'Draft discarded',
    { visitor: true },
  );
}

/** Ids of the shown draft's items added in it, by kind (empty for a live version). */
export type AddedInDraft = Record<DraftItemKind, ReadonlySet<number>>;

const NONE: AddedInDraft = { domain: new Set(), competency: new Set(), attribute: new Set() };

/**
 * The items of the shown draft that were added in it (and so can be deleted), read from the manage view
 * already in the query cache; computed once per view, so a page of 10,000 attributes asks in O(1).
 * @returns sets of ids per kind; empty while the view loads or for a live version
 */
export function useAddedInDraft(framework: string): AddedInDraft {
  const { data } = useQuery(manageFrameworkQuery(framework));
  const added = data?.addedInDraft;
  return useMemo(
    () =>
      added
        ? {
            domain: new Set(added.domains),
            competency: new Set(added.competencies),
            attribute: new Set(added.attributes),
          }
        : NONE,
    [added],
  );
}

/** One line of a draft's history (GET /{fw}/draft/history). */
export interface DraftHistoryEvent {
  id: number;
  occurredAt: string;
  username: string;
  action: string;
  entityType: string;
  entityId: number | null;
  description: string;
}

/**
 * The draft's history, newest first; loaded only when `enabled` (the panel is opened).
 * @returns the query (error is an ApiError)
 */
export function useDraftHistory(framework: string, enabled: boolean) {
  return useQuery({
    queryKey: [...manageFrameworkKey(framework), 'history'],
    queryFn: ({ signal }) =>
      apiGet<{ events: DraftHistoryEvent[] }>(`${base(framework)}/draft/history`, signal),
    enabled,
    staleTime: 0,
  });
}

/** The metadata a manager edits (PATCH /{fw}). */
export interface FrameworkMetadata {
  title: string;
  description: string;
  category: string;
  licence: string;
}

/** Saves a framework's metadata. Success: 'Framework details saved'. */
export function useUpdateFrameworkMetadata(framework: string) {
  return useCurationMutation<Partial<FrameworkMetadata>, FrameworkMetadata>(
    framework,
    (body) => apiSend<FrameworkMetadata>('PATCH', base(framework), body),
    () => 'Framework details saved',
    { visitor: true },
  );
}
