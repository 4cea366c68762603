/**
 * Proficiency display rules shared by the profile views, the comparison and the PDF: bar width, the
 * 'Level: n' / 'Not applicable' label, the scale legend and the 'Select a scale' option labels.
 * Source: docs/features/profiles.md §1; docs/features/browsing.md §11 (bar width percent = 100 / ((levels - 1) / rating_level);
 * 'Not applicable' is excluded from the legend); docs/features/original-hub.md (numeric rating_level, 'Not applicable'
 * is the level with rating 0).
 */
import { NOT_APPLICABLE_RATING } from '../constants/index.js';

/** The part of an expertise level these rules need. */
export interface RatedLevel {
  title: string;
  ratingLevel: number;
}

/** Label shown for an unmapped competency or one at rating 0. */
export const NOT_APPLICABLE_LABEL = 'Not applicable';

/** Highest rating among `levels` (0 when there are none). */
export function highestRating(levels: readonly RatedLevel[]): number {
  return levels.reduce((max, level) => Math.max(max, level.ratingLevel), 0);
}

/**
 * Width of a proficiency bar in percent: `rating` ÷ `maxRating` × 100, clamped to 0–100. With the
 * usual levels 0..n this equals the original hub's 100 / ((levels - 1) / rating). Returns 0 when `maxRating`
 * is not positive or `rating` is not a finite number.
 */
export function proficiencyPercent(rating: number, maxRating: number): number {
  if (!Number.isFinite(rating) || !Number.isFinite(maxRating) || maxRating <= 0) return 0;
  return Math.min(100, Math.max(0, (rating / maxRating) * 100));
}

/** 'Level: n' for a positive rating, 'Not applicable' for 0, a negative rating or no rating. */
export function proficiencyLabel(rating: number | null | undefined): string {
  return rating !== null && rating !== undefined && rating > NOT_APPLICABLE_RATING
    ? `Level: ${rating}`
    : NOT_APPLICABLE_LABEL;
}

/** The scale legend: every level with a positive rating, lowest first ('Not applicable' left out). */
export function legendLevels<T extends RatedLevel>(levels: readonly T[]): T[] {
  return levels
    .filter((level) => level.ratingLevel > NOT_APPLICABLE_RATING)
    .sort((a, b) => a.ratingLevel - b.ratingLevel);
}

/**
 * Option label of the 'Select a scale' select: 'Level n: title' for a positive rating, 'Not applicable'
 * for rating 0. A title that already starts with 'Level n' (the survey levels of iscb-3.0e1: 'Level 1',
 * 'Level 3 (most advanced)') is shown as-is rather than as 'Level 1: Level 1'.
 */
export function levelOptionLabel(level: RatedLevel): string {
  if (level.ratingLevel <= NOT_APPLICABLE_RATING) return NOT_APPLICABLE_LABEL;
  const prefix = `Level ${level.ratingLevel}`;
  const title = level.title.trim();
  if (
    title.toLowerCase() === prefix.toLowerCase() ||
    title.toLowerCase().startsWith(`${prefix.toLowerCase()} `)
  ) {
    return title;
  }
  return `${prefix}: ${title}`;
}
