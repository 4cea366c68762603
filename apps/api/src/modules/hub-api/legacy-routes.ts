/**
 * The original client's last calls (docs/features/public-api.md §12; docs/features/public-api.md §9): the legacy framework list
 * `GET /api/v1/framework` (items with `name` and `attribute_types[].title`, which the original competency
 * page uses to order attribute groups; a static route, so `v1` is never taken for a framework), and the
 * Drupal session probes answered as Drupal answers an anonymous visitor: `GET /api/users` (the anonymous
 * user) and `GET /session/token`, `/rest/session/token` (a CSRF token as text/plain). This hub keeps no
 * Drupal session, so these answers never depend on a cookie.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { HUB_QUERY_PARAMETERS, hubErrorSchema, hubQuerySchema } from './schemas.js';
import { versionManagerEntries } from './version-manager.js';

const tags = ['Public hub API (compatible with the original hub)'];
const LEGACY_FRAMEWORKS_KEY = 'hub:v1_framework';

/** One item of the legacy `/api/v1/framework` list. */
export const hubLegacyFrameworkSchema = z.array(
  z.object({
    nid: z.string().regex(/^\d+$/),
    name: z.string(),
    title: z.string(),
    machine_name: z.string(),
    description: z.string(),
    attribute_types: z.array(z.object({ id: z.string(), uuid: z.uuid(), title: z.string() })),
  }),
);

/**
 * The anonymous user, as the original hub's `/api/users` view answers a visitor who is not signed in: no
 * roles at all, since the original client takes a visitor with any role for a manager (its guest profile
 * form saves only when `roles` is empty; docs/features/public-api.md §9).
 */
export const ANONYMOUS_USER = { user: { id: '0', username: '', is_logged_in: false, roles: [] as string[] } };

/** Registers `/v1/framework` and `/users` (under `/api`). */
export async function hubLegacyRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /api/v1/framework → every framework with a released version: name and attribute types in order. */
  r.get(
    '/v1/framework',
    {
      config: {
        cachedRead: {
          key: () => LEGACY_FRAMEWORKS_KEY,
          query: HUB_QUERY_PARAMETERS,
          cacheControl: CACHE_REVALIDATE,
        },
      },
      schema: {
        tags,
        summary: 'Legacy framework list: name and attribute types (order of attribute groups)',
        querystring: hubQuerySchema,
        response: { 200: hubLegacyFrameworkSchema, 400: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await cachedResponse(db, LEGACY_FRAMEWORKS_KEY, async () =>
        (await versionManagerEntries(db)).map((entry) => ({
          nid: entry.nid,
          name: entry.title,
          title: entry.title,
          machine_name: entry.machine_name,
          description: entry.description,
          attribute_types: entry.attribute_types,
        })),
      );
      return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
    },
  );

  /** GET /api/users → the anonymous user (the original client's session probe). */
  r.get(
    '/users',
    {
      schema: {
        tags,
        summary: "The original hub's current-user probe: always the anonymous user here",
        querystring: hubQuerySchema,
      },
    },
    async (_request, reply) => reply.header('Cache-Control', 'no-store').send(ANONYMOUS_USER),
  );
}

/** Registers `GET /session/token` and `GET /rest/session/token` (at the root): a fresh token, text/plain. */
export async function drupalTokenRoutes(app: FastifyInstance): Promise<void> {
  for (const path of ['/session/token', '/rest/session/token']) {
    app.get(
      path,
      {
        schema: { tags, summary: "Drupal's CSRF token probe: a token as text/plain (used by no write here)" },
      },
      async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .send(randomBytes(32).toString('base64url')),
    );
  }
}
