/**
 * A draft's exports are working copies (ADR 0059): the file says so (the CSV in a `Working copy` column on
 * every row, the framework JSON in a `working_copy` key first) and so does its name.
 */

/** What a working copy says about itself. */
export const WORKING_COPY_NOTE = 'working copy of draft, not released';

/** The CSV column holding WORKING_COPY_NOTE (an import ignores it, like the ID columns). */
export const WORKING_COPY_COLUMN = 'Working copy';

/**
 * The file name of a draft's export: `{framework}-draft-working-copy.{extension}`.
 * @param machineName the framework's machine name; @param extension 'csv' or 'json'
 */
export function workingCopyFileName(machineName: string, extension: 'csv' | 'json'): string {
  return `${machineName}-draft-working-copy.${extension}`;
}
