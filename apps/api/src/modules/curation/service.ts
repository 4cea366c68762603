/**
 * Framework curation (curation-and-administration.md §2.5–2.10, §4, §5; issue #3 §2–§4): the manage
 * view, drafts and releases, domains, competencies, attributes, attribute types and expertise levels.
 *
 * Rules kept here (the database triggers of migrations 0001 and 0003 are the backstop):
 * - Content writes act only on the framework's draft; an id that is not in this framework's draft is
 *   'not found', so live versions and other frameworks are never touched.
 * - Each write runs in one transaction that first locks the framework row (writes to one framework run
 *   one after another) and records its audit event(s) in the same transaction.
 * - Plain text has its markup stripped and must not be blank afterwards; rich text is sanitised.
 */
import {
  type CreateAttributesRequest,
  type CreateCompetenciesRequest,
  type CreateDomainsRequest,
  type ReleaseRequest,
  sortVersionsNewestFirst,
  type UpdateAttributeRequest,
  type UpdateCompetencyRequest,
  type UpdateDomainRequest,
  versionUuid,
} from '@hub/domain';
import type { Db } from '../../db/client.js';
import { recordAudit } from '../../lib/audit.js';
import { AppError, badRequest, conflict, type ErrorIssue, notFound } from '../../lib/errors.js';
import { sanitizeRichText, stripTags } from '../../lib/sanitize.js';
import { findFrameworkByMachineName } from '../frameworks/repository.js';
import * as repo from './repository.js';

// ------------------------------------------------------------------ models

/** A competency with its attributes (archived ones included), ordered by position then id. */
export interface CompetencyNode extends repo.CompetencyRow {
  attributes: repo.AttributeRow[];
}

/** A domain with its competencies (archived ones included), ordered by position then id. */
export interface DomainNode extends repo.DomainRow {
  competencies: CompetencyNode[];
}

/** One entry of the 'Manage frameworks' list (§2.5). */
export interface ManagedFrameworkModel {
  framework: repo.FrameworkRow;
  /** Live versions, newest first. */
  liveVersions: repo.VersionRow[];
  hasDraft: boolean;
}

/** Everything the manage screens show for one framework (§2.6–2.10). */
export interface ManageViewModel {
  framework: repo.FrameworkRow;
  /** The core framework and version this framework extends, when it is an extension. */
  core: { framework: repo.FrameworkRow; versionNumber: string } | null;
  /** The draft when there is one, else the newest live version, else null. */
  version: repo.VersionRow | null;
  editable: boolean;
  /** Live versions, newest first. */
  liveVersions: repo.VersionRow[];
  attributeTypes: repo.AttributeTypeRow[];
  expertiseLevels: repo.ExpertiseLevelRow[];
  domains: DomainNode[];
}

/** The user the manage list is built for: roles and the frameworks they may edit. */
export interface ManagerScope {
  roles: readonly string[];
  frameworkIds: readonly number[];
}

/** Who makes a change (the signed-in framework manager); recorded in the audit trail. */
export type Actor = { id: number; username: string };

// ------------------------------------------------------------------ helpers

/** Today's calendar date on the server (local time), as YYYY-MM-DD (DEVIATIONS.md: dates without shift). */
export function todayCalendarDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function invalid(issues: ErrorIssue[]): AppError {
  return badRequest(`Invalid request: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`, issues);
}

/** Strips markup from a required plain text; records an issue at `path` when nothing is left. */
function requiredText(text: string, path: string, message: string, issues: ErrorIssue[]): string {
  const clean = stripTags(text);
  if (clean === '') issues.push({ path, message });
  return clean;
}

function throwIfIssues(issues: ErrorIssue[]): void {
  if (issues.length > 0) throw invalid(issues);
}

/** The PostgreSQL error code (SQLSTATE) of a database error, looking through wrapping errors. */
function sqlState(error: unknown): string | undefined {
  const seen = new Set<unknown>();
  let current: unknown = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs one write in a transaction that holds the framework's row lock, translating races the checks
 * could not see (a second draft, a duplicate) into 409 Conflict.
 */
async function write<T>(db: Db, frameworkId: number, work: (tx: Db) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      await repo.lockFramework(tx, frameworkId);
      return work(tx);
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    const state = sqlState(error);
    if (state === '23P01') throw conflict('This framework already has a draft');
    if (state === '23505') throw conflict('This change conflicts with another change; reload and try again');
    throw error;
  }
}

