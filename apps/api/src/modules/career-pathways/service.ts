/**
 * Career pathways (docs/features/profiles.md §7; docs/features/browsing.md §8 Career pathway, docs/features/browsing.md §9; docs/features/profiles.md §3; docs/features/profiles.md §1, §4): an
 * ordered list of Live reference profiles of one framework version.
 *
 * Rules kept here:
 * - Reads (rules of profiles/policy.ts, applied by the routes): anonymous visitors see the Live steps
 *   only, signed-in users every step (a profile set back to Draft stays in the pathway); a draft
 *   version's pathways are for the framework's managers.
 * - Writes: title and description are plain text (markup stripped, blank refused); at least one profile,
 *   each once, each a Live profile of the same framework version (an unknown id, a profile of another
 *   version and a Draft profile are refused with 400 naming the step). Each write is one run of the write
 *   runner (lib/revised-write.ts, ADR 0056): the pathway row locked, its audit event in the same transaction.
 */
import type { CareerPathwayRequest } from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../db/rows.js';
import type { Actor } from '../../lib/actor.js';
import { badRequest, type ErrorIssue, notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import type { Expected } from '../../lib/revision.js';
import { stripTags } from '../../lib/sanitize.js';
import { findVersion, getFramework } from '../content/index.js';
import * as repo from './repository.js';

/** A framework version that pathways belong to. */
export interface PathwayScope {
  framework: FrameworkRow;
  version: VersionRow;
}

/** A pathway with its steps in order (positions renumbered 1…n as shown). */
export interface PathwayModel {
  scope: PathwayScope;
  pathway: repo.CareerPathwayRow;
  steps: { position: number; profile: repo.ProfileRow }[];
}

/** Who makes a change (the signed-in framework manager); recorded in the audit trail. */
export type { Actor } from '../../lib/actor.js';

/** The framework by machine name (NOT_FOUND when unknown): the content module's one lookup. */
export { getFramework };

/**
 * Resolves a version of the framework by number.
 * @param liveOnly true for anonymous readers: a draft version is 'not found'
 * @throws AppError NOT_FOUND for an unknown version (or a draft when `liveOnly`)
 */
export async function getVersionScope(
  db: Db,
  framework: FrameworkRow,
  number: string,
  liveOnly: boolean,
): Promise<PathwayScope> {
  const version = await findVersion(db, framework.id, number);
  if (!version || (liveOnly && version.status !== 'live')) {
    throw notFound(`Version "${number}" of framework "${framework.machineName}" not found`);
  }
  return { framework, version };
}

/**
 * Resolves a framework version by machine name and number.
 * @param liveOnly true for anonymous readers: a draft version is 'not found'
 * @throws AppError NOT_FOUND for an unknown framework or version (or a draft when `liveOnly`)
 */
export async function getScope(
  db: Db,
  machineName: string,
  number: string,
  liveOnly: boolean,
): Promise<PathwayScope> {
  return getVersionScope(db, await getFramework(db, machineName), number, liveOnly);
}

/** Groups step rows by pathway; `liveOnly` drops Draft profiles. Positions are renumbered 1…n. */
function withSteps(
  scope: PathwayScope,
  pathways: repo.CareerPathwayRow[],
  steps: repo.StepRow[],
  liveOnly: boolean,
): PathwayModel[] {
  return pathways.map((pathway) => ({
    scope,
    pathway,
    steps: steps
      .filter((s) => s.pathwayId === pathway.id && (!liveOnly || s.profile.publishingStatus === 'Live'))
      .map((s, i) => ({ position: i + 1, profile: s.profile })),
  }));
}

/**
 * The version's career pathways with their steps, by title.
 * @param liveOnly true for anonymous readers: Draft profiles are left out of the steps
 */
export async function listPathways(db: Db, scope: PathwayScope, liveOnly: boolean): Promise<PathwayModel[]> {
  const pathways = await repo.findPathways(db, scope.version.id);
  const steps = await repo.findSteps(
    db,
    pathways.map((p) => p.id),
  );
  return withSteps(scope, pathways, steps, liveOnly);
}

/**
 * One career pathway of the version with its steps.
 * @throws AppError NOT_FOUND when the pathway is not one of this version's
 */
export async function getPathway(
  db: Db,
  scope: PathwayScope,
  id: number,
  liveOnly: boolean,
): Promise<PathwayModel> {
  const pathway = await repo.findPathway(db, scope.version.id, id);
  if (!pathway) throw notFound(`Career pathway ${id} not found`);
  const [model] = withSteps(scope, [pathway], await repo.findSteps(db, [id]), liveOnly);
  return model as PathwayModel;
}

/**
 * Checks a request against the version: plain-text title and description not blank once stripped, and
 * every profile a Live profile of this version.
 * @returns the stripped title and description
 * @throws AppError BAD_REQUEST with one issue per refused field or step
 */
async function checkRequest(
  tx: Db,
  scope: PathwayScope,
  request: CareerPathwayRequest,
): Promise<{ title: string; description: string }> {
  const issues: ErrorIssue[] = [];
  const title = stripTags(request.title);
  const description = stripTags(request.description);
  if (title === '') issues.push({ path: 'title', message: 'Enter a pathway title' });
  if (description === '') issues.push({ path: 'description', message: 'Enter a pathway description' });
  const found = new Map(
    (await repo.findProfilesForUpdate(tx, scope.version.id, request.profileIds)).map((p) => [p.id, p]),
  );
  const where = `${scope.framework.machineName} ${scope.version.number}`;
  request.profileIds.forEach((id, i) => {
    const row = found.get(id);
    if (!row) {
      issues.push({
        path: `profileIds.${i}`,
        message: `Profile ${id} is not a reference profile of ${where}`,
      });
    } else if (row.publishingStatus !== 'Live') {
      issues.push({
        path: `profileIds.${i}`,
        message: `Profile ${id} (${row.jobTitle}) is a Draft: only Live profiles can be added to a career pathway`,
      });
    }
  });
  if (issues.length > 0) throw badRequest('The career pathway was not saved', issues);
  return { title, description };
}

/** The audit record of a pathway's state. */
const auditState = (row: repo.CareerPathwayRow, profileIds: number[]) => ({
  id: row.id,
  versionId: row.versionId,
  title: row.title,
  description: row.description,
  profileIds,
});

/**
 * Creates a career pathway (audit: 'career_pathway.create').
 * @returns the new pathway with its steps
 * @throws AppError BAD_REQUEST for blank text or a profile that is not a Live profile of the version
 */
export async function createPathway(
  db: Db,
  scope: PathwayScope,
  actor: Actor,
  request: CareerPathwayRequest,
): Promise<PathwayModel> {
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: async () => null,
    validate: ({ tx }) => checkRequest(tx, scope, request),
    update: async ({ tx, values: text }) => {
      const row = await repo.insertPathway(tx, { versionId: scope.version.id, authorId: actor.id, ...text });
      await repo.replaceSteps(tx, row.id, request.profileIds);
      return row;
    },
    audit: ({ after: row }) => ({
      action: 'career_pathway.create',
      entityType: 'career_pathway',
      entityId: row.id,
      frameworkId: scope.framework.id,
      before: null,
      after: auditState(row, request.profileIds),
    }),
    present: ({ tx, after: row }) => getPathway(tx, scope, row.id, false),
  });
}

