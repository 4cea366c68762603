/**
 * Training resources, their mappings to competencies, TeSS import and learning pathways: request and
 * response schemas of the `/api/v1` endpoints, shared by the server (validation, OpenAPI) and the web app
 * (forms, types). Spec: curation-and-administration.md §2.11, §3, §5, §8, §9; visitor-features.md
 * (Competency details, Training resource lists, Pathways); DEVIATIONS.md; issue #8.
 *
 * Visitor reads (archived resources are never listed to visitors; a resource page of an archived resource
 * is 404 for anonymous visitors):
 * | Method | Path | Query | Response |
 * |---|---|---|---|
 * | GET | `/api/v1/frameworks/{fw}/training-resources` | TrainingResourceListQuery (15/page) | TrainingResourceList |
 * | GET | `/api/v1/frameworks/{fw}/competencies/{uuid}/training-resources` | TrainingResourceListQuery (10/page) | TrainingResourceList |
 * | GET | `/api/v1/training-resources/{slug}` | – | TrainingResource |
 * | POST | `/api/v1/training-resources/{slug}/views` | – | 204 (hit count + 1, once per page view) |
 * | POST | `/api/v1/training-resources/for-competencies` | TrainingForCompetenciesRequest | TrainingForCompetencies |
 * | GET | `/api/v1/frameworks/{fw}/learning-pathways` | – | LearningPathwayList (published; all for content managers) |
 * | GET | `/api/v1/learning-pathways/{id}` | – | LearningPathway (unpublished: 404 unless content manager) |
 *
 * Content-manager reads and writes (role content_manager, CSRF token on writes, audit event per write):
 * | Method | Path | Body / query | Response |
 * |---|---|---|---|
 * | GET | `/api/v1/manage/training-resources` | ManageTrainingResourceListQuery (50/page) | ManageTrainingResourceList |
 * | GET | `/api/v1/manage/training-resources/{id}` | – | TrainingResource (archived ones too: the edit form) |
 * | POST | `/api/v1/manage/training-resources` | TrainingResourceRequest | 201 TrainingResourceRef (re-import of a TeSS item updates it: 200) |
 * | PUT | `/api/v1/manage/training-resources/{id}` | TrainingResourceRequest | TrainingResourceRef |
 * | PUT | `/api/v1/manage/training-resources/{id}/archived` | ArchiveRequest | TrainingResourceRef |
 * | GET | `/api/v1/manage/training-resources/{id}/mappings/{fw}` | – | ResourceMappingState |
 * | PUT | `/api/v1/manage/training-resources/{id}/mappings/{fw}` | ResourceMappingRequest | ResourceMappingState |
 * | DELETE | `/api/v1/manage/training-resources/{id}/mappings/{mappingId}` | – | 204 (demap) |
 * | GET | `/api/v1/manage/tess/content-providers` | – | TessProviderList |
 * | GET | `/api/v1/manage/tess/items?provider={title}&category=event|material` | – | TessItemList |
 * | GET | `/api/v1/manage/tess/items/{category}/{id}?provider={title}` | – | TessImportDraft (the form, filled) |
 * | POST | `/api/v1/manage/frameworks/{fw}/learning-pathways` | LearningPathwayRequest | 201 LearningPathway |
 * | PUT | `/api/v1/manage/learning-pathways/{id}` | LearningPathwayRequest | LearningPathway |
 * | DELETE | `/api/v1/manage/learning-pathways/{id}` | – | 204 |
 *
 * Errors: 400 with `issues` (field paths; 'Incorrect dates' when start is after end; URL must be http(s));
 * 401 anonymous; 403 missing role or CSRF token; 404 unknown framework, resource, competency, attribute or
 * pathway; 502 `tess_unavailable` when TeSS times out, fails or answers garbage (a clear message).
 */
import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../constants/index.js';
import { calendarDateSchema } from './framework.js';
import { TESS_CATEGORIES, TRAINING_MESSAGES, TRAINING_RESOURCE_TYPES } from './training-constants.js';

export * from './training-constants.js';

const idSchema = z.number().int().positive().max(2147483647);
const uuidSchema = z.uuid();

// ---------------------------------------------------------------- responses

