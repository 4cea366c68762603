/**
 * Version diff routes (docs/features/browsing.md §9): the visitors' `GET /api/v1/frameworks/{fw}/diff?from=&to=` between
 * two released versions, and the managers' `GET /api/v1/manage/frameworks/{fw}/draft/diff` (the draft
 * against the newest live version, 'Review changes' before a release). Both answer a `VersionDiff`.
 */
import {
  errorBodySchema,
  frameworkParamsSchema,
  versionDiffQuerySchema,
  versionDiffSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { type CachedPageRead, readInput } from '../../plugins/page-reads.js';
import { managerAccess } from '../curation/index.js';
import { diffDraft, diffReleasedVersions } from './service.js';

/** Registers the public diff route (under `/api/v1`). */
export async function versionDiffPublicRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The diff of two released versions, cached and tagged with the framework (read by the page's loader, ADR 0071). */
  const releasedDiff: CachedPageRead<{ framework: string }, { from: string; to: string }> = ({
    params,
    query,
  }) =>
    cachedResponse(
      db,
      `v1:diff:${params.framework}:${query.from}:${query.to}`,
      () => diffReleasedVersions(db, params.framework, query.from, query.to),
      { framework: params.framework },
    );

  /** GET /frameworks/{fw}/diff?from=&to= → VersionDiff; 404 unknown framework or unreleased version. */
  r.get(
    '/frameworks/:framework/diff',
    {
      schema: {
        tags: ['Frameworks (app API v1)'],
        summary: 'What changed between two released versions',
        description:
          'Domains, competencies and attributes added, removed, reworded (both texts), moved, reordered, ' +
          'archived, restored or given another attribute type between version `from` and version `to`, ' +
          'matched by lineage uuid, with counts by kind. 400 when both name the same version; 404 when ' +
          'either is not a released version of the framework.',
        params: frameworkParamsSchema,
        querystring: versionDiffQuerySchema,
        response: { 200: versionDiffSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
      config: { pageRead: releasedDiff },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await releasedDiff(readInput(request)), CACHE_REVALIDATE),
  );
}

/** Registers the managers' draft review route (under `/api/v1/manage/frameworks`). */
export async function versionDiffManageRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  /** GET /{fw}/draft/diff → VersionDiff of the draft against the newest live version; 404 without a draft. */
  r.get(
    '/:framework/draft/diff',
    {
      schema: {
        tags: ['Curation'],
        summary: 'Review the changes of the draft',
        description:
          'The diff of the draft against the newest live version (against nothing when no version is live), ' +
          'shown before a release. Needs a signed-in framework manager to whom the framework is assigned ' +
          '(401 anonymous, 403 otherwise); 404 when the framework has no draft.',
        params: frameworkParamsSchema,
        response: {
          200: versionDiffSchema,
          401: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      const diff = await diffDraft(db, fw);
      if (!diff) throw notFound(`Framework "${fw.machineName}" has no draft`);
      return diff;
    },
  );
}
