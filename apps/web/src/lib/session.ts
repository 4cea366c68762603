/**
 * Who is signed in and what they may do, asked of the server (`GET /api/v1/session`; docs/features/original-hub.md:
 * nothing about the user is kept in browser storage). The web app keeps no access rule of its own
 * (ADR 0035): screens and route guards read the `can` the server computes from the rules it enforces.
 */
import type { Capabilities, CurrentUser, FrameworkCapabilities, SessionResponse } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from './api-client';

/** Query of the current session; refetched when another tab signs in or out. */
export const sessionQueryOptions = queryOptions({
  queryKey: ['session'] as const,
  queryFn: ({ signal }) => apiGet<SessionResponse>('/api/v1/session', signal),
  staleTime: 60_000,
  refetchOnWindowFocus: true,
});

/** What is offered while the session is unknown (loading, failed, or rendered on the server): nothing. */
export const NO_CAPABILITIES: Capabilities = {
  createFramework: false,
  manageTraining: false,
  createOwnProfile: false,
  frameworks: {},
};

const NO_FRAMEWORK_CAPABILITIES: FrameworkCapabilities = {
  manage: false,
  editProfiles: false,
  editCareerPathways: false,
};

/**
 * The signed-in user and what the server says they may do.
 * @returns `user` (null when anonymous; undefined while loading), `can` (nothing until known),
 *   `isPending` and the query `error`
 */
export function useSession(): {
  user: CurrentUser | null | undefined;
  can: Capabilities;
  isPending: boolean;
  error: Error | null;
} {
  const query = useQuery(sessionQueryOptions);
  return {
    user: query.data?.user,
    can: query.data?.can ?? NO_CAPABILITIES,
    isPending: query.isPending,
    error: query.error,
  };
}

/** The session when someone is signed in, else undefined (anonymous, or not known yet). */
const signedInSession = (session: SessionResponse): { user: CurrentUser; can: Capabilities } | undefined =>
  session.user ? { user: session.user, can: session.can } : undefined;

/**
 * The signed-in user and what the server says they may do, for what a page shows only to signed-in users
 * (manager actions, extra tabs): undefined while the session loads and for an anonymous visitor, so a
 * component using it does not render again when an anonymous visitor's session arrives after hydration
 * (ADR 0027: that second render of a whole page was a long task).
 */
export function useSignedInSession(): { user: CurrentUser; can: Capabilities } | undefined {
  return useQuery({ ...sessionQueryOptions, select: signedInSession }).data;
}

/**
 * What `can` allows on framework `machineName` (the route's name may differ in case from the server's).
 * @returns the framework's capabilities, or all false for a framework the user does not manage
 */
export function frameworkCan(can: Capabilities, machineName: string): FrameworkCapabilities {
  const wanted = machineName.toLowerCase();
  const key = Object.keys(can.frameworks).find((name) => name.toLowerCase() === wanted);
  return (key && can.frameworks[key]) || NO_FRAMEWORK_CAPABILITIES;
}

/**
 * The session's capabilities for framework `machineName` (see `frameworkCan`); nothing for an anonymous
 * visitor or while the session loads, without rendering again when an anonymous session arrives.
 */
export function useFrameworkCan(machineName: string): FrameworkCapabilities {
  const session = useSignedInSession();
  return session ? frameworkCan(session.can, machineName) : NO_FRAMEWORK_CAPABILITIES;
}

/** An access rule of the route table (docs/features/curation.md §1), answered from the session's `can`. */
export type AccessRule =
  | { kind: 'signed-in' }
  | { kind: 'can'; capability: 'createFramework' | 'manageTraining' }
  /** The route's `:framework` is one the user may manage. */
  | { kind: 'framework' };

/**
 * True when the session passes `rule` (`framework` is the route's framework machine name).
 * @param session the signed-in user (null/undefined: nobody) and the server's `can`
 */
export function isAllowed(
  session: { user: CurrentUser | null | undefined; can: Capabilities },
  rule: AccessRule,
  framework?: string,
): boolean {
  if (!session.user) return false;
  switch (rule.kind) {
    case 'signed-in':
      return true;
    case 'can':
      return session.can[rule.capability];
    case 'framework':
      return framework !== undefined && frameworkCan(session.can, framework).manage;
  }
}
