/**
 * Visitor reads of training resources under `/api/v1` (docs/features/training.md §1; docs/features/profiles.md §6; routes table in
 * packages/domain/src/schemas/training.ts):
 * - `trainingPublicRoutes` (public scope, no session): the framework list (15/page), the competency list
 *   (10/page) and the training for the gap. Archived resources are never listed.
 * - `trainingReadRoutes` (session scope): one resource page; an archived resource is 404 for everyone but
 *   signed-in content managers, who also see its author; and the view counter (CSRF token needed).
 * The lists and anonymous resource pages are kept in the response cache like the hub reads (ADR 0017, ADR
 * 0029): a list is tagged with its framework (a change to a resource notifies the frameworks it is mapped
 * to, migration 0015), a resource page depends on every framework and training and is also dropped by a
 * view of that resource (its hit count). Answers carry `Cache-Control: no-cache` with a strong ETag. The
 * reads a visitor page's loaders make are named functions (`pageRead`, ADR 0071) called by the route and by
 * the page renderer in process.
 */
import {
  errorBodySchema,
  slugSchema,
  TRAINING_RESOURCE_TYPES,
  type TrainingResource,
  trainingForCompetenciesRequestSchema,
  trainingForCompetenciesSchema,
  trainingResourceListQuerySchema,
  trainingResourceListSchema,
  trainingResourceSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { globalRules } from '../../lib/access.js';
import { sendWithEtag } from '../../lib/http-cache.js';
import { type CachedBody, cachedResponse } from '../../lib/response-cache.js';
import type { SessionUser } from '../../lib/session-user.js';
import type { CachedRead } from '../../plugins/early-cached-reads.js';
import { type CachedPageRead, isCachedBody, type PageRead, readInput } from '../../plugins/page-reads.js';
import { presentResource, presentResourceBase, presentResourceList } from './presenter.js';
import * as training from './service.js';

const tags = ['Training resources (app API v1)'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };
const LIST_RULES =
  'Archived resources are never listed. `search`: case-insensitive substring of the title or a keyword ' +
  '(no regular expressions); `type`: one of the four types, or `All`/absent for every type. Newest update ' +
  'first, then by id. A page past the end has no items (with the total); page 0 or below is 400. ' +
  "Each row's `competencies` are those of this framework, in the framework's newest live version that " +
  'holds them (`deprecated` when archived or absent there).';
const resourceSlug = z.object({ slug: z.string().min(1).max(200) });

const NO_CACHE = 'public, no-cache';
const LIST_QUERY = ['page', 'search', 'type'] as const;
const TYPES: readonly string[] = ['All', ...TRAINING_RESOURCE_TYPES];

/** The cache key of a list from its (validated) query: the same key for the same answer. */
const listKey = (what: string, query: { page: number | string; search?: string; type?: string }) =>
  `v1:training:${what}:${query.page}:${query.type ?? ''}:${query.search ?? ''}`;

/**
 * The list's key from the raw query for the early path, or undefined when validation might judge the query
 * differently (a page that is not a plain positive number, an unknown type).
 */
function rawListKey(what: string, query: Record<string, string>): string | undefined {
  const page = query.page ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(page) || (query.type !== undefined && !TYPES.includes(query.type))) {
    return undefined;
  }
  return listKey(what, { page, search: query.search, type: query.type });
}

/** Cache key of a resource page as an anonymous visitor (or any reader but a content manager) sees it. */
const resourceKey = (slug: string) => `v1:training-resource:${slug}`;

/** True when the caller may read archived resources (content managers; docs/features/training.md §3). */
function isContentManager(user: SessionUser | null): boolean {
  return globalRules.manageTraining(user);
}

