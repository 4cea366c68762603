/**
 * Reference profile reads of the app's own API (docs/features/profiles.md §1; docs/features/browsing.md §9):
 * - `profileReadRoutes` (session scope, prefix `/api/v1`): the profiles of a version and one profile;
 *   anonymous callers see Live profiles only, signed-in users Live and Draft.
 * - `profilePublicRoutes` (public scope, prefix `/api/v1`): frameworks with Live profiles (home grid)
 *   and the stored images.
 * Shapes: packages/domain/src/schemas/profiles.ts. Cached whole per content revision (ADR 0004), always
 * revalidated: profiles change even in released versions. The reads a visitor page's loaders make are named
 * functions (`pageRead`, ADR 0071) called by the route and by the page renderer in process.
 */
import {
  errorBodySchema,
  profileFrameworkListSchema,
  profileParamsSchema,
  referenceProfileListSchema,
  referenceProfileSchema,
  versionParamsSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, etagMatches, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { type CachedPageRead, readInput } from '../../plugins/page-reads.js';
import { getImage } from './media-service.js';
import { presentProfile, presentProfileSummary } from './presenter.js';
import { readCacheControl, resolveReadScope, varyOnCookie } from './read-scope.js';
import * as profiles from './service.js';

const tags = ['Profiles (app API v1)'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
/** Long-lived cache of stored images: an image id never changes its bytes. */
export const CACHE_IMMUTABLE = 'public, max-age=31536000, immutable';
const VISIBILITY =
  'Anonymous callers see Live profiles of released versions only (a Draft is 404); signed-in users also see ' +
  "Draft profiles, and the framework's managers the profiles of its draft version.";

/** Registers the profile reads that depend on who is signed in (session scope). */
export async function profileReadRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The version's profiles the reader may see, cached per scope and tagged with the framework. */
  const profileList: CachedPageRead<{ framework: string; version: string }> = async ({ params, user }) => {
    const { framework, version } = params;
    const { fw, scope, key } = await resolveReadScope(db, user, framework);
    return cachedResponse(
      db,
      `v1:profiles:${framework}:${version}:${key}`,
      async () => {
        const ref = await profiles.getReadableVersion(db, await fw(), version, scope);
        return { profiles: (await profiles.listProfiles(db, ref, scope)).map(presentProfileSummary) };
      },
      { framework },
    );
  };
  /** One profile the reader may see, cached per scope and tagged with the framework; NOT_FOUND otherwise. */
  const profile: CachedPageRead<{ framework: string; version: string; id: number }> = async ({
    params,
    user,
  }) => {
    const { framework, version, id } = params;
    const { fw, scope, key } = await resolveReadScope(db, user, framework);
    return cachedResponse(
      db,
      `v1:profile:${framework}:${version}:${id}:${key}`,
      async () => {
        const ref = await profiles.getReadableVersion(db, await fw(), version, scope);
        return presentProfile(await profiles.getProfile(db, ref, id, scope));
      },
      { framework },
    );
  };

  /** GET /frameworks/{fw}/versions/{v}/profiles → ReferenceProfileList. */
  r.get(
    '/frameworks/:framework/versions/:version/profiles',
    {
      schema: {
        tags,
        summary: 'Reference profiles of a framework version',
        description: `The profiles in id order. ${VISIBILITY}`,
        params: versionParamsSchema,
        response: { 200: referenceProfileListSchema, ...errors },
      },
      config: { pageRead: profileList },
    },
    async (request, reply) => {
      const body = await profileList(readInput(request));
      varyOnCookie(reply);
      return sendWithEtag(request, reply, body, readCacheControl(request.sessionUser));
    },
  );

  /** GET /frameworks/{fw}/versions/{v}/profiles/{id} → ReferenceProfile. */
  r.get(
    '/frameworks/:framework/versions/:version/profiles/:id',
    {
      schema: {
        tags,
        summary: 'One reference profile with its competency mapping and provenance',
        description: `\`mapping\` lists mapped competencies only (an unmapped competency is 'Not applicable'). ${VISIBILITY}`,
        params: profileParamsSchema,
        response: { 200: referenceProfileSchema, ...errors },
      },
      config: { pageRead: profile },
    },
    async (request, reply) => {
      const body = await profile(readInput(request));
      varyOnCookie(reply);
      return sendWithEtag(request, reply, body, readCacheControl(request.sessionUser));
    },
  );
}

/** Registers the public profile reads (no session): frameworks with Live profiles, and images. */
export async function profilePublicRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The released versions with Live profiles, most first, cached. */
  const profileFrameworks: CachedPageRead = () =>
    cachedResponse(db, 'v1:profile-frameworks', async () => ({
      frameworks: await profiles.listProfileFrameworks(db),
    }));

  /** GET /profiles/frameworks → ProfileFrameworkList. */
  r.get(
    '/profiles/frameworks',
    {
      schema: {
        tags,
        summary: 'Framework versions with Live reference profiles (home grid selector)',
        description:
          'Released versions with at least one Live profile, most profiles first (the default is the first).',
        response: { 200: profileFrameworkListSchema },
      },
      config: { pageRead: profileFrameworks },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await profileFrameworks(readInput(request)), CACHE_REVALIDATE),
  );

  /** GET /media/{id} → the image bytes with their detected content type. */
  r.get(
    '/media/:id',
    {
      schema: {
        tags,
        summary: 'A stored profile image (JPG or PNG)',
        description:
          'The bytes as uploaded, with the content type detected from them, `X-Content-Type-Options: nosniff` ' +
          `and \`Cache-Control: ${CACHE_IMMUTABLE}\` (an id never changes its bytes).`,
        params: z.object({ id: z.coerce.number().int().positive().max(2147483647) }),
        response: {
          200: z.any().describe('image/jpeg or image/png bytes'),
          304: z.null().describe('Not modified'),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const image = await getImage(db, request.params.id);
      const etag = `"${image.sha256.slice(0, 32)}"`;
      reply
        .header('Cache-Control', CACHE_IMMUTABLE)
        .header('ETag', etag)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', 'inline')
        .header('Content-Security-Policy', "default-src 'none'; sandbox");
      if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send(null);
      return reply.type(image.mime).send(image.data);
    },
  );
}
