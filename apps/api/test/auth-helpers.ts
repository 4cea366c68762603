/**
 * Test helpers for accounts: create a user directly in the database, and sign in through the API to get
 * the session cookie and CSRF token that every write request needs.
 */
import type { Role } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/client.js';
import { addUser, setFramework, setPassword, setRole } from '../src/modules/accounts/service.js';

const CLI = { id: null, username: 'test-setup' };

/** Headers of an authenticated (or anonymous) browser: session cookie and CSRF token. */
export type AuthHeaders = {
  cookie: string;
  'x-csrf-token': string;
};

/**
 * Creates a user with a password, roles and assigned frameworks (machine names).
 * @returns the new user's id
 */
export async function createUser(
  db: Db,
  user: {
    username: string;
    password: string;
    roles?: Role[];
    frameworks?: string[];
    name?: string;
    email?: string;
  },
): Promise<void> {
  await addUser(db, CLI, {
    username: user.username,
    name: user.name ?? user.username,
    email: user.email ?? `${user.username}@example.org`,
  });
  await setPassword(db, CLI, user.username, user.password);
  for (const role of user.roles ?? []) await setRole(db, CLI, user.username, role, true);
  for (const fw of user.frameworks ?? []) await setFramework(db, CLI, user.username, fw, true);
}

/** The `name=value` pair of the session cookie set by a response, or undefined. */
export function sessionCookie(setCookie: string | string[] | undefined): string | undefined {
  return cookiePair(setCookie, 'hub_session');
}

/** The `name=value` pair of cookie `name` set by a response, or undefined. */
export function cookiePair(setCookie: string | string[] | undefined, name: string): string | undefined {
  const all = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = all.find((c) => c.startsWith(`${name}=`));
  return found?.split(';')[0];
}

/**
 * An anonymous visitor's CSRF token: GET /api/v1/session/token (it sets the signed `hub_csrf` cookie and
 * stores no session).
 * @returns the cookie and CSRF token to send with a sign-in or any unsafe request
 */
export async function anonymousHeaders(app: FastifyInstance): Promise<AuthHeaders> {
  const response = await app.inject({ method: 'GET', url: '/api/v1/session/token' });
  const cookie = cookiePair(response.headers['set-cookie'], 'hub_csrf');
  if (response.statusCode !== 200 || !cookie) throw new Error(`token request failed: ${response.statusCode}`);
  return { cookie, 'x-csrf-token': response.json().csrfToken };
}

/**
 * Signs in through POST /api/v1/session.
 * @returns the headers of the signed-in session
 * @throws when the sign-in fails
 */
export async function signIn(
  app: FastifyInstance,
  username: string,
  password: string,
): Promise<{ headers: AuthHeaders }> {
  const anonymous = await anonymousHeaders(app);
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/session',
    headers: anonymous,
    payload: { username, password },
  });
  const session = sessionCookie(response.headers['set-cookie']);
  if (response.statusCode !== 200 || !session) {
    throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  }
  // The session, and the CSRF cookie the token of the answer belongs to.
  const csrf = cookiePair(response.headers['set-cookie'], 'hub_csrf') ?? anonymous.cookie;
  return { headers: { cookie: `${session}; ${csrf}`, 'x-csrf-token': response.json().csrfToken } };
}
