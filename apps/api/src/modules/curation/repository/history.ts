/** Audit events of one framework since a moment (the draft's creation), newest first (ADR 0022). */
import { and, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { auditEvent } from '../../../db/schema/index.js';

/** The framework's audit events at or after `since`, newest first, at most `limit`. */
export async function findFrameworkEvents(db: Db, frameworkId: number, since: Date, limit: number) {
  return db
    .select({
      id: auditEvent.id,
      occurredAt: auditEvent.occurredAt,
      username: auditEvent.username,
      action: auditEvent.action,
      entityType: auditEvent.entityType,
      entityId: auditEvent.entityId,
      before: auditEvent.before,
      after: auditEvent.after,
    })
    .from(auditEvent)
    .where(and(eq(auditEvent.frameworkId, frameworkId), gte(auditEvent.occurredAt, since)))
    .orderBy(desc(auditEvent.id))
    .limit(limit);
}
