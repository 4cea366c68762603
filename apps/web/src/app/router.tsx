import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type DOMRouterOpts, matchRoutes, Outlet, type RouteObject } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { routes } from '../config/paths';
import {
  type Crumb,
  careerPathwayCrumb,
  compareSummaryCrumb,
  crumbTrail,
  frameworkPageCrumb,
  learningPathwayCreateCrumb,
  manageCrumb,
  notFoundCrumb,
  pageCrumb,
  trainingAdminCrumb,
  underFrameworkCrumb,
  versionCompareCrumb,
} from './layout/breadcrumbs';
import { Layout } from './layout/Layout';
import { RequireAccess } from './RequireAccess';
import { RouteErrorView } from './RouteErrorView';
import { layoutLoader, revalidateOnNewPath, type ScreenLoader } from './route-loaders';

/**
 * Route handle of the screens the server does not render (ADR 0020): sign-in, and the screens that
 * depend on who is signed in (management, account, the profile download form). The server answers
 * them with the app's shell.
 */
export const CLIENT_ONLY = { clientOnly: true } as const;

/**
 * The screen modules' table (`screen-modules.ts`), loaded with the first screen the router needs: the
 * first page's screen comes through `first-screen.ts` (ADR 0055 addendum).
 */
const screenModules = () => import('./screen-modules');

/**
 * Loads the screens' table ahead of a navigation: once, the first time the reader points at, touches or
 * focuses something on the page, so that a first navigation does not wait for it.
 */
export function prefetchScreensOnIntent(): void {
  const events = ['pointerover', 'touchstart', 'focusin'] as const;
  const prefetch = () => {
    for (const event of events) window.removeEventListener(event, prefetch, true);
    void screenModules().catch(() => undefined);
  };
  for (const event of events) window.addEventListener(event, prefetch, { capture: true, passive: true });
}

/**
 * The route properties of a loaded screen module: its exports, with its `routeLoader` (route-loaders.ts)
 * made the route's `loader` over `client` (none: no loader, for matching only). Used by the routes' `lazy`
 * and by the hydrating client, which loads the first page's screen itself (main.tsx).
 * @param module a `./routes/*Screen.tsx` module: `Component`, and `routeLoader` for a server-rendered screen
 * @param client the query client the loader fills
 */
export function screenRoute(module: Record<string, unknown>, client?: QueryClient): Record<string, unknown> {
  const { routeLoader, ...route } = module;
  if (!client || typeof routeLoader !== 'function') return route;
  return { ...route, loader: (routeLoader as ScreenLoader)(client) };
}

/**
 * The function that makes a route of a lazily loaded screen (`./routes/<name>.tsx`) over `client`: its
 * `lazy` loads the screen and its loader ({@link screenRoute}), its handle names the screen (`handle.screen`),
 * by which the first page's hydration loads it through `first-screen.ts` instead (ADR 0037). A name with no
 * screen fails when the route is shown (the route's error view).
 */
function screens(client?: QueryClient) {
  /**
   * @param name the screen's file name without extension, such as `FrameworkScreen`
   * @param handle more of the route's handle: {@link CLIENT_ONLY}, its breadcrumbs (`crumb`, layout/breadcrumbs.ts)
   */
  return (name: string, handle?: object): Pick<RouteObject, 'lazy' | 'handle'> => ({
    lazy: async () => screenRoute(await (await screenModules()).loadScreen(name), client),
    handle: { ...handle, screen: name },
  });
}

/** The screen a route's handle names ({@link screen}), or undefined. */
export function screenOf(handle: unknown): string | undefined {
  if (typeof handle !== 'object' || handle === null || !('screen' in handle)) return undefined;
  return typeof handle.screen === 'string' ? handle.screen : undefined;
}

/** A numeric id (a reference profile's; other values show 'Page not found' in the breadcrumbs). */
const numericId = (name: string) => (params: Readonly<Record<string, string | undefined>>) =>
  /^\d+$/.test(params[name] ?? '');

/** True when a route's handle marks it {@link CLIENT_ONLY}. */
export function isClientOnly(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'clientOnly' in handle;
}

/**
 * The breadcrumb trail of `pathname` from the handles of the routes it matches (layout/breadcrumbs.ts).
 * @param frameworkTitle display name of the address's framework, when known
 */
export function breadcrumbsForPath(pathname: string, frameworkTitle?: string): Crumb[] {
  const matches = matchRoutes(appRoutes(), pathname) ?? [];
  return crumbTrail(
    matches.map((match) => ({ handle: match.route.handle, params: match.params, pathname: match.pathname })),
    pathname,
    frameworkTitle,
  );
}

/**
 * The browser router over {@link appRoutes} with the visitor routes' loaders over `client` (ADR 0068):
 * they load a screen's data before navigating to it.
 * @param client the app's query client
 * @param options React Router options; the hydrating client passes the server's `hydrationData`
 * @param routes the route table (the hydrating client passes it with the address's screens loaded)
 */
