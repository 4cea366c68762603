/**
 * Runs a check when the tab comes back to the user (ADR 0066, ADR 0070): on the window's `focus` and on
 * `visibilitychange` to visible, at most one check at a time, none while the tab is hidden. The screens
 * that edit a stored item use it to ask whether colleagues changed the item meanwhile; they only say so,
 * and never re-read or overwrite the form by themselves.
 */
import { useEffect, useRef } from 'react';

/**
 * @param check the check to run (a rejected promise is ignored: the next return asks again)
 * @param enabled false: listens to nothing (for example before the item's revision is known)
 */
export function useTabReturn(check: () => Promise<unknown>, enabled = true): void {
  // The latest `check` is read when the tab returns, so callers need not keep it stable.
  const latest = useRef(check);
  latest.current = check;

  useEffect(() => {
    if (!enabled) return;
    let asking = false;
    const onReturn = async () => {
      if (asking || document.visibilityState === 'hidden') return;
      asking = true;
      try {
        await latest.current();
      } catch {
        // A check that fails (offline, signed out) says nothing.
      } finally {
        asking = false;
      }
    };
    window.addEventListener('focus', onReturn);
    document.addEventListener('visibilitychange', onReturn);
    return () => {
      window.removeEventListener('focus', onReturn);
      document.removeEventListener('visibilitychange', onReturn);
    };
  }, [enabled]);
}
