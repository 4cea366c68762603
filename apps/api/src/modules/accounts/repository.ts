/**
 * Account rows: users, their roles and the frameworks a framework manager may edit.
 * docs/features/browsing.md §8 (app_user, user_framework).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { appUser, auditEvent, framework, userFramework } from '../../db/schema/index.js';

export type UserRow = typeof appUser.$inferSelect;
export interface AssignedFrameworkRow {
  id: number;
  machineName: string;
  title: string;
}

/** The user with this username (compared lower-cased), or undefined. */
export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.username, username.trim().toLowerCase()));
  return row;
}

/** The user with this id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(appUser).where(eq(appUser.id, id));
  return row;
}

/** Every user, ordered by username. */
export function findAllUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(appUser).orderBy(asc(appUser.username));
}

/** Frameworks assigned to the given users, ordered by title. */
export async function findAssignedFrameworks(
  db: Db,
  userIds: number[],
): Promise<(AssignedFrameworkRow & { userId: number })[]> {
  if (userIds.length === 0) return [];
  return db
    .select({
      userId: userFramework.userId,
      id: framework.id,
      machineName: framework.machineName,
      title: framework.title,
    })
    .from(userFramework)
    .innerJoin(framework, eq(framework.id, userFramework.frameworkId))
    .where(inArray(userFramework.userId, userIds))
    .orderBy(asc(framework.title));
}

/** Inserts a user; the username is stored lower-cased. */
export async function insertUser(
  db: Db,
  values: { username: string; name: string; email: string; roles: string[]; passwordHash?: string | null },
): Promise<UserRow> {
  const [row] = await db
    .insert(appUser)
    .values({ ...values, username: values.username.trim().toLowerCase() })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** Updates a user's columns. */
export async function updateUser(
  db: Db,
  id: number,
  values: Partial<Pick<UserRow, 'name' | 'email' | 'roles' | 'passwordHash' | 'passwordChangedAt'>>,
): Promise<void> {
  await db.update(appUser).set(values).where(eq(appUser.id, id));
}

/** Adds (when absent) a framework to a user's list. */
export async function addUserFramework(db: Db, userId: number, frameworkId: number): Promise<void> {
  await db.insert(userFramework).values({ userId, frameworkId }).onConflictDoNothing();
}

/** Removes a framework from a user's list. */
export async function removeUserFramework(db: Db, userId: number, frameworkId: number): Promise<void> {
  await db
    .delete(userFramework)
    .where(and(eq(userFramework.userId, userId), eq(userFramework.frameworkId, frameworkId)));
}

/** Records an account change (password, roles, frameworks) in the audit trail; secrets are never stored. */
export async function insertAccountAudit(
  db: Db,
  event: {
    actor: { id: number | null; username: string };
    action: string;
    userId: number;
    before?: unknown;
    after?: unknown;
  },
): Promise<void> {
  await db.insert(auditEvent).values({
    userId: event.actor.id,
    username: event.actor.username,
    action: event.action,
    entityType: 'app_user',
    entityId: event.userId,
    before: event.before ?? null,
    after: event.after ?? null,
  });
}
