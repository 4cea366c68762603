/**
 * Recorded change sets of a draft (ADR 0022, migration 0012): one row per import into a
 * draft, with what it added, changed and moved and the draft's rows as they were before it, so the
 * import can be undone. Deleted with the draft version.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { framework, frameworkVersion } from './frameworks.js';
import { appUser } from './users.js';

/** The draft's domain, competency and attribute rows at one moment (ids, parents, positions, flags). */
export interface DraftSnapshotJson {
  domains: Record<string, unknown>[];
  competencies: Record<string, unknown>[];
  attributes: Record<string, unknown>[];
  /** The draft's competency relations (CASE associations outside the tree); absent in older snapshots. */
  relations?: Record<string, unknown>[];
  /**
   * The framework's attribute type and expertise level ids before a CASE import that may add some: the
   * undo removes the unreleased ones added since (absent for imports that add none).
   */
  vocabularies?: { attributeTypeIds: number[]; expertiseLevelIds: number[] };
  /** What the import left behind, for an undo that spares later edits (ADR 0066); absent in older ones. */
  after?: ImportFootprintJson;
}

/**
 * The rows an import added or changed, as it left them (ADR 0066): an undo reverts only those still
 * exactly so, and names the audit events after `auditId` that changed the others.
 */
export interface ImportFootprintJson {
  /** The framework's newest audit event when the import was recorded: later ones are edits after it. */
  auditId: number;
  domains: Record<string, unknown>[];
  competencies: Record<string, unknown>[];
  attributes: Record<string, unknown>[];
  /** Ids of the competency relations it added. */
  relationIds: number[];
  /** The attribute types and expertise levels it added, as it left them. */
  attributeTypes: Record<string, unknown>[];
  expertiseLevels: Record<string, unknown>[];
}

export const draftChangeSet = pgTable(
  'draft_change_set',
  {
    id: serial('id').primaryKey(),
    frameworkId: integer('framework_id')
      .notNull()
      .references(() => framework.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => frameworkVersion.id, { onDelete: 'cascade' }),
    /** 'import-csv' or 'import-case'. */
    kind: text('kind').notNull(),
    summary: jsonb('summary').notNull(),
    snapshot: jsonb('snapshot').$type<DraftSnapshotJson>().notNull(),
    userId: integer('user_id').references(() => appUser.id, { onDelete: 'set null' }),
    username: text('username').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    undoneAt: timestamp('undone_at', { withTimezone: true }),
  },
  (t) => [index('draft_change_set_version_idx').on(t.versionId, t.id)],
);
