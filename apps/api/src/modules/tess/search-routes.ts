/**
 * `POST /api/v1/training-resources/tess-search` (public scope; docs/features/profiles.md §6): training found by searching
 * TeSS for the competencies that need improvement (search-service.ts). TeSS failures never fail the
 * request: the competency says `unavailable`.
 */
import { errorBodySchema, tessSearchRequestSchema, tessSearchSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import type { TessOptions } from './client.js';
import { searchTessForGaps } from './search-service.js';

/** Registers the route (relative to `/api/v1`). */
export async function tessSearchRoutes(
  app: FastifyInstance,
  opts: { db: Db; tess: TessOptions },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/training-resources/tess-search',
    {
      schema: {
        tags: ['Training resources (app API v1)'],
        summary: 'Training found by searching TeSS for competencies that need improvement',
        description:
          'A read with a body. For each competency of the version (once, in request order; unknown uuids left ' +
          'out) with fewer than 3 current mapped resources: TeSS materials and upcoming events found with the ' +
          "competency's title and its attributes' key terms, ordered by fit of TeSS's difficulty level to the " +
          'expected rating (the scale cut in thirds), at most 5; `unavailable` when TeSS is slow, failing or ' +
          'unreachable. Results are kept for a day per competency. 404 for an unknown framework or version.',
        body: tessSearchRequestSchema,
        response: { 200: tessSearchSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const found = await searchTessForGaps(opts.db, opts.tess, request.body);
      reply.header('Cache-Control', 'no-store');
      return found;
    },
  );
}
