/**
 * Recorded change sets of a draft (ADR 0022): an import into a draft records what it did
 * and the draft's rows as they were before it; 'Undo this import' restores those rows. Only the newest
 * change set not yet undone can be undone, and undoing it also reverts edits made after it (the screen
 * says so). Writes run in the framework-locked transaction with their audit event.
 */
import type { Db } from '../../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import type { DraftSnapshotJson } from '../../../db/schema/index.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { sqlState } from '../../../lib/sql-state.js';
import * as changeRepo from '../repository/change-sets.js';
import * as versionRepo from '../repository/versions.js';
import { requireDraft } from './guards.js';

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

/**
 * Records a change set inside the transaction that applied it.
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
    snapshot: change.snapshot,
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
 * 'Undo this import': restores the draft's domains, competencies and attributes as they were before the
 * change set (ids kept), marks it undone. Audit: 'draft.undo-import' (before: the change set's summary,
 * after: rows restored, updated and deleted).
 * @throws AppError CONFLICT without a draft, when the change set is undone already or is not the newest
 *   open one, or when a reference profile maps an item the import added; NOT_FOUND for another draft's id
 */
export async function undoChangeSet(db: Db, fw: FrameworkRow, actor: Actor, id: number) {
  try {
    return await writeInFramework(db, fw.id, async (tx) => {
      const draft = await requireDraft(tx, fw);
      const set = await changeRepo.findChangeSet(tx, draft.id, id);
      if (!set) throw notFound(`Change set ${id} not found in the draft of "${fw.machineName}"`);
      if (set.undoneAt) throw conflict('This import has already been undone');
      if ((await changeRepo.latestOpenChangeSetId(tx, draft.id)) !== set.id) {
        throw conflict('Only the latest import can be undone: undo the newer ones first');
      }
      const counts = await changeRepo.restoreSnapshot(tx, draft.id, set.snapshot, fw.id);
      await changeRepo.markUndone(tx, set.id);
      await recordAudit(tx, actor, [
        {
          action: 'draft.undo-import',
          entityType: 'framework_version',
          entityId: draft.id,
          frameworkId: fw.id,
          before: { changeSetId: set.id, kind: set.kind, summary: set.summary },
          after: counts,
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
