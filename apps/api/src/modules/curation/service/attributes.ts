/**
 * Attributes of the draft (curation-and-administration.md §2.8, §4): add of one attribute type, edit,
 * archive or restore, move to another competency or attribute type, order.
 * Each write runs in one transaction that first locks the framework row (lib/framework-write.ts) and
 * records its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import type { CreateAttributesRequest, UpdateAttributeRequest } from '@hub/domain';
import type { Db } from '../../../db/client.js';
import type { AttributeRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { recordAudit } from '../../../lib/audit.js';
import { conflict, type ErrorIssue } from '../../../lib/errors.js';
import { writeInFramework } from '../../../lib/framework-write.js';
import { assertOrder, assertRevision, type Expected } from '../../../lib/revision.js';
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
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftCompetency(tx, fw, draft, request.competencyId);
    const type = await frameworkAttributeType(tx, fw, request.attributeTypeId);
    if (parent.archived) throw conflict('This competency is archived: restore it before adding attributes');
    const issues: ErrorIssue[] = [];
    const titles = request.titles.map((t, i) => requiredText(t, `titles.${i}`, 'Enter a title', issues));
    throwIfIssues(issues);
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
  return writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const before = await draftAttribute(tx, fw, draft, id);
    await assertRevision(tx, expected, before, {
      entityType: 'attribute',
      entityId: before.id,
      current: () => before,
      label: 'This attribute',
    });
    assertEditable(before, request);
    const issues: ErrorIssue[] = [];
    const values: Partial<AttributeRow> = {};
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
      values.position = request.position ?? (await contentRepo.maxAttributePosition(tx, target.id)) + 1;
    }
    const after = await contentRepo.updateAttribute(tx, draft.id, before.id, values);
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
  await writeInFramework(db, fw.id, async (tx) => {
    const draft = await requireDraft(tx, fw);
    const parent = await draftCompetency(tx, fw, draft, competencyId);
    const attributes = await queries.findAttributes(tx, draft.id, [parent.id]);
    const currentIds = attributes.map((a) => a.id);
    await assertOrder(tx, expected, currentIds, {
      entityType: 'competency',
      entityId: parent.id,
      current: () => ({ ids: currentIds }),
      label: 'The order of these attributes',
    });
    const own = new Set(attributes.map((a) => a.id));
    if (ids.some((id) => !own.has(id))) {
      throw invalid([{ path: 'ids', message: 'List only attributes of this competency' }]);
    }
    await contentRepo.setPositions(tx, 'attribute', draft.id, newPositions(ids, attributes));
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
