/**
 * Constants of the reference and guest profiles (docs/features/profiles.md §3; docs/features/browsing.md §11). Without zod, in their own module, so that the web app's pages
 * that only need these constants do not load the schemas and zod (ADR 0027); `./profiles.ts` re-exports them.
 */
/** Gender options (stored values); 'Prefernottosay' is shown as 'Prefer not to say'. */
export const PROFILE_GENDERS = ['None', 'Male', 'Female', 'Nonbinary', 'Prefernottosay'] as const;
export type ProfileGender = (typeof PROFILE_GENDERS)[number];

/** Labels of the gender options, as the spec shows them. */
export const PROFILE_GENDER_LABELS: Record<ProfileGender, string> = {
  None: 'None',
  Male: 'Male',
  Female: 'Female',
  Nonbinary: 'Nonbinary',
  Prefernottosay: 'Prefer not to say',
};

/** Seniority options (stored values, spelled as in the original, 'high_level_level' included). */
export const SENIORITY_LEVELS = ['entry_level', 'mid_level', 'high_level_level', 'managerial'] as const;
export type SeniorityLevel = (typeof SENIORITY_LEVELS)[number];

/** Labels of the seniority options. */
export const SENIORITY_LEVEL_LABELS: Record<SeniorityLevel, string> = {
  entry_level: 'Entry level',
  mid_level: 'Mid level',
  high_level_level: 'High level',
  managerial: 'Managerial',
};

/** Publishing status of a reference profile; new profiles are Draft. */
export const PUBLISHING_STATUSES = ['Live', 'Draft'] as const;
export type PublishingStatus = (typeof PUBLISHING_STATUSES)[number];

/** Largest accepted image upload in bytes (docs/features/browsing.md §11). */
export const MAX_IMAGE_BYTES = 2_097_152;
/** Accepted image content types (checked by magic bytes on the server). */
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png'] as const;
export type ImageMimeType = (typeof IMAGE_MIME_TYPES)[number];

/** Spec §5 messages. */
export const PROFILE_MESSAGES = {
  nameManager: 'Name is required and must be at least 2 characters long',
  jobTitleManager: 'Job Title is required and must be at least 3 characters long',
  nameGuest: 'Must be at least 2 characters long',
  jobTitleGuest: 'Must be at least 3 characters long',
  imageTooLarge: 'Image size should not be more than 2 MB',
  imageWrongType: 'Only JPG or PNG images are allowed',
} as const;

export const MIN_PROFILE_NAME_LENGTH = 2;
export const MIN_JOB_TITLE_LENGTH = 3;
export const MAX_PROFILE_AGE = 150;
