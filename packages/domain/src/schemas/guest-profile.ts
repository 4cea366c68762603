/**
 * The guest profile: one per browser, kept only in localStorage under `guestProfile` and in files the
 * visitor saves ('Save to file' / 'Open from file'). Same field names as the original hub so the same
 * views can render it; ids are digit strings. Beyond the original, each mapping entry also carries the
 * competency's and attributes' stable uuids and the level's numeric rating, so a stored profile survives a
 * re-seed of the database (ids are re-resolved by uuid and rating: see `reconcileGuestMapping`).
 * Source: docs/features/browsing.md §8, §9; docs/features/profiles.md §3;
 * docs/features/public-api.md §5; docs/features/original-hub.md (what lives in browser storage).
 */
import { z } from 'zod';
import { MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH, NOT_APPLICABLE_RATING } from '../constants/index.js';
import { base64DecodedLength } from '../logic/image-type.js';
import { slugSchema } from './framework.js';
import {
  MAX_IMAGE_BYTES,
  MAX_PROFILE_AGE,
  MIN_JOB_TITLE_LENGTH,
  MIN_PROFILE_NAME_LENGTH,
  PROFILE_GENDERS,
  PROFILE_MESSAGES,
} from './profiles-constants.js';

export * from './guest-profile-constants.js';

const digitString = z.string().regex(/^\d{1,10}$/, 'must be a digit string');

const PNG_BASE64_PREFIX = 'iVBORw0KGgo'; // base64 of the 8-byte PNG signature
const JPEG_BASE64_PREFIX = '/9j/'; // base64 of FF D8 FF

/**
 * The image as a base64 data URL: PNG or JPEG by content (the declared type must match the bytes), at most
 * 2,097,152 bytes once decoded.
 */
export const guestImageDataUrlSchema = z
  .string()
  .regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/]+={0,2}$/, PROFILE_MESSAGES.imageWrongType)
  .refine((url) => {
    const [head, data = ''] = url.split(',', 2);
    return head === 'data:image/png;base64'
      ? data.startsWith(PNG_BASE64_PREFIX)
      : data.startsWith(JPEG_BASE64_PREFIX);
  }, PROFILE_MESSAGES.imageWrongType)
  .refine(
    (url) => base64DecodedLength(url.slice(url.indexOf(',') + 1)) <= MAX_IMAGE_BYTES,
    PROFILE_MESSAGES.imageTooLarge,
  );

/** One mapped competency of the guest profile. 'Not applicable' competencies are not stored. */
export const guestMappingEntrySchema = z
  .object({
    /** Competency id. */
    competency: digitString,
    /** Expertise-level id (not the rating). */
    expertise: digitString,
    /** Ids of the ticked attributes. */
    attributes: z.array(digitString).max(1_000),
    /** Stable uuid of the competency (not in the original). */
    competencyUuid: z.uuid(),
    /** Stable uuids of the ticked attributes, in the order of `attributes` (not in the original). */
    attributeUuids: z.array(z.uuid()).max(1_000),
    /** Numeric rating of the chosen level (not in the original; never 0: such entries are left out). */
    ratingLevel: z.number().int().positive(),
  })
  .refine((entry) => entry.attributes.length === entry.attributeUuids.length, {
    message: 'attributes and attributeUuids must have the same length',
    path: ['attributeUuids'],
  });
export type GuestMappingEntry = z.infer<typeof guestMappingEntrySchema>;

const richText = z.string().max(MAX_RICH_TEXT_LENGTH, `Use at most ${MAX_RICH_TEXT_LENGTH} characters`);

