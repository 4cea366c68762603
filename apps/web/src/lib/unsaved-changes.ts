/**
 * Unsaved changes (docs/features/curation.md §17): each form with typed, unsaved values registers itself while it is dirty;
 * {@link UnsavedChangesGuard} (components) asks before the router leaves the screen, and the browser asks
 * before the tab is closed or reloaded (`beforeunload`) while any form is dirty.
 */
import { useCallback, useEffect, useId, useSyncExternalStore } from 'react';

const dirty = new Set<string>();
const listeners = new Set<() => void>();
let version = 0;

function changed(): void {
  version += 1;
  for (const listener of listeners) listener();
}

function onBeforeUnload(event: BeforeUnloadEvent): void {
  event.preventDefault();
  // Older browsers show the prompt only when returnValue is set.
  event.returnValue = '';
}

/** True when some form holds unsaved changes. */
export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/**
 * Marks the calling form dirty while `isDirty` is true (and clean when it unmounts).
 * @param isDirty whether the form holds typed values that are not saved
 * @returns `saved()`: marks the form clean at once, for a form that navigates right after its save
 *   (before React re-renders with `isDirty` false, the router's blocker would still ask)
 */
export function useUnsavedChanges(isDirty: boolean): () => void {
  const id = useId();
  const saved = useCallback(() => {
    if (!dirty.delete(id)) return;
    if (dirty.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
    changed();
  }, [id]);
  useEffect(() => {
    if (!isDirty) return;
    const first = dirty.size === 0;
    dirty.add(id);
    if (first) window.addEventListener('beforeunload', onBeforeUnload);
    changed();
    return () => {
      dirty.delete(id);
      if (dirty.size === 0) window.removeEventListener('beforeunload', onBeforeUnload);
      changed();
    };
  }, [id, isDirty]);
  return saved;
}

/** Re-renders when forms become dirty or clean (a React hook); returns whether any is dirty. */
export function useAnyUnsavedChanges(): boolean {
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => version,
    () => 0,
  );
  return dirty.size > 0;
}
