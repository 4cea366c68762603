/**
 * Undo calls of the curation API (ADR 0022; routes in apps/api/src/modules/curation/routes/drafts.ts):
 * delete a domain, competency or attribute added in this draft, and discard the draft (each refreshes the
 * manage view and reports the outcome in a snackbar, docs/features/curation.md §14); and the draft's history.
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { showValue } from '../../../lib/stale-write';
import { type Based, useCurationMutation } from './curation-mutation';
import { manageFrameworkKey, manageFrameworkQuery } from './manage-query';

/** The kinds of draft item that can be deleted when added in this draft. */
export type DraftItemKind = 'domain' | 'competency' | 'attribute';

const PATHS: Record<DraftItemKind, string> = {
  domain: 'domains',
  competency: 'competencies',
  attribute: 'attributes',
};

const base = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}`;

/**
 * DELETE /{fw}/{kind}s/{id}, based on the item's ETag (ADR 0021).
 * @throws ApiError (409 released, mapped or changed since `ifMatch`, 404 not in the draft)
 */
export function deleteDraftItem(
  framework: string,
  kind: DraftItemKind,
  id: number,
  ifMatch?: string,
): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/${PATHS[kind]}/${segment(id)}`, undefined, { ifMatch });
}

/**
 * DELETE /{fw}/draft: 'Discard draft', based on the draft's ETag (ADR 0021).
 * @throws ApiError (409 no draft, profiles on the draft, or the draft changed since `ifMatch`)
 */
export function discardDraft(framework: string, ifMatch?: string): Promise<void> {
  return apiSend<void>('DELETE', `${base(framework)}/draft`, undefined, { ifMatch });
}

/**
 * Deletes an item added in this draft, based on the revision the manager saw; a stale one shows the
 * item's title as saved now. Success: 'Domain deleted' (…'Competency', 'Attribute').
 */
export function useDeleteDraftItem(framework: string) {
  return useCurationMutation<{ kind: DraftItemKind; id: number; title: string } & Based, void>(
    framework,
    ({ kind, id, ifMatch }) => deleteDraftItem(framework, kind, id, ifMatch),
    ({ kind }) => `${kind[0]?.toUpperCase()}${kind.slice(1)} deleted`,
    {
      describe: ({ title }, current) => [
        { label: 'Title', mine: `Delete “${title}”`, theirs: showValue(savedField(current, 'title')) },
      ],
    },
  );
}

/** One change a colleague recorded since the draft was shown (the discard's 409, ADR 0058). */
interface DraftChange {
  username: string;
  description: string;
  occurredAt: string;
}

/**
 * 'Discard draft', based on the draft-wide revision shown (`draftEtag`, ADR 0058): a draft changed since
 * lists every change recorded meanwhile (who, what, when) and asks again: 'Keep mine' discards anyway,
 * 'Take theirs' keeps the draft. Success: 'Draft discarded'; refreshes the visitor's framework queries too.
 */
export function useDiscardDraft(framework: string) {
  return useCurationMutation<Based, void>(
    framework,
    ({ ifMatch }) => discardDraft(framework, ifMatch),
    () => 'Draft discarded',
    {
      visitor: true,
      describe: (_vars, current) => {
        const changes = savedField(current, 'changes');
        if (Array.isArray(changes) && changes.length > 0) {
          return (changes as DraftChange[]).map((c) => ({
            label: `${c.username}, ${new Date(c.occurredAt).toLocaleString('en-GB')}`,
            mine: 'Discard it with the draft',
            theirs: c.description,
          }));
        }
        return [
          {
            label: 'Draft',
            mine: 'Discard the draft with every change in it',
            theirs: 'Keep the draft as changed meanwhile',
          },
          { label: 'Release notes', mine: '—', theirs: showValue(savedField(current, 'releaseNotes')) },
        ];
      },
    },
  );
}

/** One field of a conflict's `current` value, or undefined. */
function savedField(current: unknown, key: string): unknown {
  return current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined;
}

/**
 * Ids of the shown draft's domains and competencies added in it, by kind (empty for a live version); a
 * competency's attributes added in it are in its own view (`addedAttributes`, ADR 0072).
 */
export type AddedInDraft = Record<Exclude<DraftItemKind, 'attribute'>, ReadonlySet<number>>;

const NONE: AddedInDraft = { domain: new Set(), competency: new Set() };

/**
 * The items of the shown draft that were added in it (and so can be deleted), read from the manage view
 * already in the query cache; computed once per view, so a domain of many competencies asks in O(1).
 * @returns sets of ids per kind; empty while the view loads or for a live version
 */
export function useAddedInDraft(framework: string): AddedInDraft {
  // Reads the cache only: an enabled observer with the view's `staleTime: 0` refetched the whole view
  // (megabytes for a large framework) each time a domain section mounted (ADR 0060).
  const { data } = useQuery({ ...manageFrameworkQuery(framework), enabled: false });
  const added = data?.addedInDraft;
  return useMemo(
    () =>
      added
        ? {
            domain: new Set(added.domains),
            competency: new Set(added.competencies),
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
