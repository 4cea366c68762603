/**
 * Zod schema of a reference profile file in the format of ../shared/data/profiles (see
 * src/db/seed/data/profiles/README.md): `{framework, version, title, licence, source[], complete?,
 * citation?, label?, derivation, notes, expertise_levels?, profiles[{title, job_title, seniority_level?, persona?, mapping[{competency_code?,
 * competency_title, level_title, rating_level, n?}]}]}`. Extra keys (modes, counts) are allowed and ignored.
 * docs/features/profiles.md §1 (shipped data).
 */
import { SLUG_PATTERN } from '@hub/domain';
import { z } from 'zod';
import { citationSchema } from './file-schema.js';

const text = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `must be at most ${max} characters`);
const slug = z.string().regex(SLUG_PATTERN, 'must be 1-64 letters, digits, dots, dashes or underscores');

const mappingSchema = z
  .looseObject({
    /** The competency by code; without one, by its exact title (unique in the version; ADR 0046). */
    competency_code: text(32).optional(),
    competency_title: z.string().max(2000),
    level_title: z.string().max(200),
    rating_level: z.number().int().min(0).max(100),
    /** Number of answers the level was derived from, when the source is a survey. */
    n: z.number().int().positive().optional(),
  })
  .refine((m) => m.competency_code !== undefined || m.competency_title.trim() !== '', {
    message: 'needs competency_code or competency_title',
    path: ['competency_code'],
  });

const profileSchema = z.looseObject({
  title: text(500),
  job_title: text(500),
  /** The source's own career-stage number, 1-4 (see SENIORITY_BY_STAGE). */
  seniority_level: z.number().int().min(1).max(4).optional(),
  /** The persona text, in paragraphs: the profile's 'Activities and current role' (ADR 0046). */
  persona: z.array(z.string().trim().min(1).max(5000)).max(20).optional(),
  mapping: z.array(mappingSchema).max(2000),
});

export const profileFileSchema = z.looseObject({
  framework: slug,
  version: slug,
  title: text(1000),
  licence: text(5000),
  source: z.array(z.string().max(2000)).default([]),
  /**
   * The source as one citation line for visitors (ADR 0030): 'Source' on each profile page. Not part
   * of the content hash, so changing it updates the imported profiles' provenance (profile-importer.ts).
   */
  citation: citationSchema.optional(),
  complete: z.boolean().optional(),
  /** What the profiles are, shown wherever they appear (e.g. 'DIRECT sample profile'; ADR 0046). */
  label: text(100).optional(),
  derivation: z.string().max(20000).default(''),
  notes: z.string().max(20000).default(''),
  expertise_levels: z
    .array(
      z.object({
        rating_level: z.number().int().min(0).max(100),
        title: text(200),
        description: z.string().max(5000).default(''),
      }),
    )
    .max(50)
    .default([]),
  profiles: z.array(profileSchema).min(1, 'must list at least one profile').max(500),
});

export type ProfileFile = z.infer<typeof profileFileSchema>;

/** True when parsed JSON looks like a profile file rather than a framework file (for `npm run import`). */
export function isProfileFile(json: unknown): boolean {
  return (
    typeof json === 'object' &&
    json !== null &&
    'framework' in json &&
    'profiles' in json &&
    !('machine_name' in json)
  );
}
