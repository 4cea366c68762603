/**
 * Reading the DIRECT CSV files (docs/adr/0046-direct-three-levels.md): papaparse with a header row, every
 * row checked for the columns the converter needs, and small helpers over the rows.
 */
import Papa from 'papaparse';

/** The CSV texts the converter takes, by file name without `.csv` (the framework folder's files). */
export interface DirectCsvTexts {
  competency_domain: string;
  competency: string;
  skill: string;
  skill_level: string;
  learning_resource: string;
  provider: string;
  tool_language_methodology: string;
}

/** The CSV files of the framework folder, in the order the converter reads them. */
export const DIRECT_CSV_FILES: readonly (keyof DirectCsvTexts)[] = [
  'competency_domain',
  'competency',
  'skill',
  'skill_level',
  'learning_resource',
  'provider',
  'tool_language_methodology',
];

export type CsvRow = Record<string, string>;

/**
 * Parses one CSV text with a header row.
 * @throws Error naming the file when papaparse reports a problem or a needed column is missing
 */
export function parseCsv(name: string, text: string, columns: readonly string[]): CsvRow[] {
  const result = Papa.parse<CsvRow>(text, { header: true, skipEmptyLines: true });
  if (result.errors.length > 0) {
    const e = result.errors[0];
    throw new Error(`${name}.csv: ${e?.message} (row ${e?.row})`);
  }
  const fields = result.meta.fields ?? [];
  const missing = columns.filter((c) => !fields.includes(c));
  if (missing.length > 0) throw new Error(`${name}.csv: missing column(s) ${missing.join(', ')}`);
  return result.data;
}

/** `'a|b|c'` → `['a', 'b', 'c']`; an empty cell → `[]`. */
export function slugList(cell: string | undefined): string[] {
  return (cell ?? '')
    .split('|')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}

/** Rows ordered by their `rank` column (numeric), then by name, as the authors order siblings. */
export function byRank(rows: CsvRow[]): CsvRow[] {
  return [...rows].sort(
    (a, b) => Number(a.rank) - Number(b.rank) || String(a.name).localeCompare(String(b.name), 'en'),
  );
}

/** Index of rows by slug. @throws Error on a repeated slug */
export function bySlug(name: string, rows: CsvRow[]): Map<string, CsvRow> {
  const map = new Map<string, CsvRow>();
  for (const row of rows) {
    const slug = row.slug ?? '';
    if (map.has(slug)) throw new Error(`${name}.csv: slug "${slug}" appears twice`);
    map.set(slug, row);
  }
  return map;
}

/** The row of a slug. @throws Error naming the referring file when the slug does not resolve */
export function resolve(index: Map<string, CsvRow>, slug: string, where: string): CsvRow {
  const row = index.get(slug);
  if (!row) throw new Error(`${where}: unknown slug "${slug}"`);
  return row;
}

/** A cell with its edges trimmed (the CSV cells carry stray trailing spaces and line breaks). */
export const cell = (value: string | undefined): string => (value ?? '').trim();
