/**
 * A draft's history (ADR 0022): who changed what and when, from the audit events recorded since the
 * draft was created, newest first, each described in words (`describeAuditEvent` of @hub/domain).
 */
import { describeAuditEvent } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
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
