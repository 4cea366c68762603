/**
 * Learning pathway routes (docs/features/training.md §6), in the session scope: under `/api/v1` the reads (published ones;
 * every one for content managers) and the content managers' writes (role content_manager, CSRF token,
 * audit); and the original hub's `GET /api/{framework}/pathways` (docs/features/public-api.md §8:
 * `[{title, url_alias, image: [{url}], publishing_status: boolean}]`, published only).
 */
import {
  errorBodySchema,
  frameworkParamsSchema,
  type LearningPathway,
  type LearningPathwayList,
  learningPathwayListSchema,
  learningPathwayRequestSchema,
  learningPathwaySchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { globalRules } from '../../lib/access.js';
import { expectedOf, IF_MATCH_TEXT, rowEtag } from '../../lib/revision.js';
import type { SessionUser } from '../../lib/session-user.js';
import { requireCapability } from '../../plugins/auth.js';
import { type PageRead, readInput } from '../../plugins/page-reads.js';
import { hubQuerySchema } from '../hub-api/index.js';
import * as pathways from './service.js';

const tags = ['Learning pathways'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const idParam = z.object({ id: z.coerce.number().int().positive().max(2147483647) });
const WRITE = 'Needs a signed-in content manager (401 anonymous, 403 otherwise) and the CSRF token.';
/** Content managers see unpublished pathways too. */
const drafts = (user: SessionUser | null) => globalRules.manageTraining(user);

/** Registers the `/api/v1` reads and writes (relative to `/api/v1`). */
export async function learningPathwayRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** A framework's pathways the reader may see, by title (not cached); NOT_FOUND for an unknown framework. */
  const pathwayList: PageRead<{ framework: string }, unknown, LearningPathwayList> = async ({
    params,
    user,
  }) => pathways.listPathways(db, await pathways.getFramework(db, params.framework), drafts(user));
  /** One pathway the reader may see with its steps; NOT_FOUND otherwise. */
  const pathway: PageRead<{ id: number }, unknown, LearningPathway> = ({ params, user }) =>
    pathways.getPathway(db, params.id, drafts(user));

  r.get(
    '/frameworks/:framework/learning-pathways',
    {
      schema: {
        tags,
        summary: "A framework's learning pathways, by title",
        description:
          'Published ones; content managers also see unpublished ones. 404 for an unknown framework.',
        params: frameworkParamsSchema,
        response: { 200: learningPathwayListSchema, ...errors },
      },
      config: { pageRead: pathwayList },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return pathwayList(readInput(request));
    },
  );

  r.get(
    '/learning-pathways/:id',
    {
      schema: {
        tags,
        summary: 'One learning pathway with its steps in order',
        description:
          'An unpublished pathway is 404 except for content managers; archived resources are left out for visitors.',
        params: idParam,
        response: { 200: learningPathwaySchema, ...errors },
      },
      config: { pageRead: pathway },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-cache');
      return pathway(readInput(request));
    },
  );

  r.post(
    '/manage/frameworks/:framework/learning-pathways',
    {
      schema: {
        tags,
        summary: 'Create a learning pathway',
        description: `Steps in order, each training resource once (unknown ids: 400 naming them). ${WRITE}`,
        params: frameworkParamsSchema,
        body: learningPathwayRequestSchema,
        response: { 201: learningPathwaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      const fw = await pathways.getFramework(db, request.params.framework);
      return reply.code(201).send(await pathways.createPathway(db, user, fw, request.body));
    },
  );

  r.put(
    '/manage/learning-pathways/:id',
    {
      schema: {
        tags,
        summary: 'Edit a learning pathway (fields, steps and their order, published)',
        description: `${IF_MATCH_TEXT} ${WRITE}`,
        params: idParam,
        body: learningPathwayRequestSchema,
        response: { 200: learningPathwaySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      const expected = expectedOf(request);
      const saved = await pathways.updatePathway(db, user, request.params.id, request.body, expected);
      return reply.header('ETag', rowEtag(saved.revision)).send(saved);
    },
  );

  r.delete(
    '/manage/learning-pathways/:id',
    {
      schema: {
        tags,
        summary: 'Delete a learning pathway',
        description: `${IF_MATCH_TEXT} ${WRITE}`,
        params: idParam,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'manageTraining');
      await pathways.deletePathway(db, user, request.params.id, expectedOf(request));
      return reply.code(204).send(null);
    },
  );
}

/** `GET /api/{framework}/pathways`: the original hub's list of published learning pathways. */
export async function hubLearningPathwayRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/:framework/pathways',
    {
      schema: {
        tags: ['Public hub API (compatible with the original hub)'],
        summary: "A framework's published learning pathways, in the original hub's shape",
        description:
          '`publishing_status` is a boolean (profiles use "Live"/"Draft"); `url_alias` is the link. `_format`, `source` and `timestamp` are ignored.',
        params: z.object({ framework: z.string().min(1).max(64) }),
        querystring: hubQuerySchema,
        response: {
          200: z.array(
            z.object({
              title: z.string(),
              url_alias: z.string(),
              image: z.array(z.object({ url: z.string() })),
              publishing_status: z.boolean(),
            }),
          ),
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const fw = await pathways.getFramework(db, request.params.framework);
      const list = await pathways.listPathways(db, fw, false);
      reply.header('Cache-Control', 'public, no-cache');
      return list.pathways.map((p) => ({
        title: p.title,
        url_alias: p.urlAlias,
        image: p.image ? [{ url: p.image }] : [],
        publishing_status: p.published,
      }));
    },
  );
}
