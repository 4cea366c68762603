/**
 * 'Import CSV' into a framework's draft (docs/features/interchange-files.md §1; ADR 0022; docs/features/curation.md §5, ADR 0022): parses the export CSV,
 * plans the draft's visible tree with `planCsvImport` of @hub/domain (matched by uuid; never deletes)
 * inside the framework-locked transaction, and merges the plan with curation's one tree merge (the CASE
 * and Moodle imports' too): positions kept, new items appended, an item given another parent is a move,
 * attribute types and expertise levels (the level columns, ADR 0067) the framework lacks added, the event
 * loop given a turn between statements (ADR 0039). A uuid the draft lacks adds the item with that uuid, so an export imported into an empty draft
 * keeps its identities (ADR 0042); a uuid of another framework refuses the file (409, ADR 0041). The
 * import is one recorded change set, undone from its snapshot; a preview runs the same import and rolls
 * it back. Any problem refuses the whole file with row numbers; nothing changes.
 */
import { randomUUID } from 'node:crypto';
import {
  type CsvImportIssue,
  indexContentByUuid,
  type ParsedCsv,
  type PlannedDomain,
  parseExportCsv,
  planCsvImportPaced,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import { yieldToEventLoop } from '../../db/content-writer.js';
import { holdsOtherLineage, OTHER_FRAMEWORK_LINEAGE } from '../../db/lineage.js';
import { readAll } from '../../db/reads.js';
import type { FrameworkRow, VersionRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { stripTags } from '../../lib/sanitize.js';
import { findAttributeTypes, findDomains, findVersion, loadContentTree } from '../content/index.js';
import {
  type DraftImportSummary,
  type ImportNode,
  type ImportTree,
  importIntoDraft,
  previewImportIntoDraft,
} from '../curation/index.js';

/** What an import added, changed, moved and kept, the attribute types it added, and its change set. */
export type CsvImportSummary = DraftImportSummary;

const issuePath = (issue: CsvImportIssue) => (issue.row === null ? 'file' : `row ${issue.row}`);

/**
 * For an extension, the (lower-case) uuids of its core version's domains: its export holds their rows,
 * which an import skips (ADR 0045). Empty for a framework that extends nothing.
 */
async function coreDomainUuids(tx: Db, fw: FrameworkRow): Promise<Set<string>> {
  if (fw.coreFrameworkId === null || !fw.coreVersionNumber) return new Set();
  const core = await findVersion(tx, fw.coreFrameworkId, fw.coreVersionNumber);
  if (!core) return new Set();
  return new Set((await findDomains(tx, core.id)).map((d) => d.uuid.toLowerCase()));
}

/**
 * Plans the file against the draft's tree (inside the import's transaction).
 * @returns the tree to merge: codes from the code columns, else the draft item's own
 * @throws AppError BAD_REQUEST listing the plan's issues; CONFLICT when a uuid belongs to another framework
 */
async function planTree(tx: Db, fw: FrameworkRow, draft: VersionRow, csv: ParsedCsv): Promise<ImportTree> {
  const [tree, types, core] = await readAll(tx, [
    () => loadContentTree(tx, draft),
    () => findAttributeTypes(tx, fw.id),
    () => coreDomainUuids(tx, fw),
  ]);
  const plan = await planCsvImportPaced(
    csv,
    tree.domains,
    types.map((t) => t.title),
    stripTags,
    yieldToEventLoop,
    core,
  );
  if (plan.issues.length > 0) {
    const shown = plan.issues.slice(0, 50);
    throw badRequest(
      `The file was not imported: ${plan.issues.length} problem${plan.issues.length > 1 ? 's' : ''}; nothing changed`,
      shown.map((i) => ({ path: issuePath(i), message: i.message })),
    );
  }
  const existing = indexContentByUuid(tree.domains);
  const newUuids: string[] = [];
  const uuidOf = (uuid: string | null, known: boolean) => {
    if (uuid && !known) newUuids.push(uuid);
    return uuid;
  };
  const node = (
    uuid: string | null,
    known: { uuid: string; code?: string | null } | undefined,
    item: { title: string; code?: string | null },
    children: ImportNode[],
    itemType = '',
  ): ImportNode => ({
    uuid: uuidOf(uuid, known !== undefined),
    code: item.code !== undefined ? item.code : (known?.code ?? null),
    title: item.title,
    itemType,
    archived: false,
    children,
  });
  const domains = plan.domains.map((d: PlannedDomain) => ({
    ...node(
      d.uuid,
      d.uuid ? existing.domains.get(d.uuid) : undefined,
      d,
      d.competencies.map((c) =>
        node(
          c.uuid,
          c.uuid ? existing.competencies.get(c.uuid) : undefined,
          c,
          c.attributes.map((a) =>
            node(
              a.uuid,
              a.uuid ? existing.attributes.get(a.uuid) : undefined,
              { title: a.title, code: null },
              [],
              a.attributeType,
            ),
          ),
        ),
      ),
    ),
    ...(d.group === undefined ? {} : { group: d.group }),
  }));
  if (await holdsOtherLineage(tx, fw.id, newUuids)) throw conflict(OTHER_FRAMEWORK_LINEAGE);
  // The level columns' scale: the merge adds the levels whose rating and uuid the framework lacks (ADR 0067).
  const expertiseLevels = plan.expertiseLevels.map((l) => ({ ...l, uuid: l.uuid ?? randomUUID() }));
  return { domains, expertiseLevels, relations: [] };
}

/**
 * Imports CSV text into the framework's draft as one recorded change set.
 * @returns what was added, changed, moved and kept, and the change set's id (all 0 when the file equals
 *   the draft)
 * @param expected the preview's draft revision (`"d<n>"`, ADR 0065), if the import is based on one
 * @throws AppError CONFLICT without a draft, for another framework's uuid or when the draft changed since
 *   `expected`; BAD_REQUEST with one issue per problem (path 'row N' or 'file')
 */
export async function importCsvIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  text: string,
  expected?: string,
): Promise<CsvImportSummary> {
  return writeCsvIntoDraft(db, fw, actor, parseExportCsv(text), false, expected);
}

/**
 * Writes a parsed CSV (parseExportCsv, read outside the transaction) into the framework's draft: the
 * import, or with `preview` the same import rolled back.
 * @returns what was (or would be) added, changed and moved
 * @throws AppError as `importCsvIntoDraft`
 */
export function writeCsvIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  csv: ParsedCsv,
  preview: boolean,
  expected?: string,
): Promise<CsvImportSummary> {
  return (preview ? previewImportIntoDraft : importIntoDraft)(
    db,
    fw,
    actor,
    (tx, draft) => planTree(tx, fw, draft, csv),
    { kind: 'import-csv', matchCodes: false, expected },
  );
}

/**
 * Says what importing the CSV text would add, change and move, writing nothing (the import runs and is
 * rolled back).
 * @returns the summary with `changeSetId: null`
 * @throws AppError as `importCsvIntoDraft`
 */
export async function previewCsvImport(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  text: string,
): Promise<CsvImportSummary> {
  return writeCsvIntoDraft(db, fw, actor, parseExportCsv(text), true);
}
