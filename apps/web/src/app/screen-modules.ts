/**
 * The screen modules under ./routes, for the router's lazy routes (`router.tsx`), in a file the app's entry
 * loads when it first needs a screen: the import of each screen carries the list of its files to preload
 * (about 130 file names for the 41 screens, 2 KB on the wire), which the first page does not need (its
 * screen comes through `first-screen.ts`). ADR 0055 addendum.
 */
const SCREENS = import.meta.glob<Record<string, unknown>>('./routes/*Screen.tsx');

/**
 * The module of the screen `name` (such as `FrameworkScreen`), its files preloaded.
 * @throws Error when ./routes has no such screen; rejects when its file cannot be loaded
 */
export function loadScreen(name: string): Promise<Record<string, unknown>> {
  const load = SCREENS[`./routes/${name}.tsx`];
  if (!load) throw new Error(`No screen ./routes/${name}.tsx`);
  return load();
}
