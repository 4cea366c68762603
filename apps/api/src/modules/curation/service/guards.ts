/**
 * Checks shared by the curation services (docs/features/curation.md §10): content writes act only
 * on the framework's draft, and an id that is not in this framework's draft (or vocabulary) is 'not
 * found', so live versions and other frameworks are never touched; archived items accept only their
 * restoration; an order lists the right ids.
 */
import type { Db } from '../../../db/client.js';
import type { FrameworkRow, VersionRow } from '../../../db/rows.js';
import { conflict, notFound } from '../../../lib/errors.js';
import { invalid } from '../../../lib/text-input.js';
import * as contentRepo from '../repository/content.js';
import * as versionRepo from '../repository/versions.js';
import * as vocabRepo from '../repository/vocabularies.js';

/**
 * The framework's draft.
 * @throws AppError CONFLICT 'This framework has no draft'
 */
export async function requireDraft(tx: Db, fw: FrameworkRow): Promise<VersionRow> {
  const draft = await versionRepo.findDraft(tx, fw.id);
  if (!draft) throw conflict('This framework has no draft');
  return draft;
}

/** A domain of the framework's draft. @throws AppError NOT_FOUND for any other id */
export async function draftDomain(tx: Db, fw: FrameworkRow, draft: VersionRow, id: number) {
  const row = await contentRepo.findDomain(tx, draft.id, id);
  if (!row) throw notFound(`Domain ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

/** A competency of the framework's draft. @throws AppError NOT_FOUND for any other id */
export async function draftCompetency(tx: Db, fw: FrameworkRow, draft: VersionRow, id: number) {
  const row = await contentRepo.findCompetency(tx, draft.id, id);
  if (!row) throw notFound(`Competency ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

/** An attribute of the framework's draft. @throws AppError NOT_FOUND for any other id */
export async function draftAttribute(tx: Db, fw: FrameworkRow, draft: VersionRow, id: number) {
  const row = await contentRepo.findAttribute(tx, draft.id, id);
  if (!row) throw notFound(`Attribute ${id} not found in the draft of "${fw.machineName}"`);
  return row;
}

/** An attribute type of the framework. @throws AppError NOT_FOUND for another framework's type */
export async function frameworkAttributeType(tx: Db, fw: FrameworkRow, id: number) {
  const row = await vocabRepo.findAttributeType(tx, fw.id, id);
  if (!row) throw notFound(`Attribute type ${id} not found in framework "${fw.machineName}"`);
  return row;
}

/** An expertise level of the framework. @throws AppError NOT_FOUND for another framework's level */
export async function frameworkExpertiseLevel(tx: Db, fw: FrameworkRow, id: number) {
  const row = await vocabRepo.findExpertiseLevel(tx, fw.id, id);
  if (!row) throw notFound(`Expertise level ${id} not found in framework "${fw.machineName}"`);
  return row;
}

/**
 * An archived item accepts only its restoration (docs/features/curation.md §10: archived items are not editable).
 * @throws AppError CONFLICT 'Restore this item before editing it'
 */
export function assertEditable(item: { archived: boolean }, change: Record<string, unknown>): void {
  if (!item.archived) return;
  const keys = Object.keys(change).filter((k) => change[k] !== undefined);
  if (keys.length === 1 && keys[0] === 'archived' && change.archived === false) return;
  throw conflict('Restore this item before editing it');
}

export function assertSameIds(ids: number[], rows: { id: number }[], message: string): void {
  const expected = new Set(rows.map((r) => r.id));
  if (ids.length !== expected.size || ids.some((id) => !expected.has(id))) {
    throw invalid([{ path: 'ids', message }]);
  }
}

/** Positions 1..n in the given order, keeping only rows whose position changes. */
export function newPositions(ids: number[], rows: { id: number; position: number }[]): Map<number, number> {
  const current = new Map(rows.map((r) => [r.id, r.position]));
  const changes = new Map<number, number>();
  ids.forEach((id, index) => {
    if (current.get(id) !== index + 1) changes.set(id, index + 1);
  });
  return changes;
}
