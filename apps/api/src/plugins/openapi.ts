/**
 * OpenAPI 3.1 document generated from the route schemas, served at GET /api/openapi.json
 * (rendered by the web app's /documentation page).
 */
import fastifySwagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Competency Hub API',
        version: '1.0.0',
        description:
          'Read API of Competency Hub. The public hub API (`/api/version_manager`, `/api/{framework}/{version}`, ' +
          "`/api/{framework}/{version}/profiles`, `/api/export/{framework}/{version}`) keeps the original hub's " +
          "JSON shapes; `/api/v1` is the app's own API. Released versions never change: responses carry a strong " +
          '`ETag` and answer `304 Not Modified` to a matching `If-None-Match`. Framework content is CC BY 4.0.',
        license: {
          name: 'CC BY 4.0 (framework content)',
          url: 'https://creativecommons.org/licenses/by/4.0/',
        },
      },
      servers: [],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
}

/** Registers GET /api/openapi.json; call after every route is registered (inside the /api scope). */
export function openApiRoute(app: FastifyInstance): void {
  app.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('Cache-Control', 'public, no-cache');
    return app.swagger();
  });
}
