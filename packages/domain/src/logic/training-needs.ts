/**
 * A group's training needs (docs/features/cohort.md): from how many people of a group hold each expertise
 * level of a competency, and the level a reference profile expects, how many are below it, their share,
 * the median level, and the competencies ranked by that share. Pure; the answers themselves never reach it,
 * only counts per level. 'Not applicable' is rating 0, as in the comparison (docs/features/original-hub.md: numeric
 * rating_level), so a person answering 'Not applicable' where the role expects a level is below it.
 */
import { NOT_APPLICABLE_RATING } from '../constants/index.js';

/** How many people of a group hold each rating of one competency (rating 0 = 'Not applicable'). */
export interface LevelDistribution {
  competencyUuid: string;
  code: string | null;
  title: string;
  /** Respondents per rating; ratings absent from the map have no respondents. Negative counts are ignored. */
  counts: ReadonlyMap<number, number>;
}

/** One competency's need: its distribution against the level the reference profile expects. */
export interface TrainingNeed {
  competencyUuid: string;
  code: string | null;
  title: string;
  /** The rating the reference profile expects (0 when it does not map the competency). */
  expectedRating: number;
  /** People with an answer for the competency ('Not applicable' included). */
  respondents: number;
  /** The median rating (the lower middle answer: {@link medianRating}); null without respondents. */
  median: number | null;
  /** People whose rating is below `expectedRating`. */
  below: number;
  /** `below / respondents`, 0 without respondents. */
  belowShare: number;
  /** Respondents per rating, the same counts as given. */
  counts: ReadonlyMap<number, number>;
}

/** Result of {@link rankTrainingNeeds}. */
export interface RankedTrainingNeeds {
  /**
   * Competencies the reference profile expects a level of (rating above 0) and someone answered, ranked by
   * the share below the expected level, then by the number below, then by how far the median falls short,
   * then in the order given.
   */
  ranked: TrainingNeed[];
  /** Every competency in the order given, with its figures (the ranked ones included). */
  all: TrainingNeed[];
}

/** A count as summed: non-finite or negative counts are 0. */
const countOf = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);

/**
 * The median rating of a distribution: the lower middle answer, the one at rank ⌈n/2⌉ of the n answers
 * sorted (for an even n the lower of the two middle ones, never a level between two levels; the survey
 * summary's rule).
 * @returns null when nobody answered
 */
export function medianRating(counts: ReadonlyMap<number, number>): number | null {
  const sorted = [...counts.entries()]
    .map(([rating, count]) => [rating, countOf(count)] as const)
    .filter(([, count]) => count > 0)
    .sort(([a], [b]) => a - b);
  const total = sorted.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(total / 2);
  let seen = 0;
  for (const [rating, count] of sorted) {
    seen += count;
    if (seen >= rank) return rating;
  }
  return null;
}

/**
 * The figures of one competency against the expected rating.
 * @param expectedRating the reference profile's rating (0 or less: not expected, nobody is below)
 */
export function trainingNeedOf(distribution: LevelDistribution, expectedRating: number): TrainingNeed {
  const expected = Math.max(NOT_APPLICABLE_RATING, expectedRating);
  let respondents = 0;
  let below = 0;
  for (const [rating, value] of distribution.counts) {
    const count = countOf(value);
    respondents += count;
    if (Math.max(NOT_APPLICABLE_RATING, rating) < expected) below += count;
  }
  return {
    competencyUuid: distribution.competencyUuid,
    code: distribution.code,
    title: distribution.title,
    expectedRating: expected,
    respondents,
    median: medianRating(distribution.counts),
    below,
    belowShare: respondents === 0 ? 0 : below / respondents,
    counts: distribution.counts,
  };
}

/**
 * Ranks a group's training needs against a reference profile.
 * @param distributions one per competency, in display order
 * @param expected the reference profile's rating per competency uuid (competencies it does not map: 0)
 */
export function rankTrainingNeeds(
  distributions: readonly LevelDistribution[],
  expected: ReadonlyMap<string, number>,
): RankedTrainingNeeds {
  const all = distributions.map((d) => trainingNeedOf(d, expected.get(d.competencyUuid) ?? 0));
  const shortfall = (need: TrainingNeed) => need.expectedRating - (need.median ?? need.expectedRating);
  const ranked = all
    .map((need, index) => ({ need, index }))
    .filter(({ need }) => need.expectedRating > NOT_APPLICABLE_RATING && need.respondents > 0)
    .sort(
      (a, b) =>
        b.need.belowShare - a.need.belowShare ||
        b.need.below - a.need.below ||
        shortfall(b.need) - shortfall(a.need) ||
        a.index - b.index,
    )
    .map(({ need }) => need);
  return { ranked, all };
}
