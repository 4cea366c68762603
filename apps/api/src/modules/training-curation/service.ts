/**
 * Content managers' training resource writes (issue #8 §3; curation-and-administration.md §2.11, §4, §5):
 * create (a TeSS item already imported is updated instead), edit (the slug stays), archive toggle. Each
 * write runs in one transaction with its audit event; a uniqueness race becomes 409.
 */
import type { TrainingResourceRef, TrainingResourceRequest } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { notFound } from '../../lib/errors.js';
import { assertRevision, type Expected } from '../../lib/revision.js';
import { takenSlugsFor, uniqueSlug } from '../../lib/slug.js';
import { writeTransaction } from '../../lib/write-transaction.js';
import { resourceValues } from './input.js';
import * as repo from './repository.js';

const ref = (row: repo.TrainingResourceRow): TrainingResourceRef => ({
  id: row.id,
  slug: row.slug,
  archived: row.archived,
  revision: row.revision,
});

/**
 * Creates a resource, or updates the one already imported from the same TeSS item (same category and id).
 * @returns the resource reference and whether it was created (201) or updated (200)
 * @throws AppError VALIDATION (400) for a blank title after markup removal
 */
export async function createResource(
  db: Db,
  actor: Actor,
  body: TrainingResourceRequest,
): Promise<{ ref: TrainingResourceRef; created: boolean }> {
  const values = resourceValues(body);
  return writeTransaction(db, async (tx) => {
    const existing = body.tess ? await repo.findByTessItem(tx, body.tess.category, body.tess.id) : undefined;
    if (existing) {
      const row = await repo.updateResource(tx, existing.id, values);
      if (!row) throw notFound(`Training resource ${existing.id} not found`);
      await recordAudit(tx, actor, [
        {
          action: 'training_resource.reimport',
          entityType: 'training_resource',
          entityId: row.id,
          frameworkId: null,
          before: existing,
          after: row,
        },
      ]);
      return { ref: ref(row), created: false };
    }
    const slug = uniqueSlug(values.title as string, await takenSlugsFor(tx, values.title as string));
    const row = await repo.insertResource(tx, { ...values, slug, authorId: actor.id });
    await recordAudit(tx, actor, [
      {
        action: 'training_resource.create',
        entityType: 'training_resource',
        entityId: row.id,
        frameworkId: null,
        before: null,
        after: row,
      },
    ]);
    return { ref: ref(row), created: true };
  });
}

/**
 * Replaces a resource's fields (slug, author, archive state and hit count stay).
 * @param expected the resource's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown resource; CONFLICT when stale; VALIDATION (400) for a blank title
 */
export async function updateResource(
  db: Db,
  actor: Actor,
  id: number,
  body: TrainingResourceRequest,
  expected: Expected = undefined,
): Promise<TrainingResourceRef> {
  const values = resourceValues(body);
  return writeTransaction(db, async (tx) => {
    const before = await repo.lockResource(tx, id);
    if (!before) throw notFound(`Training resource ${id} not found`);
    await assertRevision(tx, expected, before, {
      entityType: 'training_resource',
      entityId: before.id,
      current: () => before,
      label: 'This training resource',
    });
    const row = await repo.updateResource(tx, id, values);
    if (!row) throw notFound(`Training resource ${id} not found`);
    await recordAudit(tx, actor, [
      {
        action: 'training_resource.update',
        entityType: 'training_resource',
        entityId: id,
        frameworkId: null,
        before,
        after: row,
      },
    ]);
    return ref(row);
  });
}

/**
 * Archives or restores a resource (archived resources leave every visitor list).
 * @param expected the resource's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown resource; CONFLICT when stale
 */
export async function setArchived(
  db: Db,
  actor: Actor,
  id: number,
  archived: boolean,
  expected: Expected = undefined,
): Promise<TrainingResourceRef> {
  return writeTransaction(db, async (tx) => {
    const before = await repo.lockResource(tx, id);
    if (!before) throw notFound(`Training resource ${id} not found`);
    await assertRevision(tx, expected, before, {
      entityType: 'training_resource',
      entityId: before.id,
      current: () => before,
      label: 'This training resource',
    });
    if (before.archived === archived) return ref(before);
    const row = await repo.updateResource(tx, id, { archived });
    if (!row) throw notFound(`Training resource ${id} not found`);
    await recordAudit(tx, actor, [
      {
        action: archived ? 'training_resource.archive' : 'training_resource.restore',
        entityType: 'training_resource',
        entityId: id,
        frameworkId: null,
        before: { archived: before.archived },
        after: { archived },
      },
    ]);
    return ref(row);
  });
}
