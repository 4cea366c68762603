/**
 * Pure rules of the reference profile screens: the home grid's collapsed list, the role selector's
 * comparison targets, the compare route's profile parameters and a domain's competency count text.
 * Source: docs/features/browsing.md §2, Comparison, docs/features/browsing.md §9 (only Live profiles, never
 * the profile itself, are comparison targets), docs/features/browsing.md §11.
 */
import type { ReferenceProfileSummary } from '@hub/domain';

/** Cards shown before 'View more' (docs/features/browsing.md §11). */
export const GRID_COLLAPSED_COUNT = 6;

/**
 * The cards the grid shows: the first 6 unless `expanded`, and whether the 'View more' / 'View less'
 * button is offered (only when there are more than 6).
 */
export function gridCards<T>(
  profiles: readonly T[],
  expanded: boolean,
): { shown: readonly T[]; hasMore: boolean } {
  const hasMore = profiles.length > GRID_COLLAPSED_COUNT;
  return { shown: expanded || !hasMore ? profiles : profiles.slice(0, GRID_COLLAPSED_COUNT), hasMore };
}

/**
 * Comparison targets of the role selector: Live profiles only, never `exclude` (the profile compared),
 * in the list's order.
 */
export function compareTargets(
  profiles: readonly ReferenceProfileSummary[],
  exclude: number | null,
): ReferenceProfileSummary[] {
  return profiles.filter((p) => p.publishingStatus === 'Live' && p.id !== exclude);
}

/** A compare route parameter: the guest profile, a reference profile id, or null when malformed. */
export type ProfileRef = 'guest' | number;

/** Parses a compare route parameter ('guest' or a positive integer id); null for anything else. */
export function parseProfileRef(value: string | undefined): ProfileRef | null {
  if (value === 'guest') return 'guest';
  if (value === undefined || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2_147_483_647 ? id : null;
}

/**
 * The comparison summary: 'No competency needs improvement', '1 of 19 competencies needs improvement',
 * 'n of 19 competencies need improvement'.
 */
export function needsImprovementText(count: number, total: number): string {
  if (count === 0) return 'No competency needs improvement';
  return `${count} of ${total} ${total === 1 ? 'competency' : 'competencies'} ${count === 1 ? 'needs' : 'need'} improvement`;
}

/** A rating shown with one decimal at most (domain averages of the chart and its table). */
export function formatAverage(value: number): string {
  return (Math.round(value * 10) / 10).toString();
}
