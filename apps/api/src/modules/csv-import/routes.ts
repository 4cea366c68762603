/**
 * `POST /api/v1/manage/frameworks/{fw}/draft/import-csv` (issue #9 §2): a framework manager's 'Import
 * CSV' of an edited export into the draft, recorded as a change set that can be undone; and
 * `…/import-csv/preview`, which says what it would add, change and move without writing (issue #21 §3).
 * Body `{ csv }` (the file's text, at most 5 MB).
 */
import { errorBodySchema, frameworkParamsSchema } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { managerAccess } from '../curation/index.js';
import { importCsvIntoDraft, previewCsvImport } from './service.js';

const counts = z.object({
  domains: z.number().int(),
  competencies: z.number().int(),
  attributes: z.number().int(),
});
const MAX_CSV_BYTES = 5 * 1024 * 1024;
const summarySchema = z.object({
  added: counts,
  changed: counts,
  moved: counts,
  moves: z.array(
    z.object({
      kind: z.enum(['competency', 'attribute']),
      title: z.string(),
      from: z.string(),
      to: z.string(),
    }),
  ),
  changeSetId: z.number().int().nullable(),
});
const bodySchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(MAX_CSV_BYTES, 'The file is larger than 5 MB'),
});
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/** Registers the CSV import route (under `/api/v1/manage/frameworks`). */
export async function csvImportRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { manage, noStore } = managerAccess(db);

  r.post(
    '/:framework/draft/import-csv',
    {
      bodyLimit: MAX_CSV_BYTES + 64 * 1024,
      schema: {
        tags: ['Curation'],
        summary: 'Import an edited export CSV into the draft',
        description:
          "The Export page's CSV with its UUID columns (ID columns and profile columns are ignored; comma, " +
          'semicolon or tab separated; a byte order mark is fine). Rows are matched by uuid; a row without ' +
          'one adds an item. Refused as a whole (400, one issue per problem with its row) when a row names an ' +
          'unknown uuid, leaves an attribute without a competency, or when the file leaves out a visible draft ' +
          'item (an import never deletes). Positions are kept: existing items stay, new ones are appended, an ' +
          'item given another parent is a move (listed in `moves`). The import is one change set ' +
          '(`changeSetId`; undo it with POST …/draft/change-sets/{id}/undo). Needs a framework manager of ' +
          'the framework and the CSRF token; 409 without a draft.',
        params: frameworkParamsSchema,
        body: bodySchema,
        response: { 200: summarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      return importCsvIntoDraft(db, fw, actor, request.body.csv);
    },
  );

  r.post(
    '/:framework/draft/import-csv/preview',
    {
      bodyLimit: MAX_CSV_BYTES + 64 * 1024,
      schema: {
        tags: ['Curation'],
        summary: 'Preview an import of an edited export CSV',
        description:
          'Says what importing the file would add, change and move (`changeSetId` null), writing nothing; ' +
          'the same refusals as the import. Needs a framework manager of the framework and the CSRF token.',
        params: frameworkParamsSchema,
        body: bodySchema,
        response: { 200: summarySchema, ...errors },
      },
    },
    async (request, reply) => {
      const { fw, actor } = await manage(request, request.params.framework);
      noStore(reply);
      return previewCsvImport(db, fw, actor, request.body.csv);
    },
  );
}
