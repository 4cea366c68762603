/**
 * URL aliases of reference profiles: `/` + the slug of the name, unique per version (`/alex`, `/alex-2`).
 * docs/features/public-api.md §5; docs/features/profiles.md §1.
 */
import slugify from '@sindresorhus/slugify';

/**
 * The base alias of a name: lower-case ASCII words joined by dashes, with a leading slash.
 * @returns e.g. '/core-facility-scientist-i'; '/profile' when the name has no letters or digits
 */
export function baseAlias(name: string): string {
  const slug = slugify(name).slice(0, 80).replace(/-+$/, '');
  return `/${slug || 'profile'}`;
}

/**
 * The first free alias for a name among the aliases taken in the version.
 * @param taken aliases already used in the version (the profile's own alias excluded when editing)
 * @returns the base alias, or the base with '-2', '-3', … appended
 */
export function uniqueAlias(name: string, taken: ReadonlySet<string>): string {
  const base = baseAlias(name);
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
