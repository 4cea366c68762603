/**
 * A TeSS event or material as the training resource form (docs/features/training.md §4; TeSS fixtures README §3, §5).
 * - Dates: TeSS labels local wall-clock times as UTC, so the calendar date is the first ten characters,
 *   never shifted by a time zone.
 * - Descriptions and learning objectives are Markdown (with `&amp;`-style entities): rendered to HTML and
 *   sanitised (ADR 0052); the description's Markdown goes with the draft to be kept with the import.
 * - Location: venue, city and country; '' (Online) for online events. Type: Online for online events and
 *   for materials, else Face-to-Face.
 */
import type { TessCategory, TessImportDraft } from '@hub/domain';
import { marked } from 'marked';
import { sanitizeRichText } from '../../lib/sanitize.js';
import type { TessItem } from './client.js';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const strings = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '').map((v) => v.trim())
    : [];

/** `YYYY-MM-DD` of a TeSS date-time or date, or null. */
export function calendarDate(value: unknown): string | null {
  const match = typeof value === 'string' ? /^(\d{4}-\d{2}-\d{2})/.exec(value) : null;
  return match ? (match[1] as string) : null;
}

/** Escapes text for HTML (the stored description is HTML). */
function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * TeSS Markdown (entities decoded once, as TeSS re-encodes them) as sanitised HTML (ADR 0052): rendered by
 * `marked` (GitHub-flavoured, line breaks kept), then through the allow-list sanitiser, so raw HTML in the
 * Markdown (a `<script>`, an `onerror`) never survives.
 * @returns the HTML; '' for blank Markdown
 */
export function markdownToHtml(markdown: string): string {
  const decoded = markdown.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  if (decoded.trim() === '') return '';
  const html = marked.parse(decoded.replace(/\r\n/g, '\n'), { async: false, gfm: true, breaks: true });
  return sanitizeRichText(html);
}

/** True for an online (or hybrid) event. */
function isOnline(attributes: Record<string, unknown>): boolean {
  const presence = text(attributes.presence);
  if (presence) return presence === 'online' || presence === 'hybrid';
  return attributes.online === true || /^online$/i.test(text(attributes.venue));
}

/**
 * The create form filled from one TeSS item.
 * @param provider the content provider's title (kept with the TeSS id and category)
 * @param existingSlug the slug of the resource already imported from this item, or null
 */
export function tessItemToDraft(
  item: TessItem,
  category: TessCategory,
  provider: string,
  existingSlug: string | null,
): TessImportDraft {
  const a = item.attributes;
  const online = category === 'material' || isOnline(a);
  const location = online
    ? ''
    : [text(a.venue), text(a.city), text(a.country)].filter((p) => p !== '').join(', ');
  const organisers = category === 'event' ? text(a.organizer) : strings(a.authors).join(', ');
  return {
    title: text(a.title),
    url: text(a.url),
    type: online ? 'Online' : 'Face-to-Face',
    startDate: category === 'event' ? calendarDate(a.start) : null,
    endDate: category === 'event' ? calendarDate(a.end) : null,
    description: markdownToHtml(text(a.description)),
    learningOutcomes: markdownToHtml(text(a['learning-objectives'])),
    location,
    organisers: organisers ? `<p>${escapeHtml(organisers)}</p>` : '',
    targetAudience: strings(a['target-audience']).length
      ? `<p>${escapeHtml(strings(a['target-audience']).join(', '))}</p>`
      : '',
    keywords: strings(a.keywords),
    tess: { id: item.id, contentProvider: provider, category, descriptionMarkdown: text(a.description) },
    existingSlug,
  };
}
