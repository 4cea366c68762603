import type { ReactNode } from 'react';
import { isMalformedAddressError, isNotFoundError } from '../lib/api-client';
import { ErrorView } from './ErrorView';
import { LoadingView } from './LoadingView';
import { NotFoundView } from './NotFoundView';

/** The parts of a TanStack Query result that {@link QueryState} needs. */
export interface QueryLike<T> {
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  refetch: () => unknown;
}

/**
 * Renders a query's loading view ('Fetching data...'), its not-found page (API 404, or 400 for a malformed
 * id in the address), its error view
 * with retry, or `children(data)` once loaded. Source: docs/features/browsing.md §3 (loading,
 * error view); docs/features/original-hub.md (404 → not found page).
 * @param query the query result
 * @param notFoundMessage explanation shown on the not-found page
 * @param children renders the loaded data
 * @param page the query is the whole screen's: an error view then carries the page's h1
 */
export function QueryState<T>({
  query,
  notFoundMessage,
  children,
  page = false,
}: {
  query: QueryLike<T>;
  notFoundMessage?: string;
  page?: boolean;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.error) {
    if (isNotFoundError(query.error) || isMalformedAddressError(query.error)) {
      return <NotFoundView message={notFoundMessage} />;
    }
    return <ErrorView error={query.error} onRetry={() => void query.refetch()} page={page} />;
  }
  return <LoadingView />;
}