/**
 * Replaces a career pathway's title, description and steps (audit: 'career_pathway.update').
 * @param expected the pathway's ETag the caller saw (If-Match, ADR 0021)
 * @returns the saved pathway with its steps
 * @throws AppError NOT_FOUND when the pathway is not one of this version's; CONFLICT when stale; BAD_REQUEST as for create
 */
export async function updatePathway(
  db: Db,
  scope: PathwayScope,
  actor: Actor,
  id: number,
  request: CareerPathwayRequest,
  expected: Expected = undefined,
): Promise<PathwayModel> {
  return runRevisedWrite(db, {
    actor,
    lock: { row: 'career_pathway', id },
    load: (tx) => getPathway(tx, scope, id, false),
    ifMatch: (before, tx) => revisionCheck(tx, scope, before, expected),
    validate: ({ tx }) => checkRequest(tx, scope, request),
    update: async ({ tx, values: text }) => {
      const row = await repo.updatePathway(tx, id, text);
      await repo.replaceSteps(tx, id, request.profileIds);
      return row;
    },
    audit: ({ before, after: row }) => ({
      action: 'career_pathway.update',
      entityType: 'career_pathway',
      entityId: id,
      frameworkId: scope.framework.id,
      before: auditState(
        before.pathway,
        before.steps.map((s) => s.profile.id),
      ),
      after: auditState(row, request.profileIds),
    }),
    present: ({ tx }) => getPathway(tx, scope, id, false),
  });
}

/**
 * Deletes a career pathway (audit: 'career_pathway.delete'); its profiles are untouched.
 * @param expected the pathway's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when the pathway is not one of this version's; CONFLICT when stale
 */
export async function deletePathway(
  db: Db,
  scope: PathwayScope,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { row: 'career_pathway', id },
    load: (tx) => getPathway(tx, scope, id, false),
    ifMatch: (before, tx) => revisionCheck(tx, scope, before, expected),
    update: ({ tx }) => repo.deletePathway(tx, id),
    audit: ({ before }) => ({
      action: 'career_pathway.delete',
      entityType: 'career_pathway',
      entityId: id,
      frameworkId: scope.framework.id,
      before: auditState(
        before.pathway,
        before.steps.map((s) => s.profile.id),
      ),
      after: null,
    }),
  });
}

/** The If-Match check of a pathway: its revision; a 409 shows it with its steps as they are now. */
function revisionCheck(tx: Db, scope: PathwayScope, before: PathwayModel, expected: Expected) {
  return rowCheck(expected, 'career_pathway', 'This career pathway', before.pathway, () =>
    getPathway(tx, scope, before.pathway.id, false).then((m) => ({ ...m.pathway, steps: m.steps })),
  );
}
