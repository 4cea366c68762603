/** TeSS import: content providers, their items, and the create form filled from an item (docs/features/browsing.md §8). */
import { z } from 'zod';
import { calendarDateSchema } from '../framework.js';
import { TESS_CATEGORIES, TRAINING_RESOURCE_TYPES } from './constants.js';
import { trainingResourceRefSchema } from './resources.js';

export const tessProviderSchema = z.object({ id: z.string(), title: z.string() });
export const tessProviderListSchema = z.object({ providers: z.array(tessProviderSchema) });
export type TessProviderList = z.infer<typeof tessProviderListSchema>;

export const tessItemSummarySchema = z.object({
  id: z.string(),
  category: z.enum(TESS_CATEGORIES),
  title: z.string(),
  /** Calendar dates of an event; null for materials. */
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
});
export const tessItemListSchema = z.object({ items: z.array(tessItemSummarySchema) });
export type TessItemList = z.infer<typeof tessItemListSchema>;

/** `GET .../tess/items/{category}/{id}`: the create form filled from a TeSS item. */
export const tessImportDraftSchema = z.object({
  title: z.string(),
  url: z.string(),
  type: z.enum(TRAINING_RESOURCE_TYPES),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  /** TeSS's Markdown rendered as sanitised HTML (ADR 0052). */
  description: z.string(),
  /** TeSS's learning objectives, rendered likewise. */
  learningOutcomes: z.string(),
  location: z.string(),
  organisers: z.string(),
  targetAudience: z.string(),
  keywords: z.array(z.string()),
  /** `descriptionMarkdown`: the description as TeSS wrote it (kept with the import, ADR 0052). */
  tess: z.object({
    id: z.string(),
    contentProvider: z.string(),
    category: z.enum(TESS_CATEGORIES),
    descriptionMarkdown: z.string(),
  }),
  /** The slug of the resource already imported from this item, if any (saving will update it). */
  existingSlug: z.string().nullable(),
});
export type TessImportDraft = z.infer<typeof tessImportDraftSchema>;

/** The form's fields a TeSS import fills and a re-import compares with the last import (ADR 0052). */
export const TESS_TRACKED_FIELDS = [
  'title',
  'url',
  'type',
  'startDate',
  'endDate',
  'location',
  'keywords',
  'description',
  'learningOutcomes',
  'targetAudience',
  'organisers',
  'trainers',
] as const;
export type TessTrackedField = (typeof TESS_TRACKED_FIELDS)[number];

/**
 * A field a re-import left as a content manager changed it although TeSS has a new value (ADR 0052), both
 * as text (rich fields as sanitised HTML, keywords joined by ', ', no date as '').
 */
export const tessKeptFieldSchema = z.object({
  field: z.enum(TESS_TRACKED_FIELDS),
  kept: z.string(),
  tess: z.string(),
});
export type TessKeptField = z.infer<typeof tessKeptFieldSchema>;

/** What creating (or re-importing) a training resource answers: its reference, and the fields kept. */
export const trainingResourceCreatedSchema = trainingResourceRefSchema.extend({
  tessKept: z.array(tessKeptFieldSchema),
});
export type TrainingResourceCreated = z.infer<typeof trainingResourceCreatedSchema>;
