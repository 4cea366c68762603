/**
 * Domains of the draft (docs/features/curation.md §4, §10): add, rename, archive or restore, order.
 * Each write is one run of the write runner (lib/revised-write.ts, ADR 0056) under the framework lock, with
 * its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import type { ContentDomain, CreateDomainsRequest, UpdateDomainRequest } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { DomainRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import type { ErrorIssue } from '../../../lib/errors.js';
import { orderCheck, rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import { requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import { loadDomainContent } from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import { assertCodeFree, proposeDomainCodes } from './codes.js';
import { assertEditable, assertSameIds, draftDomain, newPositions, requireDraft } from './guards.js';

/**
 * Adds domains to the draft ('Add domains', one per line), appended after the existing ones, each with
 * the code after its siblings' highest (docs/features/curation.md §5).
 * Audit: one 'domain.create' per domain.
 * @throws AppError CONFLICT without a draft; BAD_REQUEST (issues 'titles.{i}') for titles blank once stripped
 */
export async function createDomains(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: CreateDomainsRequest,
): Promise<DomainRow[]> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => requireDraft(tx, fw),
    validate: () => {
      const issues: ErrorIssue[] = [];
      const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
      throwIfIssues(issues);
      return titles;
    },
    update: async ({ tx, before: draft, values: titles }) => {
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
      return rows;
    },
    audit: ({ after: rows }) =>
      rows.map((row) => ({
        action: 'domain.create',
        entityType: 'domain',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
  });
}

/**
 * Renames a draft domain, sets its code ('' clears it) or toggles its archived flag (docs/features/curation.md §4, §10). An archived domain accepts only
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
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, before: await draftDomain(tx, fw, draft, id) };
    },
    ifMatch: ({ before }) => rowCheck(expected, 'domain', 'This domain', before),
    assert: ({ before }) => assertEditable(before, request),
    validate: () => {
      const issues: ErrorIssue[] = [];
      const values: Partial<DomainRow> = {};
      if (request.title !== undefined)
        values.title = requiredText(request.title, 'title', 'Enter a title', issues);
      if (request.archived !== undefined) values.archived = request.archived;
      if (request.code !== undefined) values.code = request.code.trim() || null;
      throwIfIssues(issues);
      return values;
    },
    update: async ({ tx, before: { draft, before }, values }) => {
      if (values.code) await assertCodeFree(tx, draft, 'domain', before.id, values.code);
      return contentRepo.updateDomain(tx, draft.id, before.id, values);
    },
    audit: ({ before: { before }, after }) => ({
      action: 'domain.update',
      entityType: 'domain',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
    present: ({ tx, after }) => loadDomainContent(tx, after),
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
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, domains: await queries.findDomains(tx, draft.id) };
    },
    ifMatch: ({ draft, domains }) =>
      orderCheck(expected, 'The order of the domains', {
        entityType: 'framework_version',
        entityId: draft.id,
        ids: domains.map((d) => d.id),
      }),
    assert: ({ domains }) => assertSameIds(ids, domains, 'List every domain of the draft exactly once'),
    update: ({ tx, before: { draft, domains } }) =>
      contentRepo.setPositions(tx, 'domain', draft.id, newPositions(ids, domains)),
    audit: ({ before: { draft, domains } }) => ({
      action: 'domain.reorder',
      entityType: 'framework_version',
      entityId: draft.id,
      frameworkId: fw.id,
      before: { ids: domains.map((d) => d.id) },
      after: { ids },
    }),
  });
}
