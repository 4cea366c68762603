/**
 * The canonical address of a visitor page (ADR 0039): its path and only the query parameters the page reads,
 * in a fixed order. Pages are rendered for, and cached under, this address, so `?v=1`, `?v=2`, … (parameters
 * no page reads) are one page and one cache entry, not a render each.
 */

/** A visitor page that reads query parameters: its path and the names it reads, in their canonical order. */
interface ReadingPage {
  path: RegExp;
  names: readonly string[];
  /** A parameter's value as the page takes it, or undefined when the page reads it as absent. */
  value?: (name: string, value: string) => string | undefined;
}

/**
 * The visitor pages that read query parameters (the web app's screens): the framework page's 'Training
 * resources' tab (`FrameworkTrainingTab`: page, search, type) and a competency's page (`CompetencyScreen`:
 * `scroll=true` opens its training tab). Every other page reads none. A screen that starts reading a
 * parameter must be added here, or the parameter is dropped before it renders.
 */
const READING_PAGES: readonly ReadingPage[] = [
  { path: /^\/framework\/[^/]+\/[^/]+\/training-resources$/, names: ['page', 'search', 'type'] },
  {
    path: /^\/framework\/[^/]+\/[^/]+\/competency\/details\/[^/]+$/,
    names: ['scroll'],
    value: (_name, value) => (value === 'true' ? value : undefined),
  },
];

/** Every query parameter some page reads (the early path answers a cached page for these only). */
export const READ_PARAMETERS: readonly string[] = [...new Set(READING_PAGES.flatMap((page) => page.names))];

/** Longest value of a read parameter that is kept (a longer one is cut: no page reads more). */
const MAX_VALUE_LENGTH = 200;

/**
 * The canonical address of `url`: the path without a trailing slash (except `/`) and, for the pages that
 * read some, those query parameters that are present and not empty (the first of repeated ones), in the
 * page's order; every other parameter is dropped.
 * @param url the request's path and query, as received
 * @returns e.g. `/framework/bioexcel/1.0` for `/framework/bioexcel/1.0/?v=2`
 */
export function canonicalPageUrl(url: string): string {
  const at = url.indexOf('?');
  const rawPath = at === -1 ? url : url.slice(0, at);
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') || '/' : rawPath;
  const reading = READING_PAGES.find((page) => page.path.test(path));
  if (!reading || at === -1) return path;
  const query = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of reading.names) {
    const raw = query.get(name);
    const value = raw && reading.value ? reading.value(name, raw) : raw;
    if (value) kept.set(name, value.slice(0, MAX_VALUE_LENGTH));
  }
  const search = kept.toString();
  return search ? `${path}?${search}` : path;
}
