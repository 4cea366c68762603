/**
 * Server-side sanitising of rich text before storage (docs/features/accounts-and-security.md §3; docs/features/original-hub.md: rich text is
 * sanitised on the server). Allow-list of harmless formatting tags and http(s)/mailto links. Plain text
 * (titles, descriptions, release notes) has every tag stripped and is otherwise kept as typed (stripTags).
 */
import { decodeHTML } from 'entities';
import { Parser } from 'htmlparser2';
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

// Elements whose content is code or markup, not text: dropped with their content.
const NON_TEXT_TAGS = new Set([
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'template',
  'iframe',
  'object',
  'title',
  'xmp',
]);

/** One pass: the text nodes of `text` as typed (entities not decoded), tags and comments removed. */
function textNodes(text: string): string {
  let out = '';
  let skipping = 0;
  const parser = new Parser(
    {
      onopentagname(name) {
        if (NON_TEXT_TAGS.has(name)) skipping++;
      },
      onclosetag(name) {
        if (NON_TEXT_TAGS.has(name) && skipping > 0) skipping--;
      },
      ontext(data) {
        if (skipping === 0) out += data;
      },
    },
    { decodeEntities: false, lowerCaseTags: true },
  );
  parser.write(text);
  parser.end();
  return out;
}

/**
 * Turns untrusted input into plain text (docs/features/accounts-and-security.md §3; ADR 0039): removes every tag and
 * comment, drops the contents of script, style and similar elements, and trims; everything else is kept
 * as typed. Entities are never decoded ('&lt;img&gt;' stays those characters), so no number of encoding
 * layers can turn into a tag. Repeated until stable ('<<b>img …>' leaves no '<img …>'); every pass that
 * changes the text shortens it, so this ends.
 * @param text untrusted text that may contain markup
 * @returns the plain text; '' when nothing but markup or white space was given
 */
export function stripTags(text: string): string {
  // Without '<' there is no tag or comment (entities are not decoded): the parser would return the text as
  // it is. This keeps a 20,000-row import from spending seconds in parsers (ADR 0039, ADR 0041).
  if (!text.includes('<')) return text.trim();
  let current = text;
  for (;;) {
    const next = textNodes(current);
    if (next === current) break;
    current = next;
  }
  return current.trim();
}

/**
 * Plain text from a source that is HTML (TeSS titles, training files): tags removed, then entities decoded
 * once ('R&amp;D' → 'R&D'), then stripped again so that decoded markup never survives as a tag.
 * @returns the plain text ('' for markup only)
 */
export function plainTextFromHtml(html: string): string {
  return stripTags(decodeHTML(stripTags(html)));
}
