/**
 * Enumerations shared by the API and the web app.
 * Source: docs/features/browsing.md §1, §9.
 */

/** Home-page framework categories, in the order the home page shows them. */
export const FRAMEWORK_CATEGORIES = [
  'Research-oriented students and professionals',
  'Research infrastructure professionals',
  'Clinical professionals',
] as const;
export type FrameworkCategory = (typeof FRAMEWORK_CATEGORIES)[number];

/** Framework version states (docs/features/browsing.md §9): only a draft is editable; live versions never change. */
export const VERSION_STATUSES = ['draft', 'live'] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

/** Rating level of the 'Not applicable' expertise level (docs/features/original-hub.md: compare numeric rating_level). */
export const NOT_APPLICABLE_RATING = 0;

/** Longest text accepted in a free-text query parameter (search, filters), in characters. */
export const MAX_QUERY_TEXT = 200;

/** Pattern for framework machine names and version numbers as they appear in URLs. */
export const SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;

/**
 * Roles a signed-in user may hold (docs/features/curation.md §12). A user may hold both, or none
 * (a plain signed-in user: My account, Change password, Logout).
 */
export const ROLES = ['framework_manager', 'content_manager'] as const;
export type Role = (typeof ROLES)[number];

/** Limits of curated text, in characters (ADR 0007: oversized text is refused with a clear error). */
export const MAX_TITLE_LENGTH = 500;
export const MAX_DESCRIPTION_LENGTH = 5_000;
export const MAX_RICH_TEXT_LENGTH = 20_000;
export const MAX_RELEASE_NOTES_LENGTH = 20_000;
/** A domain's or competency's code (CASE `humanCodingScheme`). */
export const MAX_CODE_LENGTH = 32;
/** At most this many domains, competencies or attributes created by one bulk request. */
export const MAX_BULK_ITEMS = 200;
/** Version numbers appear in URLs (/framework/{framework}/{version}): letters, digits, '.', '_' or '-'. */
export const MAX_VERSION_LENGTH = 32;
/** Version texts that would collide with routes of the original hub API. */
export const RESERVED_VERSION_NUMBERS = ['draft', 'edit', 'profiles', 'manage', 'competency'] as const;

/** Password rules for sign-in accounts (docs/features/original-hub.md: change password checks length and confirmation). */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

/** Public addresses of the licences frameworks are published under (exports and structured data). */
export const LICENCE_URLS: Readonly<Record<string, string>> = {
  'CC BY 4.0': 'https://creativecommons.org/licenses/by/4.0/',
  'CC0 1.0': 'https://creativecommons.org/publicdomain/zero/1.0/',
};
