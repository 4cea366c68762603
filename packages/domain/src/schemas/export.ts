/**
 * The framework export table (spec visitor-features.md §2 Export; original hub `GET /api/export/...`):
 * one row per attribute (a competency without attributes gives one row with empty attribute cells),
 * rows keyed by header text, columns the visitor may exclude listed under `filters`.
 */
import { z } from 'zod';

/** Identifier columns a visitor may leave out of the export. */
export const EXPORT_IDENTIFIER_COLUMNS = [
  'Domain ID',
  'Domain UUID',
  'Competency ID',
  'Competency UUID',
  'Attribute ID',
  'Attribute UUID',
] as const;

/** Every column in order; identifier columns sit beside the entity they identify. */
export const EXPORT_COLUMNS = [
  'Domain ID',
  'Domain UUID',
  'Domain',
  'Competency ID',
  'Competency UUID',
  'Competency',
  'Attribute ID',
  'Attribute UUID',
  'Attribute type',
  'Attribute',
] as const;

export const exportTableSchema = z.object({
  headers: z.array(z.string()),
  /** One object per row, keys equal to `headers` and in the same order. */
  data: z.array(z.record(z.string(), z.string())),
  filters: z.object({
    identifiers: z.array(z.string()),
    /** One column per live reference profile (none until profiles exist). */
    profiles: z.array(z.string()),
  }),
  /** Suggested download name: `{framework}_{version}.csv`. */
  fileName: z.string(),
});
export type ExportTable = z.infer<typeof exportTableSchema>;

/**
 * Parses the `filters` query value: a comma list of excluded column names. Blank and unknown
 * names are ignored (the original client sends stray single characters), so nothing here throws.
 * @returns the set of known column names to exclude
 */
export function parseExportFilters(
  raw: string | string[] | undefined,
  known: readonly string[],
): Set<string> {
  const values = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  const knownSet = new Set(known);
  const excluded = new Set<string>();
  for (const value of values) {
    for (const name of value.split(',')) {
      const trimmed = name.trim();
      if (knownSet.has(trimmed)) excluded.add(trimmed);
    }
  }
  return excluded;
}
