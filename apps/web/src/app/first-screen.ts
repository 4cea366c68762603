/**
 * Loads the screen of the page the server rendered, for its hydration (ADR 0027, ADR 0037). The same
 * modules as the router's lazy routes (`router.tsx`, `screen-modules.ts`), imported from this file, which
 * the build keeps in a file of its own (`vite.config.ts`) so that these imports, unlike the router's, do
 * not preload the screen's files from script: on a phone those link insertions were a long task while the
 * page hydrated. The router's own imports still preload them for a navigation in the app.
 *
 * Only the screens the server renders are listed (the others, `CLIENT_ONLY` in `router.tsx`, never
 * hydrate): each name costs every page's file about 40 bytes on the wire (ADR 0055 addendum). A server-
 * rendered screen left off this list still hydrates, through the router's import.
 */
const SCREENS = import.meta.glob<Record<string, unknown>>([
  './routes/{Home,About,Documentation,PrivacyNotice,Guidelines,NotFound}Screen.tsx',
  './routes/{Framework,Competency,VersionCompare,TrainingResource,LearningPathway}Screen.tsx',
  './routes/{CareerPathwayView,ReferenceProfileView,ProfilesCompare,ProfilesCompareSummary,Cohort}Screen.tsx',
  './routes/GuestProfile{Create,Map,View}Screen.tsx',
]);

/**
 * The module of the server-rendered screen `name` (such as `FrameworkScreen`), or undefined when this
 * file does not list it (the caller loads it through the router).
 * @returns a promise that rejects when the screen's file cannot be loaded
 */
export function loadFirstScreen(name: string): Promise<Record<string, unknown>> | undefined {
  return SCREENS[`./routes/${name}.tsx`]?.();
}
