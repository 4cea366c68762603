/**
 * The original Competency Hub public read API, kept compatible for existing clients
 * (docs/features/public-api.md §1): `_format`, `source` and `timestamp` are accepted
 * and ignored (even repeated or empty), a trailing slash is accepted (router option), drafts are
 * never served, unknown framework/version → 404 with a JSON error. The profile routes, which depend on
 * who is signed in, are in profile-routes.ts (session scope).
 */
import {
  EXPORT_COLUMNS,
  EXPORT_LEVEL_COLUMNS,
  isExportColumnName,
  parseExportFilters,
  slugSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_LIVE, CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { buildExportTable, getExportModel, getVersionContent } from '../frameworks/index.js';
import { presentHubExport, presentHubFramework } from './presenter.js';
import {
  HUB_QUERY_PARAMETERS,
  hubErrorSchema,
  hubExportSchema,
  hubFrameworkDataSchema,
  hubQuerySchema,
  hubVersionManagerSchema,
} from './schemas.js';
import { versionManagerEntries } from './version-manager.js';

const tags = ['Public hub API (compatible with the original hub)'];
const errors = { 400: hubErrorSchema, 404: hubErrorSchema };
const versionParams = z.object({ framework: slugSchema, version: slugSchema });
const VERSION_MANAGER_KEY = 'hub:version_manager';
/** Cache key of a released version's hub answer (the machine name as the alias hook leaves it). */
const frameworkKey = (framework: string, version: string) => `hub:framework:${framework}:${version}`;
const filtersValue = z.union([z.string().max(2000), z.array(z.string().max(2000)).max(20)]).optional();

export async function hubApiRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /api/version_manager → frameworks with released versions, attribute types, expertise levels, domains. */
  r.get(
    '/version_manager',
    {
      config: {
        cachedRead: {
          key: () => VERSION_MANAGER_KEY,
          query: HUB_QUERY_PARAMETERS,
          cacheControl: CACHE_REVALIDATE,
        },
      },
      schema: {
        tags,
        summary: 'Frameworks with their released versions, attribute types, expertise levels and domains',
        querystring: hubQuerySchema,
        response: { 200: hubVersionManagerSchema, 400: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const body = await cachedResponse(db, VERSION_MANAGER_KEY, () => versionManagerEntries(db));
      return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
    },
  );

  /** GET /api/export/{framework}/{version}?filters=a,b → {headers, data, filters}; filters = excluded columns. */
  r.get(
    '/export/:framework/:version',
    {
      schema: {
        tags,
        summary: 'Export table of a released version (one row per attribute)',
        description: `\`filters\` is a comma list of columns to exclude; unknown and blank names are ignored. Columns: ${EXPORT_COLUMNS.join(', ')}, then one '{profile} (expected level)' column per Live reference profile (listed in filters.profiles).`,
        params: versionParams,
        querystring: hubQuerySchema.extend({ filters: filtersValue }),
        response: { 200: hubExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const excluded = parseExportFilters(request.query.filters, isExportColumnName);
      for (const column of EXPORT_LEVEL_COLUMNS) excluded.add(column);
      const key = `hub:export:${framework}:${version}:${[...excluded].sort().join(',')}`;
      const body = await cachedResponse(
        db,
        key,
        async () =>
          presentHubExport(buildExportTable(await getExportModel(db, framework, version), excluded)),
        { framework },
      );
      return sendWithEtag(request, reply, body, CACHE_LIVE);
    },
  );

  /** GET /api/{framework}/{version} → one-item array: the version with domains, competencies, attributes. */
  r.get(
    '/:framework/:version',
    {
      config: {
        cachedRead: {
          key: (params) => frameworkKey(params.framework ?? '', params.version ?? ''),
          query: HUB_QUERY_PARAMETERS,
          cacheControl: CACHE_REVALIDATE,
        },
      },
      schema: {
        tags,
        summary: 'A released framework version with its domains, competencies and attributes',
        params: versionParams,
        querystring: hubQuerySchema,
        response: { 200: hubFrameworkDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const body = await cachedResponse(
        db,
        frameworkKey(framework, version),
        async () => presentHubFramework(await getVersionContent(db, framework, version)),
        { framework },
      );
      // The body carries the framework's title, description and release notes, which managers can edit.
      return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
    },
  );
}
