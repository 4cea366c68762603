/**
 * Attributes of the draft (docs/features/curation.md §6, §10): add of one attribute type, edit,
 * archive or restore, move to another competency or attribute type, order.
 * Each write is one run of the write runner (lib/revised-write.ts, ADR 0056) under the framework lock, with
 * its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import type { CreateAttributesRequest, UpdateAttributeRequest } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { AttributeRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { conflict, type ErrorIssue } from '../../../lib/errors.js';
import { orderCheck, rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import { invalid, requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import * as contentRepo from '../repository/content.js';
import {
  assertEditable,
  draftAttribute,
  draftCompetency,
  frameworkAttributeType,
  newPositions,
  requireDraft,
} from './guards.js';

/**
 * Adds attributes of one attribute type to a draft competency (create-attribute form, 'Add {type}
 * attributes'), appended after the competency's attributes. Audit: one 'attribute.create' each.
 * @throws AppError CONFLICT without a draft or when the competency is archived; NOT_FOUND when the
 *   competency is not in this framework's draft or the attribute type not in this framework;
 *   BAD_REQUEST (issues 'titles.{i}') for blank titles
 */
export async function createAttributes(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  request: CreateAttributesRequest,
): Promise<AttributeRow[]> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      const parent = await draftCompetency(tx, fw, draft, request.competencyId);
      return { draft, parent, type: await frameworkAttributeType(tx, fw, request.attributeTypeId) };
    },
    assert: ({ parent }) => {
      if (parent.archived) throw conflict('This competency is archived: restore it before adding attributes');
    },
    validate: () => {
      const issues: ErrorIssue[] = [];
      const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
      throwIfIssues(issues);
      return titles;
    },
    update: async ({ tx, before: { draft, parent, type }, values: titles }) => {
      const start = await contentRepo.maxAttributePosition(tx, parent.id);
      const rows = await contentRepo.insertAttributes(
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
      return rows;
    },
    audit: ({ after: rows }) =>
      rows.map((row) => ({
        action: 'attribute.create',
        entityType: 'attribute',
        entityId: row.id,
        frameworkId: fw.id,
        before: null,
        after: row,
      })),
  });
}

/**
 * Edits a draft attribute: title, position, archive toggle, or its competency and attribute type
 * (attribute settings §2.8; a moved attribute is appended to its new competency unless a position is
 * given). An archived attribute accepts only `archived: false`. Audit: 'attribute.update'.
 * @param expected the attribute's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft, when stale (with the current row), when archived, or when moved onto an archived competency;
 *   NOT_FOUND when the attribute or competency is not in this framework's draft, or the attribute type
 *   not in this framework; BAD_REQUEST for a blank title
 */
export async function updateAttribute(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  request: UpdateAttributeRequest,
  expected: Expected = undefined,
): Promise<AttributeRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      return { draft, before: await draftAttribute(tx, fw, draft, id) };
    },
    ifMatch: ({ before }) => rowCheck(expected, 'attribute', 'This attribute', before),
    assert: ({ before }) => assertEditable(before, request),
    validate: () => {
      const issues: ErrorIssue[] = [];
      const values: Partial<AttributeRow> = {};
      if (request.title !== undefined)
        values.title = requiredText(request.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      if (request.archived !== undefined) values.archived = request.archived;
      if (request.position !== undefined) values.position = request.position;
      return values;
    },
    update: async ({ tx, before: { draft, before }, values }) => {
      if (request.attributeTypeId !== undefined && request.attributeTypeId !== before.attributeTypeId) {
        values.attributeTypeId = (await frameworkAttributeType(tx, fw, request.attributeTypeId)).id;
      }
      if (request.competencyId !== undefined && request.competencyId !== before.competencyId) {
        const target = await draftCompetency(tx, fw, draft, request.competencyId);
        if (target.archived) throw conflict('Attributes cannot be moved to an archived competency');
        values.competencyId = target.id;
        values.position = request.position ?? (await contentRepo.maxAttributePosition(tx, target.id)) + 1;
      }
      return contentRepo.updateAttribute(tx, draft.id, before.id, values);
    },
    audit: ({ before: { before }, after }) => ({
      action:
        after.competencyId !== before.competencyId || after.attributeTypeId !== before.attributeTypeId
          ? 'attribute.move'
          : 'attribute.update',
      entityType: 'attribute',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}

/**
 * Orders attributes of a draft competency ('Change order'): every id must belong to that competency;
 * they get positions 1..n in the given order. Audit: 'attribute.reorder' on the competency.
 * @param expected the order's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError CONFLICT without a draft or when the order changed since `expected`; NOT_FOUND when
 *   the competency is not in this framework's draft; BAD_REQUEST (issue 'ids') when an id is not one of its attributes
 */
export async function orderAttributes(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  competencyId: number,
  ids: number[],
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async (tx) => {
      const draft = await requireDraft(tx, fw);
      const parent = await draftCompetency(tx, fw, draft, competencyId);
      return { draft, parent, attributes: await queries.findAttributes(tx, draft.id, [parent.id]) };
    },
    ifMatch: ({ parent, attributes }) =>
      orderCheck(expected, 'The order of these attributes', {
        entityType: 'competency',
        entityId: parent.id,
        ids: attributes.map((a) => a.id),
      }),
    assert: ({ attributes }) => {
      const own = new Set(attributes.map((a) => a.id));
      if (ids.some((id) => !own.has(id))) {
        throw invalid([{ path: 'ids', message: 'List only attributes of this competency' }]);
      }
    },
    update: ({ tx, before: { draft, attributes } }) =>
      contentRepo.setPositions(tx, 'attribute', draft.id, newPositions(ids, attributes)),
    audit: ({ before: { parent, attributes } }) => ({
      action: 'attribute.reorder',
      entityType: 'competency',
      entityId: parent.id,
      frameworkId: fw.id,
      before: { ids: attributes.map((a) => a.id), positions: attributes.map((a) => a.position) },
      after: { ids },
    }),
  });
}
