/**
 * The original hub's profile reads (docs/features/public-api.md §5; docs/features/public-api.md §1), registered in the
 * session scope because what they return depends on who asks:
 * - `GET /api/{framework}/{version}/profiles`: an array of every profile of the version (anonymous
 *   callers: Live only); with `?id=` one object (a Draft is 404 for anonymous callers).
 * - `GET /api/{framework}/{version}/profiles_clone/`: managers of the framework only; the profiles of the
 *   previous live version that 'Clone reference profiles from previous version' would copy (a read: the
 *   clone itself is `POST /api/v1/manage/frameworks/{fw}/versions/{v}/profiles/clone`, with CSRF).
 * `_format`, `source` and `timestamp` are accepted and ignored; a trailing slash is accepted.
 */

import { slugSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import * as profiles from '../profiles/index.js';
import {
  ANONYMOUS_SCOPE_KEY,
  authoriseProfileWrite,
  previewClone,
  resolveReadScope,
  varyOnCookie,
} from '../profiles/index.js';
import { presentHubProfile } from './profile-presenter.js';
import {
  HUB_QUERY_PARAMETERS,
  hubErrorSchema,
  hubProfileListSchema,
  hubProfileSchema,
  hubQuerySchema,
} from './schemas.js';

const tags = ['Public hub API (compatible with the original hub)'];

/** Cache key of the profiles read: one profile (`id`, digits) or all (`id` undefined) in a read scope. */
const profilesKey = (framework: string, version: string, id: string | undefined, scope: string) =>
  `hub:profiles:${framework}:${version}:${id ?? '*'}:${scope}`;
const versionParams = z.object({ framework: slugSchema, version: slugSchema });
/** The query parameters of the profiles read: the hub's ignored ones and `id`. */
const PROFILE_QUERY = [...HUB_QUERY_PARAMETERS, 'id'];

/** Registers the hub API's profile routes (relative to `/api`). */
export async function hubProfileRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /api/{framework}/{version}/profiles[?id=N] → array of profiles, or one profile with `id`. */
  r.get(
    '/:framework/:version/profiles',
    {
      // Anonymous hits are answered before the session is looked at (plugins/early-cached-reads.ts).
      config: {
        cachedRead: {
          key: (params, query) =>
            query.id === undefined || /^[1-9]\d{0,9}$/.test(query.id)
              ? profilesKey(params.framework ?? '', params.version ?? '', query.id, ANONYMOUS_SCOPE_KEY)
              : undefined,
          query: PROFILE_QUERY,
          cacheControl: CACHE_REVALIDATE,
          anonymousOnly: true,
        },
      },
      schema: {
        tags,
        summary: 'Reference profiles of a released version (list, or one with ?id=)',
        description:
          'Without `id`: an array of every profile of the version; anonymous callers get Live profiles only, ' +
          'signed-in users Live and Draft. With `id`: that profile as one object (404 when unknown, or a Draft ' +
          'for an anonymous caller). `profile_mapping` holds digit-string ids: `competency`, `expertise` (the ' +
          'expertise-level id, not its rating) and `attributes`. Always revalidate: profiles can change.',
        params: versionParams,
        querystring: hubQuerySchema.extend({
          id: z
            .string()
            .regex(/^\d{1,10}$/, 'must be a profile id (digits)')
            .optional(),
        }),
        response: {
          200: z.union([hubProfileListSchema, hubProfileSchema]),
          400: hubErrorSchema,
          404: hubErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const id = request.query.id === undefined ? undefined : Number(request.query.id);
      const { fw, scope, key, cacheControl } = await resolveReadScope(db, request.sessionUser, framework);
      const liveOnly = { ...scope, draftVersion: false };
      const body = await cachedResponse(
        db,
        profilesKey(framework, version, id === undefined ? undefined : String(id), key),
        async () => {
          const ref = await profiles.getReadableVersion(db, await fw(), version, liveOnly);
          if (id !== undefined) return presentHubProfile(await profiles.getProfile(db, ref, id, scope));
          return (await profiles.listProfiles(db, ref, scope)).map(presentHubProfile);
        },
        { framework },
      );
      varyOnCookie(reply);
      return sendWithEtag(request, reply, body, cacheControl);
    },
  );

  /** GET /api/{framework}/{version}/profiles_clone → profiles of the previous live version (managers). */
  r.get(
    '/:framework/:version/profiles_clone',
    {
      schema: {
        tags,
        summary: 'Profiles of the previous live version, for cloning (framework managers)',
        description:
          'The profiles (Live and Draft) of the newest live version released before `{version}`, which ' +
          '`POST /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/clone` copies. 401 anonymous; ' +
          '403 without the framework_manager role or the framework; 404 unknown version; 409 no earlier live version.',
        params: versionParams,
        querystring: hubQuerySchema,
        response: {
          200: hubProfileListSchema,
          401: hubErrorSchema,
          403: hubErrorSchema,
          404: hubErrorSchema,
          409: hubErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const fw = await profiles.getFramework(db, framework);
      authoriseProfileWrite(request, fw);
      const ref = await profiles.getWritableVersion(db, fw, version);
      const preview = await previewClone(db, ref);
      const all = { drafts: true, draftVersion: true };
      const models = await profiles.listProfiles(db, preview.from, all);
      reply.header('Cache-Control', 'no-store');
      return models.map(presentHubProfile);
    },
  );
}
