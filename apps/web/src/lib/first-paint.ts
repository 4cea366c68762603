/**
 * The wait of the page's script (`src/boot.ts`, ADR 0073) for the browser's first paint of the server's
 * HTML, before it imports the app.
 */

/** The longest wait for the first paint (ms): past it the app is imported all the same. */
export const FIRST_PAINT_WAIT_MS = 2000;

/**
 * Resolves in a task after the document's first contentful paint: at once when the document has
 * already painted, is hidden (a background tab paints nothing) or the browser does not report paints;
 * otherwise when the browser reports the paint, or after `waitMs`, whichever comes first. Never rejects.
 * @param waitMs the longest wait in milliseconds
 */
export function afterFirstPaint(waitMs = FIRST_PAINT_WAIT_MS): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (
    document.visibilityState === 'hidden' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint') ||
    painted()
  ) {
    return Promise.resolve();
  }
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (!painted()) return;
      observer.disconnect();
      clearTimeout(timer);
      setTimeout(resolve, 0);
    });
    const timer = setTimeout(() => {
      observer.disconnect();
      resolve();
    }, waitMs);
    observer.observe({ type: 'paint', buffered: true });
  });
}
