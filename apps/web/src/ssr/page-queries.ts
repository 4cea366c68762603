/**
 * The server render's query cache (ADR 0020, ADR 0068): the client one render fills through its route
 * loaders, and the page's dehydrated queries for the browser.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createQueryClient } from '../app/providers';
import { ApiError } from '../lib/api-client';
import type { PageQueries } from './page-state';

/**
 * The query client of one server render: the app's defaults, without retries (a failure is shown as it
 * is: a not-found view answers 404, an error view 500) and without fetching again on mount (a failed read
 * renders as failed, not as loading).
 */
export function createServerQueryClient(): QueryClient {
  const base = createQueryClient().getDefaultOptions();
  return new QueryClient({
    defaultOptions: { ...base, queries: { ...base.queries, retry: false, retryOnMount: false } },
  });
}

/**
 * The loaded queries of the page, for the browser: successes as they are, failures with the API error's
 * status, message, code and field issues (so that the browser shows the same not-found or error view).
 * Pending ones are left out (the browser loads them).
 */
export function dehydrateForPage(client: QueryClient): PageQueries {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) => query.state.status === 'success' || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => {
      const error = query.state.error;
      if (!error) return query;
      const plain =
        error instanceof ApiError
          ? { status: error.status, message: error.message, code: error.code, issues: error.issues }
          : { status: 500, message: error instanceof Error ? error.message : 'Unknown error' };
      return { ...query, state: { ...query.state, error: plain as never } };
    }),
  };
}
