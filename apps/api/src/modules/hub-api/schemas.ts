/**
 * Zod schemas of the original Competency Hub public read API (docs/features/public-api.md §1; field lists from
 * docs/features/browsing.md §8 and docs/features/curation.md §9). Ids are strings of digits,
 * `archived` is "0"|"1", attribute `type` is the attribute type's title, rich text is HTML.
 */
import { z } from 'zod';

const digits = z.string().regex(/^\d+$/);
const flag = z.enum(['0', '1']);

/** Query parameters the original clients send: accepted (even repeated or empty) and ignored. */
const ignored = z.union([z.string().max(200), z.array(z.string().max(200)).max(20)]).optional();
export const hubQuerySchema = z.looseObject({ _format: ignored, source: ignored, timestamp: ignored });
/** The query parameters every hub API read accepts and ignores (the original client sends them). */
export const HUB_QUERY_PARAMETERS = ['_format', 'source', 'timestamp'] as const;

export const hubAttributeSchema = z.object({
  id: digits,
  uuid: z.uuid(),
  title: z.string(),
  type: z.string(),
  archived: flag,
});

export const hubCompetencySchema = z.object({
  id: digits,
  uuid: z.uuid(),
  title: z.string(),
  type: z.literal('Competency'),
  archived: flag,
  position: digits,
  mapped_other_competency: z.string(),
  attributes: z.array(hubAttributeSchema),
});

export const hubDomainSchema = z.object({
  nid: digits,
  id: digits,
  uuid: z.uuid(),
  title: z.string(),
  type: z.literal('Domain'),
  archived: flag,
  competencies: z.array(hubCompetencySchema),
});

export const hubFrameworkDataSchema = z.array(
  z.object({
    nid: digits,
    uuid: z.uuid(),
    title: z.string(),
    description: z.string(),
    version: z.string(),
    status: z.enum(['live', 'draft']),
    release_notes: z.string(),
    release_date: z.string().nullable(),
    type: z.literal('framework'),
    extension: z.object({ core_framework_name: z.string(), version_number: z.string() }).nullable(),
    domains: z.array(hubDomainSchema),
    core_domains: z.array(hubDomainSchema),
  }),
);

export const hubVersionManagerSchema = z.array(
  z.object({
    nid: digits,
    title: z.string(),
    machine_name: z.string(),
    description: z.string(),
    logo: z.array(z.object({ url: z.string(), alt: z.string() })),
    attribute_types: z.array(z.object({ id: digits, uuid: z.uuid(), title: z.string() })),
    expertise_levels: z.array(
      z.object({
        id: digits,
        uuid: z.uuid(),
        title: z.string(),
        rating_level: digits,
        description: z.string(),
      }),
    ),
    domains: z.array(z.object({ id: digits, uuid: z.uuid(), title: z.string() })),
    core_domains: z.array(z.object({ id: digits, uuid: z.uuid(), title: z.string() })),
    versions: z.array(
      z.object({
        id: digits,
        uuid: z.uuid(),
        number: z.string(),
        status: z.enum(['live', 'draft']),
        release_notes: z.string(),
        release_date: z.string().nullable(),
      }),
    ),
    extension: z.array(
      z.object({ extension: flag, core_framework_name: z.string(), version_number: z.string() }),
    ),
  }),
);

export const hubExportSchema = z.object({
  headers: z.array(z.string()),
  data: z.array(z.record(z.string(), z.string())),
  filters: z.object({ identifiers: z.array(z.string()), profiles: z.array(z.string()) }),
});

/** One reference profile (docs/features/public-api.md §5; docs/features/browsing.md §8 'Profile as read'). */
export const hubProfileSchema = z.object({
  id: digits,
  nid: digits,
  title: z.string(),
  job_title: z.string(),
  /** Digits or null (the original sent a string). */
  age: digits.nullable(),
  gender: z.enum(['None', 'Male', 'Female', 'Nonbinary', 'Prefernottosay']),
  seniority_level: z.enum(['entry_level', 'mid_level', 'high_level_level', 'managerial']).nullable(),
  qualification_background: z.string(),
  current_role: z.string(),
  additional_information: z.string(),
  image: z.array(z.object({ target_id: digits, url: z.string(), alt: z.string() })),
  publishing_status: z.enum(['Live', 'Draft']),
  url_alias: z.string(),
  competency_framework: z.object({
    id: digits,
    title: z.string(),
    machine_name: z.string(),
    version: z.string(),
  }),
  profile_mapping: z.array(z.object({ competency: digits, expertise: digits, attributes: z.array(digits) })),
  created: z.string(),
  changed: z.string(),
});
export const hubProfileListSchema = z.array(hubProfileSchema);

export const hubErrorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string() }),
});
