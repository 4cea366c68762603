/**
 * Curation routes of framework metadata (docs/features/curation.md §5): edit a framework's title, description, category
 * and licence; create a new framework (any framework manager; it is assigned to them).
 */
import {
  createFrameworkRequestSchema,
  frameworkMetadataRequestSchema,
  frameworkParamsSchema,
  manageFrameworkMetadataSchema,
} from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { expectedOf } from '../../../lib/revision.js';
import { requireCapability } from '../../../plugins/auth.js';
import { setFramework } from '../../accounts/index.js';
import * as frameworks from '../service/frameworks.js';
import { managerAccess, tags, WRITE_ACCESS, writeErrors } from './shared.js';

const present = (f: FrameworkRow) => ({
  machineName: f.machineName,
  revision: f.revision,
  title: f.title,
  description: f.description,
  category: f.category,
  licence: f.licence,
});

/** Registers PATCH /{fw} (metadata) and POST / (new framework). */
export function frameworkRoutes(app: FastifyInstance, db: Db): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  /** PATCH /{fw} (FrameworkMetadataRequest) → the framework's metadata. */
  r.patch(
    '/:framework',
    {
      schema: {
        tags,
        summary: "Edit a framework's metadata",
        description: `Title, description, home-page category and licence (any subset), audited. ${WRITE_ACCESS}`,
        params: frameworkParamsSchema,
        body: frameworkMetadataRequestSchema,
        response: { 200: manageFrameworkMetadataSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      return present(
        await frameworks.updateFrameworkMetadata(db, fw, actor, request.body, expectedOf(request)),
      );
    },
  );

  /** POST / (CreateFrameworkRequest) → 201 the new framework's metadata. */
  r.post(
    '/',
    {
      schema: {
        tags,
        summary: 'Create a framework',
        description:
          'A new framework with an empty draft (hidden from visitors until released), assigned to the ' +
          'signed-in framework manager. 409 when the machine name is taken. Needs the framework_manager ' +
          'role and the CSRF token.',
        body: createFrameworkRequestSchema,
        response: { 201: manageFrameworkMetadataSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'createFramework');
      const created = await frameworks.createFramework(db, user, request.body);
      await setFramework(db, user, user.username, created.machineName, true);
      noStore(reply);
      return reply.code(201).send(present(created));
    },
  );
}
