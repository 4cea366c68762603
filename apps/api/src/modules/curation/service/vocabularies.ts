/**
 * A framework's vocabularies (docs/features/curation.md §10; ADR 0007): attribute
 * types and expertise levels, added at any time, editable and removable until a release publishes them.
 * Each write is one run of the write runner (lib/revised-write.ts, ADR 0056) under the framework lock, with
 * its audit event(s) in the same transaction; plain text has its markup stripped and must not be
 * blank afterwards (lib/text-input.ts); rich text is sanitised.
 */
import type { Db } from '../../../db/client.js';
import type { AttributeTypeRow, ExpertiseLevelRow, FrameworkRow } from '../../../db/rows.js';
import type { Actor } from '../../../lib/actor.js';
import { conflict, type ErrorIssue } from '../../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../../lib/revised-write.js';
import type { Expected } from '../../../lib/revision.js';
import { stripTags } from '../../../lib/sanitize.js';
import { invalid, requiredText, throwIfIssues } from '../../../lib/text-input.js';
import * as queries from '../../content/index.js';
import * as vocabRepo from '../repository/vocabularies.js';
import { frameworkAttributeType, frameworkExpertiseLevel } from './guards.js';

/** Input of attribute type writes (the contract's request after Zod defaults). */
export interface AttributeTypeInput {
  title?: string;
  description?: string;
}

async function assertUniqueTypeTitle(tx: Db, fw: FrameworkRow, title: string, exceptId?: number) {
  const types = await queries.findAttributeTypes(tx, fw.id);
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
  fw: FrameworkRow,
  actor: Actor,
  input: Required<AttributeTypeInput>,
): Promise<AttributeTypeRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async () => null,
    validate: async ({ tx }) => {
      const issues: ErrorIssue[] = [];
      const title = requiredText(input.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      await assertUniqueTypeTitle(tx, fw, title);
      return { title, description: stripTags(input.description) };
    },
    update: async ({ tx, values }) =>
      vocabRepo.insertAttributeType(tx, {
        frameworkId: fw.id,
        ...values,
        position: (await vocabRepo.maxAttributeTypePosition(tx, fw.id)) + 1,
      }),
    audit: ({ after }) => ({
      action: 'attribute_type.create',
      entityType: 'attribute_type',
      entityId: after.id,
      frameworkId: fw.id,
      before: null,
      after,
    }),
  });
}

/**
 * Edits an unreleased attribute type. Audit: 'attribute_type.update'.
 * @param expected the type's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when stale or released; BAD_REQUEST (issue
 *   'title') when blank once stripped or already used
 */
export async function updateAttributeType(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  input: AttributeTypeInput,
  expected: Expected = undefined,
): Promise<AttributeTypeRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => frameworkAttributeType(tx, fw, id),
    ifMatch: (before) => rowCheck(expected, 'attribute_type', 'This attribute type', before),
    assert: (before) => {
      if (before.released) throw conflict('This attribute type has been released and can no longer change');
    },
    validate: async ({ tx, before }) => {
      const issues: ErrorIssue[] = [];
      const values: Partial<AttributeTypeRow> = {};
      if (input.title !== undefined)
        values.title = requiredText(input.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      if (values.title !== undefined) await assertUniqueTypeTitle(tx, fw, values.title, before.id);
      if (input.description !== undefined) values.description = stripTags(input.description);
      return values;
    },
    update: ({ tx, before, values }) => vocabRepo.updateAttributeType(tx, fw.id, before.id, values),
    audit: ({ before, after }) => ({
      action: 'attribute_type.update',
      entityType: 'attribute_type',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}

/**
 * Deletes an unreleased attribute type that no attribute uses. Audit: 'attribute_type.delete'.
 * @param expected the type's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when stale, released or in use
 */
export async function deleteAttributeType(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => frameworkAttributeType(tx, fw, id),
    ifMatch: (before) => rowCheck(expected, 'attribute_type', 'This attribute type', before),
    assert: async (before, tx) => {
      if (before.released) throw conflict('This attribute type has been released and cannot be deleted');
      const used = await vocabRepo.countAttributesOfType(tx, before.id);
      if (used > 0) {
        throw conflict(
          `This attribute type is used by ${used} attribute${used === 1 ? '' : 's'} and cannot be deleted`,
        );
      }
    },
    update: ({ tx, before }) => vocabRepo.deleteAttributeType(tx, fw.id, before.id),
    audit: ({ before }) => ({
      action: 'attribute_type.delete',
      entityType: 'attribute_type',
      entityId: before.id,
      frameworkId: fw.id,
      before,
      after: null,
    }),
  });
}

