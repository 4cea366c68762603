/**
 * The words of a survey's figures (docs/features/surveys.md), shared by the managers' 'Create profiles from a
 * survey' screen and a derived profile's page: a rating as its level title, the answer counts as one line.
 */
import type { SurveyCompetencyFigures } from '@hub/domain';

/** The levels the words need: rating and title. */
type Levels = readonly { ratingLevel: number; title: string }[];

/** A rating's level title ('Not applicable' for 0, 'No answers' for null; 'Level N' when the framework lacks it). */
export function surveyLevelTitle(levels: Levels, rating: number | null): string {
  if (rating === null) return 'No answers';
  if (rating === 0) return 'Not applicable';
  return levels.find((l) => l.ratingLevel === rating)?.title ?? `Level ${rating}`;
}

/** The answer counts as words: 'Not applicable 1, Level 1 20, Level 2 19, Level 3 (most advanced) 13'. */
export function surveyCountsText(levels: Levels, figures: SurveyCompetencyFigures): string {
  const counted = Object.entries(figures.counts)
    .map(([rating, n]) => [Number(rating), n] as const)
    .sort((a, b) => a[0] - b[0])
    .map(([rating, n]) => `${surveyLevelTitle(levels, rating)} ${n}`);
  return [`Not applicable ${figures.notApplicable}`, ...counted].join(', ');
}
