/**
 * The export CSV (docs/features/browsing.md §5; docs/features/interchange-files.md §1): one text format written by the
 * Export page and read back by the managers' 'Import CSV'. Cells a spreadsheet would run as a formula
 * (starting with =, +, -, @, tab or carriage return) are written with a leading single quote, and
 * `unescapeCsvCell` takes it off again, so export → import → export gives the same bytes.
 */
import Papa from 'papaparse';
import type { ExportTable } from '../schemas/export.js';

/**
 * A cell a spreadsheet would run as a formula: it starts with =, +, -, @, tab or carriage return (OWASP's
 * list), whatever follows, line breaks included (Papa's own test, `/^[=+\-@\t\r].*$/`, misses a cell whose
 * formula is followed by a line break).
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * The one CSV writer of the hub (ADR 0041): every CSV it serves or builds (the Export page's, the Moodle
 * CSV) goes through it, so a cell starting like a formula is written with a leading single quote and
 * never runs in a spreadsheet. `unescapeCsvCell` takes the quote off again on import.
 * @param quoteAll quote every field (Moodle's own export does), else only where needed
 * @returns CSV with CRLF line ends (RFC 4180), no line end after the last row
 */
export function writeCsv(
  fields: readonly string[],
  rows: readonly (readonly string[])[],
  { quoteAll = false }: { quoteAll?: boolean } = {},
): string {
  return Papa.unparse(
    { fields: [...fields], data: rows.map((r) => [...r]) },
    { newline: '\r\n', escapeFormulae: FORMULA_START, quotes: quoteAll },
  );
}

/**
 * Turns the export table into CSV text (writeCsv): a header line, then one line per row in header order (a
 * cell missing from a row is empty), formula-like cells prefixed with a single quote.
 * @returns CSV with CRLF line ends (RFC 4180), fields quoted only when needed
 */
export function buildExportCsv(table: Pick<ExportTable, 'headers' | 'data'>): string {
  return writeCsv(
    table.headers,
    table.data.map((row) => table.headers.map((header) => row[header] ?? '')),
  );
}

/** Undoes the formula escape of buildExportCsv: `'=x` → `=x`; other text is returned as it is. */
export function unescapeCsvCell(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/** A parsed CSV: header cells and data rows (each as long as it was written). */
export interface ParsedCsv {
  headers: string[];
  rows: string[][];
  /** Problems of the file itself, with the 1-based line they start on. */
  errors: { row: number; message: string }[];
}

/** How the export CSV is read: separators guessed among comma, semicolon and tab, blank lines skipped. */
export const EXPORT_CSV_PARSE_CONFIG: { skipEmptyLines: 'greedy'; delimitersToGuess: string[] } = {
  skipEmptyLines: 'greedy',
  delimitersToGuess: [',', ';', '\t'],
};

/**
 * Reads CSV text as a spreadsheet might have saved it: a byte order mark is ignored, the separator is
 * guessed among comma, semicolon and tab, quoted cells may hold separators, quotes and line breaks, and
 * blank lines are skipped. Cells are formula-unescaped.
 */
export function parseExportCsv(text: string): ParsedCsv {
  return toParsedCsv(Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { ...EXPORT_CSV_PARSE_CONFIG }));
}

/**
 * Turns Papa's result of reading the export CSV (EXPORT_CSV_PARSE_CONFIG, parsed at once or in chunks by
 * the server) into a ParsedCsv: trimmed header cells, formula-unescaped cells, the file's problems.
 */
export function toParsedCsv(result: {
  data: string[][];
  errors: { code: string; row?: number; message: string }[];
}): ParsedCsv {
  const [headers = [], ...rows] = result.data;
  return {
    headers: headers.map((h) => h.trim()),
    rows: rows.map((r) => r.map(unescapeCsvCell)),
    errors: result.errors
      .filter((e) => e.code !== 'UndetectableDelimiter')
      .map((e) => ({ row: (e.row ?? 0) + 2, message: e.message })),
  };
}
