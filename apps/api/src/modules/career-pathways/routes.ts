/**
 * Career pathway routes (docs/features/profiles.md §7; docs/features/public-api.md §1; docs/features/profiles.md §1, §4). Contract: the header of
 * packages/domain/src/schemas/career-pathways.ts.
 * - `careerPathwayRoutes` (registered under `/api/v1`, in the session scope): reads
 *   `/frameworks/{fw}/versions/{v}/career-pathways[/{id}]` (anonymous: live versions and Live steps only)
 *   and the manager writes under `/manage/frameworks/{fw}/versions/{v}/career-pathways`. CSRF tokens are
 *   checked before these handlers run (plugins/auth.ts).
 * - `hubCareerPathwayRoutes` (registered under `/api`, public): the original hub's
 *   `GET /api/{fw}/{v}/career-pathways[?id=|nid=]`.
 */
import {
  type CareerPathway,
  careerPathwayListSchema,
  careerPathwayParamsSchema,
  careerPathwayRequestSchema,
  careerPathwaySchema,
  errorBodySchema,
  versionParamsSchema,
} from '@hub/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../../lib/http-cache.js';
import { cachedResponse } from '../../lib/response-cache.js';
import { expectedOf, IF_MATCH_TEXT, rowEtag } from '../../lib/revision.js';
import type { SessionUser } from '../../lib/session-user.js';
import { requireFrameworkManager } from '../../plugins/auth.js';
import { type PageRead, readInput } from '../../plugins/page-reads.js';
import { hubErrorSchema, hubQuerySchema } from '../hub-api/index.js';
import { readScope } from '../profiles/index.js';
import { hubCareerPathwaySchema, presentCareerPathway, presentHubCareerPathway } from './presenter.js';
import * as service from './service.js';

const tags = ['Career pathways'];
const readErrors = { 404: errorBodySchema };
const writeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const READ_ACCESS =
  'Public. Anonymous visitors see only the Live profiles of each pathway, signed-in users every step ' +
  "(as for profiles); a draft version's pathways are readable by the framework's managers only.";
const WRITE_ACCESS =
  'Needs a signed-in framework manager to whom the framework is assigned (401 anonymous, 403 otherwise) ' +
  'and the CSRF token in `X-CSRF-Token` (403 without it).';
const RULES =
  'Title and description are plain text (markup is stripped; blank is refused); `profileIds` in pathway ' +
  'order, at least one, each once, each a Live reference profile of this framework version (400 naming ' +
  'the step otherwise).';

/**
 * Registers the `/api/v1` career pathway reads and writes (relative to the prefix `/api/v1`).
 * @param opts.db the database
 */
