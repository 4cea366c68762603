/** Messages of the guest profile screens. Source: docs/features/profiles.md §1; docs/features/browsing.md §9, §10. */

/** Spec §8: the guest profile could not be stored. */
export const GUEST_SAVE_FAILED_MESSAGE = 'There has been a problem. Please contact the administrator.';
/** Spec §2: the guest view's banner. */
export const GUEST_VIEW_BANNER =
  'Your profile has been created and stored locally in your browser. This profile is not accessible publicly.';
/** Spec §4: delete confirmation. */
export const GUEST_DELETE_TITLE = 'Delete my profile';
export const GUEST_DELETE_TEXT =
  'Are you sure you want to delete your profile? This action cannot be undone!!';
export const GUEST_DELETED_MESSAGE = 'Profile deleted';
/** Spec §2: the Print button's note. */
export const GUEST_PRINT_NOTE =
  'To print the proficiency bars in colour, enable background graphics in the print dialogue.';
