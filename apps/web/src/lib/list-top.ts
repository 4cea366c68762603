/**
 * Paging a long list from its page links at the bottom (docs/adr/0045-visitor-pages-say-what-the-data-is.md):
 * the reader is taken to the top of the list, where the new page begins, not left at its bottom.
 */

/**
 * Scrolls `element`'s top into view (no smooth scrolling: the new rows are there at once) and moves focus
 * to it, so that a keyboard reader continues from the list's top too. Nothing when `element` is null.
 * @param element the list's container; focusable (`tabIndex={-1}`) for the focus to move
 */
export function showListTop(element: HTMLElement | null): void {
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  element.focus({ preventScroll: true });
}