export const careerPathwayRoutes: FastifyPluginAsync<{ db: Db }> = async (app, opts) => {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** Resolves the framework (404), checks the caller manages it (401/403), then the version (404). */
  const manage = async (request: FastifyRequest, machineName: string, number: string) => {
    const framework = await service.getFramework(db, machineName);
    const actor = requireFrameworkManager(request, framework.id);
    return { scope: await service.getVersionScope(db, framework, number, false), actor };
  };

  /**
   * Resolves the framework version for a read with the profile read rules (profiles/policy.ts): Draft
   * steps for signed-in users only, a draft version for the framework's managers only (404 otherwise).
   */
  const readable = async (user: SessionUser | null, machineName: string, number: string) => {
    const framework = await service.getFramework(db, machineName);
    const rules = readScope(user, framework);
    const scope = await service.getVersionScope(db, framework, number, !rules.draftVersion);
    return { scope, liveOnly: !rules.drafts };
  };

  /** The version's career pathways with the steps the reader may see (not cached: read per request). */
  const pathwayList: PageRead<
    { framework: string; version: string },
    unknown,
    { pathways: CareerPathway[] }
  > = async ({ params, user }) => {
    const { scope, liveOnly } = await readable(user, params.framework, params.version);
    return { pathways: (await service.listPathways(db, scope, liveOnly)).map(presentCareerPathway) };
  };
  /** One career pathway of the version with the steps the reader may see; NOT_FOUND otherwise. */
  const pathway: PageRead<
    { framework: string; version: string; id: number },
    unknown,
    CareerPathway
  > = async ({ params, user }) => {
    const { scope, liveOnly } = await readable(user, params.framework, params.version);
    return presentCareerPathway(await service.getPathway(db, scope, params.id, liveOnly));
  };

  /** GET /frameworks/{fw}/versions/{v}/career-pathways → CareerPathwayList. */
  r.get(
    '/frameworks/:framework/versions/:version/career-pathways',
    {
      schema: {
        tags,
        summary: "A framework version's career pathways",
        description: `Every career pathway of the version with its steps in order, by title. ${READ_ACCESS}`,
        params: versionParamsSchema,
        response: { 200: careerPathwayListSchema, ...readErrors },
      },
      config: { pageRead: pathwayList },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return pathwayList(readInput(request));
    },
  );

  /** GET /frameworks/{fw}/versions/{v}/career-pathways/{id} → CareerPathway. */
  r.get(
    '/frameworks/:framework/versions/:version/career-pathways/:id',
    {
      schema: {
        tags,
        summary: 'One career pathway',
        description: `The pathway with its steps in order (404 for a pathway of another version). ${READ_ACCESS}`,
        params: careerPathwayParamsSchema,
        response: { 200: careerPathwaySchema, ...readErrors },
      },
      config: { pageRead: pathway },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return pathway(readInput(request));
    },
  );

  /** POST /manage/frameworks/{fw}/versions/{v}/career-pathways (CareerPathwayRequest) → 201 CareerPathway. */
  r.post(
    '/manage/frameworks/:framework/versions/:version/career-pathways',
    {
      schema: {
        tags,
        summary: 'Create a career pathway',
        description: `${RULES} Recorded in the audit trail. ${WRITE_ACCESS}`,
        params: versionParamsSchema,
        body: careerPathwayRequestSchema,
        response: { 201: careerPathwaySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const { scope, actor } = await manage(request, framework, version);
      const model = await service.createPathway(db, scope, actor, request.body);
      return reply.code(201).header('Cache-Control', 'no-store').send(presentCareerPathway(model));
    },
  );

  /** PUT /manage/frameworks/{fw}/versions/{v}/career-pathways/{id} (CareerPathwayRequest) → CareerPathway. */
  r.put(
    '/manage/frameworks/:framework/versions/:version/career-pathways/:id',
    {
      schema: {
        tags,
        summary: 'Edit a career pathway',
        description: `Replaces the title, description and steps. ${RULES} 404 for a pathway of another version. ${IF_MATCH_TEXT} ${WRITE_ACCESS}`,
        params: careerPathwayParamsSchema,
        body: careerPathwayRequestSchema,
        response: { 200: careerPathwaySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version, id } = request.params;
      const { scope, actor } = await manage(request, framework, version);
      const model = await service.updatePathway(db, scope, actor, id, request.body, expectedOf(request));
      reply.header('Cache-Control', 'no-store').header('ETag', rowEtag(model.pathway.revision));
      return presentCareerPathway(model);
    },
  );

  /** DELETE /manage/frameworks/{fw}/versions/{v}/career-pathways/{id} → 204. */
  r.delete(
    '/manage/frameworks/:framework/versions/:version/career-pathways/:id',
    {
      schema: {
        tags,
        summary: 'Delete a career pathway',
        description: `Deletes the pathway; its profiles are untouched. ${IF_MATCH_TEXT} ${WRITE_ACCESS}`,
        params: careerPathwayParamsSchema,
        response: { 204: z.null().describe('No content'), ...writeErrors },
      },
    },
    async (request, reply) => {
      const { framework, version, id } = request.params;
      const { scope, actor } = await manage(request, framework, version);
      await service.deletePathway(db, scope, actor, id, expectedOf(request));
      return reply.code(204).send(null);
    },
  );
};

/**
 * Registers the original hub's read `GET /api/{fw}/{v}/career-pathways` (relative to `/api`): an array
 * of every pathway of a live version, or with `id` (or `nid`) a one-item array; Live steps only.
 * @param opts.db the database
 */
export async function hubCareerPathwayRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const pathwayId = z
    .string()
    .regex(/^\d{1,10}$/, 'must be a career pathway id (digits)')
    .optional();

  r.get(
    '/:framework/:version/career-pathways',
    {
      schema: {
        tags: ['Public hub API (compatible with the original hub)'],
        summary: 'Career pathways of a released version (all, or one with ?id= or ?nid=)',
        description:
          'An array of `{id, nid, title, description, profiles: [{id, job_title, image, url_alias, ' +
          'seniroty_level}], frameworkName, frameworkVersion}`; only Live profiles are listed. With `id` ' +
          '(or `nid`) the array holds that pathway only (404 when it is not one of this version).',
        params: versionParamsSchema,
        querystring: hubQuerySchema.extend({ id: pathwayId, nid: pathwayId }),
        response: { 200: z.array(hubCareerPathwaySchema), 400: hubErrorSchema, 404: hubErrorSchema },
      },
    },
    async (request, reply) => {
      const { framework, version } = request.params;
      const wanted = request.query.id ?? request.query.nid;
      const id = wanted === undefined ? undefined : Number(wanted);
      const key = `hub:career-pathways:${framework}:${version}:${id ?? ''}`;
      const body = await cachedResponse(
        db,
        key,
        async () => {
          const scope = await service.getScope(db, framework, version, true);
          if (id === undefined) {
            return (await service.listPathways(db, scope, true)).map(presentHubCareerPathway);
          }
          if (id < 1 || id > 2_147_483_647) throw notFound(`Career pathway ${wanted} not found`);
          return [presentHubCareerPathway(await service.getPathway(db, scope, id, true))];
        },
        { framework },
      );
      return sendWithEtag(request, reply, body, CACHE_REVALIDATE);
    },
  );
}
