import { useSyncExternalStore } from 'react';
import type { Store } from './storage';

/**
 * The current value of a {@link Store} (null when missing or unreadable), re-rendering on every write or
 * remove in this tab and on changes made by other tabs. Server rendering sees null.
 */
export function useStoredValue<T>(store: Store<T>): T | null {
  return useSyncExternalStore(store.subscribe, store.read, () => null);
}
