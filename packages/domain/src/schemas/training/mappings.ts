/**
 * A training resource's mappings to competencies and attributes (one framework's newest live version at a
 * time), and the top resources per competency that the comparison summary shows (spec §5).
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

/** Ids of competencies that need improvement → the top resources for each (comparison summary, §5). */
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
});
export type ResourceMappingRequest = z.infer<typeof resourceMappingRequestSchema>;
