/**
 * Sessions, CSRF protection and the access policies every write route uses.
 * docs/features/accounts-and-security.md §3; docs/features/original-hub.md (server-side session in an HttpOnly cookie, POST logout, server-side
 * enforcement of every role rule); docs/features/accounts-and-security.md §2; docs/features/curation.md §12.
 *
 * - Sessions: @fastify/session with a store in the `session` table (SHA-256 of the id as key),
 *   cookie `hub_session` (path /api): HttpOnly, SameSite=Lax, Secure over HTTPS, signed, absolute lifetime.
 * - CSRF: @fastify/csrf-protection with its secret in the signed cookie `hub_csrf` (path /api), so that
 *   asking for a token stores no session row (ADR 0024). Every POST, PUT, PATCH and DELETE
 *   in that scope needs the token from `GET /api/v1/session/token` in `X-CSRF-Token`; otherwise 403 with
 *   header `x-csrf-invalid: 1` (the web client fetches a new token and retries once).
 * - `request.sessionUser`: the signed-in user (roles, frameworks) or null, loaded once per request
 *   that carries a session cookie. Requests without a cookie never touch the session table.
 * - Registered (in app.ts) only in the scope of the routes that need it: account, curation and
 *   authorisation routes; public reads do not pay for sessions.
 */
import { createHash, randomBytes } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifyCsrf from '@fastify/csrf-protection';
import fastifySession, { type SessionStore } from '@fastify/session';
import type { Role } from '@hub/domain';
import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest, Session } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.js';
import { session as sessionTable } from '../db/schema/index.js';
import { type GlobalCapability, globalRules, managesFramework } from '../lib/access.js';
import { AppError } from '../lib/errors.js';
import type { SessionUser, SessionUserLoader } from '../lib/session-user.js';

export type { SessionUser } from '../lib/session-user.js';

declare module 'fastify' {
  interface Session {
    /** Set at sign-in. */
    userId?: number;
    /** CSRF secret (@fastify/csrf-protection). */
    _csrf?: string;
  }
  interface FastifyRequest {
    /** The signed-in user, or null for an anonymous request. */
    sessionUser: SessionUser | null;
  }
}

export const SESSION_COOKIE = 'hub_session';
/** The cookie is sent to the API only: pages and static files never cost a session lookup. */
export const SESSION_COOKIE_PATH = '/api';
/** Name of the signed cookie holding the CSRF secret. */
export const CSRF_COOKIE = 'hub_csrf';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const hashId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex');

/**
 * The @fastify/session store over the `session` table. Expired rows are never returned and are
 * deleted at most every ten minutes when a session is saved.
 */
function databaseStore(db: Db, lifetimeMs: number): SessionStore {
  let lastCleanup = 0;
  type Callback = (error?: unknown, result?: unknown) => void;
  return {
    set(sessionId: string, session: Session, callback: Callback) {
      const data = JSON.parse(JSON.stringify(session)) as Record<string, unknown>;
      const expiresAt = session.cookie.expires
        ? new Date(session.cookie.expires)
        : new Date(Date.now() + lifetimeMs);
      const userId = typeof session.userId === 'number' ? session.userId : null;
      const run = async () => {
        await db
          .insert(sessionTable)
          .values({ idHash: hashId(sessionId), userId, data, expiresAt })
          .onConflictDoUpdate({ target: sessionTable.idHash, set: { userId, data, expiresAt } });
        if (Date.now() - lastCleanup > 10 * 60_000) {
          lastCleanup = Date.now();
          await db.delete(sessionTable).where(lt(sessionTable.expiresAt, new Date()));
        }
      };
      run().then(() => callback(), callback);
    },
    get(sessionId: string, callback: (error: unknown, session?: Session | null) => void) {
      db.select()
        .from(sessionTable)
        .where(sql`${sessionTable.idHash} = ${hashId(sessionId)} and ${sessionTable.expiresAt} > now()`)
        .then(([row]) => callback(null, row ? (row.data as unknown as Session) : null), callback);
    },
    destroy(sessionId: string, callback: Callback) {
      db.delete(sessionTable)
        .where(eq(sessionTable.idHash, hashId(sessionId)))
        .then(() => callback(), callback);
    },
  };
}

