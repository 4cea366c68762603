/**
 * Zod schema of a framework file in the format of ../shared/data/frameworks (see its README):
 * `{machine_name, title, version, description, category, licence, source[], complete, notes, extends?,
 * attribute_types[], expertise_levels[], domains[{title, code?, competencies[{title, code?,
 * mapped_other_competency, attributes[{type, title}]}]}], profiles[]}`. docs/features/browsing.md §8.
 * Optional explicit ids (ADR 0009): `version_uuid`, and `uuid` on expertise levels, domains,
 * competencies and attributes; without them the importer derives deterministic ones (ADR 0009).
 * Optional `archived` on domains, competencies and attributes and `release_date`/`release_notes` on the
 * version (docs/features/interchange-files.md §1): what the framework JSON export adds so that export → import → export is lossless.
 * Optional `citations` and `about` (ADR 0030): the visitors' 'About this data'; not part of the
 * content hash, so changing them re-imports as a text update (importer.ts).
 * Optional `description` and `group{title, description}` on domains and `relations[{relation, target}]` on
 * competencies (ADR 0046): a third level above competencies, descriptions and related competencies.
 */
import {
  type ContentTextField,
  CTID,
  contentTextProblem,
  FRAMEWORK_CATEGORIES,
  MAX_VERSION_LENGTH,
  SLUG_PATTERN,
} from '@hub/domain';
import { z } from 'zod';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const slug = z.string().regex(SLUG_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');
/** A version number: a slug no longer than the API allows (a version the API could not have made). */
const versionNumber = slug.refine(
  (v) => v.length <= MAX_VERSION_LENGTH,
  `must be at most ${MAX_VERSION_LENGTH} characters`,
);

/** Content text under the one rule of every importer and the API (ADR 0041): titles, codes. */
const contentText = (field: ContentTextField) =>
  z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      const problem = contentTextProblem(field, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

/** An explicit uuid, stored lower-case. */
const explicitUuid = z
  .uuid('must be a uuid')
  .transform((v) => v.toLowerCase())
  .optional();

/** Archived in the version (docs/features/interchange-files.md §1: the framework JSON export keeps archived items). */
const archivedFlag = z.boolean().optional();

const attributeSchema = z.object({
  uuid: explicitUuid,
  type: contentText('title'),
  title: contentText('title'),
  archived: archivedFlag,
});

/** A relation to another competency of the file (a CASE association type; the target by lineage uuid). */
const relationSchema = z.object({
  relation: z.string().regex(/^[a-zA-Z]{1,64}$/, 'must be a CASE association type such as isRelatedTo'),
  target: z.uuid('must be the lineage uuid of a competency of the file').transform((v) => v.toLowerCase()),
});

const competencySchema = z.object({
  uuid: explicitUuid,
  title: contentText('title'),
  code: contentText('code').optional(),
  mapped_other_competency: z.string().max(20000).default(''),
  archived: archivedFlag,
  attributes: z.array(attributeSchema).max(1000).default([]),
  /** Related competencies of the same version (ADR 0046), kept as competency relations. */
  relations: z.array(relationSchema).max(200).optional(),
});

/** The group of domains a domain belongs to (a third level above competencies; ADR 0046). */
const domainGroupSchema = z.object({
  title: contentText('title'),
  description: z.string().max(5000).default(''),
});

const domainSchema = z.object({
  uuid: explicitUuid,
  title: contentText('title'),
  code: contentText('code').optional(),
  /** The domain's description (ADR 0046). */
  description: z.string().max(5000).optional(),
  group: domainGroupSchema.optional(),
  archived: archivedFlag,
  competencies: z.array(competencySchema).max(1000).default([]),
});

/** One source as a citation (visitors' 'About this data'). */
export const citationSchema = z.object({
  authors: z.string().trim().min(1).max(1000).optional(),
  title: text(1000),
  year: z
    .string()
    .regex(/^\d{4}$/, 'must be a year YYYY')
    .optional(),
  url: z.url().optional(),
  note: z.string().trim().min(1).max(1000).optional(),
});

export const frameworkFileSchema = z.object({
  machine_name: slug,
  title: contentText('title'),
  version: versionNumber,
  version_uuid: explicitUuid,
  /** The release date and notes of the version (optional; the framework JSON export writes them). */
  release_date: z.iso.date('must be a date YYYY-MM-DD').optional(),
  /** Where the release date comes from (the shipped files: the source's publication date, or the rule). */
  release_date_source: z.string().max(2000).optional(),
  release_notes: z.string().max(20000).optional(),
  description: z.string().max(5000).default(''),
  category: z.enum(FRAMEWORK_CATEGORIES),
  licence: text(200),
  source: z.array(z.string().max(2000)).default([]),
  complete: z.boolean(),
  notes: z.string().max(20000).default(''),
  /**
   * The sources as visitors read them ('About this data', ADR 0030): authors and year only where the
   * sources state them. `source` and `notes` above are the curators' record (commits, paths, doubts).
   */
  citations: z.array(citationSchema).max(50).optional(),
  /** What is complete and what is missing, for visitors; paragraphs separated by a blank line. */
  about: z.string().max(5000).optional(),
  extends: z.object({ machine_name: slug, version: versionNumber }).optional(),
  logo_url: z.url().optional(),
  /** The framework's owner (who publishes it), as the sources name it; url only when a source gives it. */
  publisher: z
    .object({ name: text(200), url: z.url().optional(), ctid: z.string().regex(CTID).optional() })
    .optional(),
  acknowledgement: z.string().max(5000).optional(),
  attribute_types: z.array(contentText('title')).max(50).default([]),
  expertise_levels: z
    .array(
      z.object({
        uuid: explicitUuid,
        rating_level: z.number().int().min(0).max(100),
        title: contentText('title'),
        description: z.string().max(5000).default(''),
      }),
    )
    .max(50)
    .default([]),
  domains: z.array(domainSchema).max(200).default([]),
  /** Reference profiles: not imported yet (the profile model comes with the profiles issue). */
  profiles: z.array(z.unknown()).default([]),
});

export type FrameworkFile = z.infer<typeof frameworkFileSchema>;

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const arrayAt = (v: unknown, key: string): unknown[] => (isRecord(v) && Array.isArray(v[key]) ? v[key] : []);

/**
 * Checks that span fields (declared attribute types, unique rating levels, self-extension) on raw JSON,
 * defensively, so that they are reported together with the schema's own problems.
 * @returns problems with their JSON paths (empty when none)
 */
export function crossFieldProblems(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const declared = arrayAt(raw, 'attribute_types').filter((t): t is string => typeof t === 'string');
  const types = new Set(declared);
  if (types.size !== declared.length)
    problems.push({ path: '$.attribute_types', message: 'duplicate attribute type' });
  arrayAt(raw, 'domains').forEach((d, di) => {
    arrayAt(d, 'competencies').forEach((c, ci) => {
      arrayAt(c, 'attributes').forEach((a, ai) => {
        const type = isRecord(a) ? a.type : undefined;
        if (typeof type === 'string' && !types.has(type)) {
          problems.push({
            path: `$.domains[${di}].competencies[${ci}].attributes[${ai}].type`,
            message: `unknown attribute type "${type}" (declared: ${[...types].join(', ') || 'none'})`,
          });
        }
      });
    });
  });
  const ratings = new Set<unknown>();
  arrayAt(raw, 'expertise_levels').forEach((l, i) => {
    const rating = isRecord(l) ? l.rating_level : undefined;
    if (rating !== undefined && ratings.has(rating)) {
      problems.push({ path: `$.expertise_levels[${i}].rating_level`, message: 'duplicate rating level' });
    }
    ratings.add(rating);
  });
  problems.push(...duplicateUuidProblems(raw));
  if (isRecord(raw) && isRecord(raw.extends) && raw.extends.machine_name === raw.machine_name) {
    problems.push({ path: '$.extends.machine_name', message: 'a framework cannot extend itself' });
  }
  return problems;
}

/** Explicit uuids must be unique among the domains, competencies and attributes of a file (and its levels). */
function duplicateUuidProblems(raw: unknown): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  const seen = new Set<string>();
  const check = (item: unknown, path: string) => {
    const id = isRecord(item) && typeof item.uuid === 'string' ? item.uuid.toLowerCase() : undefined;
    if (id === undefined) return;
    if (seen.has(id)) problems.push({ path: `${path}.uuid`, message: `duplicate uuid ${id}` });
    seen.add(id);
  };
  arrayAt(raw, 'expertise_levels').forEach((l, i) => {
    check(l, `$.expertise_levels[${i}]`);
  });
  arrayAt(raw, 'domains').forEach((d, di) => {
    check(d, `$.domains[${di}]`);
    arrayAt(d, 'competencies').forEach((c, ci) => {
      check(c, `$.domains[${di}].competencies[${ci}]`);
      arrayAt(c, 'attributes').forEach((a, ai) => {
        check(a, `$.domains[${di}].competencies[${ci}].attributes[${ai}]`);
      });
    });
  });
  return problems;
}

/** Formats a Zod issue path as a JSON path, e.g. `$.domains[0].competencies[2].title`. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
    '$',
  );
}
