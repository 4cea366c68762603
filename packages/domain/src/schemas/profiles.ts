/**
 * Reference profiles: request and response schemas of the `/api/v1` profile reads and writes, shared by
 * the server (validation, OpenAPI) and the web app (forms, types). Source: docs/features/profiles.md §1, §3; docs/features/browsing.md §8, §9, §11;
 * docs/features/curation.md §12; docs/features/public-api.md §5; docs/features/profiles.md §1.
 *
 * Reads (anonymous: Live profiles only; signed-in users: Live and Draft):
 * | Method | Path | Response |
 * |---|---|---|
 * | GET | `/api/v1/frameworks/{fw}/versions/{v}/profiles` | ReferenceProfileList |
 * | GET | `/api/v1/frameworks/{fw}/versions/{v}/profiles/{id}` | ReferenceProfile (Draft: 404 for anonymous) |
 * | GET | `/api/v1/profiles/frameworks` | ProfileFrameworkList (frameworks with Live profiles, most first) |
 * | GET | `/api/v1/media/{id}` | the image bytes (long-lived cache) |
 *
 * Writes (framework_manager with the framework in their list, CSRF token; under
 * `/api/v1/manage/frameworks/{fw}/versions/{v}/profiles`; live versions accept profile writes):
 * | Method | Path | Body | Response |
 * |---|---|---|---|
 * | POST | `` | ProfileRequest | 201 ReferenceProfile (Draft unless a status is given) |
 * | PUT | `/{id}` | ProfileRequest (incl. publishingStatus, imageId) | ReferenceProfile |
 * | PUT | `/{id}/mapping` | ProfileMappingRequest | ReferenceProfile |
 * | DELETE | `/{id}` | – | 204 |
 * | POST | `/clone` | – | 201 CloneProfilesResult (from the previous live version, as Draft) |
 * | POST | `/api/v1/manage/media` | multipart `file` (JPG or PNG, ≤ 2 MB) | 201 MediaUpload |
 *
 * Errors: 400 with `issues` (field paths; unknown competency / level / attribute ids are named; an image
 * too large or not JPG/PNG gets the original hub's message); 401 anonymous; 403 missing role, framework not in the
 * user's list, missing or invalid CSRF token; 404 unknown framework, version or profile; 409 nothing to
 * clone from.
 */
