/**
 * Accounts: sign-in checks, the signed-in user's model, password changes, and the operations of the
 * `npm run user` command. Source: docs/features/accounts-and-security.md §2; docs/features/curation.md §9, §12; docs/features/original-hub.md
 * (change password requires the current password, matching confirmation and a minimum length).
 */
import {
  BAD_CREDENTIALS_MESSAGE,
  type ChangePasswordRequest,
  type CurrentUser,
  newPasswordSchema,
  ROLES,
  type Role,
} from '@hub/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { framework } from '../../db/schema/index.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import type { SessionUser } from '../../lib/session-user.js';
import * as repo from './repository.js';

export type { SessionUser } from '../../lib/session-user.js';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/**
 * Loads the session user for a user id.
 * @returns the user with roles and frameworks, or null when the account no longer exists
 */
export async function loadSessionUser(db: Db, userId: number): Promise<SessionUser | null> {
  const user = await repo.findUserById(db, userId);
  if (!user) return null;
  const frameworks = await repo.findAssignedFrameworks(db, [user.id]);
  return toSessionUser(user, frameworks);
}

function toSessionUser(user: repo.UserRow, frameworks: repo.AssignedFrameworkRow[]): SessionUser {
  const roles = user.roles.filter(isRole);
  // Framework lists matter only to framework managers (docs/features/curation.md §12).
  const assigned = roles.includes('framework_manager')
    ? frameworks.map(({ id, machineName, title }) => ({ id, machineName, title }))
    : [];
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles,
    frameworks: assigned,
    frameworkIds: assigned.map((f) => f.id),
  };
}

/** The `/api/v1/session` view of a session user. */
export function presentCurrentUser(user: SessionUser): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    roles: user.roles,
    frameworks: user.frameworks.map((f) => ({ machineName: f.machineName, title: f.title })),
  };
}

/**
 * Checks a username and password (docs/features/accounts-and-security.md §2).
 * @returns the session user
 * @throws AppError BAD_REQUEST with one generic message whether the username or the password was wrong
 */
export async function authenticate(db: Db, username: string, password: string): Promise<SessionUser> {
  const user = await repo.findUserByUsername(db, username);
  const ok = await verifyPassword(password, user?.passwordHash ?? null);
  if (!user || !ok) throw badRequest(BAD_CREDENTIALS_MESSAGE);
  return toSessionUser(user, await repo.findAssignedFrameworks(db, [user.id]));
}

/**
 * Changes the signed-in user's password (docs/features/original-hub.md).
 * @param request already validated: new and confirm match and the new one is long enough
 * @throws AppError BAD_REQUEST with issue `currentPassword` when the current password is wrong, or
 *   `newPassword` when it equals the current one
 */
export async function changePassword(
  db: Db,
  user: SessionUser,
  request: ChangePasswordRequest,
): Promise<void> {
  const row = await repo.findUserById(db, user.id);
  if (!row || !(await verifyPassword(request.currentPassword, row.passwordHash))) {
    throw badRequest('The current password is not correct.', [
      { path: 'currentPassword', message: 'The current password is not correct' },
    ]);
  }
  if (request.newPassword === request.currentPassword) {
    throw badRequest('Choose a new password that differs from the current one.', [
      { path: 'newPassword', message: 'Choose a password that differs from the current one' },
    ]);
  }
  await setPassword(db, { id: user.id, username: user.username }, user.username, request.newPassword);
}

// ---------------------------------------------------------------- `npm run user` operations

/** A user as `npm run user -- list` shows it. */
export interface UserListing {
  username: string;
  name: string;
  email: string;
  roles: Role[];
  frameworks: string[];
  hasPassword: boolean;
}

async function requireUser(db: Db, username: string): Promise<repo.UserRow> {
  const user = await repo.findUserByUsername(db, username);
  if (!user) throw notFound(`No user named "${username}"`);
  return user;
}

/**
 * Adds a user (no public sign-up: docs/features/curation.md §1).
 * @throws AppError BAD_REQUEST for a bad username or when it is taken
 */
export async function addUser(
  db: Db,
  actor: Actor,
  input: { username: string; name?: string; email?: string; roles?: Role[] },
): Promise<void> {
  const username = input.username.trim().toLowerCase();
  if (!/^[a-z0-9][a-z0-9._@-]{1,63}$/.test(username)) {
    throw badRequest('A username is 2-64 letters, digits, dots, dashes, underscores or @.');
  }
  if (await repo.findUserByUsername(db, username)) throw badRequest(`The username "${username}" is taken.`);
  const row = await repo.insertUser(db, {
    username,
    name: input.name?.trim() ?? '',
    email: input.email?.trim() ?? '',
    roles: [...new Set(input.roles ?? [])],
  });
  await repo.insertAccountAudit(db, {
    actor,
    action: 'user.create',
    userId: row.id,
    after: { username, name: row.name, email: row.email, roles: row.roles },
  });
}

/**
 * Sets a user's password.
 * @throws AppError BAD_REQUEST when the password breaks the length rules; NOT_FOUND for an unknown user
 */
export async function setPassword(db: Db, actor: Actor, username: string, password: string): Promise<void> {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Invalid password';
    throw badRequest(`${message}.`, [{ path: 'newPassword', message }]);
  }
  const user = await requireUser(db, username);
  await repo.updateUser(db, user.id, {
    passwordHash: await hashPassword(password),
    passwordChangedAt: new Date(),
  });
  await repo.insertAccountAudit(db, { actor, action: 'user.password', userId: user.id });
}

/** Grants (`grant: true`) or revokes a role. @throws AppError NOT_FOUND for an unknown user */
export async function setRole(
  db: Db,
  actor: Actor,
  username: string,
  role: Role,
  grant: boolean,
): Promise<void> {
  const user = await requireUser(db, username);
  const roles = new Set(user.roles);
  if (grant) roles.add(role);
  else roles.delete(role);
  await repo.updateUser(db, user.id, { roles: [...roles] });
  await repo.insertAccountAudit(db, {
    actor,
    action: grant ? 'user.role.grant' : 'user.role.revoke',
    userId: user.id,
    before: { roles: user.roles },
    after: { roles: [...roles] },
  });
}

/**
 * Adds a framework to (or removes it from) the frameworks a user may edit.
 * @throws AppError NOT_FOUND for an unknown user or framework
 */
export async function setFramework(
  db: Db,
  actor: Actor,
  username: string,
  machineName: string,
  grant: boolean,
): Promise<void> {
  const user = await requireUser(db, username);
  const [fw] = await db.select().from(framework).where(eq(framework.machineName, machineName));
  if (!fw) throw notFound(`No framework named "${machineName}"`);
  if (grant) await repo.addUserFramework(db, user.id, fw.id);
  else await repo.removeUserFramework(db, user.id, fw.id);
  await repo.insertAccountAudit(db, {
    actor,
    action: grant ? 'user.framework.grant' : 'user.framework.revoke',
    userId: user.id,
    after: { framework: machineName },
  });
}

/** Every user with roles and frameworks, by username. */
export async function listUsers(db: Db): Promise<UserListing[]> {
  const users = await repo.findAllUsers(db);
  const frameworks = await repo.findAssignedFrameworks(
    db,
    users.map((u) => u.id),
  );
  return users.map((u) => ({
    username: u.username,
    name: u.name,
    email: u.email,
    roles: u.roles.filter(isRole),
    frameworks: frameworks.filter((f) => f.userId === u.id).map((f) => f.machineName),
    hasPassword: u.passwordHash !== null,
  }));
}
