/**
 * `POST /api/v1/manage/frameworks/{fw}/draft/import-csv` (docs/features/interchange-files.md §1): a framework manager's 'Import
 * CSV' of an edited export into the draft, recorded as a change set that can be undone; and
 * `…/import-csv/preview`, which says what it would add, change and move without writing (ADR 0022).
 * Body `{ csv }` (the file's text, at most 5 MB).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import { importCountsSchema, importSummarySchema, registerDraftImportRoutes } from '../curation/index.js';
import { importCsvIntoDraft, previewCsvImport } from './service.js';

const MAX_CSV_BYTES = 5 * 1024 * 1024;
const summarySchema = importSummarySchema.extend({
  kept: importCountsSchema,
  attributeTypesAdded: z.array(z.string()),
});
const bodySchema = z.object({
  csv: z.string().min(1, 'Choose a CSV file').max(MAX_CSV_BYTES, 'The file is larger than 5 MB'),
});

/** Registers the CSV import route and its preview (under `/api/v1/manage/frameworks`). */
export async function csvImportRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  registerDraftImportRoutes(app, db, {
    path: 'import-csv',
    body: bodySchema,
    maxBytes: MAX_CSV_BYTES,
    response: summarySchema,
    docs: {
      summary: 'Import an edited export CSV into the draft',
      description:
        "The Export page's CSV with its UUID columns (ID columns and profile columns are ignored; comma, " +
        'semicolon or tab separated; a byte order mark is fine). Rows are matched by uuid; a row without ' +
        'one, or with a uuid the draft lacks, adds an item (keeping that uuid); `Domain code` and ' +
        '`Competency code` columns set codes; attribute types the framework lacks are added. Refused as a ' +
        'whole (400, one issue per problem with its row) when a row leaves an attribute without a ' +
        'competency, a title, code or type breaks the text rule (ADR 0041), or the file leaves out a ' +
        'visible draft item (an import never deletes); 409 when a uuid belongs to another framework. ' +
        'Positions are kept: existing items stay, new ones are appended, an ' +
        'item given another parent is a move (listed in `moves`). The import is one change set ' +
        '(`changeSetId`; undo it with POST …/draft/change-sets/{id}/undo). Send the preview’s `revision` as ' +
        'If-Match: 409 when the draft changed since (ADR 0065). Needs a framework manager of ' +
        'the framework and the CSRF token; 409 without a draft.',
      previewSummary: 'Preview an import of an edited export CSV',
      previewDescription:
        'Says what importing the file would add, change and move (`changeSetId` null), item by item ' +
        '(`additions`, `changes` old → new, `keptEdits`: colleagues’ changes kept, each marked `changedBy`), ' +
        'and the draft revision it read (`revision`), writing nothing; ' +
        'the same refusals as the import. Needs a framework manager of the framework and the CSRF token.',
    },
    run: (fw, actor, body, preview, expected) =>
      preview
        ? previewCsvImport(db, fw, actor, body.csv)
        : importCsvIntoDraft(db, fw, actor, body.csv, expected),
  });
}
