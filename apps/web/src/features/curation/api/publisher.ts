/**
 * The framework's publisher (docs/features/interchange-files.md §8): `GET`/`PUT /api/v1/manage/frameworks/{fw}/publisher`, its query
 * and its mutation ('Publisher updated' on success, the server's reason on failure). A change is based on
 * the framework's revision the form was loaded with (ADR 0021): a stale one asks in the conflict dialog.
 */
import type { FrameworkPublisher, FrameworkPublisherRequest } from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { compareFields, sendBasedOn, theirsKept } from '../../../lib/stale-write';
import { manageFrameworkKey } from './manage-query';

const path = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/publisher`;

/** Query key of a framework's publisher. */
export const publisherKey = (framework: string) => ['manage', framework, 'publisher'] as const;

/** The framework's recorded publisher, with the framework's revision. */
export function usePublisher(framework: string) {
  return useQuery({
    queryKey: publisherKey(framework),
    queryFn: ({ signal }) => apiGet<FrameworkPublisher>(path(framework), signal),
  });
}

/**
 * Saves the publisher based on `ifMatch`; refreshes the publisher and the manage view (same framework
 * row). The result is the saved publisher, or THEIRS_KEPT (lib/stale-write) when the manager took theirs.
 */
export function useSetPublisher(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch }: { body: FrameworkPublisherRequest; ifMatch: string | undefined }) =>
      sendBasedOn(
        (basedOn) => apiSend<FrameworkPublisher>('PUT', path(framework), body, { ifMatch: basedOn }),
        ifMatch,
        (current) => {
          const saved = (current ?? {}) as {
            publisherName?: string | null;
            publisherUrl?: string | null;
            publisherCtid?: string | null;
          };
          return compareFields(
            { name: 'Publisher name', url: 'Publisher web address', ctid: 'Credential Registry CTID' },
            body,
            {},
            {
              name: saved.publisherName ?? null,
              url: saved.publisherUrl ?? null,
              ctid: saved.publisherCtid ?? null,
            },
          );
        },
      ),
    onSuccess: async (saved) => {
      notifySuccess(theirsKept(saved) ? 'Their change was kept' : 'Publisher updated');
      await Promise.all([
        client.invalidateQueries({ queryKey: publisherKey(framework) }),
        client.invalidateQueries({ queryKey: manageFrameworkKey(framework) }),
      ]);
    },
    onError: (error) => notifyFailure(error),
  });
}
