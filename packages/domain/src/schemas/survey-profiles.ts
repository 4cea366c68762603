/**
 * Reference profiles from a survey (docs/features/surveys.md, ADR 0049): the request and response schemas
 * of the framework managers' preview and create routes, and the derivation a created profile keeps and
 * shows publicly. Under `/api/v1/manage/frameworks/{fw}/versions/{v}/profiles`:
 * | Method | Path | Body | Response |
 * |---|---|---|---|
 * | POST | `/from-survey/preview` | SurveyPreviewRequest | SurveyPreview |
 * | POST | `/from-survey` | SurveyProfilesRequest | 201 SurveyProfilesResult (Draft profiles) |
 */
import { z } from 'zod';
import { SURVEY_RULES, surveyCompetencyFiguresSchema } from './profile-derivation.js';
import { profileNameSchema, referenceProfileSummarySchema } from './profiles.js';

/** The largest survey file the routes read (its text), in characters. */
export const MAX_SURVEY_CHARS = 5 * 1024 * 1024;

const headerSchema = z.string().min(1).max(2000);

/** What the preview reads: the file's text, the manager's column choices and an optional split column. */
export const surveyPreviewRequestSchema = z.object({
  file: z.string().min(1, 'Choose a survey file').max(MAX_SURVEY_CHARS, 'The file is larger than 5 MB'),
  /** Column header → competency uuid, or null to leave the column out. */
  columns: z.record(headerSchema, z.uuid().nullable()).optional(),
  /** A column whose answers split the respondents into groups. */
  splitBy: headerSchema.nullable().optional(),
});
export type SurveyPreviewRequest = z.input<typeof surveyPreviewRequestSchema>;

/** The preview: the matching and the figures per group. */
export const surveyPreviewSchema = z.object({
  respondents: z.number().int().nonnegative(),
  groups: z.array(
    z.object({
      label: z.string(),
      respondents: z.number().int().nonnegative(),
      competencies: z.array(
        surveyCompetencyFiguresSchema.extend({
          header: z.string(),
          quartiles: z.tuple([z.number().int(), z.number().int(), z.number().int()]).nullable(),
        }),
      ),
    }),
  ),
  columns: z.array(
    z.object({
      header: z.string(),
      competencyUuid: z.uuid(),
      matchedBy: z.enum(['code', 'title', 'normalised', 'choice']),
    }),
  ),
  unmatchedColumns: z.array(z.string()),
  unmatchedAnswers: z.array(z.object({ header: z.string(), answer: z.string(), count: z.number().int() })),
  otherColumns: z.array(z.string()),
});
export type SurveyPreview = z.infer<typeof surveyPreviewSchema>;

/** Create: the preview's input, the rule, and a name for each group to make a profile of. */
export const surveyProfilesRequestSchema = surveyPreviewRequestSchema.extend({
  rule: z.enum(SURVEY_RULES),
  profiles: z
    .array(z.object({ group: z.string().min(1), title: profileNameSchema }))
    .min(1, 'Name at least one profile'),
});
export type SurveyProfilesRequest = z.input<typeof surveyProfilesRequestSchema>;

/** The profiles created (Draft). */
export const surveyProfilesResultSchema = z.object({ created: z.array(referenceProfileSummarySchema) });
export type SurveyProfilesResult = z.infer<typeof surveyProfilesResultSchema>;
