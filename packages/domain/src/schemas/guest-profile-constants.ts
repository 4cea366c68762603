/**
 * Constants of the guest profile (docs/features/browsing.md §8, §9; docs/features/profiles.md §3). Without zod, in their own module, so that the web app's
 * pages that only need these constants do not load the schemas and zod (ADR 0027);
 * `./guest-profile.ts` re-exports them.
 */
/** localStorage key of the guest profile (docs/features/browsing.md §8). */
export const GUEST_PROFILE_KEY = 'guestProfile';

/** Spec §4 message when a guest profile of another framework exists. */
export const GUEST_ONE_PROFILE_MESSAGE = 'We can only store one profile';
/** Spec §5 message when a signed-in user opens the guest form. */
export const GUEST_SIGNED_IN_MESSAGE =
  'You are currently logged in. To create a guest profile, please logout.';
