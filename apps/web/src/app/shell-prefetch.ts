/**
 * What the shell (the client-rendered screens: management, sign-in; ADR 0020) can start reading before
 * the session check and the screen's files have arrived (ADR 0019: the managers' screen of a large
 * framework opens in under 2 s). Today: the manage view of a manage framework address, whose read is
 * the longest part of opening that screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { routes } from '../config/paths';
import { manageFrameworkQuery } from '../features/curation/api/manage-query';

/**
 * The framework whose manage view the address shows (`/framework/{fw}/manage/competencies|data/…`), or
 * null for any other address (or a malformed one).
 */
export function managedFrameworkOf(pathname: string): string | null {
  const match = matchPath(routes.manageCompetencies, pathname) ?? matchPath(routes.manageData, pathname);
  const framework = match?.params.framework;
  if (!framework) return null;
  // Decoded as the router decodes the params the screen's query key is made of.
  try {
    return decodeURIComponent(framework);
  } catch {
    return null;
  }
}

/**
 * Starts the manage view's read for a manage framework address, under the screen's own query options
 * (same key), so the screen, once the session has admitted the user, finds it loaded or in flight
 * instead of asking only then. Anonymous or not admitted: the API refuses (401/403, not retried) and the
 * route guard sends the visitor home as before.
 */
export function prefetchShellData(client: QueryClient, pathname: string): void {
  const framework = managedFrameworkOf(pathname);
  if (framework) void client.prefetchQuery(manageFrameworkQuery(framework));
}
