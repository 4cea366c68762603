/**
 * Content managers' training resource writes (docs/features/training.md §4; docs/features/training.md §3; docs/features/curation.md §10, §11):
 * create (a TeSS item already imported is updated instead), edit (the slug stays), archive toggle. Each
 * write is one run of the write runner (lib/revised-write.ts, ADR 0056): one transaction with its audit
 * event; a uniqueness race becomes 409.
 */
import type {
  TessKeptField,
  TessTrackedField,
  TrainingResourceRef,
  TrainingResourceRequest,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import type { Expected } from '../../lib/revision.js';
import { takenSlugsFor, uniqueSlug } from '../../lib/slug.js';
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
 * One run of the write runner (ADR 0056); audit 'training_resource.create' or '.reimport'.
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
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    // The resource imported from the same TeSS item (locked), or null: a new resource.
    load: async (tx) => {
      const existing = body.tess
        ? await repo.findByTessItem(tx, body.tess.category, body.tess.id)
        : undefined;
      return existing ? loadResource(tx, existing.id) : null;
    },
    update: async ({ tx, before }) => {
      if (before) {
        const { update, kept } = mergeReimport(before, values, markdown);
        return { row: await changeResource(tx, before.id, update), kept };
      }
      const slug = uniqueSlug(values.title as string, await takenSlugsFor(tx, values.title as string));
      const tessImported = body.tess ? importedOf(values, markdown) : null;
      const row = await repo.insertResource(tx, { ...values, tessImported, slug, authorId: actor.id });
      return { row, kept: [] };
    },
    audit: ({ before, after: { row } }) => ({
      action: before ? 'training_resource.reimport' : 'training_resource.create',
      entityType: 'training_resource',
      entityId: row.id,
      frameworkId: null,
      before,
      after: row,
    }),
    present: ({ before, after: { row, kept } }) => ({ ref: ref(row), created: before === null, kept }),
  });
}

/**
 * Sets one field of a resource to the value TeSS gave at its last import ('Use TeSS's value', ADR 0052):
 * one run of the write runner (ADR 0056), audit 'training_resource.update' with that field.
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
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: (tx) => loadResource(tx, id),
    ifMatch: (before) => revisionCheck(before, expected),
    validate: ({ before }) => {
      const value = importedValue(before, field);
      if (value === undefined) throw badRequest(`This training resource has no value from TeSS for ${field}`);
      return value;
    },
    update: ({ tx, values: value }) => changeResource(tx, id, { [field]: value }),
    audit: ({ before, values: value }) => ({
      action: 'training_resource.update',
      entityType: 'training_resource',
      entityId: id,
      frameworkId: null,
      before: { [field]: before[field] },
      after: { [field]: value },
    }),
    present: ({ after }) => ref(after),
  });
}

/**
 * Replaces a resource's fields (slug, author, archive state and hit count stay): one run of the write
 * runner (ADR 0056), audit 'training_resource.update'.
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
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: (tx) => loadResource(tx, id),
    ifMatch: (before) => revisionCheck(before, expected),
    update: ({ tx }) => changeResource(tx, id, values),
    audit: ({ before, after }) => ({
      action: 'training_resource.update',
      entityType: 'training_resource',
      entityId: id,
      frameworkId: null,
      before,
      after,
    }),
    present: ({ after }) => ref(after),
  });
}

/**
 * Archives or restores a resource (archived resources leave every visitor list): one run of the write
 * runner (ADR 0056), audit 'training_resource.archive' or '.restore'; no change and no event when it is
 * already in that state.
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
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: (tx) => loadResource(tx, id),
    ifMatch: (before) => revisionCheck(before, expected),
    update: async ({ tx, before }) =>
      before.archived === archived ? before : changeResource(tx, id, { archived }),
    audit: ({ before }) =>
      before.archived === archived
        ? []
        : {
            action: archived ? 'training_resource.archive' : 'training_resource.restore',
            entityType: 'training_resource',
            entityId: id,
            frameworkId: null,
            before: { archived: before.archived },
            after: { archived },
          },
    present: ({ after }) => ref(after),
  });
}

/** A resource, locked for the rest of the write ('none' lock of the runner). @throws AppError NOT_FOUND */
async function loadResource(tx: Db, id: number): Promise<repo.TrainingResourceRow> {
  const row = await repo.lockResource(tx, id);
  if (!row) throw notFound(`Training resource ${id} not found`);
  return row;
}

/** Updates a resource's fields. @returns the updated row @throws AppError NOT_FOUND when it is gone */
async function changeResource(
  tx: Db,
  id: number,
  values: Parameters<typeof repo.updateResource>[2],
): Promise<repo.TrainingResourceRow> {
  const row = await repo.updateResource(tx, id, values);
  if (!row) throw notFound(`Training resource ${id} not found`);
  return row;
}

/** The If-Match check of a resource: its revision; a 409 shows the row as loaded. */
const revisionCheck = (before: repo.TrainingResourceRow, expected: Expected) =>
  rowCheck(expected, 'training_resource', 'This training resource', before);
