/**
 * Framework curation: request and response schemas of `/api/v1/manage/...`, shared by the server
 * (validation, OpenAPI) and the web app (forms, types). Every write needs the framework_manager role,
 * the framework in the user's list, a CSRF token, and (for content) a draft version.
 * Source: docs/features/curation.md §3, §8, §9, §10, §11, §14; docs/features/curation.md §4, §18.
 *
 * Routes (all under `/api/v1/manage/frameworks`; `{fw}` is the machine name):
 * | Method | Path | Body | Response |
 * |---|---|---|---|
 * | GET | `` | – | ManagedFrameworkList (frameworks assigned to the user) |
 * | GET | `/{fw}` | – | ManageFrameworkView (draft when there is one, else newest live, read-only; no attributes, ADR 0072) |
 * | GET | `/{fw}/competencies/{id}` | – | ManageCompetencyView (one competency of that version; manage-competency.ts) |
 * | GET | `/{fw}/attributes/{id}` | – | ManageAttribute (one attribute of that version, where it is now; ADR 0072) |
 * | POST | `/{fw}/draft` | – | 201 ManageFrameworkView (409 when a draft exists) |
 * | POST | `/{fw}/release` | ReleaseRequest | ManageVersion (the new live version) |
 * | PATCH | `/{fw}/versions/{versionId}` | ReleaseNotesRequest | ManageVersion |
 * | POST | `/{fw}/domains` | CreateDomainsRequest | 201 { domains: ManageDomain[] } |
 * | PATCH | `/{fw}/domains/{id}` | UpdateDomainRequest | ManageDomain |
 * | PUT | `/{fw}/domains/order` | OrderRequest (every domain id of the draft) | 204 |
 * | POST | `/{fw}/competencies` | CreateCompetenciesRequest | 201 { competencies: ManageCompetency[] } |
 * | PATCH | `/{fw}/competencies/{id}` | UpdateCompetencyRequest | ManageCompetency |
 * | PUT | `/{fw}/domains/{id}/competencies/order` | OrderRequest (every competency id of the domain) | 204 |
 * | POST | `/{fw}/attributes` | CreateAttributesRequest | 201 { attributes: ManageAttribute[] } |
 * | PATCH | `/{fw}/attributes/{id}` | UpdateAttributeRequest | ManageAttribute |
 * | PUT | `/{fw}/competencies/{id}/attributes/order` | OrderRequest (ids of one competency's attributes) | 204 |
 * | POST | `/{fw}/attribute-types` | AttributeTypeRequest | 201 ManageAttributeType |
 * | PATCH | `/{fw}/attribute-types/{id}` | AttributeTypeRequest (partial) | ManageAttributeType |
 * | DELETE | `/{fw}/attribute-types/{id}` | – | 204 (409 when used or released) |
 * | POST | `/{fw}/expertise-levels` | ExpertiseLevelRequest | 201 ManageExpertiseLevel |
 * | PATCH | `/{fw}/expertise-levels/{id}` | ExpertiseLevelRequest (partial) | ManageExpertiseLevel |
 * | DELETE | `/{fw}/expertise-levels/{id}` | – | 204 (409 when released) |
 *
 * Errors: 400 with `issues` (field paths) for bad input; 401 anonymous; 403 missing role, framework
 * not in the user's list, or missing/invalid CSRF token; 404 unknown framework or an id that is not in
 * this framework's draft; 409 no draft / item archived / live version / duplicate version number.
 */
import { z } from 'zod';
import {
  MAX_BULK_ITEMS,
  MAX_DESCRIPTION_LENGTH,
  MAX_RELEASE_NOTES_LENGTH,
  MAX_RICH_TEXT_LENGTH,
  MAX_VERSION_LENGTH,
  RESERVED_VERSION_NUMBERS,
  VERSION_STATUSES,
} from '../constants/index.js';
import { CONTENT_TEXT_FIELDS, CONTENT_TEXT_MESSAGES, isOneLine } from '../logic/content-text.js';
import { manageViewCapabilitiesSchema } from './auth.js';
import { calendarDateSchema } from './framework.js';

// ---------------------------------------------------------------- inputs

/**
 * A required plain-text title: trimmed, non-blank, at most MAX_TITLE_LENGTH characters, one line (the
 * content text rule every importer applies too, ADR 0041). The server also strips any markup and refuses
 * a title that is blank once stripped.
 */