/** Input of expertise level writes (the contract's request after Zod defaults). */
export interface ExpertiseLevelInput {
  title?: string;
  description?: string;
  ratingLevel?: number;
}

async function assertUniqueRating(tx: Db, fw: FrameworkRow, rating: number, exceptId?: number) {
  const levels = await vocabRepo.findExpertiseLevels(tx, fw.id);
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
  fw: FrameworkRow,
  actor: Actor,
  input: Required<ExpertiseLevelInput>,
): Promise<ExpertiseLevelRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: async () => null,
    validate: async ({ tx }) => {
      const issues: ErrorIssue[] = [];
      const title = requiredText(input.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      await assertUniqueRating(tx, fw, input.ratingLevel);
      return { title, description: stripTags(input.description), ratingLevel: input.ratingLevel };
    },
    update: ({ tx, values }) => vocabRepo.insertExpertiseLevel(tx, { frameworkId: fw.id, ...values }),
    audit: ({ after }) => ({
      action: 'expertise_level.create',
      entityType: 'expertise_level',
      entityId: after.id,
      frameworkId: fw.id,
      before: null,
      after,
    }),
  });
}

/**
 * Edits an unreleased expertise level. Audit: 'expertise_level.update'.
 * @param expected the level's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when stale or released; BAD_REQUEST for a blank
 *   title or a rating already used
 */
export async function updateExpertiseLevel(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  input: ExpertiseLevelInput,
  expected: Expected = undefined,
): Promise<ExpertiseLevelRow> {
  return runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => frameworkExpertiseLevel(tx, fw, id),
    ifMatch: (before) => rowCheck(expected, 'expertise_level', 'This expertise level', before),
    assert: (before) => {
      if (before.released) throw conflict('This expertise level has been released and can no longer change');
    },
    validate: async ({ tx, before }) => {
      const issues: ErrorIssue[] = [];
      const values: Partial<ExpertiseLevelRow> = {};
      if (input.title !== undefined)
        values.title = requiredText(input.title, 'title', 'Enter a title', issues);
      throwIfIssues(issues);
      if (input.description !== undefined) values.description = stripTags(input.description);
      if (input.ratingLevel !== undefined) {
        await assertUniqueRating(tx, fw, input.ratingLevel, before.id);
        values.ratingLevel = input.ratingLevel;
      }
      return values;
    },
    update: ({ tx, before, values }) => vocabRepo.updateExpertiseLevel(tx, fw.id, before.id, values),
    audit: ({ before, after }) => ({
      action: 'expertise_level.update',
      entityType: 'expertise_level',
      entityId: after.id,
      frameworkId: fw.id,
      before,
      after,
    }),
  });
}

/**
 * Deletes an unreleased expertise level. Audit: 'expertise_level.delete'.
 * @param expected the level's ETag the caller saw (If-Match, ADR 0021)
 * @throws AppError NOT_FOUND when not in this framework; CONFLICT when stale or released
 */
export async function deleteExpertiseLevel(
  db: Db,
  fw: FrameworkRow,
  actor: Actor,
  id: number,
  expected: Expected = undefined,
): Promise<void> {
  await runRevisedWrite(db, {
    actor,
    lock: { framework: fw.id },
    load: (tx) => frameworkExpertiseLevel(tx, fw, id),
    ifMatch: (before) => rowCheck(expected, 'expertise_level', 'This expertise level', before),
    assert: (before) => {
      if (before.released) throw conflict('This expertise level has been released and cannot be deleted');
    },
    update: ({ tx, before }) => vocabRepo.deleteExpertiseLevel(tx, fw.id, before.id),
    audit: ({ before }) => ({
      action: 'expertise_level.delete',
      entityType: 'expertise_level',
      entityId: before.id,
      frameworkId: fw.id,
      before,
      after: null,
    }),
  });
}
