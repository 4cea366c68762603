import { createBrowserRouter } from 'react-router';
import { LoadingView } from '../components/LoadingView';
import { routes } from '../config/paths';
import { Layout } from './layout/Layout';
import { RouteErrorView } from './RouteErrorView';

/**
 * The app's routes: one lazily loaded module per screen inside the shared {@link Layout}; unknown
 * addresses show the not-found page. Spec: visitor-features.md §2 Screens and routes.
 */
export function createAppRouter() {
  return createBrowserRouter([
    {
      path: '/',
      element: <Layout />,
      errorElement: <RouteErrorView />,
      hydrateFallbackElement: <LoadingView label="Loading..." />,
      children: [
        { index: true, lazy: () => import('./routes/HomeScreen') },
        { path: routes.about, lazy: () => import('./routes/AboutScreen') },
        { path: routes.documentation, lazy: () => import('./routes/DocumentationScreen') },
        { path: routes.privacyNotice, lazy: () => import('./routes/PrivacyNoticeScreen') },
        { path: routes.guidelines, lazy: () => import('./routes/GuidelinesScreen') },
        { path: routes.framework, lazy: () => import('./routes/FrameworkScreen') },
        { path: routes.competencyDetails, lazy: () => import('./routes/CompetencyScreen') },
        { path: routes.notFound, lazy: () => import('./routes/NotFoundScreen') },
      ],
    },
  ]);
}