export const titleInputSchema = z
  .string()
  .trim()
  .min(1, CONTENT_TEXT_MESSAGES.blank)
  .max(CONTENT_TEXT_FIELDS.title.max, CONTENT_TEXT_MESSAGES.tooLong(CONTENT_TEXT_FIELDS.title.max))
  .refine(isOneLine, CONTENT_TEXT_MESSAGES.lineBreak);

/** Rich text (HTML); sanitised by the server with an allow-list before storage. */
export const richTextInputSchema = z
  .string()
  .max(MAX_RICH_TEXT_LENGTH, `Use at most ${MAX_RICH_TEXT_LENGTH} characters`);

const idSchema = z.number().int().positive();

/** Splits a text area into one trimmed, non-empty title per line ('Add domains', bulk attributes). */
export function splitLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

const titlesSchema = z
  .array(titleInputSchema)
  .min(1, 'Enter at least one line')
  .max(MAX_BULK_ITEMS, `Add at most ${MAX_BULK_ITEMS} at once`);

/** 'Add domains': one title per line, already split (see splitLines). */
/**
 * A domain or competency code as typed: trimmed, at most 32 characters, one line, plain text (no `<` or
 * `>`; the one text rule, ADR 0041, 0059); '' clears it.
 */
export const codeInputSchema = z
  .string()
  .trim()
  .max(CONTENT_TEXT_FIELDS.code.max, CONTENT_TEXT_MESSAGES.tooLong(CONTENT_TEXT_FIELDS.code.max))
  .refine(isOneLine, CONTENT_TEXT_MESSAGES.lineBreak)
  .refine((code) => !/[<>]/.test(code), CONTENT_TEXT_MESSAGES.markup);

export const createDomainsRequestSchema = z.object({ titles: titlesSchema });
export type CreateDomainsRequest = z.infer<typeof createDomainsRequestSchema>;

/** Inline title edit or Archive toggle of a domain. */
export const updateDomainRequestSchema = z
  .object({
    title: titleInputSchema.optional(),
    archived: z.boolean().optional(),
    /** The domain's code ('' clears it; docs/features/curation.md §5). */
    code: codeInputSchema.optional(),
  })
  .refine(
    (v) => v.title !== undefined || v.archived !== undefined || v.code !== undefined,
    'Nothing to change',
  );
export type UpdateDomainRequest = z.infer<typeof updateDomainRequestSchema>;

/** 'Change order' (drag and drop, Save): the ids in their new order. */
export const orderRequestSchema = z.object({
  ids: z
    .array(idSchema)
    .min(1)
    .max(10_000)
    .refine((ids) => new Set(ids).size === ids.length, 'Each id may appear once'),
});
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/** One row of 'Add competencies' (or the create-competency form): competency text and mapping. */
export const newCompetencySchema = z.object({
  title: titleInputSchema,
  mappedOtherCompetency: richTextInputSchema.default(''),
});
export const createCompetenciesRequestSchema = z.object({
  domainId: idSchema,
  competencies: z.array(newCompetencySchema).min(1).max(MAX_BULK_ITEMS),
});
export type CreateCompetenciesRequest = z.input<typeof createCompetenciesRequestSchema>;

/**
 * Edits one competency: title, position, archive toggle, mapping ('This competency maps to:'), or its
 * domain (competency settings, docs/features/curation.md §6). An archived competency accepts only `archived: false`.
 */
