import type { ReactNode } from 'react';
import { Navigate, useParams } from 'react-router';
import { ErrorView } from '../components/ErrorView';
import { LoadingView } from '../components/LoadingView';
import { paths } from '../config/paths';
import { type AccessRule, isAllowed, useSession } from '../lib/session';

/**
 * Route guard (curation spec §2.1): renders `children` when the signed-in user passes `rule`, otherwise
 * redirects to `/`. Shows a loading state while the session is being fetched and an error if it fails.
 * @param rule signed-in, a role, or framework (framework_manager with the route's `:framework`)
 */
export function RequireAccess({ rule, children }: { rule: AccessRule; children: ReactNode }) {
  const { user, isPending, error } = useSession();
  const { framework } = useParams();
  if (isPending) return <LoadingView label="Checking your session..." />;
  if (error) return <ErrorView error={error} />;
  if (!isAllowed(user, rule, framework)) return <Navigate to={paths.home()} replace />;
  return <>{children}</>;
}
