/**
 * Zod schemas of the app's own `/api/v1` framework responses, shared by server (response validation,
 * OpenAPI) and web app (types). Source: docs/features/browsing.md §3 (Home, Framework page, Competency details,
 * Export) and docs/features/browsing.md §8.
 */
import { z } from 'zod';
import { FRAMEWORK_CATEGORIES, MAX_QUERY_TEXT, SLUG_PATTERN, VERSION_STATUSES } from '../constants/index.js';

export const slugSchema = z
  .string()
  .regex(SLUG_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');

/** A calendar date without time zone, `YYYY-MM-DD` (docs/features/original-hub.md: no time-zone shift). */
export const calendarDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const versionSummarySchema = z.object({
  /** The version's stable uuid (ADR 0009): the CASE CFDocument identifier, and the root of public ids. */
  uuid: z.uuid(),
  number: z.string(),
  status: z.enum(VERSION_STATUSES),
  releaseDate: calendarDateSchema.nullable(),
  releaseNotes: z.string(),
});
export type VersionSummary = z.infer<typeof versionSummarySchema>;

export const frameworkRefSchema = z.object({
  machineName: z.string(),
  title: z.string(),
  version: z.string(),
});
export type FrameworkRef = z.infer<typeof frameworkRefSchema>;

export const frameworkSummarySchema = z.object({
  machineName: z.string(),
  title: z.string(),
  description: z.string(),
  category: z.string().describe(`One of: ${FRAMEWORK_CATEGORIES.join('; ')}`),
  logoUrl: z.string().nullable(),
  licence: z.string(),
  acknowledgement: z.string(),
  /** Newest live version number, or null when the framework has only a draft. */
  latestLiveVersion: z.string().nullable(),
  /** The core framework version this framework extends, when it is an extension. */
  extends: frameworkRefSchema.nullable(),
});
export type FrameworkSummary = z.infer<typeof frameworkSummarySchema>;

export const frameworkListSchema = z.object({ frameworks: z.array(frameworkSummarySchema) });
export type FrameworkList = z.infer<typeof frameworkListSchema>;

export const attributeTypeSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
});
export type AttributeType = z.infer<typeof attributeTypeSchema>;

export const expertiseLevelSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  ratingLevel: z.number().int(),
});
export type ExpertiseLevel = z.infer<typeof expertiseLevelSchema>;

export const attributeSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  title: z.string(),
  typeId: z.number().int(),
  type: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
});
export type Attribute = z.infer<typeof attributeSchema>;

export const competencySchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  code: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Sanitised HTML: the competencies this one maps to ('Competency derived from:'). */
  mappedOtherCompetency: z.string(),
  attributes: z.array(attributeSchema),
});
export type Competency = z.infer<typeof competencySchema>;

export const domainSchema = z.object({
  id: z.number().int(),
  uuid: z.uuid(),
  code: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** The domain's description; absent when the framework gives none (ADR 0046). */
  description: z.string().optional(),
  /** The group of domains it belongs to, a third level (ADR 0046); absent when the framework has none. */
  group: z.object({ title: z.string(), description: z.string() }).optional(),
  competencies: z.array(competencySchema),
});
export type Domain = z.infer<typeof domainSchema>;

/** Where an imported version's content came from, and whether it is the whole framework. */
/** One source as a citation; authors and year only where the sources state them (ADR 0030). */
export const citationSchema = z.object({
  authors: z.string().optional(),
  title: z.string(),
  year: z.string().optional(),
  url: z.string().optional(),
  /** What this source gave. */
  note: z.string().optional(),
});
export type Citation = z.infer<typeof citationSchema>;

/**
 * Provenance of one imported framework file. `sources` and `notes` are the curators' record (commits,
 * paths, doubts); `citations` and `about` are what visitors read under 'About this data'.
 */
export const provenanceSchema = z.object({
  versionNumber: z.string(),
  licence: z.string(),
  sources: z.array(z.string()),
  complete: z.boolean(),
  notes: z.string(),
  citations: z.array(citationSchema),
  /** What is complete and what is missing, for visitors; paragraphs separated by a blank line. */
  about: z.string(),
});
export type Provenance = z.infer<typeof provenanceSchema>;

