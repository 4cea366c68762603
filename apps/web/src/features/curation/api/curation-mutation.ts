/**
 * The one mutation hook of the curation writes (ADR 0021): a write states the ETag it was based on
 * (`ifMatch`) and a stale one asks the manager (lib/stale-write, lib/conflict); success and failure
 * snackbars follow docs/features/curation.md §14, the failure one carrying the server's reason (lib/notify); a write
 * whose answer fits the cached manage view is written into it (`setQueryData`, ADR 0060), every other
 * write refreshes the manage views (the framework's and its competencies'). Also the mapping of the
 * server's field issues onto form fields.
 */
import type { ManageCompetencyView, ManageFrameworkView } from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import type { ConflictField } from '../../../lib/conflict';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { sendBasedOn, theirsKept } from '../../../lib/stale-write';
import { type FieldErrors, issuesToFieldErrors } from '../logic';
import { conflictFields } from './conflict-fields';
import {
  manageCompetencyKey,
  manageCompetencyQuery,
  manageFrameworkKey,
  manageFrameworkQuery,
} from './manage-query';

export { theirsKept };

/** What every write's variables may carry: the ETag the change was based on (ADR 0021). */
export interface Based {
  ifMatch?: string | undefined;
}

/**
 * A mutation of the curation API: on success writes the answer into the cached manage view with
 * `patch` when it returns a view (ADR 0060: the view of a large framework is megabytes), else refreshes
 * the manage view; either way the views below it (a competency's, the draft's history) are refreshed,
 * except a competency's view that `competency.patch` wrote the answer into (ADR 0072),
 * and with `visitor` the visitor's ['frameworks'] queries. Shows `success(variables)` when it returns
 * text; on failure
 * shows 'Unable to perform the request' with the server's reason. A stale write (409 with a conflict)
 * asks the manager: 'Keep mine' sends it again on the new ETag, 'Take theirs' drops it (the result is
 * then {@link theirsKept}), closing the dialog fails the call with the server's reason.
 * @param options.changes what the write changes, by field, for the conflict dialog
 * @param options.describe the conflict dialog's rows instead, for a write that changes no field (a delete)
 * @param options.patch the cached view with the write's answer in it, or null when it does not fit
 *   (the view is then read again); not called for 'Take theirs' (nothing was written)
 * @param options.competency for a write about one competency's attributes (ADR 0072): its id, whose view
 *   gives the attributes' titles to a stale order's dialog, and `patch`, that view with the write's answer
 *   in it (null: read it again); a patched competency view is not read again
 */
export function useCurationMutation<TVars, TData>(
  framework: string,
  call: (vars: TVars) => Promise<TData>,
  success: (vars: TVars) => string | null,
  options: {
    visitor?: boolean;
    changes?: (vars: TVars) => Record<string, unknown>;
    describe?: (vars: TVars, current: unknown) => ConflictField[];
    patch?: (view: ManageFrameworkView, data: TData, vars: TVars) => ManageFrameworkView | null;
    competency?: {
      /** The competency's id from the variables or, once written, from the answer; undefined: none. */
      id: (vars: TVars, data?: TData) => number | undefined;
      patch?: (view: ManageCompetencyView, data: TData, vars: TVars) => ManageCompetencyView | null;
    };
  } = {},
) {
  const client = useQueryClient();
  return useMutation<TData, Error, TVars>({
    mutationFn: async (vars) => {
      const ifMatch = (vars as Based | undefined)?.ifMatch;
      const saved = await sendBasedOn(
        (basedOn) => call(basedOn === ifMatch ? vars : ({ ...(vars as object), ifMatch: basedOn } as TVars)),
        ifMatch,
        async (current) => {
          if (options.describe) return options.describe(vars, current);
          const changes = options.changes?.(vars) ?? {};
          // Only an order, a move or an attribute type needs the view (for the titles of the items ordered
          // or moved to, or of the type): a screen of one competency does not load the whole framework for
          // a renamed attribute (docs/features/curation.md §10).
          const fresh =
            'ids' in changes ||
            'domainId' in changes ||
            'competencyId' in changes ||
            'attributeTypeId' in changes
              ? await client.fetchQuery(manageFrameworkQuery(framework)).catch(() => undefined)
              : undefined;
          // An order of attributes names them by title: they are in their competency's view (ADR 0072).
          const ownId = 'ids' in changes ? options.competency?.id(vars) : undefined;
          const own =
            ownId === undefined
              ? undefined
              : await client.fetchQuery(manageCompetencyQuery(framework, ownId)).catch(() => undefined);
          return conflictFields(changes, current, fresh, own);
        },
      );
      return saved as TData;
    },
    onSuccess: async (data, vars) => {
      const message = theirsKept(data) ? 'Their change was kept' : success(vars);
      if (message) notifySuccess(message);
      const key = manageFrameworkKey(framework);
      const cached = client.getQueryData<ManageFrameworkView>(key);
      const written = !theirsKept(data);
      const patched = options.patch && cached && written ? options.patch(cached, data, vars) : null;
      if (patched) {
        // A read of the view started before this write would put the old item back.
        await client.cancelQueries({ queryKey: key, exact: true });
        client.setQueryData(key, patched);
      }
      const ownId = written ? options.competency?.id(vars, data) : undefined;
      const ownKey = ownId === undefined ? null : manageCompetencyKey(framework, ownId);
      const own = ownKey ? client.getQueryData<ManageCompetencyView>(ownKey) : undefined;
      const ownPatched =
        ownKey && own && written && options.competency?.patch
          ? options.competency.patch(own, data, vars)
          : null;
      if (ownKey && ownPatched) {
        await client.cancelQueries({ queryKey: ownKey, exact: true });
        client.setQueryData(ownKey, ownPatched);
      }
      const isOwn = (queryKey: readonly unknown[]) =>
        ownPatched !== null &&
        ownKey !== null &&
        queryKey.length === ownKey.length &&
        ownKey.every((k, i) => k === queryKey[i]);
      const refreshes = [
        client.invalidateQueries({
          queryKey: key,
          predicate: patched
            ? (query) => query.queryKey.length > key.length && !isOwn(query.queryKey)
            : (query) => !isOwn(query.queryKey),
        }),
      ];
      if (options.visitor) refreshes.push(client.invalidateQueries({ queryKey: ['frameworks'] }));
      await Promise.all(refreshes);
    },
    onError: (error) => notifyFailure(error),
  });
}

/**
 * The server's field issues of a failed call mapped onto form fields (see issuesToFieldErrors); {} when
 * `error` is not an ApiError with issues.
 */
export function serverFieldErrors(error: unknown, field: (path: string) => string | null): FieldErrors {
  return error instanceof ApiError ? issuesToFieldErrors(error.issues, field) : {};
}

/**
 * The message to show on one field after a failed call: the server's issue for a path starting with
 * `prefix` (for example 'title'), else the error's own message.
 */
export function fieldMessage(error: unknown, prefix: string): string {
  const issue = serverFieldErrors(error, (path) => (path.startsWith(prefix) ? prefix : null))[prefix];
  if (issue) return issue;
  return error instanceof Error && error.message ? error.message : 'Unable to perform the request';
}
