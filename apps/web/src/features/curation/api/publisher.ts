/**
 * The framework's publisher (issue #20 §2): `GET`/`PUT /api/v1/manage/frameworks/{fw}/publisher`, its query
 * and its mutation ('Publisher updated' on success, the server's reason on failure).
 */
import type { FrameworkPublisher, FrameworkPublisherRequest } from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';

const path = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/publisher`;
const key = (framework: string) => ['manage', framework, 'publisher'] as const;

/** The framework's recorded publisher. */
export function usePublisher(framework: string) {
  return useQuery({
    queryKey: key(framework),
    queryFn: ({ signal }) => apiGet<FrameworkPublisher>(path(framework), signal),
  });
}

/** Saves the publisher; refreshes the query. */
export function useSetPublisher(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: FrameworkPublisherRequest) =>
      apiSend<FrameworkPublisher>('PUT', path(framework), body),
    onSuccess: (saved) => {
      client.setQueryData(key(framework), saved);
      notifySuccess('Publisher updated');
    },
    onError: (error) => notifyFailure(error),
  });
}
