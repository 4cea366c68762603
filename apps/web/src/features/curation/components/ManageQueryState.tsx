import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { NotFoundView } from '../../../components/NotFoundView';
import { isNotFoundError } from '../../../lib/api-client';

/** Title of the load-failure alert of the manage screens (docs/features/curation.md §14). */
export const LOAD_FAILURE_TITLE = 'Sorry, there was a problem when fetching the data!';

/**
 * Loading, not-found (API 404), load-failure ('Sorry, there was a problem when fetching the data!' with
 * 'Error: {message}' and 'Try again') or `children(view)` for a manage view query (docs/features/curation.md §4, §14): the
 * framework's or one competency's.
 * @param query the manage view query; @param notFoundMessage explanation on the not-found page
 */
export function ManageQueryState<T>({
  query,
  notFoundMessage = 'This framework does not exist in the Competency Hub.',
  children,
}: {
  query: UseQueryResult<T>;
  notFoundMessage?: string;
  children: (view: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    if (isNotFoundError(query.error)) return <NotFoundView message={notFoundMessage} />;
    return <ErrorView title={LOAD_FAILURE_TITLE} error={query.error} onRetry={() => void query.refetch()} />;
  }
  return <LoadingView />;
}
