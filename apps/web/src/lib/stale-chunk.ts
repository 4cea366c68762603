/**
 * After a redeploy, a tab opened before it asks for a screen's file that is no longer on the server
 * (docs/features/public-api.md §11). Such a tab reloads itself once, to fetch the new release; if the file is still missing
 * after that reload, the error view says so instead of reloading forever.
 */

const RELOADED_AT = 'hub:stale-chunk-reload';
/** A second failure within this time after a reload is not fixed by reloading again. */
const WINDOW_MS = 60_000;

/** True for the errors browsers give when a dynamically imported module cannot be fetched. */
export function isStaleChunkError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(
    message,
  );
}

/** True when no stale-chunk reload happened in this tab within the last minute (reads only). */
export function canReloadForStaleChunk(
  storage: Pick<Storage, 'getItem'> = window.sessionStorage,
  now: number = Date.now(),
): boolean {
  return now - Number(storage.getItem(RELOADED_AT) ?? 0) >= WINDOW_MS;
}

/**
 * Reloads the page once for a stale chunk.
 * @param storage where the time of the last reload is kept (sessionStorage: per tab)
 * @param reload the reload to perform
 * @returns true when a reload was started, false when one already happened within the last minute
 */
export function reloadOnceForStaleChunk(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  if (!canReloadForStaleChunk(storage, now)) return false;
  storage.setItem(RELOADED_AT, String(now));
  reload();
  return true;
}
