/**
 * Reads and writes of an undo that spares later edits (ADR 0066): the footprint an import leaves (the
 * rows it added or changed, as it left them), the audit events after it, and the plan's writes. Every
 * write is scoped to the draft version or to the framework's unreleased vocabularies.
 */
import { and, eq, inArray, notExists, notInArray } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import {
  attribute,
  attributeType,
  competency,
  competencyRelation,
  type DraftSnapshotJson,
  domain,
  expertiseLevel,
  type ImportFootprintJson,
} from '../../../db/schema/index.js';
import type { ItemKind, UndoPlan } from '../service/undo-scope.js';
import { loadDraftRows } from './change-sets.js';
import { draftRevision } from './drafts.js';

const CHUNK = 500;
const TABLES = { domain, competency, attribute } as const;
const json = <T>(rows: T): Record<string, unknown>[] => JSON.parse(JSON.stringify(rows));

/**
 * The rows the import added or changed (revision moved since the snapshot), relations and vocabularies
 * it added, and the framework's newest audit event now. Run in the import's transaction after it wrote.
 */
export async function importFootprint(
  tx: Db,
  versionId: number,
  frameworkId: number,
  snapshot: DraftSnapshotJson,
): Promise<ImportFootprintJson> {
  const now = await loadDraftRows(tx, versionId);
  const touched = (before: Record<string, unknown>[], rows: { id: number; revision?: number }[]) => {
    const was = new Map(before.map((r) => [r.id as number, r.revision]));
    return json(rows.filter((r) => !was.has(r.id) || was.get(r.id) !== r.revision));
  };
  const relationsBefore = new Set((snapshot.relations ?? []).map((r) => r.id as number));
  const vocab = snapshot.vocabularies;
  const [types, levels] = vocab
    ? await readAll(tx, [
        () =>
          tx
            .select()
            .from(attributeType)
            .where(
              and(
                eq(attributeType.frameworkId, frameworkId),
                vocab.attributeTypeIds.length
                  ? notInArray(attributeType.id, vocab.attributeTypeIds)
                  : undefined,
              ),
            ),
        () =>
          tx
            .select()
            .from(expertiseLevel)
            .where(
              and(
                eq(expertiseLevel.frameworkId, frameworkId),
                vocab.expertiseLevelIds.length
                  ? notInArray(expertiseLevel.id, vocab.expertiseLevelIds)
                  : undefined,
              ),
            ),
      ])
    : [[], []];
  return {
    auditId: await draftRevision(tx, frameworkId),
    domains: touched(snapshot.domains, now.domains),
    competencies: touched(snapshot.competencies, now.competencies),
    attributes: touched(snapshot.attributes, now.attributes),
    relationIds: now.relations.filter((r) => !relationsBefore.has(r.id)).map((r) => r.id),
    attributeTypes: json(types),
    expertiseLevels: json(levels),
  };
}

/**
 * Writes the plan: rows reset to their values before the import (their revision moves on), the import's
 * relations and rows deleted (children first), then the attribute types and expertise levels it added
 * that are unreleased, unchanged and unused.
 * @returns the numbers of rows updated and deleted
 * @throws the database's foreign-key error (23503) when a reference profile maps a row or level removed
 */
export async function applyUndoPlan(
  tx: Db,
  versionId: number,
  frameworkId: number,
  plan: UndoPlan,
  footprint: ImportFootprintJson,
): Promise<{ updated: number; deleted: number }> {
  const counts = { updated: 0, deleted: 0 };
  for (const kind of ['domain', 'competency', 'attribute'] as const) {
    const table = TABLES[kind];
    for (const reset of plan.reset.filter((r) => r.kind === kind)) {
      const { id, revision: _revision, versionId: _version, ...values } = reset.values;
      await tx
        .update(table)
        .set(values as never)
        .where(and(eq(table.id, id), eq(table.versionId, versionId)));
      counts.updated++;
    }
  }
  if (footprint.relationIds.length > 0) {
    await tx
      .delete(competencyRelation)
      .where(
        and(
          eq(competencyRelation.versionId, versionId),
          inArray(competencyRelation.id, footprint.relationIds),
        ),
      );
  }
  for (const kind of ['attribute', 'competency', 'domain'] as ItemKind[]) {
    const table = TABLES[kind];
    const ids = plan.remove[kind];
    for (let i = 0; i < ids.length; i += CHUNK) {
      await tx
        .delete(table)
        .where(and(eq(table.versionId, versionId), inArray(table.id, ids.slice(i, i + CHUNK))));
    }
    counts.deleted += ids.length;
  }
  counts.deleted += await removeAddedVocabularies(tx, frameworkId, footprint);
  return counts;
}

/** Deletes the vocabularies the import added that are unreleased, as it left them and (types) unused. */
async function removeAddedVocabularies(tx: Db, frameworkId: number, footprint: ImportFootprintJson) {
  let deleted = 0;
  const unchanged = (rows: Record<string, unknown>[]) =>
    rows.map((r) => ({ id: r.id as number, revision: r.revision as number }));
  for (const t of unchanged(footprint.attributeTypes)) {
    const gone = await tx
      .delete(attributeType)
      .where(
        and(
          eq(attributeType.id, t.id),
          eq(attributeType.frameworkId, frameworkId),
          eq(attributeType.released, false),
          eq(attributeType.revision, t.revision),
          notExists(
            tx.select({ id: attribute.id }).from(attribute).where(eq(attribute.attributeTypeId, t.id)),
          ),
        ),
      )
      .returning({ id: attributeType.id });
    deleted += gone.length;
  }
  for (const l of unchanged(footprint.expertiseLevels)) {
    const gone = await tx
      .delete(expertiseLevel)
      .where(
        and(
          eq(expertiseLevel.id, l.id),
          eq(expertiseLevel.frameworkId, frameworkId),
          eq(expertiseLevel.released, false),
          eq(expertiseLevel.revision, l.revision),
        ),
      )
      .returning({ id: expertiseLevel.id });
    deleted += gone.length;
  }
  return deleted;
}
