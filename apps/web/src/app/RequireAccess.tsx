import { type ReactNode, useRef } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { LoadingView } from '../components/LoadingView';
import { paths } from '../config/paths';
import { type AccessRule, isAllowed, useSession } from '../lib/session';
import { useAnyUnsavedChanges } from '../lib/unsaved-changes';

/**
 * Route guard (docs/features/curation.md §1): renders `children` when the signed-in user passes `rule`, otherwise
 * redirects to `/`. Shows a loading state while the session is being fetched and an error if it fails.
 * Once a screen has been shown, a session that ends while the screen holds unsaved changes (the session
 * query refetched on focus finds nobody) does not navigate away (docs/features/curation.md §17): the typed work stays, and
 * the next save signs in in place (lib/reauth). Without unsaved changes a signed-out tab goes home, as a
 * sign-out in another tab asks (docs/features/accounts-and-security.md §2). A different signed-in user who fails the rule is
 * still sent home.
 * @param rule signed-in, a capability of the session's `can`, or framework (the route's `:framework` is
 *   one the user may manage; ADR 0035)
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const session = useSession();
  const { user, isPending, error } = session;
  const { framework } = useParams();
  const admitted = useRef<string | null>(null);
  const unsaved = useAnyUnsavedChanges();
  const place = `${JSON.stringify(rule)}:${framework ?? ''}`;
  if (admitted.current === place && user === null && unsaved) return <>{children}</>;
  if (isPending) return <LoadingView label="Checking your session..." />;
  if (error) return admitted.current === place ? <>{children}</> : <ErrorView error={error} />;
  if (!isAllowed(session, rule, framework)) {
    admitted.current = null;
    return <Navigate to={paths.home()} replace />;
  }
  admitted.current = place;
  return <>{children}</>;
}
