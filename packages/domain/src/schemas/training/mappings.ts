/**
 * A training resource's mappings to competencies and attributes (one framework's newest live version at a
 * time), and the top resources per competency that the comparison summary shows (docs/features/profiles.md §3).
 */
import { z } from 'zod';
import { idSchema, uuidSchema } from './ids.js';
import { trainingResourceSummarySchema } from './resources.js';

/** `GET/PUT .../mappings/{fw}`: the mapping of one resource in one framework's newest live version. */
export const resourceMappingStateSchema = z.object({
  framework: z.string(),
  version: z.string(),
  /** The resource's revision: `"r<revision>"` is the If-Match of a mapping change (ADR 0021). */
  revision: z.number().int(),
  /** Row ids, in that version, of the competencies mapped as a whole. */
  competencyIds: z.array(idSchema),
  /** Row ids, in that version, of the mapped attributes. */
  attributeIds: z.array(idSchema),
});
export type ResourceMappingState = z.infer<typeof resourceMappingStateSchema>;

/** Ids of competencies that need improvement → the top resources for each (comparison summary, docs/features/profiles.md §3). */
export const trainingForCompetenciesRequestSchema = z.object({
  framework: z.string().min(1).max(64),
  competencyUuids: z.array(uuidSchema).max(500),
});
export type TrainingForCompetenciesRequest = z.infer<typeof trainingForCompetenciesRequestSchema>;

export const trainingForCompetenciesSchema = z.object({
  competencies: z.array(
    z.object({
      competencyUuid: uuidSchema,
      /** Up to TRAINING_FOR_GAP_LIMIT, current (not ended) ones first, never archived. */
      resources: z.array(trainingResourceSummarySchema.omit({ competencies: true })),
      total: z.number().int().nonnegative(),
    }),
  ),
});
export type TrainingForCompetencies = z.infer<typeof trainingForCompetenciesSchema>;

/** Replace a resource's mapping in one framework's newest live version (row ids of that version). */
export const resourceMappingRequestSchema = z.object({
  competencyIds: z.array(idSchema).max(5000).default([]),
  attributeIds: z.array(idSchema).max(20000).default([]),
  /**
   * Which of the given ids the manager chose by accepting a suggestion (ADR 0048): each one that the save
   * adds is recorded in the audit trail as an accepted suggestion.
   */
  acceptedSuggestions: z
    .object({
      competencyIds: z.array(idSchema).max(500).default([]),
      attributeIds: z.array(idSchema).max(500).default([]),
    })
    .optional(),
});
export type ResourceMappingRequest = z.infer<typeof resourceMappingRequestSchema>;

/** Most suggestions one request may ask for. */
export const MAPPING_SUGGESTION_LIMIT_MAX = 50;

/** `GET .../mappings/{fw}/suggestions`: which version, how many. */
export const mappingSuggestionQuerySchema = z.object({
  /** A version number of the framework; without it, its newest live version (the one the mapping saves). */
  version: z.string().min(1).max(32).optional(),
  limit: z.coerce.number().int().min(1).max(MAPPING_SUGGESTION_LIMIT_MAX).default(10),
});
export type MappingSuggestionQuery = z.infer<typeof mappingSuggestionQuerySchema>;

/**
 * One suggested mapping (ADR 0048): a competency as a whole, or one of its attributes, that the resource
 * most likely teaches, with why. Never saved by itself: a content manager accepts or rejects it.
 */
export const mappingSuggestionSchema = z.object({
  competencyUuid: uuidSchema,
  /** Present when the suggestion is one attribute of the competency. */
  attributeUuid: uuidSchema.optional(),
  /** The competency's title, or the attribute's as 'Type: title'. */
  title: z.string(),
  /** The competency's code, where the framework has codes. */
  code: z.string().optional(),
  /** Between 0 and 1, higher is likelier; suggestions come best first. */
  score: z.number().min(0).max(1),
  /** The words that matched, and/or the resources like this one that were mapped there. */
  reasons: z.array(z.string()).min(1),
});
export type MappingSuggestion = z.infer<typeof mappingSuggestionSchema>;

export const mappingSuggestionListSchema = z.array(mappingSuggestionSchema);
