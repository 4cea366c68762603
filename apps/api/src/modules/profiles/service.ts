/**
 * Reference profiles: reads for visitors and managers, and the profile writes (create, edit incl. status
 * and image, delete). Mapping writes are in mapping-service.ts, cloning in clone-service.ts, images in
 * media-service.ts. Source: docs/features/profiles.md §1, §3; docs/features/browsing.md §9; docs/features/curation.md §12;
 * docs/features/profiles.md §1.
 *
 * Rules: every write is one run of the write runner (lib/revised-write.ts, ADR 0056) in one transaction
 * that locks the framework row and records its audit event (ADR 0008); profiles of a live version are
 * writable (the version's content is not, its profiles are); the name and job title are stripped of
 * markup and must keep 2 and 3 characters; rich text is sanitised; the URL alias is the slug of the name,
 * unique per version, and follows the name when it changes.
 */
import {
  MIN_JOB_TITLE_LENGTH,
  MIN_PROFILE_NAME_LENGTH,
  PROFILE_MESSAGES,
  type ProfileRequestParsed,
  sortVersionsNewestFirst,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../lib/actor.js';
import { uniqueAlias } from '../../lib/alias.js';
import { badRequest, type ErrorIssue, notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import type { Expected } from '../../lib/revision.js';
import { sanitizeRichText, stripTags } from '../../lib/sanitize.js';
import { findVersion, findVersionsOf } from '../content/index.js';
import type { ReadScope } from './policy.js';
import * as repo from './repository.js';

/** Who makes a change (recorded in the audit trail). */
export type { Actor } from '../../lib/actor.js';

/** A framework version whose profiles are read or written. */
export interface VersionRef {
  fw: repo.FrameworkRow;
  version: repo.VersionRow;
}

/** A profile with its mapping, as presenters take it. */
export interface ProfileModel extends VersionRef {
  profile: repo.ProfileRow;
  mapping: repo.MappingDetail[];
}

/** Resolves a framework, any version status (NOT_FOUND when unknown): the content module's one lookup. */
export { getFramework } from '../content/index.js';

/**
 * Resolves a version a caller may read: a live version, or the draft for the framework's managers.
 * @throws AppError NOT_FOUND for an unknown framework or version, or a draft the caller may not see
 */
export async function getReadableVersion(
  db: Db,
  fw: repo.FrameworkRow,
  number: string,
  scope: ReadScope,
): Promise<VersionRef> {
  const version = await findVersion(db, fw.id, number);
  if (!version || (version.status !== 'live' && !scope.draftVersion)) {
    throw notFound(`Version "${number}" of framework "${fw.machineName}" not found`);
  }
  return { fw, version };
}

/**
 * Resolves a version for a write: any version of the framework, live or draft.
 * @throws AppError NOT_FOUND for an unknown version
 */
export async function getWritableVersion(db: Db, fw: repo.FrameworkRow, number: string): Promise<VersionRef> {
  const version = await findVersion(db, fw.id, number);
  if (!version) throw notFound(`Version "${number}" of framework "${fw.machineName}" not found`);
  return { fw, version };
}

/**
 * Lists the profiles of a version with their mappings: Live only unless the scope allows drafts.
 * @returns models in id order
 */
export async function listProfiles(db: Db, ref: VersionRef, scope: ReadScope): Promise<ProfileModel[]> {
  const rows = await repo.findProfiles(db, ref.version.id, !scope.drafts);
  return withMappings(db, ref, rows);
}

/**
 * One profile with its mapping.
 * @throws AppError NOT_FOUND when it is not in this version, or is a Draft the caller may not see
 */
export async function getProfile(
  db: Db,
  ref: VersionRef,
  id: number,
  scope: ReadScope,
): Promise<ProfileModel> {
  const row = await repo.findProfile(db, ref.version.id, id);
  if (!row || (row.publishingStatus !== 'Live' && !scope.drafts)) throw notFound(`Profile ${id} not found`);
  const [model] = await withMappings(db, ref, [row]);
  if (!model) throw notFound(`Profile ${id} not found`);
  return model;
}

/** A Live reference profile with the title of its expected level per mapped competency id. */
export type LiveProfileLevels = repo.ExportProfileRow;

/**
 * The Live reference profiles of a version, in id order, each with the title of its expected level per
 * mapped competency: the export's profile columns (ADR 0030). Drafts are never included.
 * @returns an empty list when the version has no Live profile
 */
export function listLiveProfileLevels(db: Db, versionId: number): Promise<LiveProfileLevels[]> {
  return repo.findLiveProfileLevels(db, versionId);
}

async function withMappings(db: Db, ref: VersionRef, rows: repo.ProfileRow[]): Promise<ProfileModel[]> {
  const mappings = await repo.findMappings(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((profile) => ({
    ...ref,
    profile,
    mapping: mappings.filter((m) => m.profileId === profile.id),
  }));
}

/**
 * Framework versions with Live profiles (live versions only), most profiles first, then by title.
 */
export async function listProfileFrameworks(db: Db) {
  const rows = await repo.countLiveProfiles(db);
  return rows
    .map((r) => ({ ...r, liveProfileCount: Number(r.liveProfileCount) }))
    .sort((a, b) => b.liveProfileCount - a.liveProfileCount || a.title.localeCompare(b.title));
}

/**
 * The newest live version released before `target` (for cloning): for a draft, the newest live version.
 * @returns the version, or undefined when there is none
 */
export async function findPreviousLiveVersion(db: Db, ref: VersionRef): Promise<repo.VersionRow | undefined> {
  const live = sortVersionsNewestFirst(
    (await findVersionsOf(db, ref.fw.id)).filter((v) => v.status === 'live'),
  );
  if (ref.version.status !== 'live') return live[0];
  const index = live.findIndex((v) => v.id === ref.version.id);
  return index < 0 ? undefined : live[index + 1];
}

/**
 * Cleans a profile request: plain text stripped of markup (and re-checked for length with the original hub's
 * messages), rich text sanitised; checks that the image exists.
 * @throws AppError BAD_REQUEST with the issues (field paths)
 */
export async function cleanRequest(db: Db, body: ProfileRequestParsed) {
  const title = stripTags(body.title);
  const jobTitle = stripTags(body.jobTitle);
  const issues: ErrorIssue[] = [];
  if (title.length < MIN_PROFILE_NAME_LENGTH)
    issues.push({ path: 'body.title', message: PROFILE_MESSAGES.nameManager });
  if (jobTitle.length < MIN_JOB_TITLE_LENGTH) {
    issues.push({ path: 'body.jobTitle', message: PROFILE_MESSAGES.jobTitleManager });
  }
  if (body.imageId !== null && !(await repo.mediaExists(db, body.imageId))) {
    issues.push({ path: 'body.imageId', message: `Image ${body.imageId} not found` });
  }
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join('; '), issues);
  return {
    title,
    jobTitle,
    age: body.age,
    gender: body.gender,
    seniorityLevel: body.seniorityLevel,
    qualificationBackground: sanitizeRichText(body.qualificationBackground),
    currentRole: sanitizeRichText(body.currentRole),
    additionalInformation: sanitizeRichText(body.additionalInformation),
    imageId: body.imageId,
    publishingStatus: body.publishingStatus,
  };
}

/**
 * Creates a reference profile (Draft unless the request says Live) with an empty mapping: one run of the
 * write runner (ADR 0056) under the framework's lock, audit 'profile.create'.
 * @returns the new profile's model
 * @throws AppError BAD_REQUEST for bad input
 */
export async function createProfile(
  db: Db,
  ref: VersionRef,
  actor: Actor,
  body: ProfileRequestParsed,
): Promise<ProfileModel> {
  const values = await cleanRequest(db, body);
  const row = await runRevisedWrite(db, {
    actor,
    lock: { framework: ref.fw.id },
    load: async () => null,
    update: async ({ tx }) => {
      const urlAlias = uniqueAlias(values.title, await repo.findAliases(tx, ref.version.id));
      return repo.insertProfile(tx, { ...values, versionId: ref.version.id, urlAlias, authorId: actor.id });
    },
    audit: ({ after: created }) => ({
      action: 'profile.create',
      entityType: 'profile',
      entityId: created.id,
      frameworkId: ref.fw.id,
      before: null,
      after: created,
    }),
  });
  return { ...ref, profile: row, mapping: [] };
}

/**
 * Edits a reference profile: every field of the form, the publishing status and the image (null clears
 * it). The URL alias follows a changed name. One run of the write runner (ADR 0056), audit 'profile.update'.
 * @param expected the profile's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when the profile is not in this version; CONFLICT when stale; BAD_REQUEST
 *   for bad input
 */
export async function updateProfile(
  db: Db,
  ref: VersionRef,
  actor: Actor,
  id: number,
  body: ProfileRequestParsed,
  expected: Expected = undefined,
): Promise<ProfileModel> {
  const values = await cleanRequest(db, body);
  await runRevisedWrite(db, {
    actor,
    lock: { framework: ref.fw.id },
    load: (tx) => loadProfile(tx, ref, id),
    ifMatch: (before) => rowCheck(expected, 'profile', 'This profile', before),
    update: async ({ tx, before }) => {
      const urlAlias =
        before.title === values.title
          ? before.urlAlias
          : uniqueAlias(values.title, await repo.findAliases(tx, ref.version.id, id));
      return repo.updateProfile(tx, id, { ...values, urlAlias });
    },
    audit: ({ before, after }) => ({
      action: 'profile.update',
      entityType: 'profile',
      entityId: id,
      frameworkId: ref.fw.id,
      before,
      after,
    }),
  });
  return getProfile(db, ref, id, { drafts: true, draftVersion: true });
}

/**
 * Deletes a reference profile with its mapping (and its steps in career pathways): one run of the write
 * runner (ADR 0056), audit 'profile.delete' with the profile and its mapping before.
 * @param expected the profile's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when the profile is not in this version; CONFLICT when stale
 */
export async function deleteProfile(
  db: Db,
  ref: VersionRef,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: ref.fw.id },
    load: (tx) => loadProfile(tx, ref, id),
    ifMatch: (before) => rowCheck(expected, 'profile', 'This profile', before),
    update: async ({ tx }) => {
      const mapping = await repo.findMappings(tx, [id]);
      await repo.deleteProfile(tx, id);
      return mapping;
    },
    audit: ({ before, after: mapping }) => ({
      action: 'profile.delete',
      entityType: 'profile',
      entityId: id,
      frameworkId: ref.fw.id,
      before: { ...before, mapping },
      after: null,
    }),
    present: () => undefined,
  });
}

/** The profile row a write changes. @throws AppError NOT_FOUND when it is not in this version */
async function loadProfile(tx: Db, ref: VersionRef, id: number): Promise<repo.ProfileRow> {
  const row = await repo.findProfile(tx, ref.version.id, id);
  if (!row) throw notFound(`Profile ${id} not found`);
  return row;
}
