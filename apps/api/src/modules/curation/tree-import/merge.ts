/**
 * A file's tree merged into a framework's existing draft (ADR 0022; docs/features/curation.md §5, ADR 0022, ADR 0028): the one
 * merge of every import into a draft (a CASE package or a Moodle CSV read by modules/interchange, the
 * Export page's CSV planned by modules/csv-import), as one recorded change set.
 * Items are matched by lineage uuid (and, for files that carry no uuids, by domain or competency code);
 * a matched item takes the file's title, code, archived flag, attribute type and a domain's group (when
 * the file names groups, ADR 0067); an item the file puts
 * under another parent is a move (placed last there, listed); new items are appended after their
 * siblings; existing items keep their positions; items of the draft the file leaves out are kept as they
 * are (an import never deletes). Attribute types and expertise levels the framework lacks are added,
 * and the undo removes them again. A preview runs the same code and rolls it back. The levels are merged
 * by levels.ts over the state of merge-run.ts; types and levels are added by db/vocabulary-writer.ts.
 */
import type { Db } from '../../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import { competencyRelation } from '../../../db/schema/index.js';
import { addExpertiseLevels, attributeTypes } from '../../../db/vocabulary-writer.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { badRequest } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { recordChangeSet, snapshotDraft } from '../service/change-sets.js';
import * as draftRows from '../service/draft-rows.js';
import { requireDraft } from '../service/guards.js';
import { mergeAttributes, mergeCompetencies, mergeDomains } from './levels.js';
import { type DraftRows, type MergeRun, startMergeRun, zeroCounts } from './merge-run.js';
import { assertPreviewCurrent, rowEditsSince } from './row-edits.js';
import type { DraftImportOptions, DraftImportSummary, ImportTree } from './types.js';

export type { DraftImportOptions, DraftImportSummary, ImportNode, ImportTree } from './types.js';

/** Thrown to roll a preview back once its summary is known. */
class PreviewRollback extends Error {
  constructor(readonly summary: DraftImportSummary) {
    super('preview');
  }
}

/**
 * The tree to merge, or how to plan it from the draft inside the import's transaction (the Export page's
 * CSV is planned against the draft's tree under the framework's lock).
 */
export type TreeSource = ImportTree | ((tx: Db, draft: VersionRow) => Promise<ImportTree>);

/**
 * Adds the file's relations outside the tree whose origin is a competency of the draft, each once.
 * @returns how many were added
 */
async function addRelations(
  run: MergeRun,
  tree: ImportTree,
  competencyIdByUuid: ReadonlyMap<string, number>,
): Promise<number> {
  const existing = run.rows.relations;
  const seen = new Set(existing.map((r) => `${r.competencyId} ${r.relation} ${r.targetUuid}`));
  let position = Math.max(0, ...existing.map((r) => r.position));
  const relationRows = tree.relations.flatMap((r) => {
    const competencyId = competencyIdByUuid.get(r.originUuid);
    const key = `${competencyId} ${r.relation} ${r.targetUuid}`;
    if (competencyId === undefined || seen.has(key)) return [];
    seen.add(key);
    position++;
    return [
      { versionId: run.draftId, competencyId, relation: r.relation, targetUuid: r.targetUuid, position },
    ];
  });
  if (relationRows.length > 0) await run.tx.insert(competencyRelation).values(relationRows);
  return relationRows.length;
}

/** Applies the tree to the draft inside `tx`. @returns what changed */
async function applyTree(
  tx: Db,
  fw: FrameworkRow,
  actor: Actor,
  source: TreeSource,
  options: DraftImportOptions,
  preview: boolean,
): Promise<DraftImportSummary> {
  const draft = await requireDraft(tx, fw);
  const revision = await assertPreviewCurrent(tx, fw, preview ? undefined : options.expected);
  const history = await rowEditsSince(tx, fw.id, options.since);
  const tree = typeof source === 'function' ? await source(tx, draft) : source;
  const snapshot = await snapshotDraft(tx, draft.id, fw.id);
  const rows = snapshot as unknown as DraftRows;
  const summary: DraftImportSummary = {
    added: zeroCounts(),
    changed: zeroCounts(),
    moved: zeroCounts(),
    moves: [],
    additions: [],
    changes: [],
    keptEdits: [],
    revision,
    kept: zeroCounts(),
    attributeTypesAdded: [],
    expertiseLevelsAdded: 0,
    relationsAdded: 0,
    changeSetId: null,
  };
  const { run, used, issues } = startMergeRun(tx, draft.id, rows, summary, history, options.matchCodes);

  // Attribute types and expertise levels the framework lacks.
  const types = await attributeTypes(tx, fw, summary.attributeTypesAdded);
  summary.expertiseLevelsAdded = await addExpertiseLevels(tx, fw, tree.expertiseLevels);

  const domainIds = await mergeDomains(run, tree);
  const { competencyIds, inserted } = await mergeCompetencies(run, tree, domainIds);
  const newAttributes = await mergeAttributes(run, tree, competencyIds, types);
  if (issues.length > 0) {
    throw badRequest(
      `The file was not imported: ${issues.length} problem${issues.length > 1 ? 's' : ''}; nothing changed`,
      issues.slice(0, 50),
    );
  }
  summary.added.attributes = (await draftRows.insertAttributes(tx, newAttributes)).length;
  summary.kept = {
    domains: rows.domains.filter((r) => !used.has(`domains:${r.id}`)).length,
    competencies: rows.competencies.filter((r) => !used.has(`competencies:${r.id}`)).length,
    attributes: rows.attributes.filter((r) => !used.has(`attributes:${r.id}`)).length,
  };
  const competencyIdByUuid = new Map([...rows.competencies, ...inserted].map((c) => [c.uuid, c.id]));
  summary.relationsAdded = await addRelations(run, tree, competencyIdByUuid);
  run.listing.finish(summary);

  if (preview) throw new PreviewRollback(summary);
  summary.changeSetId = await recordChangeSet(tx, draft, actor, {
    kind: options.kind,
    summary: { added: summary.added, changed: summary.changed, moved: summary.moved },
    snapshot,
  });
  await recordAudit(tx, actor, [
    {
      action: `draft.${options.kind}`,
      entityType: 'framework_version',
      entityId: draft.id,
      frameworkId: fw.id,
      before: null,
      after: { ...summary, ...options.details },
    },
  ]);
  return summary;
}

/**
 * Imports a file's tree into the framework's draft as one recorded change set.
 * @returns what was added, changed, moved and kept, and the change set's id
 * @throws AppError CONFLICT without a draft; BAD_REQUEST when a file item names a draft item of another
 *   level, or two file items name the same draft item (nothing changes)
 */
export function importIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  tree: TreeSource,
  options: DraftImportOptions,
): Promise<DraftImportSummary> {
  return writeInFramework(db, fw.id, (tx) => applyTree(tx, fw, actor, tree, options, false));
}

/**
 * Says what importing the tree would do, writing nothing (the import runs and is rolled back).
 * @returns the summary with `changeSetId: null`
 * @throws AppError as `importIntoDraft`
 */
export async function previewImportIntoDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  tree: TreeSource,
  options: DraftImportOptions,
): Promise<DraftImportSummary> {
  try {
    await writeInFramework(db, fw.id, (tx) => applyTree(tx, fw, actor, tree, options, true));
  } catch (error) {
    if (error instanceof PreviewRollback) return error.summary;
    throw error;
  }
  throw new Error('a preview always rolls back');
}