/** A competency a resource is mapped to, in the framework's newest live version (or where it last lived). */
export const mappedCompetencySchema = z.object({
  /** Machine name of the framework. */
  framework: z.string(),
  frameworkTitle: z.string(),
  /** Version number the competency is shown in (the newest live one that holds it). */
  version: z.string(),
  /** Stable uuid of that version (ADR 0009), so the competency's public id can be derived. */
  versionUuid: uuidSchema,
  /** Row id of the competency in that version (the competency details page's id). */
  competencyId: idSchema,
  competencyUuid: uuidSchema,
  code: z.string().nullable(),
  title: z.string(),
  /** Archived or absent in the framework's newest live version. */
  deprecated: z.boolean(),
});
export type MappedCompetency = z.infer<typeof mappedCompetencySchema>;

/** One row of a training resource list. */
export const trainingResourceSummarySchema = z.object({
  id: idSchema,
  slug: z.string(),
  title: z.string(),
  type: z.enum(TRAINING_RESOURCE_TYPES),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  /** Empty means Online. */
  location: z.string(),
  url: z.string(),
  archived: z.boolean(),
  /** ISO date-time. */
  updatedAt: z.string(),
  competencies: z.array(mappedCompetencySchema),
});
export type TrainingResourceSummary = z.infer<typeof trainingResourceSummarySchema>;

/** A page of a training resource list: rows newest update first, `total` over every page. */
export const trainingResourceListSchema = z.object({
  items: z.array(trainingResourceSummarySchema),
  total: z.number().int().nonnegative(),
  /** 1-based. */
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
});
export type TrainingResourceList = z.infer<typeof trainingResourceListSchema>;

/** Query of the visitor lists: 1-based page, title/keyword search, type ('All' or empty: every type). */
export const trainingResourceListQuerySchema = z.object({
  page: z.coerce.number().int().positive().max(100000).default(1),
  search: z.string().max(200).optional(),
  type: z.enum(['All', ...TRAINING_RESOURCE_TYPES]).optional(),
});
export type TrainingResourceListQuery = z.infer<typeof trainingResourceListQuerySchema>;

/** Query of the content managers' list: adds archived and deprecated-mapping filters. */
export const manageTrainingResourceListQuerySchema = trainingResourceListQuerySchema.extend({
  /** 'true': archived resources only ('View unpublished'); 'false': published only; absent: every resource. */
  archived: z.enum(['true', 'false']).optional(),
  /** 'true': only resources with at least one deprecated mapping. */
  deprecated: z.enum(['true', 'false']).optional(),
});
export type ManageTrainingResourceListQuery = z.infer<typeof manageTrainingResourceListQuerySchema>;

/** The content managers' list rows also carry the author and the hit count. */
export const manageTrainingResourceSummarySchema = trainingResourceSummarySchema.extend({
  author: z.string().nullable(),
  hitCount: z.number().int().nonnegative(),
  /** True when the signed-in user is the author (the edit icon, spec §2.11). */
  isAuthor: z.boolean(),
  hasDeprecatedMapping: z.boolean(),
});
export const manageTrainingResourceListSchema = trainingResourceListSchema.extend({
  items: z.array(manageTrainingResourceSummarySchema),
});
export type ManageTrainingResourceList = z.infer<typeof manageTrainingResourceListSchema>;

/** A mapped attribute of a competency on the resource page. */
export const mappedAttributeSchema = z.object({
  /** The mapping row (for demap). */
  mappingId: idSchema,
  /** Attribute row id in the shown version. */
  attributeId: idSchema,
  attributeUuid: uuidSchema,
  title: z.string(),
  /** Attribute type title (Knowledge, Skill, Attitude…). */
  type: z.string(),
  deprecated: z.boolean(),
});

/** The resource page's mappings: per framework, domains → competencies → mapped attributes. */
export const resourceFrameworkMappingSchema = z.object({
  framework: z.string(),
  frameworkTitle: z.string(),
  /** Newest live version number. */
  version: z.string(),
  domains: z.array(
    z.object({
      uuid: uuidSchema,
      title: z.string(),
      competencies: z.array(
        mappedCompetencySchema.extend({
          /** The whole-competency mapping row, when the competency itself is mapped. */
          mappingId: idSchema.nullable(),
          attributes: z.array(mappedAttributeSchema),
        }),
      ),
    }),
  ),
});
export type ResourceFrameworkMapping = z.infer<typeof resourceFrameworkMappingSchema>;

