/**
 * The export CSV under the import contract (ADR 0036): recognised by its header (the Export page's
 * 'Domain' and 'Competency' columns), read outside the transaction, written into a framework's draft as
 * one change set (service.ts).
 */
import { EXPORT_CSV_PARSE_CONFIG, type ParsedCsv, toParsedCsv } from '@hub/domain';
import { type DraftImportContext, hasColumns, type Importer } from '../../db/import-contract.js';
import { parseCsvInTurns } from '../../lib/csv-in-turns.js';
import { type CsvImportSummary, writeCsvIntoDraft } from './service.js';

/** The hub's own export CSV (edited in a spreadsheet) into the draft. */
export const exportCsvImporter: Importer<ParsedCsv, CsvImportSummary, DraftImportContext> = {
  kind: 'export-csv',
  title: "the Export page's CSV (columns Domain, Competency…)",
  detect: (probe) => hasColumns(probe, 'Domain', 'Competency'),
  // Parsed in chunks, the event loop getting a turn between them (ADR 0041).
  parse: async (probe) =>
    toParsedCsv(await parseCsvInTurns<string[]>(probe.text.replace(/^\uFEFF/, ''), EXPORT_CSV_PARSE_CONFIG)),
  write: (db, csv, { fw, actor, preview, expected }) =>
    writeCsvIntoDraft(db, fw, actor, csv, preview, expected),
  describe: (s) =>
    `added ${s.added.domains} domains, ${s.added.competencies} competencies, ${s.added.attributes} attributes; changed ${s.changed.domains + s.changed.competencies + s.changed.attributes}; moved ${s.moved.competencies + s.moved.attributes}`,
};
