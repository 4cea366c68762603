import { createBrowserRouter, type DOMRouterOpts, Outlet, type RouteObject } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { routes } from '../config/paths';
import { Layout } from './layout/Layout';
import { RequireAccess } from './RequireAccess';
import { RouteErrorView } from './RouteErrorView';

/**
 * Route handle of the screens the server does not render (issue #18 §1): sign-in, and the screens that
 * depend on who is signed in (management, account, the profile download form). The server answers
 * them with the app's shell.
 */
export const CLIENT_ONLY = { clientOnly: true } as const;

/** True when a route's handle marks it {@link CLIENT_ONLY}. */
export function isClientOnly(handle: unknown): boolean {
  return typeof handle === 'object' && handle !== null && 'clientOnly' in handle;
}

/**
 * The browser router over {@link appRoutes}.
 * @param options React Router options; the hydrating client passes the server's `hydrationData`
 * @param routes the route table (the hydrating client passes it with the address's screens loaded)
 */
export function createAppRouter(options?: DOMRouterOpts, routes: RouteObject[] = appRoutes()) {
  return createBrowserRouter(routes, options);
}

/**
 * The app's routes: one lazily loaded module per screen inside the shared {@link Layout}; unknown
 * addresses show the not-found page. Used by the browser router and by the server render (issue #18
 * §1). Spec: visitor-features.md §2 Screens and routes.
 */
export function appRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <LoadingView label="Loading..." />,
      children: [
        {
          // Errors of a screen (its code missing after a redeploy, a render failure) show inside the frame.
          errorElement: <RouteErrorView inFrame />,
          children: [
            { index: true, lazy: () => import('./routes/HomeScreen') },
            { path: routes.about, lazy: () => import('./routes/AboutScreen') },
            { path: routes.documentation, lazy: () => import('./routes/DocumentationScreen') },
            { path: routes.privacyNotice, lazy: () => import('./routes/PrivacyNoticeScreen') },
            { path: routes.guidelines, lazy: () => import('./routes/GuidelinesScreen') },
            { path: routes.framework, lazy: () => import('./routes/FrameworkScreen') },
            { path: routes.competencyDetails, lazy: () => import('./routes/CompetencyScreen') },
            { path: routes.versionCompare, lazy: () => import('./routes/VersionCompareScreen') },
            { path: routes.login, handle: CLIENT_ONLY, lazy: () => import('./routes/LoginScreen') },
            // Training resources (issue #8 §2): the resource page is public.
            { path: routes.trainingResource, lazy: () => import('./routes/TrainingResourceScreen') },
            { path: routes.learningPathway, lazy: () => import('./routes/LearningPathwayScreen') },
            // Career pathways (visitor-features.md §2 Pathways): the view is public.
            { path: routes.careerPathwayView, lazy: () => import('./routes/CareerPathwayViewScreen') },
            // Guest profile (issue #7 §2): kept only in the browser.
            { path: routes.guestProfileCreate, lazy: () => import('./routes/GuestProfileCreateScreen') },
            { path: routes.guestProfileMap, lazy: () => import('./routes/GuestProfileMapScreen') },
            { path: routes.guestProfileView, lazy: () => import('./routes/GuestProfileViewScreen') },
            // Reference profile view and the comparison (issue #7 §2): public.
            { path: routes.referenceProfileView, lazy: () => import('./routes/ReferenceProfileViewScreen') },
            { path: routes.profilesCompare, lazy: () => import('./routes/ProfilesCompareScreen') },
            {
              path: routes.profilesCompareSummary,
              lazy: () => import('./routes/ProfilesCompareSummaryScreen'),
            },
            // Reference profile curation (issue #7 §3): the create screen decides by role itself (managers of
            // the framework, or the 'Create your profile' download variant); the printable page is public.
            {
              path: routes.referenceProfileCreate,
              handle: CLIENT_ONLY,
              lazy: () => import('./routes/ReferenceProfileCreateScreen'),
            },
            {
              path: routes.profileMapDownload,
              handle: CLIENT_ONLY,
              lazy: () => import('./routes/ProfileMapDownloadScreen'),
            },
            {
              // Any signed-in user (curation spec §2.1); others are sent to '/'.
              handle: CLIENT_ONLY,
              element: (
                <RequireAccess rule={{ kind: 'signed-in' }}>
                  <Outlet />
                </RequireAccess>
              ),
              children: [
                { path: routes.userView, lazy: () => import('./routes/UserViewScreen') },
                { path: routes.changePassword, lazy: () => import('./routes/ChangePasswordScreen') },
                { path: routes.manageFrameworks, lazy: () => import('./routes/ManageFrameworksScreen') },
              ],
            },
            {
              // The session's `can` lists the route's framework: its manager (§2.1, §6; ADR 0035).
              handle: CLIENT_ONLY,
              element: (
                <RequireAccess rule={{ kind: 'framework' }}>
                  <Outlet />
                </RequireAccess>
              ),
              children: [
                { path: routes.manageCompetencies, lazy: () => import('./routes/ManageFrameworkScreen') },
                { path: routes.manageData, lazy: () => import('./routes/ManageFrameworkScreen') },
                { path: routes.manageAttributes, lazy: () => import('./routes/ManageAttributesScreen') },
                { path: routes.competencySettings, lazy: () => import('./routes/CompetencySettingsScreen') },
                { path: routes.attributeSettings, lazy: () => import('./routes/AttributeSettingsScreen') },
                {
                  path: routes.manageTypesAndLevels,
                  lazy: () => import('./routes/ManageTypesAndLevelsScreen'),
                },
                // Career pathway create and edit (visitor-features.md §2 Pathways, §6).
                { path: routes.careerPathwayCreate, lazy: () => import('./routes/CareerPathwayFormScreen') },
                { path: routes.careerPathwayEdit, lazy: () => import('./routes/CareerPathwayFormScreen') },
                {
                  path: routes.referenceProfileEdit,
                  lazy: () => import('./routes/ReferenceProfileEditScreen'),
                },
                {
                  path: routes.referenceProfileMap,
                  lazy: () => import('./routes/ReferenceProfileMapScreen'),
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
                  lazy: () => import('./routes/TrainingResourcesAdminScreen'),
                },
                // Training resource administration (curation spec §2.11; issue #8 §3).
                {
                  path: routes.trainingResourcesHome,
                  lazy: () => import('./routes/TrainingResourcesHomeScreen'),
                },
                {
                  path: routes.trainingResourceCreate,
                  lazy: () => import('./routes/TrainingResourceCreateScreen'),
                },
                {
                  path: routes.trainingResourceEdit,
                  lazy: () => import('./routes/TrainingResourceEditScreen'),
                },
                {
                  path: routes.trainingResourceMap,
                  lazy: () => import('./routes/TrainingResourceMapScreen'),
                },
                {
                  path: routes.trainingResourceDemap,
                  lazy: () => import('./routes/TrainingResourceDemapScreen'),
                },
                // Learning pathway create and edit (issue #8 §4).
                {
                  path: routes.learningPathwayCreate,
                  lazy: () => import('./routes/LearningPathwayFormScreen'),
                },
                {
                  path: routes.learningPathwayEdit,
                  lazy: () => import('./routes/LearningPathwayFormScreen'),
                },
              ],
            },
            { path: routes.notFound, lazy: () => import('./routes/NotFoundScreen') },
          ],
        },
      ],
    },
  ];
}