/** The guest profile overview as the create form edits it (docs/features/profiles.md §3 guest messages). */
export const guestProfileOverviewSchema = z.object({
  title: z
    .string()
    .trim()
    .min(MIN_PROFILE_NAME_LENGTH, PROFILE_MESSAGES.nameGuest)
    .max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters`),
  job_title: z
    .string()
    .trim()
    .min(MIN_JOB_TITLE_LENGTH, PROFILE_MESSAGES.jobTitleGuest)
    .max(MAX_TITLE_LENGTH, `Use at most ${MAX_TITLE_LENGTH} characters`),
  /** Age in years as typed (digits), or '' when not given. */
  age: z
    .string()
    .regex(/^\d{0,3}$/, 'Enter the age in whole years')
    .refine(
      (age) => age === '' || Number(age) <= MAX_PROFILE_AGE,
      `Enter an age of at most ${MAX_PROFILE_AGE}`,
    ),
  gender: z.enum(PROFILE_GENDERS),
  /** Plain text ('Qualifications and background'). */
  qualification_background: richText,
  /** Plain text ('Activities and current role'). */
  current_role: richText,
  /** Plain text. */
  additional_information: richText,
  /** At most one image. */
  image: z.array(z.object({ url: guestImageDataUrlSchema })).max(1),
});
export type GuestProfileOverview = z.infer<typeof guestProfileOverviewSchema>;

/** The stored guest profile (localStorage `guestProfile`, and the 'Save to file' JSON). */
export const guestProfileSchema = guestProfileOverviewSchema.extend({
  /** Machine name of the framework the profile belongs to. */
  frameworkName: slugSchema,
  /**
   * The framework's identifier. The original stored the Drupal node id; `/api/v1` identifies frameworks by
   * machine name, so this holds the machine name too.
   */
  frameworkId: z.string().min(1).max(64),
  versionNumber: slugSchema,
  profile_mapping: z
    .array(guestMappingEntrySchema)
    .max(2_000)
    .refine(
      (entries) => new Set(entries.map((e) => e.competency)).size === entries.length,
      'Each competency may appear once',
    ),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/** The parts of a framework version's content that the guest mapping is resolved against. */
export interface GuestMappingContext {
  competencies: readonly {
    id: number;
    uuid: string;
    attributes: readonly { id: number; uuid: string }[];
  }[];
  expertiseLevels: readonly { id: number; ratingLevel: number }[];
}

/**
 * Re-resolves a stored mapping against the framework version's current content: each entry's competency
 * is found by uuid (its id may have changed with a re-seed), attributes by uuid, and the level by its
 * numeric rating. Entries whose competency no longer exists, or whose rating has no level (or is 'Not
 * applicable'), are dropped; unknown attributes are dropped from their entry. Returns a new array; ids
 * are current digit strings.
 */
export function reconcileGuestMapping(
  mapping: readonly GuestMappingEntry[],
  context: GuestMappingContext,
): GuestMappingEntry[] {
  const byUuid = new Map(context.competencies.map((c) => [c.uuid, c]));
  const levelByRating = new Map(
    context.expertiseLevels
      .filter((l) => l.ratingLevel > NOT_APPLICABLE_RATING)
      .map((l) => [l.ratingLevel, l]),
  );
  const result: GuestMappingEntry[] = [];
  const seen = new Set<number>();
  for (const entry of mapping) {
    const competency = byUuid.get(entry.competencyUuid);
    const level = levelByRating.get(entry.ratingLevel);
    if (!competency || !level || seen.has(competency.id)) continue;
    seen.add(competency.id);
    const attributeByUuid = new Map(competency.attributes.map((a) => [a.uuid, a]));
    const attributes = entry.attributeUuids.flatMap((uuid) => {
      const attribute = attributeByUuid.get(uuid);
      return attribute ? [attribute] : [];
    });
    result.push({
      competency: String(competency.id),
      expertise: String(level.id),
      attributes: attributes.map((a) => String(a.id)),
      competencyUuid: competency.uuid,
      attributeUuids: attributes.map((a) => a.uuid),
      ratingLevel: level.ratingLevel,
    });
  }
  return result;
}

/** Result of {@link parseGuestProfileFile}. */
export type GuestProfileFileResult = { ok: true; profile: GuestProfile } | { ok: false; message: string };

/**
 * Parses the text of a file chosen with 'Open from file'. Accepts the profile itself or the store's
 * `{version, data}` envelope. Never throws: returns a message naming the first problem.
 */
export function parseGuestProfileFile(text: string): GuestProfileFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: 'This file is not a saved profile: it is not JSON.' };
  }
  const envelope = z.object({ version: z.number(), data: z.unknown() }).safeParse(json);
  const result = guestProfileSchema.safeParse(envelope.success ? envelope.data.data : json);
  if (result.success) return { ok: true, profile: result.data };
  const issue = result.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return {
    ok: false,
    message: `This file is not a valid saved profile${where}: ${issue?.message ?? 'unknown problem'}.`,
  };
}
