/**
 * Slugs of training resources (docs/features/training.md §5: `slug` unique, from the title): lower-case ASCII words joined
 * by dashes (`@sindresorhus/slugify`), with `-2`, `-3`… appended on collision. The database checks the
 * shape `^[a-z0-9]+(-[a-z0-9]+)*$` (migration 0006).
 */
import slugify from '@sindresorhus/slugify';
import { like, or } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { trainingResource } from '../db/schema/index.js';

/** Longest base slug (before any `-n`), cut at a word boundary when possible. */
const MAX_BASE_LENGTH = 100;

/**
 * The base slug of a title.
 * @returns e.g. 'structural-bioinformatics-and-modelling'; 'training-resource' when the title has no
 *   letters or digits
 */
export function baseSlug(title: string): string {
  const slug = slugify(title).slice(0, MAX_BASE_LENGTH).replace(/-+$/, '');
  return slug || 'training-resource';
}

/**
 * The first free slug for a title.
 * @param taken slugs already used (a resource's own slug excluded when renaming it)
 * @returns the base slug, or the base with '-2', '-3', … appended
 */
export function uniqueSlug(title: string, taken: ReadonlySet<string>): string {
  const base = baseSlug(title);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/**
 * The slugs in the database that a title's slug could collide with (its base and `base-n`).
 * @returns the set to pass to uniqueSlug
 */
export async function takenSlugsFor(db: Db, title: string): Promise<Set<string>> {
  const base = baseSlug(title);
  const rows = await db
    .select({ slug: trainingResource.slug })
    .from(trainingResource)
    .where(or(like(trainingResource.slug, base), like(trainingResource.slug, `${base}-%`)));
  return new Set(rows.map((r) => r.slug));
}