export const updateCompetencyRequestSchema = z
  .object({
    title: titleInputSchema.optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    archived: z.boolean().optional(),
    mappedOtherCompetency: richTextInputSchema.optional(),
    domainId: idSchema.optional(),
    /** The competency's code ('' clears it; docs/features/curation.md §5). */
    code: codeInputSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateCompetencyRequest = z.infer<typeof updateCompetencyRequestSchema>;

/** Create-attribute form or 'Add {type} attributes' (one per line, already split). */
export const createAttributesRequestSchema = z.object({
  competencyId: idSchema,
  attributeTypeId: idSchema,
  titles: titlesSchema,
});
export type CreateAttributesRequest = z.infer<typeof createAttributesRequestSchema>;

/** Edits one attribute: title, position, archive toggle, or its competency / attribute type (docs/features/curation.md §6). */
export const updateAttributeRequestSchema = z
  .object({
    title: titleInputSchema.optional(),
    position: z.number().int().min(0).max(100_000).optional(),
    archived: z.boolean().optional(),
    competencyId: idSchema.optional(),
    attributeTypeId: idSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), 'Nothing to change');
export type UpdateAttributeRequest = z.infer<typeof updateAttributeRequestSchema>;

/**
 * Release form (docs/features/curation.md §11): version text required after trimming (placeholder 1.0.0), unique within the
 * framework; release notes non-empty after trimming.
 */
export const releaseRequestSchema = z.object({
  version: z
    .string()
    .trim()
    .min(1, 'Enter a version number')
    .max(MAX_VERSION_LENGTH, `Use at most ${MAX_VERSION_LENGTH} characters`)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'Use letters, digits, dots, dashes or underscores')
    .refine(
      (v) => !(RESERVED_VERSION_NUMBERS as readonly string[]).includes(v.toLowerCase()),
      'This word is reserved; choose a version number',
    ),
  releaseNotes: z
    .string()
    .trim()
    .min(1, 'Enter release notes')
    .max(MAX_RELEASE_NOTES_LENGTH, `Use at most ${MAX_RELEASE_NOTES_LENGTH} characters`),
});
export type ReleaseRequest = z.infer<typeof releaseRequestSchema>;

/** Update release notes of the draft or of a released version (docs/features/curation.md §10). */
export const releaseNotesRequestSchema = releaseRequestSchema.pick({ releaseNotes: true });
export type ReleaseNotesRequest = z.infer<typeof releaseNotesRequestSchema>;

/** Create (all fields) or edit (any subset) an attribute type. */
export const attributeTypeRequestSchema = z.object({
  title: titleInputSchema,
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
});
export type AttributeTypeRequest = z.input<typeof attributeTypeRequestSchema>;
export const updateAttributeTypeRequestSchema = attributeTypeRequestSchema.partial();

/** Create (all fields) or edit (any subset) an expertise level; rating 0 is 'Not applicable'. */
export const expertiseLevelRequestSchema = z.object({
  title: titleInputSchema,
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH).default(''),
  ratingLevel: z.number().int().min(0).max(100),
});
export type ExpertiseLevelRequest = z.input<typeof expertiseLevelRequestSchema>;
export const updateExpertiseLevelRequestSchema = expertiseLevelRequestSchema.partial();

// ---------------------------------------------------------------- outputs

export const manageAttributeSchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  attributeTypeId: z.number().int(),
  competencyId: z.number().int(),
});
export type ManageAttribute = z.infer<typeof manageAttributeSchema>;

export const manageCompetencySchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  uuid: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Sanitised HTML. */
  mappedOtherCompetency: z.string(),
  domainId: z.number().int(),
  attributes: z.array(manageAttributeSchema),
  /** ETag of the order of its attributes: the If-Match of 'Change order' (ADR 0021). */
  attributeOrder: z.string(),
});
export type ManageCompetency = z.infer<typeof manageCompetencySchema>;

/**
 * A competency as the framework's manage view holds it (ADR 0072): its own fields and how many attributes
 * it has (archived included), without the attributes themselves and their order's ETag, which its own
 * view (`manageCompetencyViewSchema`) holds.
 */
export const manageTreeCompetencySchema = manageCompetencySchema
  .omit({ attributes: true, attributeOrder: true })
  .extend({ attributeCount: z.number().int() });
export type ManageTreeCompetency = z.infer<typeof manageTreeCompetencySchema>;

export const manageDomainSchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  uuid: z.string(),
  code: z.string().nullable(),
  title: z.string(),
  position: z.number().int(),
  archived: z.boolean(),
  /** Its competencies without their attributes (ADR 0072). */
  competencies: z.array(manageTreeCompetencySchema),
  /** ETag of the order of its competencies: the If-Match of 'Change order' (ADR 0021). */
  competencyOrder: z.string(),
});
export type ManageDomain = z.infer<typeof manageDomainSchema>;

export const manageVersionSchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  /** 'draft' for the draft; the release number otherwise. */
  number: z.string(),
  status: z.enum(VERSION_STATUSES),
  releaseDate: calendarDateSchema.nullable(),
  releaseNotes: z.string(),
});
export type ManageVersion = z.infer<typeof manageVersionSchema>;