/** `GET /api/v1/training-resources/{slug}`: every field of a resource. Rich text is sanitised HTML. */
export const trainingResourceSchema = z.object({
  id: idSchema,
  /** Bumped by every change, its mappings included; the If-Match of its writes (ADR 0021). */
  revision: z.number().int(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(TRAINING_RESOURCE_TYPES),
  description: z.string(),
  learningOutcomes: z.string(),
  targetAudience: z.string(),
  organisers: z.string(),
  trainers: z.string(),
  startDate: calendarDateSchema.nullable(),
  endDate: calendarDateSchema.nullable(),
  location: z.string(),
  url: z.string(),
  keywords: z.array(z.string()),
  archived: z.boolean(),
  hitCount: z.number().int().nonnegative(),
  author: z.string().nullable(),
  tess: z
    .object({ id: z.string(), contentProvider: z.string(), category: z.enum(TESS_CATEGORIES) })
    .nullable(),
  /** Provenance credit of a shipped resource (plain text), else null. */
  credit: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  mappings: z.array(resourceFrameworkMappingSchema),
  /** Frameworks with a live version, for the 'Manage competency profile' links of content managers. */
  mappableFrameworks: z.array(z.object({ framework: z.string(), title: z.string() })),
});
export type TrainingResource = z.infer<typeof trainingResourceSchema>;

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

// ---------------------------------------------------------------- TeSS

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

// ---------------------------------------------------------------- requests

const plain = (max: number) => z.string().max(max).default('');

/**
 * Create or edit a training resource. Rich-text fields are sanitised by the server; title and URL are
 * required; the URL must be http(s); the start date must not be after the end date ('Incorrect dates').
 * `tess` marks an imported item: posting an item already imported updates that resource.
 */
export const trainingResourceRequestSchema = z
  .object({
    title: z.string().trim().min(1, TRAINING_MESSAGES.title).max(MAX_TITLE_LENGTH),
    url: z
      .string()
      .trim()
      .min(1, TRAINING_MESSAGES.url)
      .max(2000)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), TRAINING_MESSAGES.urlScheme),
    type: z.enum(TRAINING_RESOURCE_TYPES).default('Online'),
    startDate: calendarDateSchema.nullable().default(null),
    endDate: calendarDateSchema.nullable().default(null),
    description: plain(MAX_RICH_TEXT_LENGTH),
    learningOutcomes: plain(MAX_RICH_TEXT_LENGTH),
    targetAudience: plain(MAX_RICH_TEXT_LENGTH),
    organisers: plain(MAX_RICH_TEXT_LENGTH),
    trainers: plain(MAX_RICH_TEXT_LENGTH),
    location: plain(MAX_DESCRIPTION_LENGTH),
    keywords: z.array(z.string().trim().min(1).max(200)).max(100).default([]),
    tess: z
      .object({
        id: z.string().regex(/^\d{1,18}$/),
        contentProvider: z.string().min(1).max(500),
        category: z.enum(TESS_CATEGORIES),
      })
      .nullable()
      .default(null),
  })
  .refine((r) => !r.startDate || !r.endDate || r.startDate <= r.endDate, {
    message: TRAINING_MESSAGES.dates,
    path: ['endDate'],
  });
export type TrainingResourceRequest = z.infer<typeof trainingResourceRequestSchema>;
export type TrainingResourceRequestInput = z.input<typeof trainingResourceRequestSchema>;

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

/** What a write returns: enough to go to the resource page (`/training-resources/{slug}`). */
export const trainingResourceRefSchema = z.object({
  id: idSchema,
  slug: z.string(),
  archived: z.boolean(),
  /** The resource's revision after the write (ADR 0021). */
  revision: z.number().int(),
});
export type TrainingResourceRef = z.infer<typeof trainingResourceRefSchema>;

export const archiveRequestSchema = z.object({ archived: z.boolean() });

/** Replace a resource's mapping in one framework's newest live version (row ids of that version). */
export const resourceMappingRequestSchema = z.object({
  competencyIds: z.array(idSchema).max(5000).default([]),
  attributeIds: z.array(idSchema).max(20000).default([]),
});
export type ResourceMappingRequest = z.infer<typeof resourceMappingRequestSchema>;

// ---------------------------------------------------------------- learning pathways

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
