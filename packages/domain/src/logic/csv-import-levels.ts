/**
 * The expertise level columns of the managers' CSV import (ADR 0067; docs/features/interchange-files.md §1):
 * the export CSV's scale, one level per row from the top, read back so that an export imported into an
 * empty draft keeps its scale. Pure; used by csv-import.ts.
 */
import { EXPORT_LEVEL_COLUMNS } from '../schemas/export-constants.js';
import type { ContentTextField } from './content-text.js';
import { UUID } from './csv-import-uuids.js';
import { hasControlCharacter } from './text-rules.js';

/** An expertise level of the level columns (EXPORT_LEVEL_COLUMNS, ADR 0067). */
export interface PlannedLevel {
  /** The UUID cell, null when empty or without the column (the service gives the level one). */
  uuid: string | null;
  ratingLevel: number;
  title: string;
  description: string;
}

/** The highest rating an expertise level may have (as the API's expertise level form). */
const MAX_RATING = 100;

/** What the level reader needs of the plan: the file's columns, the cleaning, the text rule and issues. */
export interface LevelReaderContext {
  column: ReadonlyMap<string, number>;
  clean: (text: string) => string;
  /** The one content text rule on a cleaned cell: false (and an issue on `row`) when it breaks it. */
  ruled: (field: ContentTextField, text: string, row: number, name: string) => boolean;
  issues: { row: number | null; message: string }[];
}

/**
 * A reader of the level cells of each row. Levels are read when the file has a rating and a title column;
 * description and UUID are optional.
 * @returns `read(row, line)`: reads the row's level cells (a rating that is a whole number 0–100, a title, a
 *   description and a uuid as the content rules say; no rating or uuid given to two levels; a level repeated
 *   as it is, by a copied row, is one level), true when the row holds level cells; and `levels`, in file order
 */
export function expertiseLevelReader({ column, clean, ruled, issues }: LevelReaderContext) {
  const [RATING, LEVEL, LEVEL_DESCRIPTION, LEVEL_UUID] = EXPORT_LEVEL_COLUMNS;
  const hasLevels = column.has(RATING) && column.has(LEVEL);
  const levelCell = (row: string[], name: (typeof EXPORT_LEVEL_COLUMNS)[number]) =>
    column.has(name) ? (row[column.get(name) as number] ?? '') : '';
  const levels: PlannedLevel[] = [];
  const levelKeys = new Set<string>();

  const read = (row: string[], line: number): boolean => {
    if (!hasLevels) return false;
    const cells = EXPORT_LEVEL_COLUMNS.map((name) => levelCell(row, name));
    if (cells.every((c) => c.trim() === '')) return false;
    if (cells.some((c) => hasControlCharacter(c))) {
      issues.push({ row: line, message: 'Expertise level: must not contain control characters' });
      return true;
    }
    const ratingText = levelCell(row, RATING).trim();
    const title = clean(levelCell(row, LEVEL));
    const description = clean(levelCell(row, LEVEL_DESCRIPTION));
    const uuid = levelCell(row, LEVEL_UUID).trim().toLowerCase();
    const rating = /^\d{1,3}$/.test(ratingText) ? Number(ratingText) : Number.NaN;
    if (!(rating <= MAX_RATING)) {
      issues.push({
        row: line,
        message: `Expertise level rating: "${ratingText}" is not a whole number from 0 to ${MAX_RATING}`,
      });
      return true;
    }
    if (!ruled('title', title, line, 'Expertise level')) return true;
    if (!ruled('description', description, line, 'Expertise level description')) return true;
    if (uuid && !UUID.test(uuid)) {
      issues.push({ row: line, message: `Expertise level UUID "${uuid}" is not a uuid` });
      return true;
    }
    const level = { uuid: uuid || null, ratingLevel: rating, title, description };
    // A row copied with its level cells repeats the level: the same level, said again.
    const same = JSON.stringify(level);
    if (levels.some((l) => JSON.stringify(l) === same)) return true;
    for (const key of [`rating:${rating}`, ...(uuid ? [`uuid:${uuid}`] : [])]) {
      if (levelKeys.has(key)) {
        issues.push({
          row: line,
          message: `Expertise level: ${key.startsWith('rating') ? `rating ${rating}` : `UUID "${uuid}"`} is given to another level on an earlier row`,
        });
        return true;
      }
      levelKeys.add(key);
    }
    levels.push(level);
    return true;
  };
  return { read, levels };
}
