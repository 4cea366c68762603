/**
 * Training found by searching TeSS for the comparison summary's gaps (docs/features/profiles.md §6):
 * `POST /api/v1/training-resources/tess-search`. For each competency that needs improvement and has fewer
 * than three current mapped resources, the server searches TeSS (materials and upcoming events) with a
 * query built from the competency's title and its attributes' key terms; the answer says whether TeSS
 * could be searched, the query, a link to the same search on TeSS, and the items ordered by fit to the
 * level the role expects.
 */
import { z } from 'zod';
import { calendarDateSchema } from './framework.js';

/** TeSS `difficulty_level` values that say something (`notspecified` becomes null). */
export const TESS_DIFFICULTY_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export type TessDifficultyLevel = (typeof TESS_DIFFICULTY_LEVELS)[number];

/** Competencies that need improvement, each with the rating the role expects (1..highest rating). */
export const tessSearchRequestSchema = z.object({
  framework: z.string().min(1).max(64),
  version: z.string().min(1).max(64),
  competencies: z
    .array(z.object({ uuid: z.uuid(), expectedRating: z.number().int().min(0).max(1000) }))
    .max(200),
});
export type TessSearchRequest = z.infer<typeof tessSearchRequestSchema>;

/** One event or material found in TeSS. */
export const tessFoundItemSchema = z.object({
  category: z.enum(['event', 'material']),
  title: z.string(),
  /** The item's own page (the provider's), else its TeSS page. */
  url: z.string(),
  /** 'Event' or 'Material', with TeSS's resource or event type when given ('Material: hands-on tutorial'). */
  type: z.string(),
  /** The content provider's title, or the event's organiser; null when TeSS names neither. */
  provider: z.string().nullable(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  difficultyLevel: z.enum(TESS_DIFFICULTY_LEVELS).nullable(),
});
export type TessFoundItem = z.infer<typeof tessFoundItemSchema>;

export const tessSearchSchema = z.object({
  competencies: z.array(
    z.object({
      competencyUuid: z.uuid(),
      /**
       * `not-needed`: three or more current mapped resources (TeSS not searched); `found`: searched (items
       * may be empty); `unavailable`: TeSS slow, failing or unreachable.
       */
      status: z.enum(['not-needed', 'found', 'unavailable']),
      /** The search words ('' when not searched). */
      query: z.string(),
      /** The same search on TeSS's own site ('' when not searched). */
      searchUrl: z.string(),
      /** The level TeSS calls the role's expected level (null when the scale says nothing). */
      expectedDifficulty: z.enum(TESS_DIFFICULTY_LEVELS).nullable(),
      items: z.array(tessFoundItemSchema),
    }),
  ),
});
export type TessSearch = z.infer<typeof tessSearchSchema>;
