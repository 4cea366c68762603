/**
 * Rows of recorded change sets (issue #21 §3, ADR 0022) and the restore of a draft to a snapshot: rows
 * missing since are put back with their ids, rows that differ get the snapshot's values, rows added since
 * are deleted. Every write is scoped to the draft version.
 */
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { AttributeRow, CompetencyRow, DomainRow } from '../../../db/rows.js';
import {
  attribute,
  competency,
  type DraftSnapshotJson,
  domain,
  draftChangeSet,
} from '../../../db/schema/index.js';

export type ChangeSetRow = typeof draftChangeSet.$inferSelect;

/** The draft's rows, typed. */
export interface DraftRows {
  domains: DomainRow[];
  competencies: CompetencyRow[];
  attributes: AttributeRow[];
}

const CHUNK = 500;

/** Every domain, competency and attribute row of the version, ordered by id. */
export async function loadDraftRows(db: Db, versionId: number): Promise<DraftRows> {
  const [domains, competencies, attributes] = await Promise.all([
    db.select().from(domain).where(eq(domain.versionId, versionId)).orderBy(domain.id),
    db.select().from(competency).where(eq(competency.versionId, versionId)).orderBy(competency.id),
    db.select().from(attribute).where(eq(attribute.versionId, versionId)).orderBy(attribute.id),
  ]);
  return { domains, competencies, attributes };
}

/** Inserts a change set. @returns its row */
export async function insertChangeSet(
  tx: Db,
  values: typeof draftChangeSet.$inferInsert,
): Promise<ChangeSetRow> {
  const [row] = await tx.insert(draftChangeSet).values(values).returning();
  if (!row) throw new Error('change set not inserted');
  return row;
}

/** The change sets of a draft version, newest first (without their snapshots). */
export async function listChangeSets(db: Db, versionId: number) {
  return db
    .select({
      id: draftChangeSet.id,
      kind: draftChangeSet.kind,
      summary: draftChangeSet.summary,
      username: draftChangeSet.username,
      createdAt: draftChangeSet.createdAt,
      undoneAt: draftChangeSet.undoneAt,
    })
    .from(draftChangeSet)
    .where(eq(draftChangeSet.versionId, versionId))
    .orderBy(desc(draftChangeSet.id));
}

/** One change set of the draft version, snapshot included. */
export async function findChangeSet(
  db: Db,
  versionId: number,
  id: number,
): Promise<ChangeSetRow | undefined> {
  const [row] = await db
    .select()
    .from(draftChangeSet)
    .where(and(eq(draftChangeSet.versionId, versionId), eq(draftChangeSet.id, id)));
  return row;
}

/** The newest change set of the draft that is not undone. */
export async function latestOpenChangeSetId(db: Db, versionId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: draftChangeSet.id })
    .from(draftChangeSet)
    .where(and(eq(draftChangeSet.versionId, versionId), isNull(draftChangeSet.undoneAt)))
    .orderBy(desc(draftChangeSet.id))
    .limit(1);
  return row?.id ?? null;
}

/** Marks a change set undone now. */
export async function markUndone(tx: Db, id: number): Promise<void> {
  await tx.update(draftChangeSet).set({ undoneAt: new Date() }).where(eq(draftChangeSet.id, id));
}

/** The rows of a snapshot as stored (JSON) turned back into rows of the three tables. */
function revive(snapshot: DraftSnapshotJson): DraftRows {
  return snapshot as unknown as DraftRows;
}

/** Whether a row already has every value of the snapshot's row (jsonb does not keep key order). */
const same = (have: object, want: object) =>
  Object.entries(want).every(([k, v]) => (have as Record<string, unknown>)[k] === v);

/**
 * Restores the draft's content to a snapshot. Rows keep their ids, so anything that names them by id
 * stays valid.
 * @returns the numbers of rows put back, updated and deleted
 */
export async function restoreSnapshot(
  tx: Db,
  versionId: number,
  snapshot: DraftSnapshotJson,
): Promise<{ restored: number; updated: number; deleted: number }> {
  const target = revive(snapshot);
  const current = await loadDraftRows(tx, versionId);
  const counts = { restored: 0, updated: 0, deleted: 0 };
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const tables = [
    [domain, target.domains, current.domains],
    [competency, target.competencies, current.competencies],
    [attribute, target.attributes, current.attributes],
  ] as const;
  // Put back what is missing and reset what differs, parents before children.
  for (const [table, want, have] of tables) {
    const now = byId<{ id: number }>(have);
    const missing = want.filter((r) => !now.has(r.id)).map((r) => ({ ...r, versionId }));
    for (let i = 0; i < missing.length; i += CHUNK) {
      await tx.insert(table).values(missing.slice(i, i + CHUNK) as never);
    }
    counts.restored += missing.length;
    for (const row of want) {
      const was = now.get(row.id);
      if (!was || same(was, row)) continue;
      const { id, ...values } = row as { id: number } & Record<string, unknown>;
      await tx
        .update(table)
        .set({ ...values, versionId } as never)
        .where(and(eq(table.id, id), eq(table.versionId, versionId)));
      counts.updated++;
    }
  }
  // Delete what was added since, children before parents.
  for (const [table, want, have] of [...tables].reverse()) {
    const keep = new Set(want.map((r) => r.id));
    const gone = have.filter((r) => !keep.has(r.id)).map((r) => r.id);
    for (let i = 0; i < gone.length; i += CHUNK) {
      await tx
        .delete(table)
        .where(and(eq(table.versionId, versionId), inArray(table.id, gone.slice(i, i + CHUNK))));
    }
    counts.deleted += gone.length;
  }
  return counts;
}
