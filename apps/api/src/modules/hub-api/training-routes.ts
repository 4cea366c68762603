/**
 * The original hub's training resource endpoints, in the original shapes (docs/features/public-api.md §7;
 * docs/features/public-api.md §1; docs/features/curation.md §13). Like every hub route: `_format`, `source` and
 * `timestamp` are accepted and ignored (even repeated or empty), a trailing slash is accepted, a repeated
 * parameter counts once (its first value). Page numbers: `competency_framework_resources` and `resources`
 * are 1-based with 0 (or none) meaning the first page, as the original clients send both 0 and 1 for it;
 * `competency-resources` is 0-based (a Drupal view's pager). Archived resources are never listed to visitors.
 * - `hubTrainingRoutes` (public scope): competency_framework_resources, competency-resources(/count),
 *   v1/all-training-resources.
 * - `hubTrainingSessionRoutes` (session scope): `resources`, whose answer depends on who asks (content
 *   managers see archived resources and authors).
 */
import { TRAINING_PAGE, TRAINING_RESOURCE_TYPES, type TrainingResourceType } from '@hub/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { isDbId } from '../../db/ids.js';
import { globalRules } from '../../lib/access.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import type { CachedRead } from '../../plugins/early-cached-reads.js';
import {
  countResources,
  findFrameworkByLabel,
  findLiveCompetency,
  getResourceDetail,
  listAllResources,
  listResources,
  resolveResourceSlug,
  summarise,
} from '../training/index.js';
import { HUB_QUERY_PARAMETERS, hubErrorSchema } from './schemas.js';
import {
  presentHubCompetencyResource,
  presentHubFrameworkResourceRow,
  presentHubResource,
  presentHubResourceListRow,
  presentHubSitemapRow,
} from './training-presenter.js';
import {
  hubAllResourcesSchema,
  hubCompetencyResourcesQuerySchema,
  hubCompetencyResourcesSchema,
  hubFrameworkResourcesQuerySchema,
  hubFrameworkResourcesSchema,
  hubResourceListSchema,
  hubResourceSchema,
  hubResourcesQuerySchema,
} from './training-schemas.js';

const tags = ['Public hub API (compatible with the original hub)'];
const NO_CACHE = 'public, no-cache';
/** Page size of the competency details list of the original client (docs/features/browsing.md §11). */
const COMPETENCY_PAGE_SIZE = TRAINING_PAGE.competency.size;

/** The first value of a parameter sent once or repeated. */
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** A 1-based page from a parameter where 0, empty or absent mean the first page. */
const pageFrom = (value: string | string[] | undefined) => Math.max(1, Number(first(value) || '1'));

/**
 * The type filter: '', 'All' (any case) or absent → every type; one of the four types (any case).
 * @throws AppError BAD_REQUEST for another value
 */
function typeFrom(value: string | string[] | undefined): TrainingResourceType | undefined {
  const text = first(value)?.trim() ?? '';
  if (text === '' || text.toLowerCase() === 'all') return undefined;
  const type = TRAINING_RESOURCE_TYPES.find((t) => t.toLowerCase() === text.toLowerCase());
  if (!type) throw badRequest(`bad input parameter: type must be All, ${TRAINING_RESOURCE_TYPES.join(', ')}`);
  return type;
}

/** Cache key of a competency's resources: the raw parameters the handler reads (their first values). */
const competencyKey = (
  what: string,
  q: {
    field_competency_target_id?: string | string[];
    field_type_value?: string | string[];
    title?: string | string[];
  },
  page: number,
) =>
  `hub:competency-resources:${what}:${page}:${JSON.stringify([
    first(q.field_competency_target_id) ?? '',
    first(q.field_type_value) ?? '',
    first(q.title) ?? '',
  ])}`;

/** Cache key of `resources?slug=` as every reader but a content manager sees it. */
const hubResourceKey = (slug: string) => `hub:resource:${slug}`;

const isContentManager = (request: FastifyRequest) => globalRules.manageTraining(request.sessionUser);

