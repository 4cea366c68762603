/**
 * GET /api/v1/health → `{status: 'ok', database: 'pglite'|'postgres'}` once the database answers.
 * Used by the Playwright web server and by operators.
 */

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';

export async function healthRoutes(app: FastifyInstance, opts: { database: DatabaseHandle }): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      schema: {
        tags: ['Service'],
        summary: 'Liveness and database check',
        response: { 200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }) },
      },
    },
    async (_request, reply) => {
      await opts.database.db.execute(sql`select 1`);
      reply.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, database: opts.database.driver };
    },
  );
}