export interface AuthOptions {
  db: Db;
  /** Signs the session cookie; a random one when absent (sessions then end with the process). */
  secret?: string;
  /** Absolute session lifetime in hours. */
  sessionHours: number;
  /** Loads the signed-in user of a session (the accounts module's `loadSessionUser`). */
  loadUser: SessionUserLoader;
}

/**
 * Registers cookies, sessions, CSRF protection and `request.sessionUser` on the whole application.
 * @param options database, cookie secret, session lifetime and the session user's loader
 */
export const registerAuth = fp<AuthOptions>(async (app: FastifyInstance, options) => {
  const lifetimeMs = options.sessionHours * 3_600_000;
  const secret = options.secret ?? randomBytes(32).toString('hex');
  // Signs the CSRF cookie; the same secret as the sessions, so every instance accepts every cookie.
  await app.register(fastifyCookie, { secret });
  await app.register(fastifySession, {
    secret,
    cookieName: SESSION_COOKIE,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      path: SESSION_COOKIE_PATH,
      maxAge: lifetimeMs,
    },
    saveUninitialized: false,
    rolling: false,
    store: databaseStore(options.db, lifetimeMs),
  });
  // The CSRF secret lives in its own signed cookie (signed double-submit), not in the session: asking
  // for a token stores nothing, so anonymous visitors never create a session row (ADR 0024).
  await app.register(fastifyCsrf, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: SESSION_COOKIE_PATH, httpOnly: true, sameSite: 'lax', secure: 'auto', signed: true },
    getToken: (request: FastifyRequest) => {
      const header = request.headers['x-csrf-token'];
      return Array.isArray(header) ? header[0] : header;
    },
  });

  app.decorateRequest('sessionUser', null);
  app.addHook('onRequest', async (request) => {
    const userId = request.session?.userId;
    if (typeof userId !== 'number') return;
    request.sessionUser = await options.loadUser(userId);
    if (!request.sessionUser) delete request.session.userId;
  });
  app.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0] ?? '';
    if (!UNSAFE_METHODS.has(request.method) || !(path === '/api' || path.startsWith('/api/'))) return done();
    app.csrfProtection(request, reply, done);
  });
});

/**
 * The signed-in user.
 * @throws AppError UNAUTHORISED (401) for an anonymous request
 */
export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.sessionUser) throw new AppError('UNAUTHORISED', 'Sign in to do this.');
  return request.sessionUser;
}

/**
 * The signed-in user holding global capability `capability` (lib/access.ts, the rule the session's `can`
 * reports; ADR 0035).
 * @throws AppError UNAUTHORISED (401) when anonymous, FORBIDDEN (403) when the rule refuses
 */
export function requireCapability(
  request: FastifyRequest,
  capability: Exclude<GlobalCapability, 'createOwnProfile'>,
): SessionUser {
  const user = requireUser(request);
  if (!globalRules[capability](user)) {
    throw new AppError('FORBIDDEN', `This needs the ${CAPABILITY_ROLES[capability]} role.`);
  }
  return user;
}

const CAPABILITY_ROLES: Record<Exclude<GlobalCapability, 'createOwnProfile'>, Role> = {
  createFramework: 'framework_manager',
  manageTraining: 'content_manager',
};

/**
 * The signed-in framework manager who may edit framework `frameworkId` (docs/features/curation.md §12: the
 * framework must be in the user's authorisation list; `managesFramework` of lib/access.ts).
 * @throws AppError UNAUTHORISED (401) when anonymous; FORBIDDEN (403) without the framework_manager role
 *   or when the framework is not assigned to the user
 */
export function requireFrameworkManager(request: FastifyRequest, frameworkId: number): SessionUser {
  const user = requireCapability(request, 'createFramework');
  if (!managesFramework(user, frameworkId)) {
    throw new AppError('FORBIDDEN', 'This framework is not assigned to you.');
  }
  return user;
}

/**
 * Ends every session of `userId` except the current one (after a password change).
 * @param currentSessionId the id of the session to keep
 */
export async function endOtherSessions(db: Db, userId: number, currentSessionId: string): Promise<void> {
  await db
    .delete(sessionTable)
    .where(and(eq(sessionTable.userId, userId), ne(sessionTable.idHash, hashId(currentSessionId))));
}