/** Registers the public training reads (prefix `/api/v1`). */
export async function trainingPublicRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A page of a framework's training list, cached and tagged with the framework; NOT_FOUND for unknown ones. */
  const frameworkList: CachedPageRead<
    { framework: string },
    z.output<typeof trainingResourceListQuerySchema>
  > = ({ params, query }) =>
    cachedResponse(
      db,
      listKey(`fw:${params.framework}`, query),
      async () => presentResourceList(await training.listFrameworkResources(db, params.framework, query)),
      { framework: params.framework },
    );

  /** GET /frameworks/{fw}/training-resources?page=&search=&type= → TrainingResourceList (15/page). */
  r.get(
    '/frameworks/:framework/training-resources',
    {
      config: {
        cachedRead: {
          key: (params, query) => rawListKey(`fw:${params.framework}`, query),
          query: LIST_QUERY,
          cacheControl: NO_CACHE,
        } satisfies CachedRead,
        pageRead: frameworkList,
      },
      schema: {
        tags,
        summary: "Training resources mapped to a framework (the framework page's tab)",
        description: `15 per page. ${LIST_RULES} 404 for an unknown or draft-only framework.`,
        params: z.object({ framework: slugSchema }),
        querystring: trainingResourceListQuerySchema,
        response: { 200: trainingResourceListSchema, ...errors },
      },
    },
    async (request, reply) => sendWithEtag(request, reply, await frameworkList(readInput(request)), NO_CACHE),
  );

  /** GET /frameworks/{fw}/competencies/{uuid}/training-resources → TrainingResourceList (10/page). */
  r.get(
    '/frameworks/:framework/competencies/:uuid/training-resources',
    {
      schema: {
        tags,
        summary: 'Training resources mapped to a competency (competency details)',
        description:
          `10 per page. \`uuid\` is the competency's lineage uuid: mappings to the competency as a whole and ` +
          `to any of its attributes count, in every version. ${LIST_RULES} 404 for an unknown framework or a ` +
          'competency no live version holds (for an extension, its core framework is searched too).',
        params: z.object({ framework: slugSchema, uuid: z.uuid() }),
        querystring: trainingResourceListQuerySchema,
        response: { 200: trainingResourceListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { framework } = request.params;
      const uuid = request.params.uuid.toLowerCase();
      // Tagged with the list's framework: a change of its core framework notifies the extension too.
      const body = await cachedResponse(
        db,
        listKey(`competency:${framework}:${uuid}`, request.query),
        async () =>
          presentResourceList(await training.listCompetencyResources(db, framework, uuid, request.query)),
        { framework },
      );
      return sendWithEtag(request, reply, body, NO_CACHE);
    },
  );

  /** POST /training-resources/for-competencies → TrainingForCompetencies (comparison summary). */
  r.post(
    '/training-resources/for-competencies',
    {
      schema: {
        tags,
        summary: 'The top training resources for each of some competencies (training for the gap)',
        description:
          'A read with a body (up to 500 lineage uuids). For each competency, once and in request order: up to 3 ' +
          'resources mapped to it (as a whole or through an attribute), current ones first (end date today or ' +
          'later, or undated), then newest update first; archived ones never; and `total`, how many there are. ' +
          'Unknown uuids answer an empty list. 404 for an unknown framework.',
        body: trainingForCompetenciesRequestSchema,
        response: { 200: trainingForCompetenciesSchema, ...errors },
      },
    },
    async (request, reply) => {
      const found = await training.trainingForCompetencies(db, request.body);
      reply.header('Cache-Control', 'no-store');
      return {
        competencies: found.map((c) => ({
          competencyUuid: c.competencyUuid,
          resources: c.resources.map(presentResourceBase),
          total: c.total,
        })),
      };
    },
  );
}

/** Registers the training reads that depend on who is signed in (session scope, prefix `/api/v1`). */
export async function trainingReadRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /**
   * A resource page: for a content manager with its author and also when archived (not cached); for every
   * other reader cached, dropped by any change of training or a framework and by a view of this resource
   * (its hit count); NOT_FOUND for an unknown (or, but for content managers, archived) one.
   */
  const resource: PageRead<{ slug: string }, unknown, CachedBody | TrainingResource> = async ({
    params,
    user,
  }) => {
    if (isContentManager(user)) {
      return presentResource(await training.getResourceDetail(db, params, { includeArchived: true }), true);
    }
    const { slug } = params;
    return cachedResponse(
      db,
      resourceKey(slug),
      async () =>
        presentResource(await training.getResourceDetail(db, { slug }, { includeArchived: false }), false),
      { views: slug },
    );
  };

  /**
   * POST /training-resources/{slug}/views → 204: one more view (the web app posts once per page view). In
   * the session scope for its CSRF check (ADR 0039): a cross-site form cannot count views.
   */
  r.post(
    '/training-resources/:slug/views',
    {
      schema: {
        tags,
        summary: 'Count one view of a resource page (its hit count + 1)',
        description:
          'No body and no session, but the CSRF token of `GET /api/v1/session/token` in `X-CSRF-Token` (403 ' +
          'without it: a cross-site form cannot count views). The update time is left alone. 404 for an ' +
          'unknown or archived resource.',
        params: resourceSlug,
        response: { 204: z.null().describe('Counted'), 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      await training.recordView(db, request.params.slug);
      return reply.code(204).send(null);
    },
  );

  /** GET /training-resources/{slug} → TrainingResource. */
  r.get(
    '/training-resources/:slug',
    {
      config: {
        cachedRead: {
          key: (params) => (params.slug ? resourceKey(params.slug) : undefined),
          query: [],
          cacheControl: NO_CACHE,
          anonymousOnly: true,
        } satisfies CachedRead,
        pageRead: resource,
      },
      schema: {
        tags,
        summary: 'One training resource with every field and its mappings per framework',
        description:
          'Rich text is sanitised HTML; dates are calendar dates. `mappings`: per framework, its newest live ' +
          'version, domains → competencies → mapped attributes (`deprecated` when archived or absent in that ' +
          'version). `credit`: the provenance credit of a shipped resource. An archived resource is 404 except ' +
          'for signed-in content managers, who also see `author`. Does not count a view (see `POST …/views`).',
        params: resourceSlug,
        response: { 200: trainingResourceSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('Vary', 'Cookie');
      const cacheControl = request.sessionUser ? 'private, no-cache' : NO_CACHE;
      const body = await resource(readInput(request));
      if (isCachedBody(body)) return sendWithEtag(request, reply, body, cacheControl);
      // A content manager's page (with its author, archived ones too) is read for them alone.
      reply.header('Cache-Control', cacheControl);
      return body;
    },
  );
}
