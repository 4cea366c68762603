/**
 * The app's own framework read API under `/api/v1` (docs/features/browsing.md §3; docs/features/public-api.md §1).
 * Every route has Zod schemas for params, query and responses, and appears in /api/openapi.json. The reads a
 * visitor page's loaders make are named functions (`pageRead`, ADR 0071) called by the route and by the page
 * renderer in process.
 */
import {
  competencyDetailSchema,
  competencyParamsSchema,
  EXPORT_COLUMNS,
  EXPORT_LEVEL_COLUMNS,
  errorBodySchema,
  exportTableSchema,
  frameworkDetailSchema,
  frameworkListSchema,
  frameworkParamsSchema,
  frameworkVersionContentSchema,
  isExportColumnName,
  parseExportFilters,
  unpublishedFrameworkListSchema,
  versionParamsSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { type CachedPageRead, readInput } from '../../plugins/page-reads.js';
import { frameworkTrainingCounts } from '../training/index.js';
import {
  buildExportTable,
  presentCompetencyDetail,
  presentFrameworkDetail,
  presentFrameworkSummary,
  presentVersionContent,
} from './presenter.js';
import {
  getCompetency,
  getExportModel,
  getFrameworkDetail,
  getVersionContent,
  listLiveFrameworks,
} from './service.js';
import { listUnpublishedFrameworks } from './unpublished.js';

const errors = { 400: errorBodySchema, 404: errorBodySchema };
const tags = ['Frameworks (app API v1)'];

export async function frameworkRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** The live frameworks (home cards), cached. */
  const liveFrameworks: CachedPageRead = () =>
    cachedResponse(db, 'v1:frameworks', async () => ({
      frameworks: (await listLiveFrameworks(db)).map(presentFrameworkSummary),
    }));
  /** The imported versions not released, cached. */
  const unpublishedFrameworks: CachedPageRead = () =>
    cachedResponse(db, 'v1:unpublished-frameworks', () => listUnpublishedFrameworks(db));
  /** A live version's content, cached and tagged with its framework; NOT_FOUND for unknown ones. */
  const versionContent: CachedPageRead<{ framework: string; version: string }> = ({ params }) =>
    cachedResponse(
      db,
      `v1:version:${params.framework}:${params.version}`,
      async () =>
        presentVersionContent(
          await getVersionContent(db, params.framework, params.version),
          await frameworkTrainingCounts(db, params.framework),
        ),
      { framework: params.framework },
    );
  /** One competency of a live version, cached and tagged with its framework; NOT_FOUND for unknown ones. */
  const competency: CachedPageRead<{ framework: string; version: string; id: number }> = ({ params }) => {
    const { framework, version, id } = params;
    return cachedResponse(
      db,
      `v1:competency:${framework}:${version}:${id}`,
      async () => {
        const found = await getCompetency(db, framework, version, id);
        return presentCompetencyDetail(found.content, found.domain, found.competency);
      },
      { framework },
    );
  };
  /** A live version's export table without the `exclude`d columns, cached and tagged with its framework. */
  const exportTable: CachedPageRead<{ framework: string; version: string }, { exclude?: string }> = ({
    params,
    query,
  }) => {
    const { framework, version } = params;
    const excluded = parseExportFilters(query.exclude, isExportColumnName);
    const key = `v1:export:${framework}:${version}:${[...excluded].sort().join(',')}`;
    return cachedResponse(
      db,
      key,
      async () => buildExportTable(await getExportModel(db, framework, version), excluded),
      { framework },
    );
  };

  /** GET /api/v1/frameworks → FrameworkList: frameworks with a live version (home cards). */
  r.get(
    '/frameworks',
    {
      schema: {
        tags,
        summary: 'List frameworks that have a released version',
        response: { 200: frameworkListSchema },
      },
      config: { pageRead: liveFrameworks },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await liveFrameworks(readInput(request)), CACHE_REVALIDATE),
  );

  /**
   * GET /api/v1/unpublished-frameworks → the imported framework versions not released yet, with their
   * citations (home cards of frameworks whose competencies are not published here; ADR 0045).
   */
  r.get(
    '/unpublished-frameworks',
    {
      schema: {
        tags,
        summary: 'List framework versions known from a source file but not released (name and sources only)',
        response: { 200: unpublishedFrameworkListSchema },
      },
      config: { pageRead: unpublishedFrameworks },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await unpublishedFrameworks(readInput(request)), CACHE_REVALIDATE),
  );

  /** GET /api/v1/frameworks/{framework} → FrameworkDetail; 404 for unknown or draft-only frameworks. */
  r.get(
    '/frameworks/:framework',
    {
      schema: {
        tags,
        summary: 'One framework with its released versions and extensions',
        params: frameworkParamsSchema,
        response: { 200: frameworkDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { framework } = request.params;
      // Training counts change with training resources, which the change feed reports too (ADR 0017).
      const body = await cachedResponse(
        db,
        `v1:framework:${framework}`,
        async () =>
          presentFrameworkDetail(
            await getFrameworkDetail(db, framework),
            await frameworkTrainingCounts(db, framework),
          ),
        { framework },
      );
      return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
    },
  );

  /** GET /api/v1/frameworks/{framework}/versions/{version} → FrameworkVersionContent (live versions only). */
  r.get(
    '/frameworks/:framework/versions/:version',
    {
      schema: {
        tags,
        summary:
          'A released version: domains, competencies, attributes, attribute types, expertise levels, provenance',
        params: versionParamsSchema,
        response: { 200: frameworkVersionContentSchema, ...errors },
      },
      config: { pageRead: versionContent },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await versionContent(readInput(request)), CACHE_REVALIDATE),
  );

  /** GET /api/v1/frameworks/{framework}/versions/{version}/competencies/{id} → CompetencyDetail. */
  r.get(
    '/frameworks/:framework/versions/:version/competencies/:id',
    {
      schema: {
        tags,
        summary: 'One competency of a released version, with its attributes',
        params: competencyParamsSchema,
        response: { 200: competencyDetailSchema, ...errors },
      },
      config: { pageRead: competency },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await competency(readInput(request)), CACHE_REVALIDATE),
  );

  /** GET /api/v1/frameworks/{framework}/versions/{version}/export?exclude=… → ExportTable. */
  r.get(
    '/frameworks/:framework/versions/:version/export',
    {
      schema: {
        tags,
        summary: 'The export table of a released version (one row per attribute)',
        description: `\`exclude\` is a comma list of columns to leave out; known columns: ${EXPORT_COLUMNS.join(', ')}, one '{profile} (expected level)' column per Live reference profile (listed in filters.profiles), and, for a framework with expertise levels, ${EXPORT_LEVEL_COLUMNS.join(', ')} (listed in filters.levels). Unknown names are ignored.`,
        params: versionParamsSchema,
        // Every column name and one per Live profile fit (a search's 200 characters do not).
        querystring: z.object({ exclude: z.string().max(2000).optional() }),
        response: { 200: exportTableSchema, ...errors },
      },
      config: { pageRead: exportTable },
    },
    async (request, reply) =>
      sendWithEtag(request, reply, await exportTable(readInput(request)), CACHE_REVALIDATE),
  );
}
