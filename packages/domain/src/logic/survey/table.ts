/**
 * Reading a survey export (docs/features/surveys.md, ADR 0049): the CSV files Google Forms and Microsoft
 * Forms download, already decoded to text (the browser decodes the bytes with `decodeCsvBytes`, the same
 * reader of UTF-8, UTF-16 and Windows-1252 files as the CSV import). Pure and browser-safe.
 */
import Papa from 'papaparse';

/** A survey file as a table: the header row (trimmed) and one row per respondent, each as wide as the headers. */
export interface SurveyTable {
  headers: string[];
  rows: string[][];
}

/**
 * Parses a survey CSV export with papaparse (comma, semicolon or tab separated; quoted cells with commas
 * and line breaks; a leading byte order mark dropped; blank lines skipped).
 * @param text the file's text
 * @returns the headers and the respondents' rows; a short row is padded with blanks, cells beyond the
 *   headers are dropped; an empty file gives no headers and no rows
 */
export function parseSurveyCsv(text: string): SurveyTable {
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: [',', ';', '\t'],
  });
  const [first = [], ...rest] = result.data;
  const headers = first.map((h) => h.trim());
  const rows = rest.map((r) => headers.map((_, i) => r[i] ?? ''));
  return { headers, rows };
}

/** A column header split into a grid question's prefix (the group) and its row, or a plain question. */
export interface SurveyHeader {
  /** The grid question ('Profile: Core facility scientist I'), null for a plain question. */
  group: string | null;
  /** The grid row ('A3: Work at depth …') or the whole header of a plain question. */
  label: string;
}

const GRID_HEADER = /^(.*\S)\s*\[([^[\]]*\S[^[\]]*)\]$/s;

/**
 * Splits a header the way Google Forms and Microsoft Forms name a grid question's rows: 'Question [Row]'.
 * @returns the prefix as the group and the row as the label; a header without a trailing '[…]' is plain
 */
export function splitSurveyHeader(header: string): SurveyHeader {
  const found = GRID_HEADER.exec(header.trim());
  if (!found) return { group: null, label: header.trim() };
  return { group: (found[1] as string).trim(), label: (found[2] as string).trim() };
}
