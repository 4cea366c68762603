/**
 * Moving a guest profile to a newer version of its framework (issue #9 §1 'Profiles across versions'):
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

  for (const entry of mapping) {
    const before = olderCompetencies.get(entry.competencyUuid);
    const after = newerCompetencies.get(entry.competencyUuid);
    if (!after) {
      plan.removed.push(
        before ? ref(before) : { uuid: entry.competencyUuid, code: null, title: entry.competencyUuid },
      );
      continue;
    }
    const level = levelByRating.get(entry.ratingLevel);
    if (!level) {
      plan.levelMissing.push({ ...ref(after), ratingLevel: entry.ratingLevel });
      continue;
    }
    mapped.add(after.uuid);
    const attributes = new Map(after.attributes.filter((a) => !a.archived).map((a) => [a.uuid, a]));
    const kept = entry.attributeUuids.flatMap((uuid) => {
      const attribute = attributes.get(uuid);
      if (!attribute) {
        const old = before?.attributes.find((a) => a.uuid === uuid);
        plan.removedAttributes.push({ competencyTitle: after.title, title: old?.title ?? uuid });
        return [];
      }
      return [attribute];
    });
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
