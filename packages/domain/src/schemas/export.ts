/**
 * The framework export table (docs/features/browsing.md §5; original hub `GET /api/export/...`):
 * one row per attribute (a competency without attributes gives one row with empty attribute cells),
 * rows keyed by header text, columns the visitor may exclude listed under `filters`.
 */
import { z } from 'zod';

export * from './export-constants.js';

export const exportTableSchema = z.object({
  headers: z.array(z.string()),
  /** One object per row, keys equal to `headers` and in the same order. */
  data: z.array(z.record(z.string(), z.string())),
  filters: z.object({
    identifiers: z.array(z.string()),
    /**
     * One column per Live reference profile of the version, whether or not excluded (the choices a client
     * offers, like `identifiers`): the profile's expected level for the row's competency (ADR 0030).
     */
    profiles: z.array(z.string()),
    /**
     * The expertise level columns (EXPORT_LEVEL_COLUMNS, ADR 0067) when the framework has expertise levels,
     * else none; whether or not excluded.
     */
    levels: z.array(z.string()),
  }),
  /** Suggested download name: `{framework}_{version}.csv`. */
  fileName: z.string(),
});
export type ExportTable = z.infer<typeof exportTableSchema>;
