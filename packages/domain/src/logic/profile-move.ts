/**
 * Moving a guest profile to a newer version of its framework (docs/features/browsing.md §9):
 * the mapping follows the lineage uuids (via `diffVersions`), competencies that were reworded, whose
 * attributes changed, or that were added are flagged 'to review', and whatever cannot move is listed
 * (competencies removed or archived, attributes removed, levels the new version no longer has). Nothing is
 * dropped silently.
 */
import { NOT_APPLICABLE_RATING } from '../constants/index.js';
import type { ContentDomain } from '../schemas/content-tree.js';
import type { GuestMappingEntry } from '../schemas/guest-profile.js';
import { diffVersions } from './version-diff.js';

/** Why a competency should be looked at again after the move. */
export type ReviewReason = 'reworded' | 'attributesChanged' | 'added';

/** A competency as the move plan names it. */
export interface MovedCompetencyRef {
  uuid: string;
  code: string | null;
  title: string;
}

/** What moving a profile will do. */
export interface ProfileMovePlan {
  /** The mapping resolved in the newer version (ids of the newer version). */
  mapping: GuestMappingEntry[];
  /** Competencies to look at again, in the newer version's order. */
  toReview: (MovedCompetencyRef & { reason: ReviewReason })[];
  /** Mapped competencies the newer version no longer has (or has archived). */
  removed: MovedCompetencyRef[];
  /** Ticked attributes the newer version no longer has, with their competency's title. */
  removedAttributes: { competencyTitle: string; title: string }[];
  /** Mapped competencies whose level has no equivalent rating in the newer version. */
  levelMissing: (MovedCompetencyRef & { ratingLevel: number })[];
}

/** A competency as carryByLineage needs it: its uuid, title and attributes. */
export interface LineageCompetency {
  uuid: string;
  title: string;
  attributes: readonly { uuid: string; title: string }[];
}

/** What carryByLineage did with each mapping entry (by its index in the input). */
export interface CarriedMapping<C extends LineageCompetency> {
  carried: { index: number; competency: C; attributes: C['attributes'][number][] }[];
  removed: { index: number; uuid: string; title: string }[];
  removedAttributes: { index: number; competencyTitle: string; uuid: string; title: string }[];
}

/**
 * Carries profile mapping entries from one version to another by lineage uuid: the one rule shared by a
 * guest profile's move and the cloning of reference profiles to a new version (docs/features/browsing.md §9). A
 * competency the target lacks is 'removed'; a ticked attribute the target competency lacks is listed in
 * `removedAttributes`; nothing is dropped silently.
 * @param older the source version's competencies by uuid (for the titles of what is lost)
 * @param newer the target version's competencies by uuid (visible ones only)
 */
export function carryByLineage<C extends LineageCompetency>(
  entries: readonly { competencyUuid: string; attributeUuids: readonly string[] }[],
  older: ReadonlyMap<string, LineageCompetency>,
  newer: ReadonlyMap<string, C>,
): CarriedMapping<C> {
  const result: CarriedMapping<C> = { carried: [], removed: [], removedAttributes: [] };
  entries.forEach((entry, index) => {
    const before = older.get(entry.competencyUuid);
    const after = newer.get(entry.competencyUuid);
    if (!after) {
      result.removed.push({
        index,
        uuid: entry.competencyUuid,
        title: before?.title ?? entry.competencyUuid,
      });
      return;
    }
    const attributes = new Map(after.attributes.map((a) => [a.uuid, a]));
    const kept: C['attributes'][number][] = [];
    for (const uuid of entry.attributeUuids) {
      const attribute = attributes.get(uuid);
      if (attribute) kept.push(attribute);
      else {
        const old = before?.attributes.find((a) => a.uuid === uuid);
        result.removedAttributes.push({
          index,
          competencyTitle: after.title,
          uuid,
          title: old?.title ?? uuid,
        });
      }
    }
    result.carried.push({ index, competency: after, attributes: kept });
  });
  return result;
}

const ref = (c: { uuid: string; code: string | null; title: string }): MovedCompetencyRef => ({
  uuid: c.uuid,
  code: c.code,
  title: c.title,
});