/** Registers the public training endpoints of the original hub (relative to `/api`). */
export async function hubTrainingRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /api/competency_framework_resources?framework=&page=&title=&type=[&checkForTrainingResources=true]. */
  r.get(
    '/competency_framework_resources',
    {
      schema: {
        tags,
        summary: 'Training resources of a framework, 15 per page (or their number)',
        description:
          '`framework`: machine name or title (`bioexcel`, `BioExcel`, `Data Steward`). `page`: 1-based, 0 or ' +
          'absent for the first page. `title`: case-insensitive text in the title or a keyword. `type`: `All`, ' +
          'empty, or one of Online, Face-to-Face, Webinar, Hackathon. Rows carry a flat `competency_profile` ' +
          "and the number of matching resources in `hitcount` (the original client reads row 0's). With " +
          '`checkForTrainingResources=true` the answer is that number. Archived resources are never listed. ' +
          '400 without `framework` or for a bad page or type; 404 for an unknown framework.',
        querystring: hubFrameworkResourcesQuerySchema,
        response: { 200: hubFrameworkResourcesSchema, 400: hubErrorSchema, 404: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const label = first(q.framework)?.trim();
      if (!label) throw badRequest('bad input parameter: framework is required');
      const type = typeFrom(q.type);
      const page = pageFrom(q.page);
      const count = first(q.checkForTrainingResources) === 'true';
      // Cached until the change feed reports a change of the framework or of training (ADR 0017); the tag
      // is the label in the form the feed names frameworks (lower-case, no spaces).
      const tag = label.toLowerCase().replace(/\s+/g, '');
      const key = `hub:framework-resources:${tag}:${count ? 'count' : page}:${type ?? ''}:${first(q.title) ?? ''}`;
      const body = await cachedResponse(
        db,
        key,
        async () => {
          const fw = await findFrameworkByLabel(db, label);
          if (!fw) throw notFound(`Framework "${label}" not found`);
          const filter = { frameworkId: fw.id, search: first(q.title), type };
          if (count) return countResources(db, filter);
          const size = TRAINING_PAGE.framework.size;
          const { rows, total } = await listResources(db, filter, page, size);
          return (await summarise(db, rows, fw.id)).map((m) => presentHubFrameworkResourceRow(m, total));
        },
        { framework: tag },
      );
      return sendWithEtag(request, reply, body, NO_CACHE);
    },
  );

  /** The competency of `field_competency_target_id` (leading digits: the original sends `5659?source=…`). */
  async function competencyFilter(q: z.infer<typeof hubCompetencyResourcesQuerySchema>) {
    const match = /^\s*(\d{1,10})/.exec(first(q.field_competency_target_id) ?? '');
    if (!match) throw badRequest('bad input parameter: field_competency_target_id must be a competency id');
    const id = Number(match[1]);
    const target = isDbId(id) ? await findLiveCompetency(db, id) : undefined;
    return target ? { competency: target, search: first(q.title), type: typeFrom(q.field_type_value) } : null;
  }

  const competencyDescription =
    '`field_competency_target_id`: a competency id of any released version (its leading digits are read, ' +
    'so the original client’s `5659?source=competencyhub` works); mappings to the competency as a whole ' +
    'and to its attributes count, in every version. `field_type_value`: a type or `All`; `title`: text in ' +
    'the title or a keyword. Archived resources are never listed. An unknown id answers `[]`.';

  /** GET /api/competency-resources?field_competency_target_id=&field_type_value=&title=&page= (0-based). */
  r.get(
    '/competency-resources',
    {
      schema: {
        tags,
        summary: 'Training resources of a competency, 10 per page',
        description: `${competencyDescription} \`page\` is 0-based.`,
        querystring: hubCompetencyResourcesQuerySchema,
        response: { 200: hubCompetencyResourcesSchema, 400: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const page = Number(first(q.page) || '0') + 1;
      // Cached until training or any framework changes (ADR 0017, 0029): the competency's framework is
      // known only once it is looked up.
      const body = await cachedResponse(db, competencyKey('page', q, page), async () => {
        const filter = await competencyFilter(q);
        if (!filter) return [];
        const { rows } = await listResources(db, filter, page, COMPETENCY_PAGE_SIZE);
        return rows.map(presentHubCompetencyResource);
      });
      return sendWithEtag(request, reply, body, NO_CACHE);
    },
  );

  /** GET /api/competency-resources/count: every matching resource (the length of the answer is the total). */
  r.get(
    '/competency-resources/count',
    {
      schema: {
        tags,
        summary: 'Every training resource of a competency (its length is the total)',
        description: `${competencyDescription} Not paged.`,
        querystring: hubCompetencyResourcesQuerySchema,
        response: { 200: hubCompetencyResourcesSchema, 400: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const body = await cachedResponse(db, competencyKey('all', q, 0), async () => {
        const filter = await competencyFilter(q);
        return filter ? (await listAllResources(db, filter)).map(presentHubCompetencyResource) : [];
      });
      return sendWithEtag(request, reply, body, NO_CACHE);
    },
  );

  /** GET /api/v1/all-training-resources: rows with `view_node` (the original sitemap tool). */
  r.get(
    '/v1/all-training-resources',
    {
      schema: {
        tags,
        summary: 'Every training resource visitors may see, for the sitemap',
        description:
          '`view_node` is `/training/{slug}` as in the original; the page is `/training-resources/{slug}`.',
        querystring: z.looseObject({}),
        response: { 200: hubAllResourcesSchema },
      },
    },
    async (request, reply) => {
      const body = await cachedResponse(db, 'hub:all-training-resources', async () =>
        (await listAllResources(db, {})).map(presentHubSitemapRow),
      );
      return sendWithEtag(request, reply, body, NO_CACHE);
    },
  );
}

/** Registers `GET /api/resources`, whose answer depends on who is signed in (session scope, relative to `/api`). */
export async function hubTrainingSessionRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** GET /api/resources?slug= (or id=) → one resource; GET /api/resources?page=&title=&type= → the list. */
  r.get(
    '/resources',
    {
      config: {
        cachedRead: {
          // One resource by slug only (lists and ids take the usual path).
          key: (_params, query) =>
            query.slug && !query.id && !query.page && !query.title && !query.type
              ? hubResourceKey(query.slug)
              : undefined,
          query: [...HUB_QUERY_PARAMETERS, 'slug', 'id', 'page', 'title', 'type'],
          cacheControl: NO_CACHE,
          anonymousOnly: true,
        } satisfies CachedRead,
      },
      schema: {
        tags,
        summary: 'One training resource (slug or id), or the content managers’ list (50 per page)',
        description:
          'With `slug` (or `id`): one object with a nested `competency_profile` (one entry per framework ' +
          'version its competencies are shown in; a competency is `archived` when its mapping is deprecated). ' +
          'Without: a list, 50 per page (`page` 1-based, 0 or absent for the first), `title` and `type` as in ' +
          '`competency_framework_resources`, the total in `hitcount`. Archived resources (`archived: "archived"`) ' +
          'and authors are shown to signed-in content managers only; for others an archived resource is 404.',
        querystring: hubResourcesQuerySchema,
        response: {
          200: z.union([hubResourceSchema, hubResourceListSchema]),
          400: hubErrorSchema,
          404: hubErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const manager = isContentManager(request);
      reply
        .header('Cache-Control', request.sessionUser ? 'private, no-cache' : NO_CACHE)
        .header('Vary', 'Cookie');
      // Our slug, or the one the original client makes from the title (its competency pages' links).
      const requested = first(q.slug)?.trim();
      const slug = requested ? await resolveResourceSlug(db, requested) : requested;
      const id = first(q.id)?.trim();
      if (slug || id) {
        if (!slug && !/^\d{1,10}$/.test(id ?? '')) throw badRequest('bad input parameter: id must be digits');
        if (!slug && !isDbId(Number(id))) throw notFound(`Training resource ${id} not found`);
        const by = slug ? { slug } : { id: Number(id) };
        if (manager || !slug)
          return presentHubResource(await getResourceDetail(db, by, { includeArchived: manager }));
        // Everyone else sees the same resource: cached until training or a framework changes, or the
        // resource is viewed (its hit count).
        const body = await cachedResponse(
          db,
          hubResourceKey(slug),
          async () => presentHubResource(await getResourceDetail(db, { slug }, { includeArchived: false })),
          { views: slug },
        );
        return sendWithEtag(request, reply, body, request.sessionUser ? 'private, no-cache' : NO_CACHE);
      }
      const filter = { search: first(q.title), type: typeFrom(q.type), includeArchived: manager };
      const page = pageFrom(q.page);
      const list = async () => {
        const { rows, total } = await listResources(db, filter, page, TRAINING_PAGE.manage.size);
        return rows.map((row) => presentHubResourceListRow(row, total, manager));
      };
      if (manager) return list();
      // Everyone else sees the same list: cached until training changes (ADR 0017).
      const key = `hub:resources:${page}:${filter.type ?? ''}:${filter.search ?? ''}`;
      const body = await cachedResponse(db, key, list, { framework: 'training' });
      return sendWithEtag(request, reply, body, request.sessionUser ? 'private, no-cache' : NO_CACHE);
    },
  );
}
