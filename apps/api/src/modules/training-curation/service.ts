/**
 * Content managers' training resource writes (docs/features/training.md §4; docs/features/training.md §3; docs/features/curation.md §10, §11):
 * create (a TeSS item already imported is updated instead), edit (the slug stays), archive toggle. Each
 * write runs in one transaction with its audit event; a uniqueness race becomes 409.
 */
import type {
  TessKeptField,
  TessTrackedField,
  TrainingResourceRef,
  TrainingResourceRequest,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { assertRevision, type Expected } from '../../lib/revision.js';
import { takenSlugsFor, uniqueSlug } from '../../lib/slug.js';
import { writeTransaction } from '../../lib/write-transaction.js';
import { resourceValues } from './input.js';
import { importedOf, importedValue, mergeReimport } from './reimport.js';
import * as repo from './repository.js';

const ref = (row: repo.TrainingResourceRow): TrainingResourceRef => ({
  id: row.id,
  slug: row.slug,
  archived: row.archived,
  revision: row.revision,
});

/**
 * Creates a resource, or re-imports the one already imported from the same TeSS item (same category and
 * id): only the fields no content manager changed since the last import take TeSS's values (ADR 0052).
 * @returns the resource reference, whether it was created (201) or updated (200), and the fields kept
 *   although TeSS has a new value for them
 * @throws AppError VALIDATION (400) for a blank title after markup removal
 */
export async function createResource(
  db: Db,
  actor: Actor,
  body: TrainingResourceRequest,
): Promise<{ ref: TrainingResourceRef; created: boolean; kept: TessKeptField[] }> {
  const values = resourceValues(body);
  const markdown = body.tess?.descriptionMarkdown ?? null;
  return writeTransaction(db, async (tx) => {
    const existing = body.tess ? await repo.findByTessItem(tx, body.tess.category, body.tess.id) : undefined;
    if (existing) {
      const before = await repo.lockResource(tx, existing.id);
      if (!before) throw notFound(`Training resource ${existing.id} not found`);
      const { update, kept } = mergeReimport(before, values, markdown);
      const row = await repo.updateResource(tx, before.id, update);
      if (!row) throw notFound(`Training resource ${before.id} not found`);
      await recordAudit(tx, actor, [
        {
          action: 'training_resource.reimport',
          entityType: 'training_resource',
          entityId: row.id,
          frameworkId: null,
          before,
          after: row,
        },
      ]);
      return { ref: ref(row), created: false, kept };
    }
    const slug = uniqueSlug(values.title as string, await takenSlugsFor(tx, values.title as string));
    const tessImported = body.tess ? importedOf(values, markdown) : null;
    const row = await repo.insertResource(tx, { ...values, tessImported, slug, authorId: actor.id });
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
    return { ref: ref(row), created: true, kept: [] };
  });
}

/**
 * Sets one field of a resource to the value TeSS gave at its last import ('Use TeSS's value', ADR 0052).
 * @param expected the resource's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown resource; CONFLICT when stale; BAD_REQUEST when the resource
 *   has no TeSS value for that field
 */
export async function acceptTessValue(
  db: Db,
  actor: Actor,
  id: number,
  field: TessTrackedField,
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
    const value = importedValue(before, field);
    if (value === undefined) throw badRequest(`This training resource has no value from TeSS for ${field}`);
    const row = await repo.updateResource(tx, id, { [field]: value });
    if (!row) throw notFound(`Training resource ${id} not found`);
    await recordAudit(tx, actor, [
      {
        action: 'training_resource.update',
        entityType: 'training_resource',
        entityId: id,
        frameworkId: null,
        before: { [field]: before[field] },
        after: { [field]: value },
      },
    ]);
    return ref(row);
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
