/**
 * `POST /api/v1/manage/frameworks/import-case` (docs/features/interchange-files.md §1): a framework manager uploads a CASE CFPackage
 * (body `{ package }`, the file's text, at most 10 MB). It becomes a new draft of the framework sharing its
 * lineage (which the manager must manage) or a new framework with a draft, assigned to the manager.
 */
import { errorBodySchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { ImportConflictError, ImportValidationError, probeContent } from '../../db/import-contract.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { requireCapability, requireFrameworkManager } from '../../plugins/auth.js';
import { setFramework } from '../accounts/index.js';
import { describeCaseImport } from './case-import.js';
import { casePackageImporter, databaseImports } from './importers.js';

const MAX_PACKAGE_BYTES = 10 * 1024 * 1024;

/** Registers the upload route (under `/api/v1/manage/frameworks`). */
export async function caseUploadRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/import-case',
    {
      bodyLimit: MAX_PACKAGE_BYTES + 64 * 1024,
      schema: {
        tags: ['Curation'],
        summary: 'Import a CASE 1.0/1.1 CFPackage as a draft',
        description:
          'The package becomes a new draft of the framework that shares its lineage (403 unless you manage it; ' +
          '409 when it already has a draft), or a new framework with a draft, assigned to you. Refused as a ' +
          'whole (400, one issue per problem with its JSON path) for cycles, dangling or duplicate ' +
          'identifiers, more than three levels or 20,000 items. Associations outside the tree are kept in ' +
          'the audit trail and reported. Needs the framework_manager role and the CSRF token.',
        body: z.object({
          package: z
            .string()
            .min(1, 'Choose a CASE file')
            .max(MAX_PACKAGE_BYTES, 'The file is larger than 10 MB'),
        }),
        response: {
          200: z.object({
            machineName: z.string(),
            status: z.enum(['created-framework', 'created-draft']),
            summary: z.string(),
          }),
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireCapability(request, 'createFramework');
      reply.header('Cache-Control', 'no-store');
      try {
        // Chosen by content (ADR 0036): another kind of file is refused, saying what it is.
        const probe = probeContent(request.body.package, 'upload');
        const importer = databaseImports.detect(probe);
        if (importer !== casePackageImporter) {
          throw new ImportValidationError(
            [{ path: '$', message: `this is ${importer.title}, not ${casePackageImporter.title}` }],
            'upload',
          );
        }
        const tree = await casePackageImporter.parse(probe);
        const outcome = await casePackageImporter.write(db, tree, {
          actor: user,
          fileName: 'upload',
          authorise: (fw) => requireFrameworkManager(request, fw.id),
        });
        if (outcome.status === 'created-framework') {
          await setFramework(db, user, user.username, outcome.machineName, true);
        }
        return {
          machineName: outcome.machineName,
          status: outcome.status,
          summary: describeCaseImport(outcome),
        };
      } catch (error) {
        if (error instanceof AppError) throw error;
        if (error instanceof ImportValidationError) {
          throw badRequest(
            `The package was not imported: ${error.problems.length} problem(s); nothing changed`,
            error.problems,
          );
        }
        if (error instanceof ImportConflictError) throw conflict(error.message);
        throw error;
      }
    },
  );
}
