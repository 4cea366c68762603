/**
 * Imports of interchange files into a framework's existing draft (issue #21 §3–§4, ADR 0022), each one
 * recorded change set that 'Undo this import' (POST …/draft/change-sets/{id}/undo) reverts:
 * `POST /api/v1/manage/frameworks/{fw}/draft/import-case` (body `{ package }`, a CASE CFPackage) and
 * `…/draft/import-moodle` (body `{ csv }`, a Moodle competency framework CSV), each with `…/preview`,
 * which says what it would add, change, move and keep without writing.
 */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import { ImportValidationError } from '../../db/seed/importer.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { importCountsSchema, importSummarySchema, registerDraftImportRoutes } from '../curation/index.js';
import { frameworksWithLineage } from './case-import.js';
import { type CaseNode, readCasePackage } from './case-package.js';
import {
  type DraftImportOptions,
  type ImportNode,
  type ImportTree,
  importIntoDraft,
  previewImportIntoDraft,
} from './draft-import.js';
import { readMoodleCsv } from './moodle-import.js';

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

const toNode = (n: CaseNode): ImportNode => ({
  uuid: n.lineageUuid,
  code: n.code,
  title: n.title,
  itemType: n.itemType,
  archived: n.archived,
  children: n.children.map(toNode),
});

/** Reads a CASE package for the framework's draft. @throws AppError 400 (bad package), 409 (other framework) */
async function caseTree(db: Db, fw: FrameworkRow, text: string) {
  const tree = await readCasePackage(text, 'upload');
  const uuids: string[] = [];
  const walk = (nodes: CaseNode[]) => {
    for (const n of nodes) {
      uuids.push(n.lineageUuid);
      walk(n.children);
    }
  };
  walk(tree.domains);
  const others = (await frameworksWithLineage(db, uuids)).filter((id) => id !== fw.id);
  if (others.length > 0) {
    throw conflict('The package holds items of another framework of the hub: import it there');
  }
  const importTree: ImportTree = {
    domains: tree.domains.map(toNode),
    expertiseLevels: tree.expertiseLevels,
    relations: tree.relations,
  };
  const associations: Record<string, number> = {};
  for (const a of tree.otherAssociations)
    associations[a.associationType] = (associations[a.associationType] ?? 0) + 1;
  const options: DraftImportOptions = {
    kind: 'import-case',
    matchCodes: false,
    details: { associations },
  };
  return { tree: importTree, options };
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
      read: (fw: FrameworkRow, body: { package?: string; csv?: string }) =>
        caseTree(db, fw, body.package as string),
      detail:
        'A CASE 1.0/1.1 CFPackage (from this hub, OpenSALT, CaSS…); associations outside the tree between ' +
        'competencies are kept as relations.',
    },
    {
      path: 'import-moodle',
      name: 'a Moodle competency framework CSV',
      body: csvBody,
      read: async (_fw: FrameworkRow, body: { package?: string; csv?: string }) => ({
        tree: readMoodleCsv(body.csv as string),
        options: { kind: 'import-moodle', matchCodes: true } as DraftImportOptions,
      }),
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
        description: `${format.detail} ${MERGE} The import is one change set (\`changeSetId\`). ${ACCESS}`,
        previewSummary: `Preview an import of ${format.name} into the draft`,
        previewDescription:
          'Says what the import would add, change, move and keep (`changeSetId` null), writing nothing; ' +
          `the same refusals as the import. ${ACCESS}`,
      },
      run: async (fw, actor, body, preview) => {
        const { tree, options } = await format.read(fw, body).catch(refused);
        return (preview ? previewImportIntoDraft : importIntoDraft)(db, fw, actor, tree, options);
      },
    });
  }
}
