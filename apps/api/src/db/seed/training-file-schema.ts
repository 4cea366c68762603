/**
 * Zod schema of a training resource file in the format of ../shared/data/training-resources (see
 * src/db/seed/data/training/README.md): a JSON array of `{title, url, type, description, start_date,
 * end_date, location, organisers, trainers, target_audience, learning_outcomes, keywords (comma-separated
 * string), competencies[{framework, version, code?, title}], source_ref?{kb2019_nid, kb2017_rows,
 * filled_from_2017}, import_key?, language?[], mapped_by?, provenance?}`. Extra keys (e.g. `unmapped_codes`) are allowed and ignored. docs/features/training.md §5.
 */
import { SLUG_PATTERN, TRAINING_RESOURCE_TYPES } from '@hub/domain';
import { z } from 'zod';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const optionalText = (max: number) => z.string().max(max, `must be at most ${max} characters`).default('');
const slug = z.string().regex(SLUG_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');

/** True for a real calendar date `YYYY-MM-DD` (not 2017-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const calendarDate = z
  .string()
  .refine(isCalendarDate, 'must be a calendar date YYYY-MM-DD')
  .nullable()
  .default(null);

const competencyRefSchema = z
  .looseObject({
    framework: slug,
    version: slug,
    /** The competency by code; without one, by its exact title (unique in the version; ADR 0046). */
    code: text(32).optional(),
    title: z.string().max(2000).default(''),
  })
  .refine((r) => r.code !== undefined || r.title.trim() !== '', {
    message: 'needs code or title',
    path: ['code'],
  });

const sourceRefSchema = z.looseObject({
  kb2019_nid: z
    .string()
    .regex(/^\d{1,10}$/, 'must be a Drupal nid (digits) or null')
    .nullable(),
  kb2017_rows: z.array(z.number().int().nonnegative()).max(1000),
  filled_from_2017: z.array(z.string().max(100)).max(50).default([]),
});

export const trainingResourceFileItemSchema = z
  .looseObject({
    title: text(500),
    url: z
      .string()
      .trim()
      .max(2000)
      .regex(/^https?:\/\/\S+$/i, 'must be an http(s) URL'),
    type: z.enum(TRAINING_RESOURCE_TYPES),
    description: optionalText(100_000),
    start_date: calendarDate,
    end_date: calendarDate,
    location: optionalText(2000),
    organisers: optionalText(20_000),
    trainers: optionalText(20_000),
    target_audience: optionalText(20_000),
    learning_outcomes: optionalText(100_000),
    /** Comma-separated keywords, e.g. "HADDOCK, GROMACS, Molecular Dynamics". */
    keywords: optionalText(5000),
    competencies: z.array(competencyRefSchema).max(500).default([]),
    /** The BioExcel knowledge base's keys (its stable key, importKeyOf); optional with `import_key`. */
    source_ref: sourceRefSchema.optional(),
    /** A stable key of the resource given by the file (e.g. `direct:learning-resource:<slug>`; ADR 0046). */
    import_key: z.string().trim().min(1).max(300).optional(),
    /** The languages of the resource (codes such as `en`), kept in its provenance. */
    language: z.array(z.string().trim().min(1).max(20)).max(20).optional(),
    /** Who mapped it to its competencies: `framework-authors` shows 'mapped by the framework's authors'. */
    mapped_by: z.literal('framework-authors').optional(),
    /** Where the resource was listed (the curators' record). */
    provenance: z.string().max(2000).optional(),
  })
  .refine((r) => !r.start_date || !r.end_date || r.start_date <= r.end_date, {
    message: 'must not be before start_date',
    path: ['end_date'],
  })
  .refine(
    (r) =>
      r.import_key !== undefined ||
      (r.source_ref !== undefined &&
        (r.source_ref.kb2019_nid !== null || r.source_ref.kb2017_rows.length > 0)),
    {
      message:
        'needs import_key, or kb2019_nid or at least one kb2017_rows index (the stable key of the resource)',
      path: ['source_ref'],
    },
  );

export const trainingResourceFileSchema = z
  .array(trainingResourceFileItemSchema)
  .min(1, 'must list at least one training resource')
  .max(10_000);

export type TrainingResourceFileItem = z.infer<typeof trainingResourceFileItemSchema>;
export type TrainingResourceFile = z.infer<typeof trainingResourceFileSchema>;

/**
 * True when parsed JSON looks like a training resource file (for `npm run import`): framework and profile
 * files are JSON objects, a training resource file is an array.
 */
export function isTrainingResourceFile(json: unknown): boolean {
  return Array.isArray(json);
}

/**
 * The stable key of a shipped resource: its `import_key`, else `bioexcel-kb:nid:<nid>`, else
 * `bioexcel-kb:2017:<first 2017 row>`.
 */
export function importKeyOf(item: Pick<TrainingResourceFileItem, 'source_ref' | 'import_key'>): string {
  if (item.import_key !== undefined) return item.import_key;
  const ref = item.source_ref as NonNullable<TrainingResourceFileItem['source_ref']>;
  return ref.kb2019_nid !== null
    ? `bioexcel-kb:nid:${ref.kb2019_nid}`
    : `bioexcel-kb:2017:${ref.kb2017_rows[0] as number}`;
}
