/**
 * Zod schemas of the original hub's training resource endpoints (docs/features/public-api.md §7; docs/features/browsing.md §8 'Training resource', docs/features/public-api.md §1; docs/features/curation.md §9, §13). Ids are strings of digits, a resource's
 * `archived` is `'archived'` or `''`, rich text is sanitised HTML, dates are `YYYY-MM-DD` or `''`. Keys
 * beyond the contract's (`nid`, `slug`, …) are additive, as the contract allows.
 */
import { z } from 'zod';
import { hubQuerySchema } from './schemas.js';

const digits = z.string().regex(/^\d+$/);
const archivedWord = z.enum(['archived', '']);
const dateOrEmpty = z.string().regex(/^(\d{4}-\d{2}-\d{2})?$/);

/** A query value the original client may send once, twice or empty. */
export const repeatable = (max: number) =>
  z.union([z.string().max(max), z.array(z.string().max(max)).max(20)]).optional();
/** A page number: digits or empty (the original clients send 0 and 1 for the first page). */
const pageValue = z.string().regex(/^\d{0,6}$/, 'must be a page number (0 or more)');
export const hubPageSchema = z.union([pageValue, z.array(pageValue).max(20)]).optional();

/** `GET /api/competency_framework_resources` query. */
export const hubFrameworkResourcesQuerySchema = hubQuerySchema.extend({
  framework: repeatable(200),
  page: hubPageSchema,
  title: repeatable(200),
  type: repeatable(50),
  checkForTrainingResources: repeatable(10),
});

/** `GET /api/resources` query: one resource with `slug` (or `id`), else the list. */
export const hubResourcesQuerySchema = hubQuerySchema.extend({
  slug: repeatable(200),
  id: repeatable(20),
  page: hubPageSchema,
  title: repeatable(200),
  type: repeatable(50),
});

/** `GET /api/competency-resources[/count]` query. */
export const hubCompetencyResourcesQuerySchema = hubQuerySchema.extend({
  field_competency_target_id: repeatable(400),
  field_type_value: repeatable(50),
  title: repeatable(200),
  page: hubPageSchema,
});

/** A row of `competency_framework_resources`: flat `competency_profile`, the total in `hitcount`. */
export const hubFrameworkResourceRowSchema = z.object({
  id: digits,
  nid: digits,
  slug: z.string(),
  title: z.string(),
  type: z.string(),
  archived: archivedWord,
  /** The number of matching resources over every page (the original client reads it from row 0). */
  hitcount: digits,
  competency_profile: z.array(
    z.object({
      /** The framework's machine name (the client compares it, lower-cased, with its URL segment). */
      framework_label: z.string(),
      competency_id: digits,
      competency_label: z.string(),
    }),
  ),
});
export const hubFrameworkResourcesSchema = z.union([
  z.array(hubFrameworkResourceRowSchema),
  z.number().int().nonnegative().describe('With checkForTrainingResources=true: the number of resources'),
]);

/** `GET /api/resources/?slug=`: one resource, with a nested `competency_profile`. */
export const hubResourceSchema = z.object({
  id: digits,
  nid: digits,
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  type: z.string(),
  /** Start date. */
  dates: dateOrEmpty,
  end_date: dateOrEmpty,
  location: z.string(),
  /** Comma-separated. */
  keywords: z.string(),
  target_audience: z.string(),
  learning_outcomes: z.string(),
  organisers: z.string(),
  trainers: z.string(),
  tess_id: z.string(),
  tess_content_provider: z.string(),
  tess_category: z.string(),
  archived: archivedWord,
  hitcount: digits,
  competency_profile: z.array(
    z.object({
      /** Framework nid. */
      id: digits,
      title: z.string(),
      machine_name: z.string(),
      /** The version whose ids the competencies carry. */
      version: z.string(),
      domains: z.array(
        z.object({
          title: z.string(),
          competencies: z.array(
            z.object({
              id: digits,
              title: z.string(),
              /** `'archived'` when the mapping is deprecated (archived or absent in the newest live version). */
              archived: archivedWord,
              attributes: z.array(z.object({ id: digits, title: z.string() })),
            }),
          ),
        }),
      ),
    }),
  ),
});

/** A row of the content managers' `GET /api/resources` list (50/page; the total in `hitcount`). */
export const hubResourceListRowSchema = z.object({
  id: digits,
  nid: digits,
  slug: z.string(),
  title: z.string(),
  dates: dateOrEmpty,
  end_date: dateOrEmpty,
  type: z.string(),
  url: z.string(),
  archived: archivedWord,
  /** The author's user id (digits) for content managers; '' otherwise or when unknown. */
  author: z.string(),
  hitcount: digits,
});
export const hubResourceListSchema = z.array(hubResourceListRowSchema);

/** `GET /api/competency-resources`: the resources of one competency. */
export const hubCompetencyResourceSchema = z.object({
  nid: digits,
  title: z.string(),
  slug: z.string(),
  type: z.string(),
});
export const hubCompetencyResourcesSchema = z.array(hubCompetencyResourceSchema);

/** `GET /api/v1/all-training-resources`: every resource visitors may see, for the sitemap. */
export const hubAllResourcesSchema = z.array(
  z.object({ nid: digits, title: z.string(), slug: z.string(), view_node: z.string() }),
);