async function requireDraft(tx: Db, fw: repo.FrameworkRow): Promise<repo.VersionRow> {
  const draft = await repo.findDraft(tx, fw.id);
  if (!draft) throw conflict('This framework has no draft');
  return draft;
}

async function draftDomain(tx: Db, fw: repo.FrameworkRow, draft: repo.VersionRow, id: number) {
  const row = await repo.findDomain(tx, draft.id, id);
  if (!row) throw notFound(`Domain ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

async function draftCompetency(tx: Db, fw: repo.FrameworkRow, draft: repo.VersionRow, id: number) {
  const row = await repo.findCompetency(tx, draft.id, id);
  if (!row) throw notFound(`Competency ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

async function draftAttribute(tx: Db, fw: repo.FrameworkRow, draft: repo.VersionRow, id: number) {
  const row = await repo.findAttribute(tx, draft.id, id);
  if (!row) throw notFound(`Attribute ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

async function frameworkAttributeType(tx: Db, fw: repo.FrameworkRow, id: number) {
  const row = await repo.findAttributeType(tx, fw.id, id);
  if (!row) throw notFound(`Attribute type ${id} not found in framework "${fw.machineName}"`);
  return row;
}

async function frameworkExpertiseLevel(tx: Db, fw: repo.FrameworkRow, id: number) {
  const row = await repo.findExpertiseLevel(tx, fw.id, id);
  if (!row) throw notFound(`Expertise level ${id} not found in framework "${fw.machineName}"`);
  return row;
}

/**
 * An archived item accepts only its restoration (§4: archived items are not editable).
 * @throws AppError CONFLICT 'Restore this item before editing it'
 */
function assertEditable(item: { archived: boolean }, change: Record<string, unknown>): void {
  if (!item.archived) return;
  const keys = Object.keys(change).filter((k) => change[k] !== undefined);
  if (keys.length === 1 && keys[0] === 'archived' && change.archived === false) return;
  throw conflict('Restore this item before editing it');
}

function buildTree(
  domains: repo.DomainRow[],
  competencies: repo.CompetencyRow[],
  attributes: repo.AttributeRow[],
): DomainNode[] {
  const attributesByCompetency = new Map<number, repo.AttributeRow[]>();
  for (const a of attributes) {
    const list = attributesByCompetency.get(a.competencyId) ?? [];
    list.push(a);
    attributesByCompetency.set(a.competencyId, list);
  }
  const competenciesByDomain = new Map<number, CompetencyNode[]>();
  for (const c of competencies) {
    const list = competenciesByDomain.get(c.domainId) ?? [];
    list.push({ ...c, attributes: attributesByCompetency.get(c.id) ?? [] });
    competenciesByDomain.set(c.domainId, list);
  }
  return domains.map((d) => ({ ...d, competencies: competenciesByDomain.get(d.id) ?? [] }));
}

async function loadDomainNode(tx: Db, row: repo.DomainRow): Promise<DomainNode> {
  const competencies = await repo.findCompetencies(tx, row.versionId, row.id);
  const attributes = await repo.findAttributes(
    tx,
    row.versionId,
    competencies.map((c) => c.id),
  );
  const [node] = buildTree([row], competencies, attributes);
  if (!node) throw new Error('domain tree is empty');
  return node;
}

async function loadCompetencyNode(tx: Db, row: repo.CompetencyRow): Promise<CompetencyNode> {
  return { ...row, attributes: await repo.findAttributes(tx, row.versionId, [row.id]) };
}

/** Checks that `ids` list exactly the ids of `rows` (in any order); else 400 with an issue at 'ids'. */
function assertSameIds(ids: number[], rows: { id: number }[], message: string): void {
  const expected = new Set(rows.map((r) => r.id));
  if (ids.length !== expected.size || ids.some((id) => !expected.has(id))) {
    throw invalid([{ path: 'ids', message }]);
  }
}

/** Positions 1..n in the given order, keeping only rows whose position changes. */
function newPositions(ids: number[], rows: { id: number; position: number }[]): Map<number, number> {
  const current = new Map(rows.map((r) => [r.id, r.position]));
  const changes = new Map<number, number>();
  ids.forEach((id, index) => {
    if (current.get(id) !== index + 1) changes.set(id, index + 1);
  });
  return changes;
}

// ------------------------------------------------------------------ reads

/**
 * Finds a framework by machine name (every manage route starts here, before the policy check).
 * @throws AppError NOT_FOUND 'Framework "x" not found'
 */
export async function getFramework(db: Db, machineName: string): Promise<repo.FrameworkRow> {
  const fw = await findFrameworkByMachineName(db, machineName);
  if (!fw) throw notFound(`Framework "${machineName}" not found`);
  return fw;
}

/**
 * Lists the frameworks a user may manage (§2.5): empty without the framework_manager role.
 * @returns frameworks ordered by title, each with its live versions (newest first) and whether it has a draft
 */
export async function listManagedFrameworks(db: Db, user: ManagerScope): Promise<ManagedFrameworkModel[]> {
  if (!user.roles.includes('framework_manager') || user.frameworkIds.length === 0) return [];
  const frameworks = await repo.findFrameworksByIds(db, [...user.frameworkIds]);
  const versions = await repo.findVersionsOfFrameworks(
    db,
    frameworks.map((f) => f.id),
  );
  return frameworks.map((fw) => {
    const own = versions.filter((v) => v.frameworkId === fw.id);
    return {
      framework: fw,
      liveVersions: sortVersionsNewestFirst(own.filter((v) => v.status === 'live')),
      hasDraft: own.some((v) => v.status === 'draft'),
    };
  });
}

/**
 * Loads the manage view (§2.6–2.10, §4): the draft when one exists (editable), else the newest live
 * version (read-only), else no version; every item, archived included, ordered by position then id.
 */
export async function getManageView(db: Db, fw: repo.FrameworkRow): Promise<ManageViewModel> {
  const [versions, attributeTypes, expertiseLevels, coreFramework] = await Promise.all([
    repo.findVersionsOfFrameworks(db, [fw.id]),
    repo.findAttributeTypes(db, fw.id),
    repo.findExpertiseLevels(db, fw.id),
    fw.coreFrameworkId ? repo.findFrameworksByIds(db, [fw.coreFrameworkId]) : Promise.resolve([]),
  ]);
  const liveVersions = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'));
  const draft = versions.find((v) => v.status === 'draft');
  const version = draft ?? liveVersions[0] ?? null;
  let domains: DomainNode[] = [];
  if (version) {
    const [domainRows, competencies, attributes] = await Promise.all([
      repo.findDomains(db, version.id),
      repo.findCompetencies(db, version.id),
      repo.findAttributes(db, version.id),
    ]);
    domains = buildTree(domainRows, competencies, attributes);
  }
  const core = coreFramework[0];
  return {
    framework: fw,
    core: core && fw.coreVersionNumber ? { framework: core, versionNumber: fw.coreVersionNumber } : null,
    version,
    editable: draft !== undefined,
    liveVersions,
    attributeTypes,
    expertiseLevels,
    domains,
  };
}

// ------------------------------------------------------------------ versions

/**
 * Creates the framework's draft (§4 'Create draft'): a copy of the newest live version's domains,
 * competencies and attributes (same uuids, codes, positions, archived flags and mappings), or an empty
 * draft when there is no live version; the draft records the version it was based on. Audit:
 * 'version.create_draft'.
 * @returns the new draft version
 * @throws AppError CONFLICT when the framework already has a draft
 */
export async function createDraft(db: Db, fw: repo.FrameworkRow, actor: Actor): Promise<repo.VersionRow> {
  return write(db, fw.id, async (tx) => {
    if (await repo.findDraft(tx, fw.id)) throw conflict('This framework already has a draft');
    const versions = await repo.findVersionsOfFrameworks(tx, [fw.id]);
    const live = sortVersionsNewestFirst(versions.filter((v) => v.status === 'live'))[0];
    const draft = await repo.insertVersion(tx, {
      frameworkId: fw.id,
      number: 'draft',
      status: 'draft',
      basedOnVersionId: live?.id ?? null,
    });
    const copied = { domains: 0, competencies: 0, attributes: 0 };
    if (live) {
      const [domains, competencies, attributes] = await Promise.all([
        repo.findDomains(tx, live.id),
        repo.findCompetencies(tx, live.id),
        repo.findAttributes(tx, live.id),
      ]);
      const newDomains = await repo.insertDomains(
        tx,
        domains.map((d) => ({
          versionId: draft.id,
          uuid: d.uuid,
          code: d.code,
          title: d.title,
          position: d.position,
          archived: d.archived,
        })),
      );
      const domainIdByUuid = new Map(newDomains.map((d) => [d.uuid, d.id]));
      const domainUuidById = new Map(domains.map((d) => [d.id, d.uuid]));
      const newCompetencies = await repo.insertCompetencies(
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
      await repo.insertAttributes(
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
 * Releases the draft (§4 'Release new version', §5): it becomes live under `version` with today's date
 * and the release notes, and takes the deterministic version uuid (machine name + number, ADR 0009);
 * the framework's attribute types and expertise levels become released (and
 * from then on immutable). Audit: 'version.release'.
 * @returns the new live version
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issue 'version') when the number exists,
 *   (issue 'releaseNotes') when the notes are blank once markup is stripped
 */
export async function releaseDraft(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  request: ReleaseRequest,
): Promise<repo.VersionRow> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const issues: ErrorIssue[] = [];
    const number = request.version.trim();
    const releaseNotes = requiredText(request.releaseNotes, 'releaseNotes', 'Enter release notes', issues);
    const versions = await repo.findVersionsOfFrameworks(tx, [fw.id]);
    if (versions.some((v) => v.id !== draft.id && v.number.toLowerCase() === number.toLowerCase())) {
      issues.unshift({ path: 'version', message: `Version ${number} already exists` });
    }
    if (issues.length > 0) {
      const first = issues[0] as ErrorIssue;
      throw badRequest(issues.length === 1 ? first.message : invalid(issues).message, issues);
    }
    const live = await repo.updateVersion(tx, draft.id, {
      status: 'live',
      number,
      uuid: versionUuid(fw.machineName, number),
      releaseDate: todayCalendarDate(),
      releaseNotes,
    });
    await repo.markVocabularyReleased(tx, fw.id);
    await recordAudit(tx, actor, [
      {
        action: 'version.release',
        entityType: 'framework_version',
        entityId: live.id,
        frameworkId: fw.id,
        before: draft,
        after: live,
      },
    ]);
    return live;
  });
}

/**
 * Updates the release notes of the draft or of any version of the framework (§4; live versions may
 * change only their notes). Audit: 'version.update_notes'.
 * @throws AppError NOT_FOUND for a version of another framework; BAD_REQUEST when blank once stripped
 */
export async function updateReleaseNotes(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  versionId: number,
  notes: string,
): Promise<repo.VersionRow> {
  return write(db, fw.id, async (tx) => {
    const version = await repo.findVersionById(tx, fw.id, versionId);
    if (!version) throw notFound(`Version ${versionId} not found in framework "${fw.machineName}"`);
    const issues: ErrorIssue[] = [];
    const releaseNotes = requiredText(notes, 'releaseNotes', 'Enter release notes', issues);
    throwIfIssues(issues);
    const updated = await repo.updateVersion(tx, version.id, { releaseNotes });
    await recordAudit(tx, actor, [
      {
        action: 'version.update_notes',
        entityType: 'framework_version',
        entityId: version.id,
        frameworkId: fw.id,
        before: version,
        after: updated,
      },
    ]);
    return updated;
  });
}

// ------------------------------------------------------------------ domains

/**
 * Adds domains to the draft ('Add domains', one per line), appended after the existing ones.
 * Audit: one 'domain.create' per domain.
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issues 'titles.{i}') for titles blank once stripped
 */
export async function createDomains(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  request: CreateDomainsRequest,
): Promise<repo.DomainRow[]> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const issues: ErrorIssue[] = [];
    const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
    throwIfIssues(issues);
    const start = await repo.maxDomainPosition(tx, draft.id);
    const rows = await repo.insertDomains(
      tx,
      titles.map((title, i) => ({ versionId: draft.id, title, position: start + i + 1 })),
    );
    rows.sort((a, b) => a.position - b.position);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        action: 'domain.create',
        entityType: 'domain',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
    );
    return rows;
  });
}

/**
 * Renames a draft domain or toggles its archived flag (§2.6, §4). An archived domain accepts only
 * `archived: false`. Audit: 'domain.update'.
 * @returns the domain with its competencies and their attributes
 * @throws AppError CONFLICT without a draft or when the domain is archived; NOT_FOUND when the domain
 *   is not in this framework's draft; BAD_REQUEST when the title is blank once stripped
 */
export async function updateDomain(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateDomainRequest,
): Promise<DomainNode> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftDomain(tx, fw, draft, id);
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<repo.DomainRow> = {};
    if (request.title !== undefined)
      values.title = requiredText(request.title, 'title', 'Enter a title', issues);
    if (request.archived !== undefined) values.archived = request.archived;
    throwIfIssues(issues);
    const after = await repo.updateDomain(tx, before.id, values);
    await recordAudit(tx, actor, [
      {
        action: 'domain.update',
        entityType: 'domain',
        entityId: after.id,
        frameworkId: fw.id,
        before,
        after,
      },
    ]);
    return loadDomainNode(tx, after);
  });
}

/**
 * Orders the draft's domains ('Change order'): `ids` must list every domain of the draft exactly once;
 * positions become 1..n. Audit: 'domain.reorder' on the version, with the order before and after.
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issue 'ids') when the list differs
 */
export async function orderDomains(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  ids: number[],
): Promise<void> {
  await write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const domains = await repo.findDomains(tx, draft.id);
    assertSameIds(ids, domains, 'List every domain of the draft exactly once');
    await repo.setPositions(tx, 'domain', newPositions(ids, domains));
    await recordAudit(tx, actor, [
      {
        action: 'domain.reorder',
        entityType: 'framework_version',
        entityId: draft.id,
        frameworkId: fw.id,
        before: { ids: domains.map((d) => d.id) },
        after: { ids },
      },
    ]);
  });
}

// ------------------------------------------------------------------ competencies

/**
 * Adds competencies to a draft domain ('Add competencies', create-competency form), appended after the
 * domain's competencies; mappings are sanitised rich text. Audit: one 'competency.create' each.
 * @throws AppError CONFLICT without a draft or when the domain is archived; NOT_FOUND when the domain
 *   is not in this framework's draft; BAD_REQUEST (issues 'competencies.{i}.title') for blank titles
 */
export async function createCompetencies(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  request: CreateCompetenciesRequest,
): Promise<CompetencyNode[]> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftDomain(tx, fw, draft, request.domainId);
    if (parent.archived) throw conflict('This domain is archived: restore it before adding competencies');
    const issues: ErrorIssue[] = [];
    const items = request.competencies.map((c, i) => ({
      title: requiredText(c.title, `competencies.${i}.title`, 'Enter a title', issues),
      mappedOtherCompetency: sanitizeRichText(c.mappedOtherCompetency ?? ''),
    }));
    throwIfIssues(issues);
    const start = await repo.maxCompetencyPosition(tx, parent.id);
    const rows = await repo.insertCompetencies(
      tx,
      items.map((item, i) => ({
        versionId: draft.id,
        domainId: parent.id,
        title: item.title,
        mappedOtherCompetency: item.mappedOtherCompetency,
        position: start + i + 1,
      })),
    );
    rows.sort((a, b) => a.position - b.position);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        action: 'competency.create',
        entityType: 'competency',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
    );
    return rows.map((row) => ({ ...row, attributes: [] }));
  });
}

/**
 * Edits a draft competency: title, position, archive toggle, mapping, or its domain (competency
 * settings §2.8; a moved competency is appended to its new domain unless a position is given). An
 * archived competency accepts only `archived: false`. Audit: 'competency.update'.
 * @returns the competency with its attributes
 * @throws AppError CONFLICT without a draft, when archived, or when moved to an archived domain;
 *   NOT_FOUND when the competency or the domain is not in this framework's draft; BAD_REQUEST for a blank title
 */
export async function updateCompetency(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateCompetencyRequest,
): Promise<CompetencyNode> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftCompetency(tx, fw, draft, id);
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<repo.CompetencyRow> = {};
    if (request.title !== undefined)
      values.title = requiredText(request.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    if (request.mappedOtherCompetency !== undefined) {
      values.mappedOtherCompetency = sanitizeRichText(request.mappedOtherCompetency);
    }
    if (request.archived !== undefined) values.archived = request.archived;
    if (request.position !== undefined) values.position = request.position;
    if (request.domainId !== undefined && request.domainId !== before.domainId) {
      const target = await draftDomain(tx, fw, draft, request.domainId);
      if (target.archived) throw conflict('Competencies cannot be moved to an archived domain');
      values.domainId = target.id;
      values.position = request.position ?? (await repo.maxCompetencyPosition(tx, target.id)) + 1;
    }
    const after = await repo.updateCompetency(tx, before.id, values);
    await recordAudit(tx, actor, [
      {
        action:
          request.domainId !== undefined && after.domainId !== before.domainId
            ? 'competency.move'
            : 'competency.update',
        entityType: 'competency',
        entityId: after.id,
        frameworkId: fw.id,
        before,
        after,
      },
    ]);
    return loadCompetencyNode(tx, after);
  });
}

/**
 * Orders the competencies of a draft domain: `ids` must list every competency of that domain exactly
 * once; positions become 1..n. Audit: 'competency.reorder' on the domain.
 * @throws AppError CONFLICT without a draft; NOT_FOUND when the domain is not in this framework's draft;
 *   BAD_REQUEST (issue 'ids') when the list differs
 */
export async function orderCompetencies(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  domainId: number,
  ids: number[],
): Promise<void> {
  await write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftDomain(tx, fw, draft, domainId);
    const competencies = await repo.findCompetencies(tx, draft.id, parent.id);
    assertSameIds(ids, competencies, 'List every competency of this domain exactly once');
    await repo.setPositions(tx, 'competency', newPositions(ids, competencies));
    await recordAudit(tx, actor, [
      {
        action: 'competency.reorder',
        entityType: 'domain',
        entityId: parent.id,
        frameworkId: fw.id,
        before: { ids: competencies.map((c) => c.id) },
        after: { ids },
      },
    ]);
  });
}

// ------------------------------------------------------------------ attributes

/**
 * Adds attributes of one attribute type to a draft competency (create-attribute form, 'Add {type}
 * attributes'), appended after the competency's attributes. Audit: one 'attribute.create' each.
 * @throws AppError CONFLICT without a draft or when the competency is archived; NOT_FOUND when the
 *   competency is not in this framework's draft or the attribute type not in this framework;
 *   BAD_REQUEST (issues 'titles.{i}') for blank titles
 */
export async function createAttributes(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  request: CreateAttributesRequest,
): Promise<repo.AttributeRow[]> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftCompetency(tx, fw, draft, request.competencyId);
    const type = await frameworkAttributeType(tx, fw, request.attributeTypeId);
    if (parent.archived) throw conflict('This competency is archived: restore it before adding attributes');
    const issues: ErrorIssue[] = [];
    const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
    throwIfIssues(issues);
    const start = await repo.maxAttributePosition(tx, parent.id);
    const rows = await repo.insertAttributes(
      tx,
      titles.map((title, i) => ({
        versionId: draft.id,
        competencyId: parent.id,
        attributeTypeId: type.id,
        title,
        position: start + i + 1,
      })),
    );
    rows.sort((a, b) => a.position - b.position);
    await recordAudit(
      tx,
      actor,
      rows.map((row) => ({
        action: 'attribute.create',
        entityType: 'attribute',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
    );
    return rows;
  });
}

/**
 * Edits a draft attribute: title, position, archive toggle, or its competency and attribute type
 * (attribute settings §2.8; a moved attribute is appended to its new competency unless a position is
 * given). An archived attribute accepts only `archived: false`. Audit: 'attribute.update'.
 * @throws AppError CONFLICT without a draft, when archived, or when moved onto an archived competency;
 *   NOT_FOUND when the attribute or competency is not in this framework's draft, or the attribute type
 *   not in this framework; BAD_REQUEST for a blank title
 */
export async function updateAttribute(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateAttributeRequest,
): Promise<repo.AttributeRow> {
  return write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftAttribute(tx, fw, draft, id);
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<repo.AttributeRow> = {};
    if (request.title !== undefined)
      values.title = requiredText(request.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    if (request.archived !== undefined) values.archived = request.archived;
    if (request.position !== undefined) values.position = request.position;
    if (request.attributeTypeId !== undefined && request.attributeTypeId !== before.attributeTypeId) {
      values.attributeTypeId = (await frameworkAttributeType(tx, fw, request.attributeTypeId)).id;
    }
    if (request.competencyId !== undefined && request.competencyId !== before.competencyId) {
      const target = await draftCompetency(tx, fw, draft, request.competencyId);
      if (target.archived) throw conflict('Attributes cannot be moved to an archived competency');
      values.competencyId = target.id;
      values.position = request.position ?? (await repo.maxAttributePosition(tx, target.id)) + 1;
    }
    const after = await repo.updateAttribute(tx, before.id, values);
    const moved =
      after.competencyId !== before.competencyId || after.attributeTypeId !== before.attributeTypeId;
    await recordAudit(tx, actor, [
      {
        action: moved ? 'attribute.move' : 'attribute.update',
        entityType: 'attribute',
        entityId: after.id,
        frameworkId: fw.id,
        before,
        after,
      },
    ]);
    return after;
  });
}

/**
 * Orders attributes of a draft competency ('Change order'): every id must belong to that competency;
 * they get positions 1..n in the given order. Audit: 'attribute.reorder' on the competency.
 * @throws AppError CONFLICT without a draft; NOT_FOUND when the competency is not in this framework's
 *   draft; BAD_REQUEST (issue 'ids') when an id is not one of its attributes
 */
export async function orderAttributes(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  competencyId: number,
  ids: number[],
): Promise<void> {
  await write(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftCompetency(tx, fw, draft, competencyId);
    const attributes = await repo.findAttributes(tx, draft.id, [parent.id]);
    const own = new Set(attributes.map((a) => a.id));
    if (ids.some((id) => !own.has(id))) {
      throw invalid([{ path: 'ids', message: 'List only attributes of this competency' }]);
    }
    await repo.setPositions(tx, 'attribute', newPositions(ids, attributes));
    await recordAudit(tx, actor, [
      {
        action: 'attribute.reorder',
        entityType: 'competency',
        entityId: parent.id,
        frameworkId: fw.id,
        before: { ids: attributes.map((a) => a.id), positions: attributes.map((a) => a.position) },
        after: { ids },
      },
    ]);
  });
}

// ------------------------------------------------------------------ attribute types

/** Input of attribute type writes (the contract's request after Zod defaults). */
export interface AttributeTypeInput {
  title?: string;
  description?: string;
}

async function assertUniqueTypeTitle(tx: Db, fw: repo.FrameworkRow, title: string, exceptId?: number) {
  const types = await repo.findAttributeTypes(tx, fw.id);
  if (types.some((t) => t.id !== exceptId && t.title.toLowerCase() === title.toLowerCase())) {
    throw invalid([{ path: 'title', message: `An attribute type "${title}" already exists` }]);
  }
}

/**
 * Adds an attribute type to the framework (any time; it is released with the next release), appended
 * after the others. Audit: 'attribute_type.create'.
 * @throws AppError BAD_REQUEST (issue 'title') when blank once stripped or already used in this framework
 */
export async function createAttributeType(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  input: Required<AttributeTypeInput>,
): Promise<repo.AttributeTypeRow> {
  return write(db, fw.id, async (tx) => {
    const issues: ErrorIssue[] = [];
    const title = requiredText(input.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    await assertUniqueTypeTitle(tx, fw, title);
    const row = await repo.insertAttributeType(tx, {
      frameworkId: fw.id,
      title,
      description: stripTags(input.description),
      position: (await repo.maxAttributeTypePosition(tx, fw.id)) + 1,
    });
    await recordAudit(tx, actor, [
      {
        action: 'attribute_type.create',
        entityType: 'attribute_type',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      },
    ]);
    return row;
  });
}

/**
 * Edits an unreleased attribute type. Audit: 'attribute_type.update'.
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when released; BAD_REQUEST (issue
 *   'title') when blank once stripped or already used
 */
export async function updateAttributeType(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
  input: AttributeTypeInput,
): Promise<repo.AttributeTypeRow> {
  return write(db, fw.id, async (tx) => {
    const before = await frameworkAttributeType(tx, fw, id);
    if (before.released) throw conflict('This attribute type has been released and can no longer change');
    const issues: ErrorIssue[] = [];
    const values: Partial<repo.AttributeTypeRow> = {};
    if (input.title !== undefined) values.title = requiredText(input.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    if (values.title !== undefined) await assertUniqueTypeTitle(tx, fw, values.title, before.id);
    if (input.description !== undefined) values.description = stripTags(input.description);
    const after = await repo.updateAttributeType(tx, before.id, values);
    await recordAudit(tx, actor, [
      {
        action: 'attribute_type.update',
        entityType: 'attribute_type',
        entityId: after.id,
        frameworkId: fw.id,
        before,
        after,
      },
    ]);
    return after;
  });
}

/**
 * Deletes an unreleased attribute type that no attribute uses. Audit: 'attribute_type.delete'.
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when released or in use
 */
export async function deleteAttributeType(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
): Promise<void> {
  await write(db, fw.id, async (tx) => {
    const before = await frameworkAttributeType(tx, fw, id);
    if (before.released) throw conflict('This attribute type has been released and cannot be deleted');
    const used = await repo.countAttributesOfType(tx, before.id);
    if (used > 0) {
      throw conflict(
        `This attribute type is used by ${used} attribute${used === 1 ? '' : 's'} and cannot be deleted`,
      );
    }
    await repo.deleteAttributeType(tx, before.id);
    await recordAudit(tx, actor, [
      {
        action: 'attribute_type.delete',
        entityType: 'attribute_type',
        entityId: before.id,
        frameworkId: fw.id,
        before,
        after: null,
      },
    ]);
  });
}

// ------------------------------------------------------------------ expertise levels

/** Input of expertise level writes (the contract's request after Zod defaults). */
export interface ExpertiseLevelInput {
  title?: string;
  description?: string;
  ratingLevel?: number;
}

async function assertUniqueRating(tx: Db, fw: repo.FrameworkRow, rating: number, exceptId?: number) {
  const levels = await repo.findExpertiseLevels(tx, fw.id);
  if (levels.some((l) => l.id !== exceptId && l.ratingLevel === rating)) {
    throw invalid([
      { path: 'ratingLevel', message: `An expertise level with rating ${rating} already exists` },
    ]);
  }
}

/**
 * Adds an expertise level to the framework (any time; released with the next release); rating 0 is
 * 'Not applicable'. Audit: 'expertise_level.create'.
 * @throws AppError BAD_REQUEST (issue 'title') when blank once stripped, (issue 'ratingLevel') when the
 *   rating is already used in this framework
 */
export async function createExpertiseLevel(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  input: Required<ExpertiseLevelInput>,
): Promise<repo.ExpertiseLevelRow> {
  return write(db, fw.id, async (tx) => {
    const issues: ErrorIssue[] = [];
    const title = requiredText(input.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    await assertUniqueRating(tx, fw, input.ratingLevel);
    const row = await repo.insertExpertiseLevel(tx, {
      frameworkId: fw.id,
      title,
      description: stripTags(input.description),
      ratingLevel: input.ratingLevel,
    });
    await recordAudit(tx, actor, [
      {
        action: 'expertise_level.create',
        entityType: 'expertise_level',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      },
    ]);
    return row;
  });
}

/**
 * Edits an unreleased expertise level. Audit: 'expertise_level.update'.
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when released; BAD_REQUEST for a blank
 *   title or a rating already used
 */
export async function updateExpertiseLevel(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
  input: ExpertiseLevelInput,
): Promise<repo.ExpertiseLevelRow> {
  return write(db, fw.id, async (tx) => {
    const before = await frameworkExpertiseLevel(tx, fw, id);
    if (before.released) throw conflict('This expertise level has been released and can no longer change');
    const issues: ErrorIssue[] = [];
    const values: Partial<repo.ExpertiseLevelRow> = {};
    if (input.title !== undefined) values.title = requiredText(input.title, 'title', 'Enter a title', issues);
    throwIfIssues(issues);
    if (input.description !== undefined) values.description = stripTags(input.description);
    if (input.ratingLevel !== undefined) {
      await assertUniqueRating(tx, fw, input.ratingLevel, before.id);
      values.ratingLevel = input.ratingLevel;
    }
    const after = await repo.updateExpertiseLevel(tx, before.id, values);
    await recordAudit(tx, actor, [
      {
        action: 'expertise_level.update',
        entityType: 'expertise_level',
        entityId: after.id,
        frameworkId: fw.id,
        before,
        after,
      },
    ]);
    return after;
  });
}

/**
 * Deletes an unreleased expertise level. Audit: 'expertise_level.delete'.
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when released
 */
export async function deleteExpertiseLevel(
  db: Db,
  fw: repo.FrameworkRow,
  actor: Actor,
  id: number,
): Promise<void> {
  await write(db, fw.id, async (tx) => {
    const before = await frameworkExpertiseLevel(tx, fw, id);
    if (before.released) throw conflict('This expertise level has been released and cannot be deleted');
    await repo.deleteExpertiseLevel(tx, before.id);
    await recordAudit(tx, actor, [
      {
        action: 'expertise_level.delete',
        entityType: 'expertise_level',
        entityId: before.id,
        frameworkId: fw.id,
        before,
        after: null,
      },
    ]);
  });
}
