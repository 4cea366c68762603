/**
 * Client-side CSV building and download for the export. Source: docs/features/browsing.md §5, §11
 * (file name {framework}_{version}.csv).
 */
import { buildExportCsv } from '@hub/domain';

export { csvFileName } from './file-name';

/** The export CSV text (shared with the managers' CSV import: `buildExportCsv` of @hub/domain). */
export const buildCsv = buildExportCsv;

/**
 * 'CSV for Excel' (docs/features/curation.md §5): the same text behind a UTF-8 byte order mark, which Excel on Windows
 * needs to read accents instead of guessing the legacy code page. Our import reads it either way.
 */
export function forExcel(csv: string): string {
  return `\uFEFF${csv}`;
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
