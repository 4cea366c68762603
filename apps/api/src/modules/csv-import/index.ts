/**
 * The CSV import module's public face (ADR 0026): its importer under the import contract (ADR 0036), for
 * the registry of imports into a draft (modules/interchange).
 */
export { exportCsvImporter } from './importer.js';
export type { CsvImportSummary } from './service.js';
