/**
 * Ordering of framework versions. Source: docs/features/browsing.md §9, docs/features/curation.md §7.
 */
import type { VersionSummary } from '../schemas/framework.js';

const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

/**
 * Compares two version numbers naturally ("1.10" after "1.9", "3.0" after "2.0", "e2" after "e1").
 * @returns negative when a comes first, positive when b comes first, 0 when equal.
 */
export function compareVersionNumbers(a: string, b: string): number {
  return collator.compare(a, b);
}

/**
 * Sorts versions newest first: by release date (versions without one after dated ones),
 * then by version number, descending. Returns a new array.
 */
export function sortVersionsNewestFirst<T extends Pick<VersionSummary, 'number' | 'releaseDate'>>(
  versions: readonly T[],
): T[] {
  return [...versions].sort((a, b) => {
    if (a.releaseDate !== b.releaseDate) {
      if (a.releaseDate === null) return 1;
      if (b.releaseDate === null) return -1;
      return a.releaseDate < b.releaseDate ? 1 : -1;
    }
    return compareVersionNumbers(b.number, a.number);
  });
}
