/**
 * The state a server-rendered page carries for the browser (ADR 0020), in a
 * `<script type="application/json" id="hub-state">` element (no inline script: the CSP stays strict).
 */

import type { ErrorBody } from '@hub/domain';
import { type DehydratedState, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api-client';

/** Id of the element holding the page state. */
export const PAGE_STATE_ID = 'hub-state';

/** Dehydrated queries; a failed query's error is a plain `{ status, message, code, issues }`. */
export type PageQueries = DehydratedState;

/** The page state. */
export interface PageState {
  /** Canonical public base URL (`PUBLIC_URL`). */
  publicUrl: string;
  queries: PageQueries;
  /**
   * The route loaders' data by route id (null each: the loaders fill the query cache, ADR 0068), given to
   * the browser router as `hydrationData` so that it does not run the loaders again on hydration.
   */
  loaderData?: Record<string, unknown>;
}

/** The page state as JSON text safe inside a script element (`<` escaped). */
export function pageStateJson(state: PageState): string {
  return JSON.stringify(state).replace(/</g, '\\u003c');
}

/** Reads the page state of a server-rendered page; null for the client-rendered shell. */
export function readPageState(doc: Document): PageState | null {
  const text = doc.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * Puts the server's queries into the browser's client, as loaded now: the page may have been rendered
 * earlier and served from the cache, but the cache drops it when its content changes, so it is current;
 * older timestamps would make the queries stale and refetch during hydration, rendering 'updating' states
 * the server's HTML does not have. A failed query gets its {@link ApiError} back and is not fetched again
 * on mount (the page shows the same not-found or error view the server sent).
 */
export function hydratePageQueries(client: QueryClient, queries: PageQueries): void {
  const now = Date.now();
  const restored = queries.queries.map((query) => {
    const state = {
      ...query.state,
      dataUpdatedAt: query.state.dataUpdatedAt ? now : 0,
      errorUpdatedAt: query.state.errorUpdatedAt ? now : 0,
    };
    const error = query.state.error as {
      status: number;
      message: string;
      code?: never;
      issues?: ErrorBody['error']['issues'];
    } | null;
    if (!error) return { ...query, dehydratedAt: now, state };
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
    return {
      ...query,
      dehydratedAt: now,
      state: { ...state, error: new ApiError(error.status, error.message, error.code, error.issues) },
    };
  });
  hydrate(client, { ...queries, queries: restored });
}
