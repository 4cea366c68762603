/**
 * A framework manager's downloads of the draft as a working copy (ADR 0059), under
 * `/api/v1/manage/frameworks`: `GET /{fw}/draft/export.csv` (the Export page's CSV with every column, no
 * reference profile columns, and a `Working copy` column) and `GET /{fw}/draft/framework.json` (the
 * framework file with `working_copy` first and version `draft`). The CSV imports back into the draft
 * ('Import CSV'): it holds every item the draft has, added ones included. Never cached.
 */
import {
  buildExportCsv,
  errorBodySchema,
  frameworkParamsSchema,
  WORKING_COPY_COLUMN,
  WORKING_COPY_NOTE,
  workingCopyFileName,
} from '@hub/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client.js';
import { managerAccess, requireDraft } from '../curation/index.js';
import { buildExportTable, getDraftExportModel } from '../frameworks/index.js';
import { buildFrameworkFile } from './framework-json.js';

const tags = ['Interchange formats'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 409: errorBodySchema };
const ACCESS =
  'Needs a signed-in framework manager of the framework (401, 403); 409 when the framework has no draft.';

/** Marks a response as a download named `name`, never stored. */
function download(reply: FastifyReply, type: string, name: string) {
  return reply
    .header('Content-Type', type)
    .header('Content-Disposition', `attachment; filename="${name.replace(/[^\w.-]+/g, '_')}"`)
    .header('Cache-Control', 'no-store');
}

/** Registers the two working-copy downloads. */
export async function draftExportRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage } = managerAccess(db);

  const load = async (machineName: string, request: Parameters<typeof manage>[0]) => {
    const { fw } = await manage(request, machineName);
    const draft = await requireDraft(db, fw);
    return getDraftExportModel(db, fw, draft);
  };

  r.get(
    '/:framework/draft/export.csv',
    {
      schema: {
        tags,
        summary: 'The draft as a working-copy CSV',
        description: `The Export page's CSV of the draft (identifier and code columns, no reference profile columns) with a \`${WORKING_COPY_COLUMN}\` column saying '${WORKING_COPY_NOTE}'; 'Import CSV' reads it back. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { framework } = request.params;
      const table = buildExportTable(await load(framework, request), new Set());
      const csv = buildExportCsv({
        headers: [...table.headers, WORKING_COPY_COLUMN],
        data: table.data.map((row) => ({ ...row, [WORKING_COPY_COLUMN]: WORKING_COPY_NOTE })),
      });
      return download(reply, 'text/csv; charset=utf-8', workingCopyFileName(framework, 'csv')).send(csv);
    },
  );

  r.get(
    '/:framework/draft/framework.json',
    {
      schema: {
        tags,
        summary: 'The draft as a working-copy framework file',
        description: `The framework JSON of the draft (version \`draft\`), with \`working_copy: '${WORKING_COPY_NOTE}'\` first. ${ACCESS}`,
        params: frameworkParamsSchema,
        response: errors,
      },
    },
    async (request, reply) => {
      const { framework } = request.params;
      const file = { working_copy: WORKING_COPY_NOTE, ...buildFrameworkFile(await load(framework, request)) };
      return download(reply, 'application/json; charset=utf-8', workingCopyFileName(framework, 'json')).send(
        `${JSON.stringify(file, null, 2)}\n`,
      );
    },
  );
}
