/**
 * Pure helpers of the version diff view (docs/features/browsing.md §9): labels of the kinds of change, the changes
 * grouped by domain (in order of first appearance) after a filter by kind, and the word-level diff of a
 * reworded title (jsdiff's `diffWordsWithSpace`: spaces count, so both texts come back exactly).
 */
import { DIFF_KINDS, type DiffChange, type DiffKind, type DiffLevel } from '@hub/domain';
import { diffWordsWithSpace } from 'diff';

/** Label of each kind of change, as the filter and the badges show it. */
export const DIFF_KIND_LABELS: Record<DiffKind, string> = {
  added: 'Added',
  removed: 'Removed',
  reworded: 'Reworded',
  moved: 'Moved',
  reordered: 'Reordered',
  archived: 'Archived',
  restored: 'Restored',
  typeChanged: 'Attribute type changed',
};

/** Label of each level of the tree. */
export const DIFF_LEVEL_LABELS: Record<DiffLevel, string> = {
  domain: 'Domain',
  competency: 'Competency',
  attribute: 'Attribute',
};

/** The kinds with at least one change, in the canonical order, with their counts. */
export function presentKinds(counts: Record<DiffKind, number>): { kind: DiffKind; count: number }[] {
  return DIFF_KINDS.filter((k) => counts[k] > 0).map((kind) => ({ kind, count: counts[kind] }));
}

/** Changes of one domain. */
export interface DiffGroup {
  domain: { uuid: string; title: string };
  changes: DiffChange[];
}

/**
 * Groups changes by the domain they are listed under, keeping the order of first appearance.
 * @param kind only changes of this kind, or every change when 'all'
 */
export function groupChangesByDomain(changes: readonly DiffChange[], kind: DiffKind | 'all'): DiffGroup[] {
  const groups = new Map<string, DiffGroup>();
  for (const change of changes) {
    if (kind !== 'all' && change.kind !== kind) continue;
    const group = groups.get(change.domain.uuid) ?? { domain: change.domain, changes: [] };
    group.changes.push(change);
    groups.set(change.domain.uuid, group);
  }
  return [...groups.values()];
}

/** A run of words of a reworded title: kept, added or removed. */
export interface WordPart {
  text: string;
  change: 'same' | 'added' | 'removed';
}

/** The words added and removed between two titles; joining the non-added parts gives `before`, the non-removed `after`. */
export function wordDiff(before: string, after: string): WordPart[] {
  return diffWordsWithSpace(before, after).map((part) => ({
    text: part.value,
    change: part.added ? 'added' : part.removed ? 'removed' : 'same',
  }));
}
