/**
 * A draft's history (ADR 0022): who changed what and when, from the audit events recorded since the
 * draft was created, newest first, each described in words (`describeAuditEvent` of @hub/domain); and
 * what colleagues changed since a draft-wide revision (ADR 0058), read when a screen regains focus
 * (ADR 0066).
 */
import { describeAuditEvent } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { changesSince, type DraftChange, draftRevision } from '../repository/drafts.js';
import * as historyRepo from '../repository/history.js';
import * as versionRepo from '../repository/versions.js';

/** How many events the history shows at most. */
export const HISTORY_LIMIT = 500;

/** One line of the history. */
export interface HistoryEntry {
  id: number;
  occurredAt: Date;
  username: string;
  action: string;
  entityType: string;
  entityId: number | null;
  description: string;
}

/**
 * The history of the framework's draft, newest first (at most HISTORY_LIMIT events).
 * @returns [] when the framework has no draft
 */
export async function getDraftHistory(db: Db, fw: FrameworkRow): Promise<HistoryEntry[]> {
  const draft = await versionRepo.findDraft(db, fw.id);
  if (!draft) return [];
  const events = await historyRepo.findFrameworkEvents(db, fw.id, draft.createdAt, HISTORY_LIMIT);
  return events.map((e) => ({
    id: e.id,
    occurredAt: e.occurredAt,
    username: e.username,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId,
    description: describeAuditEvent(e.action, e.entityType, e.before, e.after),
  }));
}

/** How many changes a 'changed since' answer lists at most. */
const CHANGES_LISTED = 20;

/**
 * What others changed in the framework since the draft-wide revision `since` (`"d<since>"`, ADR 0058): a
 * screen that regains focus asks this to show 'A colleague changed this draft since you opened it'
 * (ADR 0066). The caller's own changes are left out (the screen already shows them).
 * @returns the revision now as an ETag and the changes since, oldest first (at most 20)
 */
export async function colleagueChangesSince(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  since: number,
): Promise<{ etag: string; changes: DraftChange[] }> {
  const now = await draftRevision(db, fw.id);
  const changes = now > since ? await changesSince(db, fw.id, since, CHANGES_LISTED, actor.username) : [];
  return { etag: `"d${now}"`, changes };
}
