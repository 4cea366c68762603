/**
 * The guest profile for pages that only show it (home side panel, framework career profiles tab,
 * reference profile's compare control): the store and its zod schema (lib/guest-profile.ts) load only
 * when this browser holds a guest profile, so a first visit does not fetch them (ADR 0027).
 */
import { GUEST_PROFILE_KEY, type GuestProfile } from '@hub/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import type { Store } from './storage';
import { readStorage } from './storage';

let loading: Promise<Store<GuestProfile>> | null = null;

/** Loads the guest profile store once. */
function loadStore(): Promise<Store<GuestProfile>> {
  loading ??= import('./guest-profile').then((m) => m.guestProfileStore);
  return loading;
}

const noSubscription = () => () => {};
const none = () => null;

/**
 * The guest profile (null when there is none, during the server render and until the store has loaded),
 * re-rendering on every change. The store loads when localStorage holds `guestProfile`, when another tab
 * writes it, or at once when a guest profile screen has already loaded it (a profile kept in memory
 * because storage refused it included).
 */
export function useGuestProfileOnDemand(): GuestProfile | null {
  const [store, setStore] = useState<Store<GuestProfile> | null>(null);
  useEffect(() => {
    let live = true;
    const load = () => {
      void loadStore().then((loaded) => {
        if (live) setStore(loaded);
      });
    };
    if (loading || readStorage(GUEST_PROFILE_KEY) !== null) {
      load();
      return () => {
        live = false;
      };
    }
    const onStorage = (event: StorageEvent) => {
      if (event.key === GUEST_PROFILE_KEY) load();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      live = false;
      window.removeEventListener('storage', onStorage);
    };
  }, []);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.read ?? none, none);
}

/** True when `profile` belongs to framework `framework` version `version`. */
export function isGuestProfileOf(profile: GuestProfile, framework: string, version: string): boolean {
  return profile.frameworkName === framework && profile.versionNumber === version;
}
