/**
 * Pagination of the training resource lists (docs/features/browsing.md §11: 15 per page with 10 page links on the
 * framework tab, 10 per page with 5 links on a competency; docs/features/curation.md §15: 50 per page with 10 links).
 */

/** Number of pages for `total` rows of `pageSize` (at least 1, so an empty list has page 1). */
export function pageCount(total: number, pageSize: number): number {
  if (pageSize <= 0) throw new RangeError('pageSize must be positive');
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * The page links to show: at most `maxLinks` consecutive page numbers containing `current` (clamped to
 * 1..`pages`), centred on it where the ends allow.
 * @returns ascending 1-based page numbers
 */
export function pageWindow(current: number, pages: number, maxLinks: number): number[] {
  const last = Math.max(1, Math.floor(pages));
  const page = Math.min(Math.max(1, Math.floor(current)), last);
  const size = Math.min(Math.max(1, Math.floor(maxLinks)), last);
  let first = page - Math.floor((size - 1) / 2);
  first = Math.max(1, Math.min(first, last - size + 1));
  return Array.from({ length: size }, (_, i) => first + i);
}

/** The 1-based row number ('S. No.') of the `index`-th row (0-based) of 1-based `page`: numbers continue across pages. */
export function rowNumber(page: number, pageSize: number, index: number): number {
  return (page - 1) * pageSize + index + 1;
}