/**
 * `GET /api/v1/unpublished-frameworks`: framework versions the hub holds only as drafts imported from a
 * source file (most with their name and description only), so that visitors learn they exist and where
 * their owners publish them (docs/adr/0045-visitor-pages-say-what-the-data-is.md). `published` is true
 * when the framework has another version that is released. Citations are the version's sources as
 * visitors read them ('About this data').
 */
export const unpublishedFrameworkListSchema = z.object({
  frameworks: z.array(
    z.object({
      machineName: z.string(),
      title: z.string(),
      description: z.string(),
      category: z.string(),
      published: z.boolean(),
      versions: z.array(z.object({ number: z.string(), citations: z.array(citationSchema) })),
    }),
  ),
});
export type UnpublishedFrameworkList = z.infer<typeof unpublishedFrameworkListSchema>;

export const extensionRefSchema = z.object({
  machineName: z.string(),
  title: z.string(),
  /** The extension's first live version, linked from the 'Extensions' list. */
  firstVersion: z.string(),
});

/** `GET /api/v1/frameworks/{framework}`: the framework with its live versions (newest first). */
export const frameworkDetailSchema = frameworkSummarySchema.extend({
  versions: z.array(versionSummarySchema),
  extensions: z.array(extensionRefSchema),
  /** Training resources (not archived) mapped to the framework: its 'Training resources' tab (docs/features/training.md §1). */
  trainingResourceCount: z.number().int().nonnegative(),
  /** Published learning pathways of the framework: its 'Learning pathways' tab (docs/features/training.md §1). */
  learningPathwayCount: z.number().int().nonnegative(),
});
export type FrameworkDetail = z.infer<typeof frameworkDetailSchema>;

/** `GET /api/v1/frameworks/{framework}/versions/{version}`: everything the framework page shows. */
export const frameworkVersionContentSchema = z.object({
  framework: frameworkDetailSchema,
  version: versionSummarySchema,
  attributeTypes: z.array(attributeTypeSchema),
  expertiseLevels: z.array(expertiseLevelSchema),
  domains: z.array(domainSchema),
  /** For an extension: the domains of the core framework version it extends; otherwise empty. */
  coreDomains: z.array(domainSchema),
  /** Provenance of this version and of any other source files imported for the framework. */
  sources: z.array(provenanceSchema),
});
export type FrameworkVersionContent = z.infer<typeof frameworkVersionContentSchema>;

/** `GET /api/v1/frameworks/{framework}/versions/{version}/competencies/{id}`. */
export const competencyDetailSchema = z.object({
  framework: frameworkSummarySchema,
  version: versionSummarySchema,
  domain: z.object({
    id: z.number().int(),
    title: z.string(),
    /** ADR 0046: the domain's description and its group, when the framework has them. */
    description: z.string().optional(),
    group: z.object({ title: z.string(), description: z.string() }).optional(),
  }),
  competency: competencySchema,
  attributeTypes: z.array(attributeTypeSchema),
  /**
   * Relations outside the tree kept from a CASE import (docs/features/interchange-files.md §9): the CASE association type
   * (`isRelatedTo`, `exactMatchOf`, `precedes`, …) and the related competency of the same version.
   */
  relatedCompetencies: z.array(
    z.object({ relation: z.string(), id: z.number().int(), uuid: z.uuid(), title: z.string() }),
  ),
});
export type CompetencyDetail = z.infer<typeof competencyDetailSchema>;

export const frameworkParamsSchema = z.object({ framework: slugSchema });
export const versionParamsSchema = z.object({ framework: slugSchema, version: slugSchema });
export const competencyParamsSchema = versionParamsSchema.extend({
  id: z.coerce.number().int().positive().max(2147483647),
});

/** Free text in a query string: bounded length (oversized values are refused with 400). */
export const queryTextSchema = z.string().max(MAX_QUERY_TEXT);
