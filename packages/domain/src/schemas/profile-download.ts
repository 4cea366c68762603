/**
 * ProfileDownloadData: the profile a signed-in user with no role (or an anonymous visitor) fills in on
 * `/framework/{fw}/{v}/profile/create` and prints from `/profile/map/download`. It lives only in the
 * browser (docs/features/original-hub.md: the guest profile and its download record are the browser-stored data).
 * Source: docs/features/profiles.md §1 (/profile/create, /profile/map/download), docs/features/browsing.md §8 ProfileDownloadData.
 * The hub names a framework version by machine name and version number, so these replace the original's
 * `frameworkId` and `frameworkUuid`.
 */
import { z } from 'zod';
import { MAX_RICH_TEXT_LENGTH, MAX_TITLE_LENGTH } from '../constants/index.js';
import { MAX_PROFILE_AGE, PROFILE_GENDERS, SENIORITY_LEVELS } from './profiles.js';

const id = z.number().int().positive().max(2147483647);

/** The stored record (browser storage key `profileDownloadData`). */
export const profileDownloadDataSchema = z.object({
  /** The name. */
  title: z.string().max(MAX_TITLE_LENGTH),
  /** Machine name of the framework. */
  frameworkName: z.string(),
  /** Display title of the framework. */
  frameworkTitle: z.string(),
  versionNumber: z.string(),
  age: z.number().int().min(0).max(MAX_PROFILE_AGE).nullable(),
  gender: z.enum(PROFILE_GENDERS),
  seniorityLevel: z.enum(SENIORITY_LEVELS).nullable(),
  jobTitle: z.string().max(MAX_TITLE_LENGTH),
  /** Rich text (HTML from the editor; shown only through the editor's own schema). */
  qualification: z.string().max(MAX_RICH_TEXT_LENGTH),
  currentRole: z.string().max(MAX_RICH_TEXT_LENGTH),
  additionalInfo: z.string().max(MAX_RICH_TEXT_LENGTH),
  /** File name of the chosen image, or null. */
  selectedFile: z.string().nullable(),
  /** The image as a data URL with its pixel size, or null. */
  selectedFileData: z
    .object({
      src: z.string().regex(/^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/),
      width: z.number().int().nonnegative(),
      height: z.number().int().nonnegative(),
    })
    .nullable(),
  /** Chosen levels: competency, expertise level and its rating ('Not applicable' competencies left out). */
  mapping: z.array(z.object({ competency_id: id, expertise_id: id, expertise: z.number().int() })),
  /** Ticked attributes of mapped competencies. */
  mappingAttributes: z.array(z.object({ attribute_id: id, competency_id: id })),
});
export type ProfileDownloadData = z.infer<typeof profileDownloadDataSchema>;
