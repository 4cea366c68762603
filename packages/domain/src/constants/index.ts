/**
 * Enumerations shared by the API and the web app.
 * Spec: visitor-features.md §1 (home categories), §4 (version states).
 */

/** Home-page framework categories, in the order the home page shows them. */
export const FRAMEWORK_CATEGORIES = [
  'Research-oriented students and professionals',
  'Research infrastructure professionals',
  'Clinical professionals',
] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

/** Framework version states (spec §4): only a draft is editable; live versions never change. */
export const VERSION_STATUSES = ['draft', 'live'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Rating level of the 'Not applicable' expertise level (DEVIATIONS.md: compare numeric rating_level). */
export const NOT_APPLICABLE_RATING = 0;

/** Longest text accepted in a free-text query parameter (search, filters), in characters. */
export const MAX_QUERY_TEXT = 200;

/** Pattern for framework machine names and version numbers as they appear in URLs. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
