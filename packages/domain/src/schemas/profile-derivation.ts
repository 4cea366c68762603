/**
 * The derivation a reference profile made from a survey keeps and shows publicly (docs/features/surveys.md,
 * ADR 0049): the rule, how many answered and the answer counts per competency. The file itself is not kept.
 */
import { z } from 'zod';

/** How a profile's levels come from the answers: the median or the mode (tie rules in the feature reference). */
export const SURVEY_RULES = ['median', 'mode'] as const;
export type SurveyRule = (typeof SURVEY_RULES)[number];

/** One competency's figures in one group; `counts` maps a level's rating to its answers. */
export const surveyCompetencyFiguresSchema = z.object({
  competencyUuid: z.uuid(),
  code: z.string().nullable(),
  title: z.string(),
  counts: z.record(z.string(), z.number().int().nonnegative()),
  notApplicable: z.number().int().nonnegative(),
  respondents: z.number().int().nonnegative(),
  /** Ratings (0 = not applicable); null when nobody answered. */
  median: z.number().int().nullable(),
  mode: z.number().int().nullable(),
});
export type SurveyCompetencyFigures = z.infer<typeof surveyCompetencyFiguresSchema>;

/** How a profile's levels were derived from a survey, shown on its page: the file itself is not kept. */
export const profileDerivationSchema = z.object({
  method: z.literal('survey'),
  rule: z.enum(SURVEY_RULES),
  /** Rows of the group the profile was made from. */
  respondents: z.number().int().nonnegative(),
  /** The group's label in the file ('Profile: Core facility scientist I'). */
  group: z.string(),
  competencies: z.array(surveyCompetencyFiguresSchema),
});
export type ProfileDerivation = z.infer<typeof profileDerivationSchema>;
