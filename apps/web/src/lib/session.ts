/**
 * Who is signed in, asked of the server (`GET /api/v1/session`; DEVIATIONS.md: nothing about the user is
 * kept in browser storage), and the access rules of the route table (curation spec §2.1, §6).
 */
import type { CurrentUser, Role, SessionResponse } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Query of the current session; refetched when another tab signs in or out. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'] as const,
  queryFn: ({ signal }) => apiGet<SessionResponse>('/api/v1/session', signal),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/**
 * The signed-in user.
 * @returns `user` (null when anonymous; undefined while loading), `isPending` and the query `error`
 */
export function useSession(): {
  user: CurrentUser | null | undefined;
  isPending: boolean;
  error: Error | null;
} {
  const query = useQuery(sessionQueryOptions);
  return { user: query.data?.user, isPending: query.isPending, error: query.error };
}

/** The signed-in user of the session, or undefined (anonymous, or not known yet). */
const signedInUser = (session: SessionResponse): CurrentUser | undefined => session.user ?? undefined;

/**
 * The signed-in user, for what a page shows only to signed-in users (manager actions, extra tabs): undefined
 * while the session loads and for an anonymous visitor, so a component using it does not render again
 * when an anonymous visitor's session arrives after hydration (issue #18 §3: that second render of a whole
 * page was a long task).
 */
export function useSignedInUser(): CurrentUser | undefined {
  return useQuery({ ...sessionQueryOptions, select: signedInUser }).data;
}

/** True when `user` holds `role`. */
export function hasRole(user: CurrentUser | null | undefined, role: Role): boolean {
  return !!user && user.roles.includes(role);
}

/**
 * True when `user` may edit framework `machineName`: the framework_manager role and the framework in
 * the user's list, names compared lower-cased (§6). The server enforces the same rule.
 */
export function canManageFramework(user: CurrentUser | null | undefined, machineName: string): boolean {
  if (!hasRole(user, 'framework_manager') || !user) return false;
  const wanted = machineName.toLowerCase();
  return user.frameworks.some((f) => f.machineName.toLowerCase() === wanted);
}

/** An access rule of the route table (§2.1). */
export type AccessRule =
  | { kind: 'signed-in' }
  | { kind: 'role'; role: Role }
  /** framework_manager with the framework named by the route's `:framework` parameter. */
  | { kind: 'framework' };

/** True when `user` passes `rule` (`framework` is the route's framework machine name). */
export function isAllowed(
  user: CurrentUser | null | undefined,
  rule: AccessRule,
  framework?: string,
): boolean {
  if (!user) return false;
  switch (rule.kind) {
    case 'signed-in':
      return true;
    case 'role':
      return hasRole(user, rule.role);
    case 'framework':
      return framework !== undefined && canManageFramework(user, framework);
  }
}
