/**
 * Fit of a training item's difficulty to the level a role expects (docs/features/profiles.md §6). A framework's scale
 * (ratings 1..highest) is cut in thirds: the lowest third is 'beginner', the middle 'intermediate', the top
 * 'advanced' (with three levels: Level 1, 2, 3 → beginner, intermediate, advanced).
 */
import { TESS_DIFFICULTY_LEVELS, type TessDifficultyLevel } from '../schemas/tess-search.js';

/**
 * The TeSS difficulty matching an expected rating.
 * @param rating the role's expected rating (0 or less: none)
 * @param highest the highest rating of the framework's scale
 * @returns null when the rating or the scale says nothing
 */
export function expectedDifficulty(rating: number, highest: number): TessDifficultyLevel | null {
  if (rating <= 0 || highest <= 0) return null;
  const share = Math.min(rating, highest) / highest;
  if (share <= 1 / 3) return 'beginner';
  if (share <= 2 / 3) return 'intermediate';
  return 'advanced';
}

/**
 * Distance of an item's difficulty from the expected one: 0 same, 1 next to it, 1.5 unknown, 2 two apart;
 * 0 for every item when nothing is expected.
 */
export function difficultyDistance(
  item: TessDifficultyLevel | null,
  expected: TessDifficultyLevel | null,
): number {
  if (expected === null) return 0;
  if (item === null) return 1.5;
  return Math.abs(TESS_DIFFICULTY_LEVELS.indexOf(item) - TESS_DIFFICULTY_LEVELS.indexOf(expected));
}

/** Items ordered by fit to the expected difficulty, keeping their order among equals (stable). */
export function orderByDifficultyFit<T extends { difficultyLevel: TessDifficultyLevel | null }>(
  items: readonly T[],
  expected: TessDifficultyLevel | null,
): T[] {
  return items
    .map((item, index) => ({ item, index, d: difficultyDistance(item.difficultyLevel, expected) }))
    .sort((a, b) => a.d - b.d || a.index - b.index)
    .map((x) => x.item);
}
