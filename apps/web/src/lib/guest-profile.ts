/**
 * The guest profile in this browser: one typed, versioned store under `guestProfile` (shared by the guest
 * profile screens, the comparison and the home side panel), and the delete rule of the spec.
 * Source: docs/features/browsing.md §8, §9 (one profile per browser; deleting removes guestProfile
 * and bannerDismissed); docs/features/original-hub.md (what lives in browser storage).
 */
import { GUEST_PROFILE_KEY, type GuestProfile, guestProfileSchema } from '@hub/domain';
import { bannerDismissedStore, createStore } from './storage';
import { useStoredValue } from './use-stored-value';

/**
 * The stored guest profile (version 1). A value of another shape, such as one written by the original hub
 * without competency uuids, reads as null and is replaced by the next save.
 */
export const guestProfileStore = createStore<GuestProfile>({
  key: GUEST_PROFILE_KEY,
  schema: guestProfileSchema,
  version: 1,
});

/** The guest profile (null when there is none), re-rendering on every change, in this tab or another. */
export function useGuestProfile(): GuestProfile | null {
  return useStoredValue(guestProfileStore);
}

export { isGuestProfileOf } from './guest-profile-on-demand';

/** Deletes the guest profile and the dismissed-banner state (docs/features/browsing.md §9, 'Yes, Delete it!'). */
export function deleteGuestProfile(): void {
  guestProfileStore.remove();
  bannerDismissedStore.remove();
}
