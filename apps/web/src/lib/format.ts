/**
 * Pure text helpers shared by several screens: calendar dates, plain-text links, version and status
 * labels, blank rich text.
 */
import type { VersionStatus } from '@hub/domain';

/**
 * Formats a calendar date `YYYY-MM-DD` as "4 November 2025" without any time-zone conversion
 * (docs/features/original-hub.md: dates are shown as dates, never a day off). One implementation, in `@hub/domain`.
 */
export { formatCalendarDate, formatDateRange } from '@hub/domain';

/** A piece of text: plain, or an http(s) address to render as a link. */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const URL_PATTERN = /https?:\/\/[^\s<>"]+/g;

/**
 * Splits plain text into text and link parts so that addresses in source citations can be rendered
 * as links (never as HTML). Trailing punctuation (.,;:) and an unbalanced closing parenthesis are
 * left out of a link.
 */
export function splitLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    let url = match[0];
    while (/[.,;:!?'"]$/.test(url) || (url.endsWith(')') && !url.includes('('))) url = url.slice(0, -1);
    const start = match.index;
    if (start > last) parts.push({ kind: 'text', text: text.slice(last, start) });
    parts.push({ kind: 'link', text: url, href: url });
    last = start + url.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * Short version label for badges: 'v' before a numeric version ("v1.0"), other labels as they are
 * ("e1", not "ve1"; "draft").
 */
export function versionLabel(number: string): string {
  return /^\d/.test(number) ? `v${number}` : number;
}

/**
 * Status badge text of a version: 'in-progress' for a draft (or no status), otherwise 'live'
 * (docs/features/browsing.md §9; docs/features/curation.md §4).
 */
export function statusLabel(status: VersionStatus | null | undefined): 'in-progress' | 'live' {
  return !status || status === 'draft' ? 'in-progress' : 'live';
}

/** True when (sanitised) HTML has no visible text: empty, whitespace, `&nbsp;` or only empty tags. */
export function isBlankHtml(html: string | null | undefined): boolean {
  if (!html) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/gi, ' ')
      .trim() === ''
  );
}
