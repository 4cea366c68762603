/**
 * Browser storage the visitor features use. Only `bannerDismissed` (and, later, the guest profile)
 * live here (DEVIATIONS.md). Storage can be unavailable (private mode, blocked): every access is guarded.
 */

/** localStorage key of the dismissed state of the home page's training-platform banner (spec §2 Home). */
export const BANNER_DISMISSED_KEY = 'bannerDismissed';

/** Reads a localStorage value; returns null when absent or when storage is unavailable. */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Writes a localStorage value; silently does nothing when storage is unavailable. */
export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage blocked: the banner stays dismissed for this page view only.
  }
}
