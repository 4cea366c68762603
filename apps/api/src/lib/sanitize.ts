/**
 * Server-side sanitising of rich text before storage (DESIGN.md §Security; DEVIATIONS.md: rich text is
 * sanitised on the server). Allow-list of harmless formatting tags and http(s)/mailto links. Plain text
 * (titles, descriptions, release notes) has every tag stripped (stripTags).
 */
import { decodeHTML } from 'entities';
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

const NO_TAGS_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  // Elements whose content is code or markup, not text: dropped with their content.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object'],
};

/**
 * Turns untrusted input into plain text (DESIGN.md §Security: plain text fields have tags stripped):
 * removes every tag, drops the contents of script, style and similar elements, decodes HTML entities
 * ('&amp;' → '&'), repeated until stable so that encoded markup cannot turn into tags, and trims.
 * @param text untrusted text that may contain markup
 * @returns the plain text; '' when nothing but markup or white space was given
 */
export function stripTags(text: string): string {
  // Repeated until stable, so that encoded markup ('&lt;script&gt;…') cannot come back as real tags
  // once decoded: the stored text never holds a tag, even for a client that renders it as HTML.
  let current = text;
  for (let i = 0; i < 5; i++) {
    const next = decodeHTML(sanitizeHtml(current, NO_TAGS_OPTIONS));
    if (next === current) break;
    current = next;
  }
  return current.trim();
}
