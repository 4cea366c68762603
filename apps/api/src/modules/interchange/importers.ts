/**
 * The interchange importers under the import contract (ADR 0036) and the two registries built from all
 * importers: `databaseImports` (what `npm run import` and first-start seeding write into the database:
 * framework, profile and training files, CASE packages as a new draft) and `draftImports` (what the
 * upload into a framework's draft reads: CASE packages, Moodle CSVs, the Export page's CSV). Both choose
 * by content; a file of the other registry's kinds is refused with where it goes instead.
 */
import {
  type DatabaseImportContext,
  type DraftImportContext,
  type ElsewhereKind,
  hasColumns,
  type Importer,
  ImportRegistry,
  isObjectWith,
} from '../../db/import-contract.js';
import { holdsOtherLineage, OTHER_FRAMEWORK_LINEAGE } from '../../db/lineage.js';
import { seedImporters } from '../../db/seed/importers.js';
import { conflict } from '../../lib/errors.js';
import { exportCsvImporter } from '../csv-import/index.js';
import {
  type DraftImportOptions,
  type DraftImportSummary,
  type ImportNode,
  type ImportTree,
  importIntoDraft,
  previewImportIntoDraft,
} from '../curation/index.js';
import { type CaseImportOutcome, describeCaseImport, writeCaseTree } from './case-import.js';
import { type CaseNode, type CaseTree, readCaseJson } from './case-package.js';
import { readMoodleCsv } from './moodle-import.js';

const isCase = (json: unknown) => isObjectWith(json, 'CFDocument') && typeof json.CFDocument === 'object';
const CASE_TITLE = 'a CASE 1.0/1.1 package (JSON with CFDocument)';

/** A CASE package as a new draft of the framework sharing its lineage, or a new framework. */
export const casePackageImporter: Importer<CaseTree, CaseImportOutcome, DatabaseImportContext> = {
  kind: 'case-package',
  title: CASE_TITLE,
  detect: (probe) => isCase(probe.json),
  parse: (probe) => readCaseJson(probe.json, probe.fileName),
  write: (db, tree, { actor, fileName, authorise }) => writeCaseTree(db, tree, actor, fileName, authorise),
  describe: describeCaseImport,
};

const toNode = (n: CaseNode): ImportNode => ({
  uuid: n.lineageUuid,
  code: n.code,
  title: n.title,
  itemType: n.itemType,
  archived: n.archived,
  children: n.children.map(toNode),
});

/** A tree and its options, ready to merge into a draft. */
interface DraftPackage {
  tree: ImportTree;
  options: DraftImportOptions;
  /** The file's lineage uuids, to refuse a file of another framework (409, ADR 0041). */
  lineage: string[];
}

/** Every lineage uuid of a tree. */
function lineageOf(nodes: readonly ImportNode[], into: string[] = []): string[] {
  for (const n of nodes) {
    if (n.uuid) into.push(n.uuid);
    lineageOf(n.children, into);
  }
  return into;
}

/** Merges a prepared tree into the draft, or previews it. */
async function mergeIntoDraft(
  db: Parameters<typeof importIntoDraft>[0],
  pkg: DraftPackage,
  { fw, actor, preview, expected }: DraftImportContext,
): Promise<DraftImportSummary> {
  if (await holdsOtherLineage(db, fw.id, pkg.lineage)) throw conflict(OTHER_FRAMEWORK_LINEAGE);
  return (preview ? previewImportIntoDraft : importIntoDraft)(db, fw, actor, pkg.tree, {
    ...pkg.options,
    expected,
  });
}

const describeMerge = (s: DraftImportSummary) =>
  `added ${s.added.domains} domains, ${s.added.competencies} competencies, ${s.added.attributes} attributes; changed ${s.changed.domains + s.changed.competencies + s.changed.attributes}; moved ${s.moved.competencies + s.moved.attributes}; kept ${s.kept.domains + s.kept.competencies + s.kept.attributes}`;

/** A CASE package merged into the framework's draft (ADR 0028). */
export const caseDraftImporter: Importer<DraftPackage, DraftImportSummary, DraftImportContext> = {
  kind: 'case-package',
  title: CASE_TITLE,
  detect: (probe) => isCase(probe.json),
  parse: async (probe) => {
    const tree = await readCaseJson(probe.json, probe.fileName ?? 'upload');
    const domains = tree.domains.map(toNode);
    const associations: Record<string, number> = {};
    for (const a of tree.otherAssociations)
      associations[a.associationType] = (associations[a.associationType] ?? 0) + 1;
    return {
      tree: { domains, expertiseLevels: tree.expertiseLevels, relations: tree.relations },
      options: { kind: 'import-case', matchCodes: false, details: { associations } },
      lineage: lineageOf(domains),
    };
  },
  write: mergeIntoDraft,
  describe: describeMerge,
};

/** A Moodle competency framework CSV merged into the framework's draft (items matched by uuid or code). */
export const moodleCsvImporter: Importer<DraftPackage, DraftImportSummary, DraftImportContext> = {
  kind: 'moodle-csv',
  title: 'a Moodle competency framework CSV (columns ID number, Parent ID number…)',
  detect: (probe) => hasColumns(probe, 'ID number', 'Parent ID number'),
  parse: async (probe) => {
    const tree = await readMoodleCsv(probe.text);
    return { tree, options: { kind: 'import-moodle', matchCodes: true }, lineage: lineageOf(tree.domains) };
  },
  write: mergeIntoDraft,
  describe: describeMerge,
};

const DRAFT_PLACE = "into a framework's draft ('Import into the draft' on the framework's page)";
const CLI_PLACE = 'with `npm run import` on the server';

/** The command line's and seeding's registry: files written into the database. */
export const databaseImports = new ImportRegistry<DatabaseImportContext>(
  [...seedImporters, casePackageImporter],
  [moodleCsvImporter, exportCsvImporter].map((i): ElsewhereKind => ({ ...i, where: DRAFT_PLACE })),
);

/** The upload into a framework's draft: CASE packages, Moodle CSVs and the Export page's CSV. */
export const draftImports = new ImportRegistry<DraftImportContext>(
  [caseDraftImporter, moodleCsvImporter, exportCsvImporter],
  seedImporters.map((i): ElsewhereKind => ({ title: i.title, detect: i.detect, where: CLI_PLACE })),
);
