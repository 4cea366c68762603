/**
 * Competencies of the draft (docs/features/curation.md §5, §6, §10): add, edit, archive or
 * restore, move to another domain, order.
 * Each write is one run of the write runner (lib/revised-write.ts, ADR 0056) under the framework lock, with
 * its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import {
  assembleContentCompetencies,
  type ContentCompetency,
  type CreateCompetenciesRequest,
  type UpdateCompetencyRequest,
} from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { CompetencyRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { conflict, type ErrorIssue } from '../../../lib/errors.js';
import { orderCheck, rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import { sanitizeRichText } from '../../../lib/sanitize.js';
import { requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import { loadCompetencyContent } from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import { assertCodeFree, proposeCompetencyCodes } from './codes.js';
import {
  assertEditable,
  assertSameIds,
  draftCompetency,
  draftDomain,
  newPositions,
  requireDraft,
} from './guards.js';

/**
 * Adds competencies to a draft domain ('Add competencies', create-competency form), appended after the
 * domain's competencies; mappings are sanitised rich text. Audit: one 'competency.create' each.
 * @throws AppError CONFLICT without a draft or when the domain is archived; NOT_FOUND when the domain
 *   is not in this framework's draft; BAD_REQUEST (issues 'competencies.{i}.title') for blank titles
 */
export async function createCompetencies(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: CreateCompetenciesRequest,
): Promise<ContentCompetency[]> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, parent: await draftDomain(tx, fw, draft, request.domainId) };
    },
    assert: ({ parent }) => {
      if (parent.archived) throw conflict('This domain is archived: restore it before adding competencies');
    },
    validate: () => {
      const issues: ErrorIssue[] = [];
      const items = request.competencies.map((c, i) => ({
        title: requiredText(c.title, `competencies.${i}.title`, 'Enter a title', issues),
        mappedOtherCompetency: sanitizeRichText(c.mappedOtherCompetency ?? ''),
      }));
      throwIfIssues(issues);
      return items;
    },
    update: async ({ tx, before: { draft, parent }, values: items }) => {
      const start = await contentRepo.maxCompetencyPosition(tx, parent.id);
      // Each new competency is given the next code of the framework's scheme (ADR 0059).
      const codes = await proposeCompetencyCodes(tx, draft, parent, items.length);
      const rows = await contentRepo.insertCompetencies(
        tx,
        items.map((item, i) => {
          const code = codes[i] ?? null;
          return {
            versionId: draft.id,
            domainId: parent.id,
            title: item.title,
            code,
            mappedOtherCompetency: item.mappedOtherCompetency,
            position: start + i + 1,
          };
        }),
      );
      rows.sort((a, b) => a.position - b.position);
      return rows;
    },
    audit: ({ after: rows }) =>
      rows.map((row) => ({
        action: 'competency.create',
        entityType: 'competency',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
    present: ({ after: rows }) => assembleContentCompetencies({ competencies: rows, attributes: [] }),
  });
}

/**
 * Edits a draft competency: title, position, archive toggle, mapping, or its domain (competency
 * settings §2.8; a moved competency is appended to its new domain unless a position is given). An
 * archived competency accepts only `archived: false`. Audit: 'competency.update'.
 * @returns the competency with its attributes
 * @param expected the competency's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft, when stale (with the current row), when archived, or when moved to an archived domain;
 *   NOT_FOUND when the competency or the domain is not in this framework's draft; BAD_REQUEST for a blank title
 */
export async function updateCompetency(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateCompetencyRequest,
  expected: Expected = undefined,
): Promise<ContentCompetency> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, before: await draftCompetency(tx, fw, draft, id) };
    },
    ifMatch: ({ before }) => rowCheck(expected, 'competency', 'This competency', before),
    assert: ({ before }) => assertEditable(before, request),
    validate: ({ before: { before } }) => {
      const issues: ErrorIssue[] = [];
      const values: Partial<CompetencyRow> = {};
      if (request.title !== undefined)
        values.title = requiredText(request.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      if (request.mappedOtherCompetency !== undefined) {
        values.mappedOtherCompetency = sanitizeRichText(request.mappedOtherCompetency);
      }
      if (request.archived !== undefined) values.archived = request.archived;
      if (request.code !== undefined) values.code = request.code.trim() || null;
      if (request.position !== undefined) values.position = request.position;
      return { values, moveTo: request.domainId !== before.domainId ? request.domainId : undefined };
    },
    update: async ({ tx, before: { draft, before }, values: { values, moveTo } }) => {
      if (values.code) await assertCodeFree(tx, draft, 'competency', before.id, values.code);
      if (moveTo !== undefined) {
        const target = await draftDomain(tx, fw, draft, moveTo);
        if (target.archived) throw conflict('Competencies cannot be moved to an archived domain');
        values.domainId = target.id;
        values.position = request.position ?? (await contentRepo.maxCompetencyPosition(tx, target.id)) + 1;
      }
      return contentRepo.updateCompetency(tx, draft.id, before.id, values);
    },
    audit: ({ before: { before }, after }) => ({
      action:
        request.domainId !== undefined && after.domainId !== before.domainId
          ? 'competency.move'
          : 'competency.update',
      entityType: 'competency',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
    present: ({ tx, after }) => loadCompetencyContent(tx, after),
  });
}

/**
 * Orders the competencies of a draft domain: `ids` must list every competency of that domain exactly
 * once; positions become 1..n. Audit: 'competency.reorder' on the domain.
 * @param expected the order's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft or when the order changed since `expected`; NOT_FOUND when
 *   the domain is not in this framework's draft; BAD_REQUEST (issue 'ids') when the list differs
 */
export async function orderCompetencies(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  domainId: number,
  ids: number[],
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      const parent = await draftDomain(tx, fw, draft, domainId);
      return { draft, parent, competencies: await queries.findCompetencies(tx, draft.id, parent.id) };
    },
    ifMatch: ({ parent, competencies }) =>
      orderCheck(expected, 'The order of these competencies', {
        entityType: 'domain',
        entityId: parent.id,
        ids: competencies.map((c) => c.id),
      }),
    assert: ({ competencies }) =>
      assertSameIds(ids, competencies, 'List every competency of this domain exactly once'),
    update: ({ tx, before: { draft, competencies } }) =>
      contentRepo.setPositions(tx, 'competency', draft.id, newPositions(ids, competencies)),
    audit: ({ before: { parent, competencies } }) => ({
      action: 'competency.reorder',
      entityType: 'domain',
      entityId: parent.id,
      frameworkId: fw.id,
      before: { ids: competencies.map((c) => c.id) },
      after: { ids },
    }),
  });
}
