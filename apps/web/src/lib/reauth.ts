/**
 * Signing in again in place (docs/features/curation.md §17): when a write is refused with 401 because the session ended,
 * the sign-in dialog ({@link SignInDialog}, components) opens over the screen; once signed in, the
 * api-client sends the same write again, so the typed values are saved. One question at a time.
 */
import { useSyncExternalStore } from 'react';

interface Pending {
  /** Resolves the waiting write: true once signed in, false when the manager closed the dialog. */
  finish: (signedIn: boolean) => void;
}

let pending: Pending | null = null;
let waiting: Promise<boolean> | null = null;
const listeners = new Set<() => void>();

function publish(next: Pending | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Opens the sign-in dialog (or joins the one already open).
 * @returns true once the manager has signed in, false when they closed the dialog
 */
export function requestSignIn(): Promise<boolean> {
  if (waiting) return waiting;
  waiting = new Promise<boolean>((resolve) => {
    publish({
      finish: (signedIn) => {
        waiting = null;
        publish(null);
        resolve(signedIn);
      },
    });
  });
  return waiting;
}

/** The open sign-in request, or null (a React hook over the store). */
export function usePendingSignIn(): Pending | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
}