export const manageAttributeTypeSchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  title: z.string(),
  description: z.string(),
  position: z.number().int(),
  /** True once a release has published it: it can no longer be edited or removed. */
  released: z.boolean(),
});
export type ManageAttributeType = z.infer<typeof manageAttributeTypeSchema>;

export const manageExpertiseLevelSchema = z.object({
  id: z.number().int(),
  /** Bumped by every change; its ETag `"r<revision>"` goes in the write's If-Match (ADR 0021). */
  revision: z.number().int(),
  title: z.string(),
  description: z.string(),
  ratingLevel: z.number().int(),
  released: z.boolean(),
});
export type ManageExpertiseLevel = z.infer<typeof manageExpertiseLevelSchema>;

/** `GET /api/v1/manage/frameworks`: the frameworks assigned to the signed-in user (docs/features/curation.md §3). */
export const managedFrameworkSchema = z.object({
  machineName: z.string(),
  title: z.string(),
  /** Newest live version number, or null ('(no live version)'). */
  liveVersion: z.string().nullable(),
  hasDraft: z.boolean(),
});
export const managedFrameworkListSchema = z.object({ frameworks: z.array(managedFrameworkSchema) });
export type ManagedFramework = z.infer<typeof managedFrameworkSchema>;
export type ManagedFrameworkList = z.infer<typeof managedFrameworkListSchema>;

/**
 * `GET /api/v1/manage/frameworks/{fw}`: everything the manage screens show (docs/features/curation.md §4, §8). `version` is the
 * draft when there is one (`editable: true`), else the newest live version (read-only), else null (no
 * version at all: offer 'Create draft'). `domains` hold every domain and competency, archived included,
 * ordered by position; a competency has its attribute count, not its attributes (ADR 0072: they were 85 %
 * of the view of a large framework): the attributes are in the competency's own view.
 */
export const manageFrameworkViewSchema = z.object({
  framework: z.object({
    machineName: z.string(),
    title: z.string(),
    /** Set when this framework extends a core framework: banner link to /framework/{machineName}/{version}. */
    core: z.object({ machineName: z.string(), title: z.string(), version: z.string() }).nullable(),
    /** The framework row's revision: `"r<revision>"` is the If-Match of a metadata change (ADR 0021). */
    revision: z.number().int(),
    /** Metadata managers edit (docs/features/curation.md §5). */
    description: z.string(),
    category: z.string(),
    licence: z.string(),
  }),
  version: manageVersionSchema.nullable(),
  editable: z.boolean(),
  /** Newest live version number for the release label, or null ('(no live version)'). */
  currentLiveVersion: z.string().nullable(),
  /** Released versions, newest first (docs/features/curation.md §7). */
  liveVersions: z.array(manageVersionSchema),
  attributeTypes: z.array(manageAttributeTypeSchema),
  expertiseLevels: z.array(manageExpertiseLevelSchema),
  domains: z.array(manageDomainSchema),
  /** ETag of the order of the domains: the If-Match of 'Change order' (ADR 0021). */
  domainOrder: z.string(),
  /**
   * Ids of the draft's domains and competencies that no live version has (added in this draft): these
   * can be deleted, released ones only archived (ADR 0022). Empty lists for a live version. A
   * competency's attributes added in the draft are in its own view (`addedAttributes`, ADR 0072).
   */
  addedInDraft: z.object({
    domains: z.array(z.number().int()),
    competencies: z.array(z.number().int()),
  }),
  /**
   * The draft-wide revision as an ETag (`"d<n>"`, ADR 0058): bumped by every write in the draft; the
   * If-Match of 'Discard draft'. Null without a draft.
   */
  draftEtag: z.string().nullable(),
  /** What the signed-in user may do here now (ADR 0035): the screen shows the controls these allow. */
  can: manageViewCapabilitiesSchema,
});
export type ManageFrameworkView = z.infer<typeof manageFrameworkViewSchema>;

export const manageIdParamsSchema = z.object({
  framework: z.string().min(1).max(64),
  id: z.coerce.number().int().positive(),
});
export const manageVersionParamsSchema = z.object({
  framework: z.string().min(1).max(64),
  versionId: z.coerce.number().int().positive(),
});

// Framework metadata (create, edit, as returned) is in curation-framework.ts.
