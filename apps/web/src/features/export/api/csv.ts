/**
 * Client-side CSV building and download for the export. Spec: visitor-features.md §2 Export, §9
 * (file name {framework}_{version}.csv).
 */
import type { ExportTable } from '@hub/domain';
import Papa from 'papaparse';

/**
 * Turns the export table into CSV text: a header line, then one line per row in header order (a cell
 * missing from a row is empty). Cells that a spreadsheet would run as a formula (starting with =, +,
 * -, @, tab or carriage return) are prefixed with a single quote.
 * @param table headers and rows keyed by header text
 * @returns CSV with CRLF line ends (RFC 4180), fields quoted only when needed
 */
export function buildCsv(table: Pick<ExportTable, 'headers' | 'data'>): string {
  const rows = table.data.map((row) => table.headers.map((header) => row[header] ?? ''));
  return Papa.unparse({ fields: table.headers, data: rows }, { newline: '\r\n', escapeFormulae: true });
}

/**
 * The download file name: the server's suggestion when it is a plain `.csv` name, otherwise
 * `{framework}_{version}.csv`.
 */
export function csvFileName(suggested: string | undefined, framework: string, version: string): string {
  if (suggested && /^[\w.-]+\.csv$/.test(suggested)) return suggested;
  return `${framework}_${version}.csv`.replace(/[^\w.-]/g, '_');
}

/**
 * Downloads `csv` as `fileName` through a Blob, an object URL and a temporary `<a download>` element
 * (a real browser download). Browser only.
 */
export function downloadCsv(csv: string, fileName: string): void {
  const blob = new Blob([csv], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoke after the click has been handled so the download can start.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
