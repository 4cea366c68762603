/**
 * The audit trail: who changed what, when (docs/features/curation.md §18; docs/features/browsing.md §8: audit_event). Writes are
 * recorded in the same transaction as the change they describe, so a change and its event commit or
 * roll back together.
 */
import type { Db } from '../db/client.js';
import { auditEvent } from '../db/schema/index.js';
import type { Actor } from './actor.js';

/**
 * The entity kinds an event may name ('framework_version', 'domain', 'competency', 'attribute',
 * 'attribute_type', 'expertise_level', 'app_user', 'profile', 'media', 'career_pathway', 'training_resource', 'training_resource_mapping', 'learning_pathway', 'framework').
 */
export type AuditEntityType =
  | 'framework'
  | 'framework_version'
  | 'domain'
  | 'competency'
  | 'attribute'
  | 'attribute_type'
  | 'expertise_level'
  | 'app_user'
  | 'profile'
  | 'media'
  | 'career_pathway'
  | 'training_resource'
  | 'training_resource_mapping'
  | 'learning_pathway'
  | 'framework';

/** One change to record. `before` is null for a creation, `after` null for a deletion. */
export interface AuditChange {
  /** For example 'domain.create', 'competency.update', 'version.release'. */
  action: string;
  entityType: AuditEntityType;
  entityId: number | null;
  frameworkId: number | null;
  before: unknown;
  after: unknown;
}

/** Converts a row (dates included) into plain JSON for a jsonb column; null stays null. */
function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

/**
 * Records one or more audit events.
 * @param tx the transaction that makes the change (or the database for a change outside one)
 * @param actor who made the change
 * @param changes the changes, each with its entity and before/after state (rows as JSON)
 */
export async function recordAudit(tx: Db, actor: Actor, changes: AuditChange[]): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(auditEvent).values(
    changes.map((c) => ({
      userId: actor.id,
      username: actor.username,
      action: c.action,
      entityType: c.entityType,
      entityId: c.entityId,
      frameworkId: c.frameworkId,
      before: toJson(c.before),
      after: toJson(c.after),
    })),
  );
}
