/**
 * The item a form edits is shown only once it has been fetched since the screen opened (ADR 0021,
 * ADR 0021): the form is based on the revision it first shows, so a copy kept in the query cache (five
 * minutes by default) would make the first save a false conflict, or base it on an old value.
 */
import type { QueryLike } from '../components/QueryState';

/** Query options of an edited item's read: always fetched when a screen mounts it. */
export const FOR_EDIT = { refetchOnMount: 'always' } as const;

/**
 * The query as the edit screen shows it: loading until fetched after mount (or until the fetch ends, so a
 * failed refetch still shows the cached item).
 * @param query a query result read with {@link FOR_EDIT}
 */
export function freshForEdit<T>(
  query: QueryLike<T> & { isFetchedAfterMount: boolean; isFetching: boolean },
): QueryLike<T> {
  if (query.isFetchedAfterMount || !query.isFetching) return query;
  return { data: undefined, error: null, isPending: true, refetch: query.refetch };
}
