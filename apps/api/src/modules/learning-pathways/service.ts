/**
 * Learning pathways (docs/features/training.md §6): reads (published ones for everyone; drafts too for
 * content managers) and the content managers' writes, each one run of the write runner
 * (lib/revised-write.ts, ADR 0056): one transaction with its audit event. Steps reference training
 * resources; unknown ids are named in a 400; the description is sanitised; the title loses its markup.
 */
import type { LearningPathway, LearningPathwayList, LearningPathwayRequest } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { type ErrorIssue, notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import type { Expected } from '../../lib/revision.js';
import { sanitizeRichText, stripTags } from '../../lib/sanitize.js';
import { invalid, requiredText, throwIfIssues } from '../../lib/text-input.js';
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

/**
 * Creates a pathway of a framework: one run of the write runner (ADR 0056), audit 'learning_pathway.create'.
 * @returns it with its steps
 * @throws AppError VALIDATION (400) for a blank title or an unknown resource
 */
export async function createPathway(db: Db, actor: Actor, fw: FrameworkRow, body: LearningPathwayRequest) {
  const clean = await values(db, body);
  const row = await runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: async () => null,
    update: async ({ tx }) => {
      const created = await repo.insertPathway(tx, { ...clean.row, frameworkId: fw.id, authorId: actor.id });
      await repo.replaceSteps(tx, created.id, clean.steps);
      return created;
    },
    audit: ({ after: created }) => ({
      action: 'learning_pathway.create',
      entityType: 'learning_pathway',
      entityId: created.id,
      frameworkId: fw.id,
      before: null,
      after: { ...created, steps: clean.steps },
    }),
  });
  return getPathway(db, row.id, true);
}

/**
 * Replaces a pathway's fields and steps: one run of the write runner (ADR 0056) with the pathway row
 * locked, audit 'learning_pathway.update'.
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
  await runRevisedWrite(db, {
    actor,
    lock: { row: 'learning_pathway', id },
    load: (tx) => loadPathway(tx, id),
    ifMatch: (before, tx) => revisionCheck(tx, before, expected),
    update: async ({ tx }) => {
      const row = await repo.updatePathway(tx, id, clean.row);
      await repo.replaceSteps(tx, id, clean.steps);
      return row;
    },
    audit: ({ before, after: row }) => ({
      action: 'learning_pathway.update',
      entityType: 'learning_pathway',
      entityId: id,
      frameworkId: before.frameworkId,
      before,
      after: { ...row, steps: clean.steps },
    }),
  });
  return getPathway(db, id, true);
}

/**
 * Deletes a pathway: one run of the write runner (ADR 0056) with the pathway row locked, audit
 * 'learning_pathway.delete'.
 * @param expected the pathway's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for an unknown pathway; CONFLICT when stale
 */
export async function deletePathway(
  db: Db,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { row: 'learning_pathway', id },
    load: (tx) => loadPathway(tx, id),
    ifMatch: (before, tx) => revisionCheck(tx, before, expected),
    update: ({ tx }) => repo.deletePathway(tx, id),
    audit: ({ before }) => ({
      action: 'learning_pathway.delete',
      entityType: 'learning_pathway',
      entityId: id,
      frameworkId: before.frameworkId,
      before,
      after: null,
    }),
  });
}

/** The pathway row a write changes (locked by the runner). @throws AppError NOT_FOUND when unknown */
async function loadPathway(tx: Db, id: number): Promise<repo.LearningPathwayRow> {
  const row = await repo.findPathway(tx, id);
  if (!row) throw notFound(`Learning pathway ${id} not found`);
  return row;
}

/** The If-Match check of a pathway: its revision; a 409 shows it with its steps as they are now. */
function revisionCheck(tx: Db, before: repo.LearningPathwayRow, expected: Expected) {
  return rowCheck(expected, 'learning_pathway', 'This learning pathway', before, () =>
    getPathway(tx, before.id, true),
  );
}
