/**
 * Domains of the draft (curation-and-administration.md §2.6, §4): add, rename, archive or restore, order.
 * Each write runs in one transaction that first locks the framework row (lib/framework-write.ts) and
 * records its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import type { ContentDomain, CreateDomainsRequest, UpdateDomainRequest } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { DomainRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import type { ErrorIssue } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { assertOrder, assertRevision, type Expected } from '../../../lib/revision.js';
import { requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import { loadDomainContent } from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import { assertCodeFree, proposeDomainCodes } from './codes.js';
import { assertEditable, assertSameIds, draftDomain, newPositions, requireDraft } from './guards.js';

/**
 * Adds domains to the draft ('Add domains', one per line), appended after the existing ones, each with
 * the code after its siblings' highest (issue #21 §4).
 * Audit: one 'domain.create' per domain.
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issues 'titles.{i}') for titles blank once stripped
 */
export async function createDomains(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: CreateDomainsRequest,
): Promise<DomainRow[]> {
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const issues: ErrorIssue[] = [];
    const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
    throwIfIssues(issues);
    const start = await contentRepo.maxDomainPosition(tx, draft.id);
    // Each new domain is given the next code of the framework's scheme (ADR 0059); editable afterwards.
    const codes = await proposeDomainCodes(tx, draft, titles.length);
    const rows = await contentRepo.insertDomains(
      tx,
      titles.map((title, i) => ({
        versionId: draft.id,
        title,
        code: codes[i] ?? null,
        position: start + i + 1,
      })),
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
 * Renames a draft domain, sets its code ('' clears it) or toggles its archived flag (§2.6, §4). An archived domain accepts only
 * `archived: false`. Audit: 'domain.update'.
 * @returns the domain with its competencies and their attributes
 * @param expected the domain's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft, when stale (with the current row) or when the domain is archived; NOT_FOUND when the domain
 *   is not in this framework's draft; BAD_REQUEST when the title is blank once stripped
 */
export async function updateDomain(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateDomainRequest,
  expected: Expected = undefined,
): Promise<ContentDomain> {
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftDomain(tx, fw, draft, id);
    await assertRevision(tx, expected, before, {
      entityType: 'domain',
      entityId: before.id,
      current: () => before,
      label: 'This domain',
    });
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<DomainRow> = {};
    if (request.title !== undefined)
      values.title = requiredText(request.title, 'title', 'Enter a title', issues);
    if (request.archived !== undefined) values.archived = request.archived;
    if (request.code !== undefined) values.code = request.code.trim() || null;
    throwIfIssues(issues);
    if (values.code) await assertCodeFree(tx, draft, 'domain', before.id, values.code);
    const after = await contentRepo.updateDomain(tx, draft.id, before.id, values);
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
    return loadDomainContent(tx, after);
  });
}

/**
 * Orders the draft's domains ('Change order'): `ids` must list every domain of the draft exactly once;
 * positions become 1..n. Audit: 'domain.reorder' on the version, with the order before and after.
 * @param expected the order's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft or when the order changed since `expected`; BAD_REQUEST
 *   (issue 'ids') when the list differs
 */
export async function orderDomains(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  ids: number[],
  expected: Expected = undefined,
): Promise<void> {
  await writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const domains = await queries.findDomains(tx, draft.id);
    const currentIds = domains.map((d) => d.id);
    await assertOrder(tx, expected, currentIds, {
      entityType: 'framework_version',
      entityId: draft.id,
      current: () => ({ ids: currentIds }),
      label: 'The order of the domains',
    });
    assertSameIds(ids, domains, 'List every domain of the draft exactly once');
    await contentRepo.setPositions(tx, 'domain', draft.id, newPositions(ids, domains));
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
