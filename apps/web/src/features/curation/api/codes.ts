/**
 * 'Renumber codes' of a draft (ADR 0059): the preview (`GET …/draft/renumber-codes`, every code that
 * changes, old → new) and its application with the changes the manager confirmed (`POST`, one change).
 */
import type { RenumberCodesView } from '@hub/domain';
import { useQuery } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { useCurationMutation } from './curation-mutation';

const path = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/draft/renumber-codes`;

/**
 * The renumbering preview, read while `enabled` (the confirmation is open) and never kept afterwards.
 * @returns the query of the preview
 */
export function useRenumberPreview(framework: string, enabled: boolean) {
  return useQuery({
    queryKey: ['manage', 'frameworks', framework, 'renumber-codes'],
    queryFn: ({ signal }) => apiGet<RenumberCodesView>(path(framework), signal),
    enabled,
    gcTime: 0,
    staleTime: 0,
  });
}

/**
 * Applies the previewed changes; the server refuses (409) when the draft no longer gives them.
 * Success: 'Codes renumbered'; the manage view is read again.
 */
export function useRenumberCodes(framework: string) {
  return useCurationMutation<RenumberCodesView, RenumberCodesView>(
    framework,
    (view) =>
      apiSend<RenumberCodesView>('POST', path(framework), {
        changes: view.changes.map(({ kind, id, from, to }) => ({ kind, id, from, to })),
      }),
    () => 'Codes renumbered',
  );
}
