/**
 * The one text-limit rule of a framework's content (ADR 0041): every importer (the Export page's CSV,
 * CASE packages, Moodle CSVs, framework JSON files) and the API's writes check a field's text with
 * `contentTextProblem`, so each field has the same maximum everywhere and a title never holds a line
 * break. Plain text only: markup is stripped before the check (the server's `stripTags`).
 */
import {
  MAX_CODE_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  MAX_VERSION_LENGTH,
} from '../constants/index.js';
import { hasControlCharacter, hasLoneSurrogate } from './text-rules.js';

/** The fields of content text and their rules. */
export const CONTENT_TEXT_FIELDS = {
  /** Domain, competency and attribute titles, attribute type and expertise level titles. */
  title: { max: MAX_TITLE_LENGTH, oneLine: true, required: true, plain: false },
  /** A domain's or competency's code (CASE `humanCodingScheme`, Moodle's ID number). */
  code: { max: MAX_CODE_LENGTH, oneLine: true, required: false, plain: true },
  /** A version number (it appears in addresses). */
  version: { max: MAX_VERSION_LENGTH, oneLine: true, required: true, plain: false },
  /** Descriptions of frameworks, attribute types and expertise levels. */
  description: { max: MAX_DESCRIPTION_LENGTH, oneLine: false, required: false, plain: false },
} as const;

export type ContentTextField = keyof typeof CONTENT_TEXT_FIELDS;

/** Line feed, carriage return, vertical tab, form feed, next line, line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding line breaks is the point.
const LINE_BREAK = /[\n\r\u000B\u000C\u0085\u2028\u2029]/;

/** The messages, the same for every importer and the API. */
export const CONTENT_TEXT_MESSAGES = {
  blank: 'Enter a title',
  tooLong: (max: number) => `Use at most ${max} characters`,
  lineBreak: 'Use one line: a title holds no line breaks',
  control: 'must not contain control characters such as NUL',
  surrogate: 'must not contain a lone UTF-16 surrogate',
  markup: 'Use plain text: a code holds no markup (< or >)',
} as const;

/** Whether text holds no line break (a title's rule). */
export function isOneLine(text: string): boolean {
  return !LINE_BREAK.test(text);
}

/**
 * Checks one field's plain text (already trimmed and stripped of markup) against the rule.
 * @returns the problem's message, or null when the text is acceptable
 */
export function contentTextProblem(field: ContentTextField, text: string): string | null {
  const rule = CONTENT_TEXT_FIELDS[field];
  if (rule.required && text.trim() === '') return CONTENT_TEXT_MESSAGES.blank;
  if (text.length > rule.max) return CONTENT_TEXT_MESSAGES.tooLong(rule.max);
  if (rule.oneLine && LINE_BREAK.test(text)) return CONTENT_TEXT_MESSAGES.lineBreak;
  // A code is shown as it is, in trees, files and addresses: no markup, even as text (ADR 0059).
  if (rule.plain && /[<>]/.test(text)) return CONTENT_TEXT_MESSAGES.markup;
  if (hasControlCharacter(text)) return CONTENT_TEXT_MESSAGES.control;
  if (hasLoneSurrogate(text)) return CONTENT_TEXT_MESSAGES.surrogate;
  return null;
}
