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
import { requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/queries.js';
import { loadDomainContent } from '../../content/tree-loader.js';
import * as contentRepo from '../repository/content.js';
import { assertEditable, assertSameIds, draftDomain, newPositions, requireDraft } from './guards.js';

/**
 * Adds domains to the draft ('Add domains', one per line), appended after the existing ones.
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
    const rows = await contentRepo.insertDomains(
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
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateDomainRequest,
): Promise<ContentDomain> {
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftDomain(tx, fw, draft, id);
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<DomainRow> = {};
    if (request.title !== undefined)
      values.title = requiredText(request.title, 'title', 'Enter a title', issues);
    if (request.archived !== undefined) values.archived = request.archived;
    throwIfIssues(issues);
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
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issue 'ids') when the list differs
 */
export async function orderDomains(db: Db, fw: FrameworkRow, actor: Actor, ids: number[]): Promise<void> {
  await writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const domains = await queries.findDomains(tx, draft.id);
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
