/**
 * Rows of recorded change sets (ADR 0022) and the restore of a draft to a snapshot: rows
 * missing since are put back with their ids, rows that differ get the snapshot's values, rows added since
 * are deleted. Every write is scoped to the draft version.
 */
import { and, desc, eq, inArray, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import type { AttributeRow, CompetencyRow, DomainRow } from '../../../db/rows.js';
import {
  attribute,
  attributeType,
  competency,
  competencyRelation,
  type DraftSnapshotJson,
  domain,
  draftChangeSet,
  expertiseLevel,
} from '../../../db/schema/index.js';

export type ChangeSetRow = typeof draftChangeSet.$inferSelect;

/** The draft's rows, typed. */
export interface DraftRows {
  domains: DomainRow[];
  competencies: CompetencyRow[];
  attributes: AttributeRow[];
  relations?: (typeof competencyRelation.$inferSelect)[];
}

const CHUNK = 500;

/** Every domain, competency, attribute and competency relation row of the version, ordered by id. */
export async function loadDraftRows(db: Db, versionId: number): Promise<Required<DraftRows>> {
  const [domains, competencies, attributes, relations] = await readAll(db, [
    () => db.select().from(domain).where(eq(domain.versionId, versionId)).orderBy(domain.id),
    () => db.select().from(competency).where(eq(competency.versionId, versionId)).orderBy(competency.id),
    () => db.select().from(attribute).where(eq(attribute.versionId, versionId)).orderBy(attribute.id),
    () =>
      db
        .select()
        .from(competencyRelation)
        .where(eq(competencyRelation.versionId, versionId))
        .orderBy(competencyRelation.id),
  ]);
  return { domains, competencies, attributes, relations };
}

/** The ids of the framework's attribute types and expertise levels. */
export async function vocabularyIds(
  db: Db,
  frameworkId: number,
): Promise<{ attributeTypeIds: number[]; expertiseLevelIds: number[] }> {
  const [types, levels] = await readAll(db, [
    () =>
      db
        .select({ id: attributeType.id })
        .from(attributeType)
        .where(eq(attributeType.frameworkId, frameworkId)),
    () =>
      db
        .select({ id: expertiseLevel.id })
        .from(expertiseLevel)
        .where(eq(expertiseLevel.frameworkId, frameworkId)),
  ]);
  return { attributeTypeIds: types.map((t) => t.id), expertiseLevelIds: levels.map((l) => l.id) };
}

/**
 * Deletes the framework's unreleased attribute types and expertise levels that are not in `keep` (added
 * after the snapshot). Run after the content is restored, so no attribute of the draft uses them.
 * @returns how many were deleted
 */
async function removeAddedVocabularies(
  tx: Db,
  frameworkId: number,
  keep: NonNullable<DraftSnapshotJson['vocabularies']>,
): Promise<number> {
  const added = [
    [attributeType, keep.attributeTypeIds],
    [expertiseLevel, keep.expertiseLevelIds],
  ] as const;
  let deleted = 0;
  for (const [table, ids] of added) {
    const rows = await tx
      .delete(table)
      .where(
        and(
          eq(table.frameworkId, frameworkId),
          eq(table.released, false),
          ids.length > 0 ? notInArray(table.id, ids) : undefined,
        ),
      )
      .returning({ id: table.id });
    deleted += rows.length;
  }
  return deleted;
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
  frameworkId?: number,
): Promise<{ restored: number; updated: number; deleted: number }> {
  const target = revive(snapshot);
  const current = await loadDraftRows(tx, versionId);
  const counts = { restored: 0, updated: 0, deleted: 0 };
  const byId = <T extends { id: number }>(rows: T[]) => new Map(rows.map((r) => [r.id, r]));
  const tables: [
    typeof domain | typeof competency | typeof attribute | typeof competencyRelation,
    { id: number }[],
    { id: number }[],
  ][] = [
    [domain, target.domains, current.domains],
    [competency, target.competencies, current.competencies],
    [attribute, target.attributes, current.attributes],
  ];
  // Older snapshots hold no relations: leave the draft's relations as they are.
  if (target.relations) tables.push([competencyRelation, target.relations, current.relations]);
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
  if (snapshot.vocabularies && frameworkId !== undefined) {
    counts.deleted += await removeAddedVocabularies(tx, frameworkId, snapshot.vocabularies);
  }
  return counts;
}
