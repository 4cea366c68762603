/**
 * Server-side sanitising of rich text before storage (DESIGN.md §Security; DEVIATIONS.md: rich text is
 * sanitised on the server). Allow-list of harmless formatting tags and http(s)/mailto links.
 */
import sanitizeHtml from 'sanitize-html';

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
    'code',
    'span',
  ],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

/**
 * Sanitises rich text (HTML) with the allow-list.
 * @param html untrusted HTML
 * @returns safe HTML (scripts, event handlers, styles and unknown tags removed); '' for blank input
 */
export function sanitizeRichText(html: string): string {
  if (html.trim() === '') return '';
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}
