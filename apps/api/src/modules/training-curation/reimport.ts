/**
 * A TeSS re-import keeps what content managers changed (ADR 0052). The values TeSS gave at the last import
 * are kept with the resource (`tess_imported`); a field whose current value differs from them was changed by
 * a content manager since. A re-import updates only the other fields, remembers TeSS's new values, and names
 * the changed fields where TeSS now has another value (the form offers 'Use TeSS's value' for each).
 */
import { TESS_TRACKED_FIELDS, type TessKeptField, type TessTrackedField } from '@hub/domain';
import type { TessImportedJson } from '../../db/schema/index.js';
import type { TrainingResourceInsert, TrainingResourceRow } from './repository.js';

type Stored = string | string[] | null;
type Values = Omit<TrainingResourceInsert, 'slug' | 'authorId'>;

const same = (a: Stored | undefined, b: Stored | undefined): boolean =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** A stored value as text: keywords joined by ', ', no date as ''. */
export const asText = (value: Stored | undefined): string =>
  Array.isArray(value) ? value.join(', ') : (value ?? '');

/** The import record of a form's stored values (every tracked field), with TeSS's Markdown. */
export function importedOf(values: Values, descriptionMarkdown: string | null): TessImportedJson {
  const kept: Record<string, Stored> = {};
  for (const field of TESS_TRACKED_FIELDS) kept[field] = (values[field] ?? null) as Stored;
  return { values: kept, descriptionMarkdown };
}

/**
 * Merges a re-import into the resource already imported from the same item.
 * @param current the resource as stored; its `tessImported` null (imported before ADR 0052) counts every
 *   field that differs from TeSS's new value as changed by a content manager
 * @param incoming the form's stored values from TeSS now
 * @returns the values to write (untouched fields, the TeSS reference and the new import record) and the
 *   fields kept although TeSS has a new value, in form order
 */
export function mergeReimport(
  current: TrainingResourceRow,
  incoming: Values,
  descriptionMarkdown: string | null,
): { update: Partial<Values>; kept: TessKeptField[] } {
  const last = current.tessImported?.values;
  const update: Record<string, unknown> = {
    tessId: incoming.tessId,
    tessContentProvider: incoming.tessContentProvider,
    tessCategory: incoming.tessCategory,
    tessImported: importedOf(incoming, descriptionMarkdown),
  };
  const kept: TessKeptField[] = [];
  for (const field of TESS_TRACKED_FIELDS) {
    const now = current[field] as Stored;
    const tess = (incoming[field] ?? null) as Stored;
    const changedByManager = last ? !same(now, last[field]) : !same(now, tess);
    if (!changedByManager) {
      update[field] = tess;
    } else if (!same(tess, now) && (!last || !same(tess, last[field]))) {
      kept.push({ field, kept: asText(now), tess: asText(tess) });
    }
  }
  return { update: update as Partial<Values>, kept };
}

/** The value TeSS gave for a field at the last import, or undefined when none is known. */
export function importedValue(row: TrainingResourceRow, field: TessTrackedField): Stored | undefined {
  const values = row.tessImported?.values;
  return values && field in values ? (values[field] as Stored) : undefined;
}
