/**
 * Versions and releases (docs/features/curation.md §10 'Create draft', 'Release new version', docs/features/curation.md §11):
 * the draft, its release and release notes.
 * Each write runs in one transaction that first locks the framework row (lib/framework-write.ts) and
 * records its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import { type ReleaseRequest, releaseNumberProblem, sortVersionsNewestFirst, versionUuid } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import { readAll } from '../../../db/reads.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { badRequest, conflict, type ErrorIssue, notFound } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import { invalid, requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import { copyCompetencyRelations } from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import * as versionRepo from '../repository/versions.js';
import { requireDraft } from './guards.js';

/** Today's calendar date on the server (local time), as YYYY-MM-DD (docs/features/original-hub.md: dates without shift). */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Creates the framework's draft (docs/features/curation.md §10 'Create draft'): a copy of the newest live version's domains,
 * competencies and attributes (same uuids, codes, positions, archived flags and mappings), or an empty
 * draft when there is no live version; the draft records the version it was based on. Audit:
 * 'version.create_draft'.
 * @returns the new draft version
 * @throws AppError CONFLICT when the framework already has a draft
 */
export async function createDraft(db: Db, fw: FrameworkRow, actor: Actor): Promise<VersionRow> {
  return writeInFramework(db, fw.id, async (tx) => {
    if (await versionRepo.findDraft(tx, fw.id)) throw conflict('This framework already has a draft');
    const versions = await versionRepo.findVersionsOfFrameworks(tx, [fw.id]);
    const live = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'))[0];
    const draft = await versionRepo.insertVersion(tx, {
      frameworkId: fw.id,
      number: 'draft',
      status: 'draft',
      basedOnVersionId: live?.id ?? null,
    });
    const copied = { domains: 0, competencies: 0, attributes: 0 };
    if (live) {
      const [domains, competencies, attributes] = await readAll(tx, [
        () => queries.findDomains(tx, live.id),
        () => queries.findCompetencies(tx, live.id),
        () => queries.findAttributes(tx, live.id),
      ]);
      const newDomains = await contentRepo.insertDomains(
        tx,
        domains.map((d) => ({
          versionId: draft.id,
          uuid: d.uuid,
          code: d.code,
          title: d.title,
          description: d.description,
          groupTitle: d.groupTitle,
          groupDescription: d.groupDescription,
          position: d.position,
          archived: d.archived,
        })),
      );
      const domainIdByUuid = new Map(newDomains.map((d) => [d.uuid, d.id]));
      const domainUuidById = new Map(domains.map((d) => [d.id, d.uuid]));
      const newCompetencies = await contentRepo.insertCompetencies(
        tx,
        competencies.map((c) => ({
          versionId: draft.id,
          domainId: domainIdByUuid.get(domainUuidById.get(c.domainId) ?? '') as number,
          uuid: c.uuid,
          code: c.code,
          title: c.title,
          position: c.position,
          archived: c.archived,
          mappedOtherCompetency: c.mappedOtherCompetency,
        })),
      );
      const competencyIdByUuid = new Map(newCompetencies.map((c) => [c.uuid, c.id]));
      const competencyUuidById = new Map(competencies.map((c) => [c.id, c.uuid]));
      await contentRepo.insertAttributes(
        tx,
        attributes.map((a) => ({
          versionId: draft.id,
          competencyId: competencyIdByUuid.get(competencyUuidById.get(a.competencyId) ?? '') as number,
          attributeTypeId: a.attributeTypeId,
          uuid: a.uuid,
          title: a.title,
          position: a.position,
          archived: a.archived,
        })),
      );
      copied.domains = domains.length;
      copied.competencies = competencies.length;
      copied.attributes = attributes.length;
      // Relations outside the tree (kept from a CASE import) follow their competencies (docs/features/interchange-files.md §9).
      await copyCompetencyRelations(tx, live.id, draft.id);
    }
    await recordAudit(tx, actor, [
      {
        action: 'version.create_draft',
        entityType: 'framework_version',
        entityId: draft.id,
        frameworkId: fw.id,
        before: null,
        after: { ...draft, copiedFromVersionId: live?.id ?? null, copied },
      },
    ]);
    return draft;
  });
}

