/**
 * Loads the screen of the page the server rendered, for its hydration (ADR 0027, ADR 0037). The same
 * modules as the router's lazy routes (`router.tsx`), imported from this file, which the build keeps in a
 * file of its own (`vite.config.ts`) so that these imports, unlike the router's, do not preload the screen's
 * files from script: on a phone those link insertions were a long task while the page hydrated. The
 * router's own imports still preload them for a navigation in the app.
 */
const SCREENS = import.meta.glob<Record<string, unknown>>('./routes/*Screen.tsx');

/**
 * The module of the screen `name` (such as `FrameworkScreen`).
 * @throws Error when ./routes has no such screen; rejects when its file cannot be loaded
 */
export function loadFirstScreen(name: string): Promise<Record<string, unknown>> {
  const load = SCREENS[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No screen ./routes/${name}.tsx`);
  return load();
}
