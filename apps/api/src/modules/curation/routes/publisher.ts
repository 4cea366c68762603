/**
 * The framework's publisher, for framework managers (docs/features/interchange-files.md §8): `GET` and `PUT
 * /api/v1/manage/frameworks/{fw}/publisher`. Its own small route so the publisher field stays apart from
 * the framework's other metadata.
 */
import {
  frameworkParamsSchema,
  frameworkPublisherRequestSchema,
  frameworkPublisherSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import { expectedOf } from '../../../lib/revision.js';
import { publisherOf, setPublisher } from '../service/publisher.js';
import { ACCESS, managerAccess, readErrors, tags, WRITE_ACCESS, writeErrors } from './shared.js';

/** Registers the publisher read and write. */
export function publisherRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  /** GET /{fw}/publisher → FrameworkPublisher. */
  r.get(
    '/:framework/publisher',
    {
      schema: {
        tags,
        summary: "The framework's publisher (its owner, named in CTDL-ASN)",
        description: ACCESS,
        params: frameworkParamsSchema,
        response: { 200: frameworkPublisherSchema, ...readErrors },
      },
    },
    async (request, reply) => {
      const { fw } = await manage(request, request.params.framework);
      noStore(reply);
      return publisherOf(fw);
    },
  );

  /** PUT /{fw}/publisher (FrameworkPublisherRequest) → FrameworkPublisher. */
  r.put(
    '/:framework/publisher',
    {
      schema: {
        tags,
        summary: "Set the framework's publisher",
        description:
          'The owner who publishes the framework (name, and web address and Credential Registry CTID when ' +
          'known), named as publisher and ' +
          `creator in the CTDL-ASN export; a blank name clears it. Audited. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: frameworkPublisherRequestSchema,
        response: { 200: frameworkPublisherSchema, ...writeErrors },
      },
    },
    async (request) => {
      const { fw, actor } = await manage(request, request.params.framework);
      return setPublisher(db, fw, actor, request.body, expectedOf(request));
    },
  );
}
