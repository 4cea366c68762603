/**
 * Sign-in, sign-out, the session, CSRF token and password change under `/api/v1`, and the original
 * hub's `GET /api/authorisation/{username}`. Source: docs/features/accounts-and-security.md §2; docs/features/curation.md §9, §13;
 * docs/features/original-hub.md (server-side session, POST logout, change-password checks). docs/features/accounts-and-security.md §1.
 */
import {
  authorisationEntrySchema,
  changePasswordRequestSchema,
  csrfTokenResponseSchema,
  errorBodySchema,
  loginRequestSchema,
  loginResponseSchema,
  sessionResponseSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { capabilitiesOf } from '../../lib/access.js';
import { AppError } from '../../lib/errors.js';
import { endOtherSessions, requireUser, SESSION_COOKIE, SESSION_COOKIE_PATH } from '../../plugins/auth.js';
import { authenticate, changePassword, presentCurrentUser } from './service.js';
import { checkSignInLimits, type SignInLimits } from './sign-in-limit.js';

const tags = ['Accounts and sessions'];
const NO_STORE = 'no-store';

/**
 * `/api/v1` routes: GET /session, GET /session/token, POST /session, POST /session/logout,
 * PUT /account/password.
 * @param opts.signInLimits sign-in attempts per minute per client address and username, and per address
 */
export async function accountRoutes(
  app: FastifyInstance,
  opts: { db: Db; signInLimits: SignInLimits },
): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * GET /api/v1/session → who is signed in ({ user: null } when anonymous) and what they may do (`can`,
   * from the rules every route enforces; ADR 0035).
   */
  r.get(
    '/session',
    {
      schema: {
        tags,
        summary: 'The signed-in user, or null, and what the caller may do',
        description:
          '`can` holds the global capabilities (create a framework, manage training, create a ' +
          'browser-only profile) and, by machine name, those of each framework the user manages. It is ' +
          'computed from the same rules the write routes enforce, so a screen offers exactly what the ' +
          'API then accepts. Never cached (`no-store`).',
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      const user = request.sessionUser;
      return { user: user ? presentCurrentUser(user) : null, can: capabilitiesOf(user) };
    },
  );

  /** GET /api/v1/session/token → the CSRF token for `X-CSRF-Token` (starts an anonymous session if needed). */
  r.get(
    '/session/token',
    {
      schema: {
        tags,
        summary: 'CSRF token to send as X-CSRF-Token on every POST, PUT, PATCH and DELETE',
        response: { 200: csrfTokenResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', NO_STORE);
      return { csrfToken: reply.generateCsrf() };
    },
  );

  /**
   * POST /api/v1/session: signs in. 400 with one generic message for a wrong username or password
   * (shown to the user, docs/features/curation.md §14); 429 after too many attempts. The session id changes on sign-in.
   */
  r.post(
    '/session',
    {
      // Before the password is checked: per address and username, and per address across usernames.
      preHandler: async (request) => checkSignInLimits(db, request, opts.signInLimits),
      schema: {
        tags,
        summary: 'Sign in',
        body: loginRequestSchema,
        response: {
          200: loginResponseSchema,
          400: errorBodySchema,
          403: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = await authenticate(db, request.body.username, request.body.password);
      await request.session.regenerate();
      request.session.userId = user.id;
      request.sessionUser = user;
      reply.header('Cache-Control', NO_STORE);
      return { user: presentCurrentUser(user), csrfToken: reply.generateCsrf() };
    },
  );

  /** POST /api/v1/session/logout: ends the session (docs/features/original-hub.md: POST with the CSRF header). 204. */
  r.post(
    '/session/logout',
    {
      schema: {
        tags,
        summary: 'Sign out',
        response: { 204: z.null().describe('Signed out'), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      await request.session.destroy();
      reply.clearCookie(SESSION_COOKIE, { path: SESSION_COOKIE_PATH });
      return reply.code(204).send(null);
    },
  );

  /**
   * PUT /api/v1/account/password: changes the signed-in user's password. 400 with `issues` on
   * `currentPassword`, `newPassword` or `confirmPassword`; 401 when anonymous. Other sessions of the user end.
   */
  r.put(
    '/account/password',
    {
      schema: {
        tags,
        summary: 'Change my password',
        body: changePasswordRequestSchema,
        response: {
          204: z.null().describe('Password changed'),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      await changePassword(db, user, request.body);
      await endOtherSessions(db, user.id, request.session.sessionId);
      return reply.code(204).send(null);
    },
  );
}

/**
 * `GET /api/authorisation/{username}` (original hub API, docs/features/curation.md §13): the frameworks the signed-in user may
 * edit as `[{ framework, framework_machine_name }]`. Only for the signed-in user's own name:
 * 401 when anonymous, 403 for another username.
 */
export async function authorisationRoute(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/authorisation/:username',
    {
      schema: {
        tags: ['Original hub API'],
        summary: 'Frameworks the signed-in user may edit',
        params: z.object({ username: z.string().min(1).max(100) }),
        querystring: z.object({}).passthrough(),
        response: { 200: z.array(authorisationEntrySchema), 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.params.username.trim().toLowerCase() !== user.username) {
        throw new AppError('FORBIDDEN', 'You may only read your own authorisations.');
      }
      reply.header('Cache-Control', NO_STORE);
      return user.frameworks.map((f) => ({ framework: f.title, framework_machine_name: f.machineName }));
    },
  );
}