/**
 * Releases the draft (docs/features/curation.md §10 'Release new version', docs/features/curation.md §11): it becomes live under `version` with today's date
 * and the release notes, and takes the deterministic version uuid (machine name + number, ADR 0009);
 * the framework's attribute types and expertise levels become released (and
 * from then on immutable). Audit: 'version.release'.
 * @param expected the draft version's ETag the caller saw (If-Match, ADR 0021)
 * @returns the new live version
 * @throws AppError CONFLICT without a draft, when the draft changed since `expected`, or when it shows no
 *   competency (an empty draft is never released); BAD_REQUEST (issue
 *   'version') when the number exists or is not after the highest live version compared as versions (docs/features/curation.md §5), (issue 'releaseNotes') when the notes are blank once markup is stripped
 */
export async function releaseDraft(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: ReleaseRequest,
  expected: Expected = undefined,
): Promise<VersionRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => requireDraft(tx, fw),
    ifMatch: (draft) => rowCheck(expected, 'framework_version', 'The draft', draft),
    assert: async (draft, tx) => {
      // A draft left empty (a refused import into a new framework, everything archived) is not a version.
      if (!(await versionRepo.hasVisibleCompetency(tx, draft.id))) {
        throw conflict(
          'The draft has no competencies: add or import some (or restore archived ones) before releasing it',
        );
      }
    },
    validate: async ({ tx, before: draft }) => {
      const issues: ErrorIssue[] = [];
      const number = request.version.trim();
      const releaseNotes = requiredText(request.releaseNotes, 'releaseNotes', 'Enter release notes', issues);
      const versions = await versionRepo.findVersionsOfFrameworks(tx, [fw.id]);
      if (versions.some((v) => v.id !== draft.id && v.number.toLowerCase() === number.toLowerCase())) {
        issues.unshift({ path: 'version', message: `Version ${number} already exists` });
      } else {
        const liveNumbers = versions.filter((v) => v.status === 'live').map((v) => v.number);
        const problem = releaseNumberProblem(number, liveNumbers);
        if (problem) issues.unshift({ path: 'version', message: problem });
      }
      if (issues.length > 0) {
        const first = issues[0] as ErrorIssue;
        throw badRequest(issues.length === 1 ? first.message : invalid(issues).message, issues);
      }
      return { number, releaseNotes };
    },
    update: async ({ tx, before: draft, values: { number, releaseNotes } }) => {
      const live = await versionRepo.updateVersion(tx, fw.id, draft.id, {
        status: 'live',
        number,
        uuid: versionUuid(fw.machineName, number),
        releaseDate: todayCalendarDate(),
        releaseNotes,
      });
      await versionRepo.markVocabularyReleased(tx, fw.id);
      return live;
    },
    audit: ({ before, after }) => ({
      action: 'version.release',
      entityType: 'framework_version',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}

/**
 * Updates the release notes of the draft or of any version of the framework (docs/features/curation.md §10; live versions may
 * change only their notes). Audit: 'version.update_notes'.
 * @param expected the version's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND for a version of another framework; CONFLICT when stale; BAD_REQUEST when blank once stripped
 */
export async function updateReleaseNotes(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  versionId: number,
  notes: string,
  expected: Expected = undefined,
): Promise<VersionRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const version = await versionRepo.findVersionById(tx, fw.id, versionId);
      if (!version) throw notFound(`Version ${versionId} not found in framework "${fw.machineName}"`);
      return version;
    },
    ifMatch: (version) => rowCheck(expected, 'framework_version', 'This version', version),
    validate: () => {
      const issues: ErrorIssue[] = [];
      const releaseNotes = requiredText(notes, 'releaseNotes', 'Enter release notes', issues);
      throwIfIssues(issues);
      return releaseNotes;
    },
    update: ({ tx, before, values: releaseNotes }) =>
      versionRepo.updateVersion(tx, fw.id, before.id, { releaseNotes }),
    audit: ({ before, after }) => ({
      action: 'version.update_notes',
      entityType: 'framework_version',
      entityId: before.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}