/**
 * Plans the move of a guest mapping from one version's tree to a newer one's.
 * @param mapping the stored mapping (competency and attribute uuids, ratings)
 * @param older the tree the profile was made on; @param newer the tree it moves to
 * @param newerLevels the newer version's expertise levels (id and numeric rating)
 */
export function planProfileMove(
  mapping: readonly GuestMappingEntry[],
  older: readonly ContentDomain[],
  newer: readonly ContentDomain[],
  newerLevels: readonly { id: number; ratingLevel: number }[],
): ProfileMovePlan {
  const olderCompetencies = new Map(older.flatMap((d) => d.competencies).map((c) => [c.uuid, c]));
  const newerCompetencies = new Map(
    newer
      .filter((d) => !d.archived)
      .flatMap((d) => d.competencies)
      .filter((c) => !c.archived)
      .map((c) => [c.uuid, c]),
  );
  const levelByRating = new Map(
    newerLevels.filter((l) => l.ratingLevel > NOT_APPLICABLE_RATING).map((l) => [l.ratingLevel, l]),
  );
  const plan: ProfileMovePlan = {
    mapping: [],
    toReview: [],
    removed: [],
    removedAttributes: [],
    levelMissing: [],
  };
  const mapped = new Set<string>();

  const visibleNewer = new Map(
    [...newerCompetencies].map(([uuid, c]) => [
      uuid,
      { ...c, attributes: c.attributes.filter((a) => !a.archived) },
    ]),
  );
  const carriedMapping = carryByLineage(mapping, olderCompetencies, visibleNewer);
  for (const r of carriedMapping.removed) {
    const before = olderCompetencies.get(r.uuid);
    plan.removed.push(before ? ref(before) : { uuid: r.uuid, code: null, title: r.title });
  }
  const lostAttributes = new Map<number, typeof carriedMapping.removedAttributes>();
  for (const a of carriedMapping.removedAttributes) {
    lostAttributes.set(a.index, [...(lostAttributes.get(a.index) ?? []), a]);
  }
  for (const { index, competency: after, attributes: kept } of carriedMapping.carried) {
    const entry = mapping[index] as GuestMappingEntry;
    const level = levelByRating.get(entry.ratingLevel);
    if (!level) {
      plan.levelMissing.push({ ...ref(after), ratingLevel: entry.ratingLevel });
      continue;
    }
    for (const a of lostAttributes.get(index) ?? []) {
      plan.removedAttributes.push({ competencyTitle: a.competencyTitle, title: a.title });
    }
    mapped.add(after.uuid);
    plan.mapping.push({
      competency: String(after.id),
      expertise: String(level.id),
      attributes: kept.map((a) => String(a.id)),
      competencyUuid: after.uuid,
      attributeUuids: kept.map((a) => a.uuid),
      ratingLevel: level.ratingLevel,
    });
  }

  const reasons = new Map<string, ReviewReason>();
  const attributeParent = new Map<string, string>();
  for (const c of newerCompetencies.values())
    for (const a of c.attributes) attributeParent.set(a.uuid, c.uuid);
  for (const c of olderCompetencies.values())
    for (const a of c.attributes) {
      if (!attributeParent.has(a.uuid)) attributeParent.set(a.uuid, c.uuid);
    }
  for (const change of diffVersions(older, newer).changes) {
    if (change.level === 'competency') {
      if (change.kind === 'added' && newerCompetencies.has(change.uuid)) reasons.set(change.uuid, 'added');
      if (change.kind === 'reworded' && mapped.has(change.uuid)) reasons.set(change.uuid, 'reworded');
    } else if (change.level === 'attribute') {
      const parent = attributeParent.get(change.uuid);
      if (
        parent &&
        mapped.has(parent) &&
        !reasons.has(parent) &&
        ['added', 'removed', 'reworded', 'archived'].includes(change.kind)
      ) {
        reasons.set(parent, 'attributesChanged');
      }
    }
  }
  for (const c of newerCompetencies.values()) {
    const reason = reasons.get(c.uuid);
    if (reason) plan.toReview.push({ ...ref(c), reason });
  }
  return plan;
}
