/**
 * Career pathways: an ordered list of Live reference profiles of one framework version (a timeline of
 * career steps). Request and response schemas of the `/api/v1` reads and writes, shared by the server
 * (validation, OpenAPI) and the web app (forms, types). Source: docs/features/profiles.md §7; docs/features/browsing.md §8 Career
 * pathway, docs/features/browsing.md §9; docs/features/profiles.md §3, §8; docs/features/profiles.md §1, §4.
 *
 * Reads (anonymous visitors see the Live steps only; signed-in users every step):
 * | Method | Path | Response |
 * |---|---|---|
 * | GET | `/api/v1/frameworks/{fw}/versions/{v}/career-pathways` | CareerPathwayList |
 * | GET | `/api/v1/frameworks/{fw}/versions/{v}/career-pathways/{id}` | CareerPathway |
 *
 * Writes (framework_manager with the framework in their list, CSRF token; audit event):
 * | Method | Path | Body | Response |
 * |---|---|---|---|
 * | POST | `/api/v1/manage/frameworks/{fw}/versions/{v}/career-pathways` | CareerPathwayRequest | 201 CareerPathway |
 * | PUT | `.../career-pathways/{id}` | CareerPathwayRequest | CareerPathway |
 * | DELETE | `.../career-pathways/{id}` | – | 204 |
 *
 * Errors: 400 with `issues` (blank title or description, no profile, a profile twice, an unknown or Draft
 * profile or one of another framework version, named by its id); 401 anonymous; 403 missing role,
 * framework not in the user's list, missing or invalid CSRF token; 404 unknown framework, version or pathway.
 */
import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_TITLE_LENGTH } from '../constants/index.js';
import { CAREER_PATHWAY_MESSAGES, MAX_PATHWAY_STEPS } from './career-pathways-constants.js';
import { versionParamsSchema } from './framework.js';
import { referenceProfileSummarySchema } from './profiles.js';

export * from './career-pathways-constants.js';

const idSchema = z.number().int().positive().max(2147483647);

// ---------------------------------------------------------------- responses

/** One step of a pathway: its 1-based position and the profile at that step. */
export const careerPathwayStepSchema = z.object({
  position: z.number().int().positive(),
  profile: referenceProfileSummarySchema,
});
export type CareerPathwayStep = z.infer<typeof careerPathwayStepSchema>;

/** `GET .../career-pathways/{id}`: one career pathway with its steps in order. */
export const careerPathwaySchema = z.object({
  id: idSchema,
  /** Bumped by every change, its steps included; `"r<revision>"` is the If-Match of its writes (ADR 0021). */
  revision: z.number().int(),
  title: z.string(),
  /** Plain text (markup is stripped by the server). */
  description: z.string(),
  /** Machine name of the framework. */
  framework: z.string(),
  version: z.string(),
  steps: z.array(careerPathwayStepSchema),
});
export type CareerPathway = z.infer<typeof careerPathwaySchema>;

/** `GET .../career-pathways`: the version's career pathways, by title. */
export const careerPathwayListSchema = z.object({ pathways: z.array(careerPathwaySchema) });
export type CareerPathwayList = z.infer<typeof careerPathwayListSchema>;

// ---------------------------------------------------------------- requests

/**
 * Create or edit a career pathway. Title and description are plain text (markup stripped by the server,
 * refused when blank afterwards). `profileIds` in pathway order: at least one, each at most once; the
 * server also requires each to be a Live profile of the same framework version.
 */
export const careerPathwayRequestSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, CAREER_PATHWAY_MESSAGES.title)
    .max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters`),
  description: z
    .string()
    .trim()
    .min(1, CAREER_PATHWAY_MESSAGES.description)
    .max(MAX_DESCRIPTION_LENGTH, `Use at most ${MAX_DESCRIPTION_LENGTH} characters`),
  profileIds: z
    .array(idSchema)
    .min(1, CAREER_PATHWAY_MESSAGES.profiles)
    .max(MAX_PATHWAY_STEPS, `Use at most ${MAX_PATHWAY_STEPS} profiles`)
    .refine((ids) => new Set(ids).size === ids.length, CAREER_PATHWAY_MESSAGES.duplicate),
});
export type CareerPathwayRequest = z.input<typeof careerPathwayRequestSchema>;

/** Route params of one career pathway: framework, version and numeric id. */
export const careerPathwayParamsSchema = versionParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2147483647),
});
