/**
 * Recorded change sets of a draft (ADR 0022): an import into a draft records what it did,
 * the draft's rows as they were before it and the rows it added or changed as it left them (ADR 0066).
 * 'Undo this import' reverts only the import's own rows nobody changed since and says which it kept and
 * why; change sets recorded before ADR 0066 are undone from the snapshot as a whole. Only the newest change
 * set not yet undone can be undone. Writes run in the framework-locked transaction with their audit event.
 */
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import type { DraftSnapshotJson } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { sqlState } from '../../../lib/sql-state.js';
import * as changeRepo from '../repository/change-sets.js';
import { eventsAfter } from '../repository/drafts.js';
import * as undoRepo from '../repository/undo-writes.js';
import * as versionRepo from '../repository/versions.js';
import { requireDraft } from './guards.js';
import { type KeptItem, type LevelRows, planUndo, type UndoneItem } from './undo-scope.js';

/** One change set as listed on the manage screen. */
export interface ChangeSetModel {
  id: number;
  kind: string;
  summary: unknown;
  username: string;
  createdAt: Date;
  undoneAt: Date | null;
  /** True for the newest change set not yet undone. */
  undoable: boolean;
}

/**
 * The draft's rows now, to store with a change set before it is applied; with `frameworkId`, also the
 * framework's attribute type and expertise level ids, so the undo removes those the import adds.
 */
export async function snapshotDraft(
  tx: Db,
  draftId: number,
  frameworkId?: number,
): Promise<DraftSnapshotJson> {
  const rows = await changeRepo.loadDraftRows(tx, draftId);
  const vocabularies =
    frameworkId === undefined ? undefined : await changeRepo.vocabularyIds(tx, frameworkId);
  return JSON.parse(JSON.stringify({ ...rows, vocabularies })) as DraftSnapshotJson;
}

/** What 'Undo this import' did: rows updated and deleted, the items undone and those kept with why. */
export interface UndoResult {
  /** Rows put back that were missing (only by undoes of change sets recorded before ADR 0066). */
  restored: number;
  updated: number;
  deleted: number;
  /** At most 200 of each. */
  undone: UndoneItem[];
  kept: KeptItem[];
}

/**
 * Records a change set inside the transaction that applied it, after its writes, with the footprint of
 * what it added and changed (ADR 0066).
 * @returns the change set's id
 */
export async function recordChangeSet(
  tx: Db,
  draft: VersionRow,
  actor: Actor,
  change: { kind: string; summary: unknown; snapshot: DraftSnapshotJson },
): Promise<number> {
  const row = await changeRepo.insertChangeSet(tx, {
    frameworkId: draft.frameworkId,
    versionId: draft.id,
    kind: change.kind,
    summary: change.summary,
    snapshot: {
      ...change.snapshot,
      after: await undoRepo.importFootprint(tx, draft.id, draft.frameworkId, change.snapshot),
    },
    userId: actor.id,
    username: actor.username,
  });
  return row.id;
}

/**
 * The change sets of the framework's draft, newest first.
 * @returns [] when the framework has no draft
 */
export async function listChangeSets(db: Db, fw: FrameworkRow): Promise<ChangeSetModel[]> {
  const draft = await versionRepo.findDraft(db, fw.id);
  if (!draft) return [];
  const rows = await changeRepo.listChangeSets(db, draft.id);
  const open = rows.find((r) => r.undoneAt === null)?.id ?? null;
  return rows.map((r): ChangeSetModel => ({ ...r, undoable: r.id === open }));
}

/**
 * 'Undo this import': sets the rows the change set changed back to their values before it and deletes the
 * rows it added (ids kept), sparing every row changed since by anyone (ADR 0066), and marks it undone.
 * Audit: 'draft.undo-import' (before: the change set's summary, after: rows updated and deleted and the
 * items kept with why).
 * @returns the counts and the items undone and kept
 * @throws AppError CONFLICT without a draft, when the change set is undone already or is not the newest
 *   open one, or when a reference profile maps an item the import added; NOT_FOUND for another draft's id
 */
export async function undoChangeSet(db: Db, fw: FrameworkRow, actor: Actor, id: number): Promise<UndoResult> {
  try {
    return await writeInFramework(db, fw.id, async (tx) => {
      const draft = await requireDraft(tx, fw);
      const set = await changeRepo.findChangeSet(tx, draft.id, id);
      if (!set) throw notFound(`Change set ${id} not found in the draft of "${fw.machineName}"`);
      if (set.undoneAt) throw conflict('This import has already been undone');
      if ((await changeRepo.latestOpenChangeSetId(tx, draft.id)) !== set.id) {
        throw conflict('Only the latest import can be undone: undo the newer ones first');
      }
      const counts = await undoSparingLaterEdits(tx, draft.id, fw.id, set.snapshot);
      await changeRepo.markUndone(tx, set.id);
      await recordAudit(tx, actor, [
        {
          action: 'draft.undo-import',
          entityType: 'framework_version',
          entityId: draft.id,
          frameworkId: fw.id,
          before: { changeSetId: set.id, kind: set.kind, summary: set.summary },
          after: {
            restored: counts.restored,
            updated: counts.updated,
            deleted: counts.deleted,
            kept: counts.kept,
          },
        },
      ]);
      return counts;
    });
  } catch (error) {
    if (sqlState(error) === '23503') {
      throw conflict(
        'A reference profile maps an item or expertise level this import added: remove that mapping, then undo',
      );
    }
    throw error;
  }
}

/** Undoes one change set's snapshot: only its own unchanged rows with a footprint, wholly without one. */
async function undoSparingLaterEdits(
  tx: Db,
  draftId: number,
  frameworkId: number,
  snapshot: DraftSnapshotJson,
): Promise<UndoResult> {
  const footprint = snapshot.after;
  if (!footprint) {
    const counts = await changeRepo.restoreSnapshot(tx, draftId, snapshot, frameworkId);
    return { ...counts, undone: [], kept: [] };
  }
  const [now, events] = await readAll(tx, [
    () => changeRepo.loadDraftRows(tx, draftId),
    () => eventsAfter(tx, frameworkId, footprint.auditId),
  ]);
  const plan = planUndo(
    snapshot as unknown as LevelRows,
    footprint,
    now as unknown as LevelRows,
    now.relations,
    events,
  );
  const counts = await undoRepo.applyUndoPlan(tx, draftId, frameworkId, plan, footprint);
  return { restored: 0, ...counts, undone: plan.undone, kept: plan.kept };
}
