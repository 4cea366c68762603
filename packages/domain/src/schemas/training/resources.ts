/**
 * Training resources: list rows, list queries, the resource page and the create/edit, archive requests
 * (original hub: docs/features/training.md §3; docs/features/curation.md §14, §15; docs/features/browsing.md Training resource lists).
 */
import { z } from 'zod';
import { MAX_DESCRIPTION_LENGTH, MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../../constants/index.js';
import { calendarDateSchema } from '../framework.js';
import { TESS_CATEGORIES, TRAINING_MESSAGES, TRAINING_RESOURCE_TYPES } from './constants.js';
import { idSchema, uuidSchema } from './ids.js';

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
  /**
   * 'framework-authors' when the framework's own authors mapped it to its competencies (shown as 'mapped
   * by the framework's authors'; ADR 0046); absent otherwise.
   */
  mappedBy: z.literal('framework-authors').optional(),
  /** The resource's languages (codes such as `en`), when its source gives them. */
  languages: z.array(z.string()).optional(),
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
  /** True when the signed-in user is the author (the edit icon, docs/features/training.md §3). */
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
        /** The description as TeSS wrote it (Markdown), kept with the import (ADR 0052). */
        descriptionMarkdown: z.string().max(MAX_RICH_TEXT_LENGTH).optional(),
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