export function createAppRouter(
  client: QueryClient,
  options?: DOMRouterOpts,
  routes: RouteObject[] = appRoutes(client),
) {
  return createBrowserRouter(routes, options);
}

/**
 * The app's routes: one lazily loaded module per screen inside the shared {@link Layout}; unknown
 * addresses show the not-found page. Used by the browser router and by the server render (ADR 0020).
 * With a query client, every server-rendered screen's route gets its loader with its screen (route-loaders.ts,
 * ADR 0068).
 * Source: docs/features/browsing.md §3 Screens and routes.
 * @param client the query client the loaders fill (none: a table without loaders, for matching only)
 */
export function appRoutes(client?: QueryClient): RouteObject[] {
  const screen = screens(client);
  return [
    {
      path: '/',
      loader: client && layoutLoader(client),
      shouldRevalidate: revalidateOnNewPath,
      element: <Layout />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <LoadingView label="Loading..." />,
      children: [
        {
          // Errors of a screen (its code missing after a redeploy, a render failure) show inside the frame.
          errorElement: <RouteErrorView inFrame />,
          children: [
            {
              index: true,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('HomeScreen'),
            },
            { path: routes.about, ...screen('AboutScreen', { crumb: pageCrumb('About') }) },
            {
              path: routes.documentation,
              ...screen('DocumentationScreen', { crumb: pageCrumb('API documentation') }),
            },
            {
              path: routes.privacyNotice,
              ...screen('PrivacyNoticeScreen', { crumb: pageCrumb('Privacy notice') }),
            },
            {
              path: routes.guidelines,
              ...screen('GuidelinesScreen', { crumb: pageCrumb('Guidelines for course creation') }),
            },
            {
              path: routes.framework,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('FrameworkScreen', { crumb: frameworkPageCrumb }),
            },
            {
              path: routes.competencyDetails,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('CompetencyScreen', { crumb: underFrameworkCrumb('Competency details') }),
            },
            {
              path: routes.versionCompare,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('VersionCompareScreen', { crumb: versionCompareCrumb }),
            },
            { path: routes.login, ...screen('LoginScreen', { ...CLIENT_ONLY, crumb: pageCrumb('Log in') }) },
            // Training resources (docs/features/training.md §1): the resource page is public.
            {
              path: routes.trainingResource,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('TrainingResourceScreen', { crumb: pageCrumb('Training resource') }),
            },
            {
              path: routes.learningPathway,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('LearningPathwayScreen', { crumb: pageCrumb('Learning pathway') }),
            },
            // Career pathways (docs/features/profiles.md §7): the view is public.
            {
              path: routes.careerPathwayView,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('CareerPathwayViewScreen', { crumb: careerPathwayCrumb }),
            },
            // Guest profile (docs/features/profiles.md §2): kept only in the browser.
            {
              path: routes.guestProfileCreate,
              ...screen('GuestProfileCreateScreen', { crumb: underFrameworkCrumb('Your profile') }),
            },
            {
              path: routes.guestProfileMap,
              ...screen('GuestProfileMapScreen', { crumb: underFrameworkCrumb('Your profile') }),
            },
            {
              path: routes.guestProfileView,
              ...screen('GuestProfileViewScreen', { crumb: underFrameworkCrumb('Your profile') }),
            },
            // Reference profile view and the comparison (docs/features/profiles.md §2): public.
            {
              path: routes.referenceProfileView,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('ReferenceProfileViewScreen', {
                crumb: underFrameworkCrumb('Profile overview', numericId('id')),
              }),
            },
            {
              path: routes.profilesCompare,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('ProfilesCompareScreen', { crumb: underFrameworkCrumb('Compare career profiles') }),
            },
            {
              path: routes.profilesCompareSummary,
              ...screen('ProfilesCompareSummaryScreen', { crumb: compareSummaryCrumb }),
            },
            // A group's training needs (docs/features/cohort.md): the files are read in the browser only.
            {
              path: routes.cohort,
              shouldRevalidate: revalidateOnNewPath,
              ...screen('CohortScreen', { crumb: underFrameworkCrumb('Training needs of a group') }),
            },
            // Reference profile curation (docs/features/profiles.md §4): the create screen decides by role itself (managers of
            // the framework, or the 'Create your profile' download variant); the printable page is public.
            {
              path: routes.referenceProfileCreate,
              ...screen('ReferenceProfileCreateScreen', {
                ...CLIENT_ONLY,
                crumb: underFrameworkCrumb('Profile overview'),
              }),
            },
            {
              path: routes.profileMapDownload,
              ...screen('ProfileMapDownloadScreen', {
                ...CLIENT_ONLY,
                crumb: underFrameworkCrumb('Your profile'),
              }),
            },
            {
              // Any signed-in user (docs/features/curation.md §1); others are sent to '/'.
              handle: CLIENT_ONLY,
              element: (
                <RequireAccess rule={{ kind: 'signed-in' }}>
                  <Outlet />
                </RequireAccess>
              ),
              children: [
                { path: routes.userView, ...screen('UserViewScreen', { crumb: pageCrumb('My profile') }) },
                {
                  path: routes.changePassword,
                  ...screen('ChangePasswordScreen', { crumb: pageCrumb('Change password') }),
                },
                {
                  path: routes.manageFrameworks,
                  ...screen('ManageFrameworksScreen', { crumb: pageCrumb('Manage frameworks') }),
                },
              ],
            },
            {
              // The session's `can` lists the route's framework: its manager (docs/features/curation.md §1, §12; ADR 0035).
              handle: CLIENT_ONLY,
              element: (
                <RequireAccess rule={{ kind: 'framework' }}>
                  <Outlet />
                </RequireAccess>
              ),
              children: [
                {
                  path: routes.manageCompetencies,
                  ...screen('ManageFrameworkScreen', { crumb: manageCrumb() }),
                },
                { path: routes.manageData, ...screen('ManageFrameworkScreen', { crumb: manageCrumb() }) },
                {
                  path: routes.manageAttributes,
                  ...screen('ManageAttributesScreen', { crumb: manageCrumb('Manage attributes') }),
                },
                {
                  path: routes.competencySettings,
                  ...screen('CompetencySettingsScreen', { crumb: manageCrumb('Competency settings') }),
                },
                {
                  path: routes.attributeSettings,
                  ...screen('AttributeSettingsScreen', { crumb: manageCrumb('Attribute settings') }),
                },
                {
                  path: routes.manageTypesAndLevels,
                  ...screen('ManageTypesAndLevelsScreen', {
                    crumb: manageCrumb('Attribute types and expertise levels'),
                  }),
                },
                // Career pathway create and edit (docs/features/profiles.md §7, §8).
                {
                  path: routes.careerPathwayCreate,
                  ...screen('CareerPathwayFormScreen', { crumb: careerPathwayCrumb }),
                },
                {
                  path: routes.careerPathwayEdit,
                  ...screen('CareerPathwayFormScreen', { crumb: careerPathwayCrumb }),
                },
                {
                  path: routes.referenceProfileEdit,
                  ...screen('ReferenceProfileEditScreen', { crumb: underFrameworkCrumb('Profile overview') }),
                },
                {
                  path: routes.referenceProfileMap,
                  ...screen('ReferenceProfileMapScreen', {
                    crumb: underFrameworkCrumb('Assign competencies'),
                  }),
                },
                // Reference profiles from a survey (docs/features/surveys.md).
                {
                  path: routes.referenceProfilesFromSurvey,
                  ...screen('ReferenceProfilesFromSurveyScreen', {
                    crumb: underFrameworkCrumb('Create profiles from a survey'),
                  }),
                },
              ],
            },
            {
              handle: CLIENT_ONLY,
              element: (
                <RequireAccess rule={{ kind: 'can', capability: 'manageTraining' }}>
                  <Outlet />
                </RequireAccess>
              ),
              children: [
                {
                  path: routes.allTrainingResources,
                  ...screen('TrainingResourcesAdminScreen', {
                    crumb: pageCrumb('Manage training resources'),
                  }),
                },
                // Training resource administration (docs/features/training.md §3; docs/features/training.md §4).
                {
                  path: routes.trainingResourcesHome,
                  ...screen('TrainingResourcesHomeScreen', { crumb: pageCrumb('Manage training resources') }),
                },
                {
                  path: routes.trainingResourceCreate,
                  ...screen('TrainingResourceCreateScreen', { crumb: trainingAdminCrumb('Create resource') }),
                },
                {
                  path: routes.trainingResourceEdit,
                  ...screen('TrainingResourceEditScreen', { crumb: trainingAdminCrumb('Edit resource') }),
                },
                {
                  path: routes.trainingResourceMap,
                  ...screen('TrainingResourceMapScreen', { crumb: trainingAdminCrumb('Map resource') }),
                },
                {
                  path: routes.trainingResourceDemap,
                  ...screen('TrainingResourceDemapScreen', { crumb: trainingAdminCrumb('Remove mapping') }),
                },
                // Learning pathway create and edit (docs/features/training.md §6).
                {
                  path: routes.learningPathwayCreate,
                  ...screen('LearningPathwayFormScreen', { crumb: learningPathwayCreateCrumb }),
                },
                {
                  path: routes.learningPathwayEdit,
                  ...screen('LearningPathwayFormScreen', { crumb: pageCrumb('Edit learning pathway') }),
                },
              ],
            },
            { path: routes.notFound, ...screen('NotFoundScreen', { crumb: notFoundCrumb }) },
          ],
        },
      ],
    },
  ];
}
