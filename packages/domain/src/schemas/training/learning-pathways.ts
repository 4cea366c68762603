/** Learning pathways: ordered steps of training resources, each with a note (docs/features/training.md §3, Pathways). */
import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../../constants/index.js';
import { idSchema } from './ids.js';
import { trainingResourceSummarySchema } from './resources.js';

export const learningPathwayStepSchema = z.object({
  position: z.number().int().positive(),
  note: z.string(),
  resource: trainingResourceSummarySchema.omit({ competencies: true }),
});

export const learningPathwaySchema = z.object({
  id: idSchema,
  /** Bumped by every change, its steps included; the If-Match of its writes (ADR 0021). */
  revision: z.number().int(),
  framework: z.string(),
  title: z.string(),
  /** Sanitised HTML. */
  description: z.string(),
  /** `/api/v1/media/{id}` or null. */
  image: z.string().nullable(),
  imageId: idSchema.nullable(),
  published: z.boolean(),
  urlAlias: z.string(),
  steps: z.array(learningPathwayStepSchema),
  updatedAt: z.string(),
});
export type LearningPathway = z.infer<typeof learningPathwaySchema>;

export const learningPathwayListSchema = z.object({
  pathways: z.array(learningPathwaySchema.omit({ steps: true }).extend({ stepCount: z.number().int() })),
});
export type LearningPathwayList = z.infer<typeof learningPathwayListSchema>;

/** Create or edit a learning pathway: the steps in order, each resource once, each with an optional note. */
export const learningPathwayRequestSchema = z.object({
  title: z.string().trim().min(1, 'Enter a pathway title').max(MAX_TITLE_LENGTH),
  description: z.string().max(MAX_RICH_TEXT_LENGTH).default(''),
  imageId: idSchema.nullable().default(null),
  published: z.boolean().default(false),
  steps: z
    .array(
      z.object({ resourceId: idSchema, note: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default('') }),
    )
    .max(100)
    .refine((steps) => new Set(steps.map((s) => s.resourceId)).size === steps.length, {
      message: 'A training resource can be added to a learning pathway once',
    }),
});
export type LearningPathwayRequest = z.infer<typeof learningPathwayRequestSchema>;
export type LearningPathwayRequestInput = z.input<typeof learningPathwayRequestSchema>;
