/**
 * The browser's ProfileDownloadData record (docs/features/curation.md §9; docs/features/original-hub.md: one of the few browser-stored values):
 * written by the 'Create your profile' form of users with no role and read by the printable
 * `/profile/map/download` page. A stored value of the wrong shape reads as null.
 */
import { profileDownloadDataSchema } from '@hub/domain';
import { createStore } from '../../lib/storage';

/** localStorage key of the download record. */
export const PROFILE_DOWNLOAD_KEY = 'profileDownloadData';

/** Typed, versioned store of the download record. */
export const profileDownloadStore = createStore({
  key: PROFILE_DOWNLOAD_KEY,
  schema: profileDownloadDataSchema,
  version: 1,
});
