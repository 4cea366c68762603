/**
 * Assigning competencies to a reference profile ('Competency mapping', docs/features/profiles.md §1; docs/features/browsing.md §9 Mapping; docs/features/profiles.md §1). The whole mapping is replaced in one transaction with its audit event.
 *
 * A competency must belong to the profile's version or, for an extension framework, to the core version
 * it extends (its core domains) and must not be archived; the expertise level must be one of the
 * framework's levels; each attribute must belong to that competency. Otherwise 400 naming the item.
 * A level rated 0 ('Not applicable') removes the competency from the mapping, as in the original.
 */

import { NOT_APPLICABLE_RATING, type ProfileMappingRequest } from '@hub/domain';
import type { Db } from '../../db/client.js';
import { badRequest, type ErrorIssue, notFound } from '../../lib/errors.js';
import { rowCheck, runRevisedWrite } from '../../lib/revised-write.js';
import type { Expected } from '../../lib/revision.js';
import { findVersionsOf } from '../content/index.js';
import * as repo from './repository.js';
import { type Actor, getProfile, type ProfileModel, type VersionRef } from './service.js';

/** The versions whose competencies a profile of `ref` may map: its own, plus the core version. */
export async function mappableVersionIds(db: Db, ref: VersionRef): Promise<number[]> {
  const ids = [ref.version.id];
  if (ref.fw.coreFrameworkId && ref.fw.coreVersionNumber) {
    const versions = await findVersionsOf(db, ref.fw.coreFrameworkId);
    const core = versions.find((v) => v.number === ref.fw.coreVersionNumber);
    if (core) ids.push(core.id);
  }
  return ids;
}

/**
 * Replaces a profile's mapping.
 * @param expected the profile's ETag the caller saw (If-Match, ADR 0021); a mapping change bumps it
 * @returns the profile with its new mapping
 * @throws AppError NOT_FOUND when the profile is not in this version; CONFLICT when stale; BAD_REQUEST naming each competency,
 *   level or attribute that does not belong
 */
export async function mapProfile(
  db: Db,
  ref: VersionRef,
  actor: Actor,
  id: number,
  body: ProfileMappingRequest,
  expected: Expected = undefined,
): Promise<ProfileModel> {
  const items = body.mapping.map((m) => ({ ...m, attributeIds: m.attributeIds ?? [] }));
  await runRevisedWrite<Existing, MappingItem[], StoredMapping>(db, {
    actor,
    lock: { framework: ref.fw.id },
    load: async (tx) => {
      const existing = await repo.findProfile(tx, ref.version.id, id);
      if (!existing) throw notFound(`Profile ${id} not found`);
      return existing;
    },
    ifMatch: (existing) => rowCheck(expected, 'profile', 'This profile', existing),
    validate: ({ tx }) => checkedRows(tx, ref, items),
    update: async ({ tx, values: rows }) => {
      const before = await repo.findMappings(tx, [id]);
      await repo.replaceMapping(tx, id, rows);
      return before;
    },
    audit: ({ values: rows, after: before }) => ({
      action: 'profile.map',
      entityType: 'profile',
      entityId: id,
      frameworkId: ref.fw.id,
      before: before.map(({ competencyId, expertiseLevelId, attributeIds }) => ({
        competencyId,
        expertiseLevelId,
        attributeIds,
      })),
      after: rows,
    }),
  });
  return getProfile(db, ref, id, { drafts: true, draftVersion: true });
}

type MappingItem = { competencyId: number; expertiseLevelId: number; attributeIds: number[] };
type Existing = NonNullable<Awaited<ReturnType<typeof repo.findProfile>>>;
type StoredMapping = Awaited<ReturnType<typeof repo.findMappings>>;

/**
 * Checks every item against the version (and core version), the framework's levels and the
 * competencies' attributes.
 * @returns the rows to store (items at a level rated 0 left out)
 * @throws AppError BAD_REQUEST naming each item that does not belong
 */
async function checkedRows(tx: Db, ref: VersionRef, items: MappingItem[]): Promise<MappingItem[]> {
  const versionIds = await mappableVersionIds(tx, ref);
  const competencies = new Map((await repo.findCompetenciesOf(tx, versionIds)).map((c) => [c.id, c]));
  const levels = new Map((await repo.findExpertiseLevels(tx, ref.fw.id)).map((l) => [l.id, l]));
  const known = items.map((m) => m.competencyId).filter((c) => competencies.has(c));
  const attributes = new Map((await repo.findAttributesOf(tx, known)).map((a) => [a.id, a]));
  const where = `${ref.fw.machineName} ${ref.version.number}${versionIds.length > 1 ? ' or its core version' : ''}`;
  const issues: ErrorIssue[] = [];
  items.forEach((m, i) => {
    const at = `body.mapping.${i}`;
    const c = competencies.get(m.competencyId);
    if (!c)
      issues.push({ path: `${at}.competencyId`, message: `Competency ${m.competencyId} is not in ${where}` });
    else if (c.archived)
      issues.push({ path: `${at}.competencyId`, message: `Competency ${m.competencyId} is archived` });
    if (!levels.has(m.expertiseLevelId)) {
      issues.push({
        path: `${at}.expertiseLevelId`,
        message: `Expertise level ${m.expertiseLevelId} is not a level of ${ref.fw.machineName}`,
      });
    }
    m.attributeIds.forEach((a, j) => {
      if (attributes.get(a)?.competencyId !== m.competencyId) {
        issues.push({
          path: `${at}.attributeIds.${j}`,
          message: `Attribute ${a} is not an attribute of competency ${m.competencyId}`,
        });
      }
    });
  });
  if (issues.length > 0) throw badRequest(issues.map((i) => i.message).join('; '), issues);
  return items.filter((m) => levels.get(m.expertiseLevelId)?.ratingLevel !== NOT_APPLICABLE_RATING);
}
