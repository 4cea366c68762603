/**
 * Imports of interchange files into a framework's existing draft (ADR 0022; docs/features/curation.md §5, ADR 0022), each one
 * recorded change set that 'Undo this import' (POST …/draft/change-sets/{id}/undo) reverts:
 * `POST /api/v1/manage/frameworks/{fw}/draft/import-case` (body `{ package }`, a CASE CFPackage) and
 * `…/draft/import-moodle` (body `{ csv }`, a Moodle competency framework CSV), each with `…/preview`,
 * which says what it would add, change, move and keep without writing; and `…/draft/import` (body
 * `{ file }`), which takes any of these or the Export page's CSV, chooses the importer by the file's
 * content (draftImports, ADR 0036) and says which it read (`kind`, and `title` in words).
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  type AnyImporter,
  type DraftImportContext,
  ImportValidationError,
  probeContent,
} from '../../db/import-contract.js';
import { badRequest } from '../../lib/errors.js';
import { importCountsSchema, importSummarySchema, registerDraftImportRoutes } from '../curation/index.js';
import { caseDraftImporter, draftImports, moodleCsvImporter } from './importers.js';

const MAX_PACKAGE_BYTES = 10 * 1024 * 1024;
const summarySchema = importSummarySchema.extend({
  kept: importCountsSchema,
  attributeTypesAdded: z.array(z.string()),
  expertiseLevelsAdded: z.number().int(),
  relationsAdded: z.number().int(),
});
const MERGE =
  'Items are matched by lineage uuid; a matched item takes the file’s title, code, archived flag and ' +
  'attribute type; existing items keep their positions, new items are appended after their siblings, an ' +
  'item under another parent is a move (placed last there, listed in `moves`), and items the file leaves ' +
  'out are kept (`kept`). Attribute types and expertise levels the framework lacks are added. 400 when a ' +
  'file item names a draft item of another level; 409 without a draft.';
const ACCESS = 'Needs a framework manager of the framework and the CSRF token.';

/**
 * Reads an uploaded file for the framework's draft, outside any transaction: its importer chosen by its
 * content (draftImports, ADR 0036), refused when it is not of the kind the route names.
 * @throws ImportValidationError for a bad or unrecognised file, or one of another kind than `expected`
 */
async function readUpload(text: string, expected?: AnyImporter<DraftImportContext>) {
  const probe = probeContent(text, 'upload');
  const importer = draftImports.detect(probe);
  if (expected && importer !== expected) {
    throw new ImportValidationError(
      [{ path: '$', message: `this is ${importer.title}, not ${expected.title}` }],
      'upload',
    );
  }
  return { importer, pkg: await importer.parse(probe) };
}

/** The file's problems as a 400 answer. */
function refused(error: unknown): never {
  if (error instanceof ImportValidationError) {
    throw badRequest(
      `The file was not imported: ${error.problems.length} problem(s); nothing changed`,
      error.problems,
    );
  }
  throw error;
}

/** Registers the draft import routes (under `/api/v1/manage/frameworks`). */
export async function draftImportRoutes(app: FastifyInstance, opts: { db: Db }): Promise<void> {
  const { db } = opts;
  const packageBody = z.object({
    package: z.string().min(1, 'Choose a CASE file').max(MAX_PACKAGE_BYTES, 'The file is larger than 10 MB'),
  });
  const csvBody = z.object({
    csv: z.string().min(1, 'Choose a CSV file').max(MAX_PACKAGE_BYTES, 'The file is larger than 10 MB'),
  });
  const formats = [
    {
      path: 'import-case',
      name: 'a CASE package',
      body: packageBody,
      text: (body: { package?: string; csv?: string }) => body.package as string,
      importer: caseDraftImporter,
      detail:
        'A CASE 1.0/1.1 CFPackage (from this hub, OpenSALT, CaSS…); associations outside the tree between ' +
        'competencies are kept as relations.',
    },
    {
      path: 'import-moodle',
      name: 'a Moodle competency framework CSV',
      body: csvBody,
      text: (body: { package?: string; csv?: string }) => body.csv as string,
      importer: moodleCsvImporter,
      detail:
        'The CSV of Moodle’s competency framework export or import (tool_lpimportcsv); an item whose ID ' +
        'number is not a known uuid is matched by its domain or competency code.',
    },
  ] as const;

  for (const format of formats) {
    registerDraftImportRoutes(app, db, {
      path: format.path,
      body: format.body,
      maxBytes: MAX_PACKAGE_BYTES,
      response: summarySchema,
      docs: {
        summary: `Import ${format.name} into the draft`,
        description: `${format.detail} ${MERGE} The import is one change set (\`changeSetId\`); with the preview's \`revision\` as If-Match it is 409 when the draft changed since (ADR 0065). ${ACCESS}`,
        previewSummary: `Preview an import of ${format.name} into the draft`,
        previewDescription:
          'Says what the import would add, change, move and keep (`changeSetId` null), item by item ' +
          '(`additions`, `changes` old → new, `keptEdits`, each marked `changedBy`), and the draft revision ' +
          'it read (`revision`), writing nothing; ' +
          `the same refusals as the import. ${ACCESS}`,
      },
      run: async (fw, actor, body, preview, expected) => {
        const { importer, pkg } = await readUpload(format.text(body), format.importer).catch(refused);
        return importer.write(db, pkg, { fw, actor, preview, expected });
      },
    });
  }

  // One upload for every kind a draft reads, chosen by the file's content (ADR 0036).
  const fileBody = z.object({
    file: z.string().min(1, 'Choose a file').max(MAX_PACKAGE_BYTES, 'The file is larger than 10 MB'),
  });
  const anySummarySchema = summarySchema
    .partial({ kept: true, attributeTypesAdded: true, expertiseLevelsAdded: true, relationsAdded: true })
    .extend({ kind: z.string(), title: z.string(), description: z.string() });
  const anyDescription = (preview: boolean) =>
    'A CASE package, a Moodle competency framework CSV or the Export page’s CSV (body `{ file }`), ' +
    'told apart by its content (`kind` says which: case-package, moodle-csv, export-csv; `title` names ' +
    'it in words for people; `description` says what was done in one line). Each is imported as by its own route ' +
    `(…/draft/import-case, …/import-moodle, …/import-csv)${preview ? ', writing nothing' : ''}; 400 ` +
    `for a file of no kind a draft reads (or of one imported elsewhere, saying where). ${ACCESS}`;
  registerDraftImportRoutes(app, db, {
    path: 'import',
    body: fileBody,
    maxBytes: MAX_PACKAGE_BYTES,
    response: anySummarySchema,
    docs: {
      summary: 'Import any file into the draft',
      description: anyDescription(false),
      previewSummary: 'Preview an import of any file into the draft',
      previewDescription: anyDescription(true),
    },
    run: async (fw, actor, body, preview, expected) => {
      const { importer, pkg } = await readUpload(body.file).catch(refused);
      const outcome = await importer.write(db, pkg, { fw, actor, preview, expected });
      return {
        ...outcome,
        kind: importer.kind,
        title: importer.title,
        description: importer.describe(outcome),
      };
    },
  });
}
