/**
 * The export's download file name, apart from the CSV writer (`csv.ts`, which loads papaparse) so that the
 * export tab shows it without loading the writer (ADR 0055).
 */

/**
 * The download file name: the server's suggestion when it is a plain `.csv` name, otherwise
 * `{framework}_{version}.csv`.
 */
export function csvFileName(suggested: string | undefined, framework: string, version: string): string {
  if (suggested && /^[\w.-]+\.csv$/.test(suggested)) return suggested;
  return `${framework}_${version}.csv`.replace(/[^\w.-]/g, '_');
}
