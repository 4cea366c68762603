/** TeSS import: content providers, their items, and the create form filled from an item (spec §3). */
import { z } from 'zod';
import { calendarDateSchema } from '../framework.js';
import { TESS_CATEGORIES, TRAINING_RESOURCE_TYPES } from './constants.js';

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
  description: z.string(),
  location: z.string(),
  organisers: z.string(),
  targetAudience: z.string(),
  keywords: z.array(z.string()),
  tess: z.object({ id: z.string(), contentProvider: z.string(), category: z.enum(TESS_CATEGORIES) }),
  /** The slug of the resource already imported from this item, if any (saving will update it). */
  existingSlug: z.string().nullable(),
});
export type TessImportDraft = z.infer<typeof tessImportDraftSchema>;