import { z } from 'zod';
import { MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../constants/index.js';
import { citationSchema, versionParamsSchema } from './framework.js';
import { profileDerivationSchema } from './profile-derivation.js';
import {
  MAX_PROFILE_AGE,
  MIN_JOB_TITLE_LENGTH,
  MIN_PROFILE_NAME_LENGTH,
  PROFILE_GENDERS,
  PROFILE_MESSAGES,
  PUBLISHING_STATUSES,
  SENIORITY_LEVELS,
} from './profiles-constants.js';

export * from './profiles-constants.js';

// ---------------------------------------------------------------- responses

const idSchema = z.number().int().positive().max(2147483647);

/** A reference profile as listed (home grid, framework profiles tab, role selector). */
export const referenceProfileSummarySchema = z.object({
  id: idSchema,
  /** The name. */
  title: z.string(),
  jobTitle: z.string(),
  seniorityLevel: z.enum(SENIORITY_LEVELS).nullable(),
  publishingStatus: z.enum(PUBLISHING_STATUSES),
  /** Slug of the name with a leading slash, unique per version: `/alex`, `/alex-2`. */
  urlAlias: z.string(),
  /** `/api/v1/media/{id}` or null. */
  imageUrl: z.string().nullable(),
  /**
   * What the profile is, shown wherever it appears (e.g. 'DIRECT sample profile': illustrative, not
   * surveyed; ADR 0046); absent for other profiles.
   */
  label: z.string().optional(),
});
export type ReferenceProfileSummary = z.infer<typeof referenceProfileSummarySchema>;

/** Where an imported profile came from (shown as 'Source' on the profile page). */
export const profileSourceSchema = z.object({
  title: z.string(),
  text: z.string(),
  /** The curators' source lines (commits, file paths); not shown to visitors. */
  sources: z.array(z.string()),
  complete: z.boolean(),
  /** The source as one citation line (ADR 0030); null for a profile imported before citations. */
  citation: citationSchema.nullable(),
});
export type ProfileSource = z.infer<typeof profileSourceSchema>;

/** One mapped competency: its expertise level and the attributes ticked. */
export const profileMappingEntrySchema = z.object({
  competencyId: idSchema,
  competencyUuid: z.uuid(),
  expertiseLevelId: idSchema,
  /** The level's rating (0 = not applicable is never stored: such competencies are not mapped). */
  ratingLevel: z.number().int(),
  attributeIds: z.array(idSchema),
});
export type ProfileMappingEntry = z.infer<typeof profileMappingEntrySchema>;

/** `GET .../profiles/{id}`: one reference profile with its mapping. */
export const referenceProfileSchema = referenceProfileSummarySchema.extend({
  /** Bumped by every change, the mapping included; `"r<revision>"` is the If-Match of its writes (ADR 0021). */
  revision: z.number().int(),
  /** Machine name of the framework. */
  framework: z.string(),
  version: z.string(),
  age: z.number().int().nullable(),
  gender: z.enum(PROFILE_GENDERS),
  /** Sanitised HTML. */
  qualificationBackground: z.string(),
  /** Sanitised HTML ('Activities and current role'). */
  currentRole: z.string(),
  /** Sanitised HTML. */
  additionalInformation: z.string(),
  source: profileSourceSchema.nullable(),
  /**
   * How the levels were derived from a survey (docs/features/surveys.md); null for other profiles. The API
   * always sends it; optional so that profiles built elsewhere (tests, the guest file) need not.
   */
  derivation: profileDerivationSchema.nullable().optional(),
  mapping: z.array(profileMappingEntrySchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReferenceProfile = z.infer<typeof referenceProfileSchema>;

/** `GET /api/v1/frameworks/{fw}/versions/{v}/profiles`. */
export const referenceProfileListSchema = z.object({ profiles: z.array(referenceProfileSummarySchema) });
export type ReferenceProfileList = z.infer<typeof referenceProfileListSchema>;

/** A framework version with Live profiles (home grid selector). */
export const profileFrameworkSchema = z.object({
  machineName: z.string(),
  title: z.string(),
  version: z.string(),
  liveProfileCount: z.number().int().nonnegative(),
});
export type ProfileFramework = z.infer<typeof profileFrameworkSchema>;

/** `GET /api/v1/profiles/frameworks`: most Live profiles first (the default is the first). */
export const profileFrameworkListSchema = z.object({ frameworks: z.array(profileFrameworkSchema) });
export type ProfileFrameworkList = z.infer<typeof profileFrameworkListSchema>;

/** `POST /api/v1/manage/media` response. */
export const mediaUploadSchema = z.object({ id: idSchema, url: z.string() });
export type MediaUpload = z.infer<typeof mediaUploadSchema>;

/** `POST .../profiles/clone` response: what was cloned and what no longer exists in the target. */
export const cloneProfilesResultSchema = z.object({
  /** The version the profiles were cloned from. */
  fromVersion: z.string(),
  created: z.array(referenceProfileSummarySchema),
  /** Competencies (or levels, attributes) of the source mapping that the target version lacks. */
  notCarried: z.array(
    z.object({
      profileTitle: z.string(),
      kind: z.enum(['competency', 'expertiseLevel', 'attribute']),
      uuid: z.string(),
      title: z.string(),
    }),
  ),
  /** Profiles of the previous version not cloned because the version already has one of that name and job title. */
  skipped: z.array(z.object({ profileTitle: z.string(), reason: z.string() })),
});
export type CloneProfilesResult = z.infer<typeof cloneProfilesResultSchema>;

// ---------------------------------------------------------------- requests

/** Profile name: trimmed, at least 2 characters (manager form message). */
export const profileNameSchema = z
  .string()
  .trim()
  .min(MIN_PROFILE_NAME_LENGTH, PROFILE_MESSAGES.nameManager)
  .max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters`);

/** Job title: trimmed, at least 3 characters (manager form message). */
export const jobTitleSchema = z
  .string()
  .trim()
  .min(MIN_JOB_TITLE_LENGTH, PROFILE_MESSAGES.jobTitleManager)
  .max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters`);

const profileRichTextSchema = z
  .string()
  .max(MAX_RICH_TEXT_LENGTH, `Use at most ${MAX_RICH_TEXT_LENGTH} characters`);

/**
 * Create or edit a reference profile (manager form). Rich text is sanitised by the server; name and job
 * title are stripped of markup and refused when too short afterwards. `imageId` null clears the image.
 */
export const profileRequestSchema = z.object({
  title: profileNameSchema,
  jobTitle: jobTitleSchema,
  age: z.number().int().min(0).max(MAX_PROFILE_AGE).nullable().default(null),
  gender: z.enum(PROFILE_GENDERS).default('None'),
  seniorityLevel: z.enum(SENIORITY_LEVELS).nullable().default(null),
  qualificationBackground: profileRichTextSchema.default(''),
  currentRole: profileRichTextSchema.default(''),
  additionalInformation: profileRichTextSchema.default(''),
  imageId: idSchema.nullable().default(null),
  /** Create: Draft unless given. Edit: the status chosen by the editor. */
  publishingStatus: z.enum(PUBLISHING_STATUSES).default('Draft'),
});
export type ProfileRequest = z.input<typeof profileRequestSchema>;
export type ProfileRequestParsed = z.output<typeof profileRequestSchema>;

/** One competency of a mapping write ('Not applicable' competencies are simply left out). */
export const profileMappingItemSchema = z.object({
  competencyId: idSchema,
  expertiseLevelId: idSchema,
  attributeIds: z
    .array(idSchema)
    .max(1_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each attribute may appear once')
    .default([]),
});

/** `PUT .../profiles/{id}/mapping`: the whole mapping (replaces the previous one). */
export const profileMappingRequestSchema = z.object({
  mapping: z
    .array(profileMappingItemSchema)
    .max(2_000)
    .refine(
      (items) => new Set(items.map((i) => i.competencyId)).size === items.length,
      'Each competency may appear once',
    ),
});
export type ProfileMappingRequest = z.input<typeof profileMappingRequestSchema>;

/** Route params of one profile: framework, version and numeric id. */
export const profileParamsSchema = versionParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2147483647),
});
