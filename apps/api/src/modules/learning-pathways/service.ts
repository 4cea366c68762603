/**
 * Learning pathways (docs/features/training.md §6): reads (published ones for everyone; drafts too for content managers)
 * and the content managers' writes, each in one transaction with its audit event. Steps reference training
 * resources; unknown ids are named in a 400; the description is sanitised; the title loses its markup.
 */
import type { LearningPathway, LearningPathwayList, LearningPathwayRequest } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { recordAudit } from '../../lib/audit.js';
import { type ErrorIssue, notFound } from '../../lib/errors.js';
import { assertRevision, type Expected, lockRevision } from '../../lib/revision.js';
import { sanitizeRichText, stripTags } from '../../lib/sanitize.js';
import { invalid, requiredText, throwIfIssues } from '../../lib/text-input.js';
import { writeTransaction as write } from '../../lib/write-transaction.js';
import { findFrameworkById } from '../frameworks/index.js';
import { presentResourceBase } from '../training/index.js';
import * as repo from './repository.js';

const mediaUrl = (id: number | null) => (id === null ? null : `/api/v1/media/${id}`);

/** The framework by machine name (NOT_FOUND when unknown): the content module's one lookup. */
export { getFramework } from '../content/index.js';

/** The summary of a pathway row. */
function summary(row: repo.LearningPathwayRow, machineName: string) {
  return {
    id: row.id,
    revision: row.revision,
    framework: machineName,
    title: row.title,
    description: row.description,
    image: mediaUrl(row.imageId),
    imageId: row.imageId,
    published: row.published,
    urlAlias: row.urlAlias,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A framework's pathways (published only unless `drafts`). */
export async function listPathways(db: Db, fw: FrameworkRow, drafts: boolean): Promise<LearningPathwayList> {
  const rows = await repo.findPathways(db, fw.id, drafts);
  return { pathways: rows.map(({ row, stepCount }) => ({ ...summary(row, fw.machineName), stepCount })) };
}

/**
 * One pathway with its steps in order (archived resources left out unless `drafts`).
 * @throws AppError NOT_FOUND for an unknown pathway, or an unpublished one when not `drafts`
 */
export async function getPathway(db: Db, id: number, drafts: boolean): Promise<LearningPathway> {
  const row = await repo.findPathway(db, id);
  if (!row || (!row.published && !drafts)) throw notFound(`Learning pathway ${id} not found`);
  const fw = await findFrameworkById(db, row.frameworkId);
  const steps = (await repo.findSteps(db, id)).filter((s) => drafts || !s.resource.archived);
  return {
    ...summary(row, fw?.machineName ?? ''),
    steps: steps.map((s, i) => ({
      position: i + 1,
      note: s.note,
      resource: presentResourceBase(s.resource),
    })),
  };
}

/** Cleans a request and checks its resources. @throws AppError VALIDATION (400) naming the problems */
async function values(db: Db, body: LearningPathwayRequest) {
  const issues: ErrorIssue[] = [];
  const title = requiredText(body.title, 'title', 'Enter a pathway title', issues);
  throwIfIssues(issues);
  const known = await repo.existingResourceIds(
    db,
    body.steps.map((s) => s.resourceId),
  );
  body.steps.forEach((s, i) => {
    if (!known.has(s.resourceId))
      issues.push({
        path: `steps.${i}.resourceId`,
        message: `Training resource ${s.resourceId} does not exist`,
      });
  });
  if (issues.length > 0) throw invalid(issues);
  return {
    row: {
      title,
      description: sanitizeRichText(body.description),
      imageId: body.imageId,
      published: body.published,
    },
    steps: body.steps.map((s) => ({ resourceId: s.resourceId, note: stripTags(s.note) })),
  };
}

/** Creates a pathway of a framework. @returns it with its steps */
export async function createPathway(db: Db, actor: Actor, fw: FrameworkRow, body: LearningPathwayRequest) {
  const clean = await values(db, body);
  const id = await write(db, async (tx) => {
    const row = await repo.insertPathway(tx, { ...clean.row, frameworkId: fw.id, authorId: actor.id });
    await repo.replaceSteps(tx, row.id, clean.steps);
    await recordAudit(tx, actor, [
      {
        action: 'learning_pathway.create',
        entityType: 'learning_pathway',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: { ...row, steps: clean.steps },
      },
    ]);
    return row.id;
  });
  return getPathway(db, id, true);
}

/**
 * Replaces a pathway's fields and steps.
 * @param expected the pathway's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown pathway; CONFLICT when stale
 */
export async function updatePathway(
  db: Db,
  actor: Actor,
  id: number,
  body: LearningPathwayRequest,
  expected: Expected = undefined,
) {
  const clean = await values(db, body);
  await write(db, async (tx) => {
    const before = await repo.findPathway(tx, id);
    if (!before) throw notFound(`Learning pathway ${id} not found`);
    await assertRevision(
      tx,
      expected,
      { revision: (await lockRevision(tx, 'learning_pathway', id)) ?? 0 },
      {
        entityType: 'learning_pathway',
        entityId: id,
        current: () => getPathway(tx, id, true),
        label: 'This learning pathway',
      },
    );
    const row = await repo.updatePathway(tx, id, clean.row);
    await repo.replaceSteps(tx, id, clean.steps);
    await recordAudit(tx, actor, [
      {
        action: 'learning_pathway.update',
        entityType: 'learning_pathway',
        entityId: id,
        frameworkId: before.frameworkId,
        before,
        after: { ...row, steps: clean.steps },
      },
    ]);
  });
  return getPathway(db, id, true);
}

/**
 * Deletes a pathway.
 * @param expected the pathway's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown pathway; CONFLICT when stale
 */
export async function deletePathway(
  db: Db,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await write(db, async (tx) => {
    const before = await repo.findPathway(tx, id);
    if (!before) throw notFound(`Learning pathway ${id} not found`);
    await assertRevision(
      tx,
      expected,
      { revision: (await lockRevision(tx, 'learning_pathway', id)) ?? 0 },
      {
        entityType: 'learning_pathway',
        entityId: id,
        current: () => getPathway(tx, id, true),
        label: 'This learning pathway',
      },
    );
    await repo.deletePathway(tx, id);
    await recordAudit(tx, actor, [
      {
        action: 'learning_pathway.delete',
        entityType: 'learning_pathway',
        entityId: id,
        frameworkId: before.frameworkId,
        before,
        after: null,
      },
    ]);
  });
}
