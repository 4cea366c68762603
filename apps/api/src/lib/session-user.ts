/**
 * The signed-in user as the server's policies see it: loaded by the accounts module, attached to each
 * request by the auth plugin (`request.sessionUser`). A lower-layer type so that plugins never import a
 * module (ADR 0026).
 */
import type { Role } from '@hub/domain';

/** A framework assigned to a framework manager. */
export interface AssignedFramework {
  id: number;
  machineName: string;
  title: string;
}

/** The signed-in user as the server's policies see it. */
export interface SessionUser {
  id: number;
  username: string;
  name: string;
  email: string;
  roles: Role[];
  /** Frameworks this user may edit, by title. */
  frameworks: AssignedFramework[];
  /** Ids of `frameworks`, for policy checks. */
  frameworkIds: number[];
}

/**
 * Loads the session user for a user id (given to the auth plugin by app.ts).
 * @returns the user, or null when the account no longer exists
 */
export type SessionUserLoader = (userId: number) => Promise<SessionUser | null>;
