/**
 * The server render's query cache (ADR 0020): records which queries the screens asked for during a
 * render pass, fetches the missing ones, and dehydrates the result for the page. Queries that depend on
 * who is signed in (the session) are never fetched on the server: the served page is anonymous and the
 * browser asks for them after hydration.
 */
import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  dehydrate,
  type Query,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';
import { createQueryClient } from '../app/providers';
import { ApiError } from '../lib/api-client';
import type { PageQueries } from './page-state';

/** First elements of query keys the server never fetches: they depend on the signed-in user. */
const BROWSER_ONLY_KEYS = new Set(['session', 'manage', 'manage-frameworks', 'tess']);

type AnyOptions = DefaultedQueryObserverOptions<unknown, DefaultError, unknown, unknown, QueryKey>;

/** True when the observer options would fetch (their `enabled` is not false for this query). */
function isEnabled(options: AnyOptions, query: Query | undefined): boolean {
  const { enabled } = options;
  if (typeof enabled === 'function') return query ? enabled(query as never) !== false : false;
  return enabled !== false;
}

/**
 * A query client that remembers the observer options of every query rendered since the last
 * {@link startPass}, so that the server can fetch what the screens need. No retries: a failure is shown
 * as it is (a not-found view answers 404, an error view 500).
 */
export class RecordingQueryClient extends QueryClient {
  private readonly seen = new Map<string, AnyOptions>();

  constructor() {
    const base = createQueryClient().getDefaultOptions();
    // retryOnMount false: a failed query renders as failed (not as loading again).
    super({
      defaultOptions: { ...base, queries: { ...base.queries, retry: false, retryOnMount: false } },
    });
    // Every query hook passes its options through defaultQueryOptions on each render.
    const defaults = this.defaultQueryOptions.bind(this);
    this.defaultQueryOptions = ((options: Parameters<typeof defaults>[0]) => {
      const defaulted = defaults(options);
      if (defaulted.queryHash) this.seen.set(defaulted.queryHash, defaulted as unknown as AnyOptions);
      return defaulted;
    }) as typeof defaults;
  }

  /** Forgets what the previous pass rendered. */
  startPass(): void {
    this.seen.clear();
  }

  /**
   * Fetches every enabled query of the last pass that has neither data nor an error yet.
   * @returns true when anything was fetched (the page must be rendered again)
   */
  async fetchMissing(): Promise<boolean> {
    const missing = [...this.seen.values()].filter((options) => {
      const head = options.queryKey[0];
      if (typeof head === 'string' && BROWSER_ONLY_KEYS.has(head)) return false;
      const query = this.getQueryCache().get(options.queryHash);
      if (query && query.state.status !== 'pending') return false;
      return isEnabled(options, query);
    });
    if (missing.length === 0) return false;
    await Promise.all(missing.map((options) => this.prefetchQuery(options as never)));
    return true;
  }
}

/**
 * The loaded queries of the page, for the browser: successes as they are, failures with the API error's
 * status, message, code and field issues (so that the browser shows the same not-found or error view). Pending ones are left
 * out (the browser loads them).
 */
export function dehydrateForPage(client: RecordingQueryClient): PageQueries {
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
