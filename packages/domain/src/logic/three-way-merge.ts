/**
 * Three-way merge of a stale write (ADR 0057): a manager's change ('mine') and a colleague's ('theirs'),
 * both made from the same stored value ('base'), compared item by item (a mapping's competencies, a
 * form's fields). An item only one side changed takes that side's value; an item both changed the same
 * way takes it; only an item both changed differently is a question, answered per item. A missing key is
 * an absent item (a competency not mapped), so adding and removing are changes like any other.
 */

/** A value keyed by item (competency, attribute, field name); a missing key is an absent item. */
export type Keyed<V> = Readonly<Record<string, V>>;

/** Who changed an item since the base. */
export type ChangedBy = 'mine' | 'theirs' | 'both-same' | 'both';

/** One item that differs from the base on at least one side. */
export interface MergeItem<V> {
  key: string;
  /** Values; undefined when the item is absent on that side. */
  base: V | undefined;
  mine: V | undefined;
  theirs: V | undefined;
  changedBy: ChangedBy;
}

/** The result of {@link threeWayMerge}. */
export interface MergePlan<V> {
  /** Every item that changed on some side, in key order. */
  items: MergeItem<V>[];
  /** The keys both sides changed differently: the only questions to ask. */
  questions: string[];
}

/** Structural equality of plain JSON values (objects compared key by key, arrays in order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  }
  const ka = Object.keys(a as object).filter((k) => (a as Record<string, unknown>)[k] !== undefined);
  const kb = Object.keys(b as object).filter((k) => (b as Record<string, unknown>)[k] !== undefined);
  return (
    ka.length === kb.length &&
    ka.every((k) => sameValue((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]))
  );
}

/**
 * Compares mine and theirs with the base they were both made from.
 * @param equals item equality (default {@link sameValue}); undefined means absent
 * @returns the changed items with who changed them, and the keys both changed differently
 */
export function threeWayMerge<V>(
  base: Keyed<V>,
  mine: Keyed<V>,
  theirs: Keyed<V>,
  equals: (a: V | undefined, b: V | undefined) => boolean = sameValue,
): MergePlan<V> {
  const keys = [...new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])].sort();
  const items: MergeItem<V>[] = [];
  const questions: string[] = [];
  for (const key of keys) {
    const b = base[key];
    const m = mine[key];
    const t = theirs[key];
    const mineChanged = !equals(m, b);
    const theirsChanged = !equals(t, b);
    if (!mineChanged && !theirsChanged) continue;
    let changedBy: ChangedBy;
    if (mineChanged && theirsChanged) changedBy = equals(m, t) ? 'both-same' : 'both';
    else changedBy = mineChanged ? 'mine' : 'theirs';
    if (changedBy === 'both') questions.push(key);
    items.push({ key, base: b, mine: m, theirs: t, changedBy });
  }
  return { items, questions };
}

/**
 * The merged value: theirs, with every item I changed and they did not set to mine, and every item both
 * changed set to the side `pick` chooses (mine unless it says 'theirs').
 * @param pick the answer per questioned key (missing: mine)
 */
export function applyMerge<V>(
  theirs: Keyed<V>,
  plan: MergePlan<V>,
  pick: Readonly<Record<string, 'mine' | 'theirs'>> = {},
): Record<string, V> {
  const merged: Record<string, V> = { ...theirs };
  for (const item of plan.items) {
    const takeMine = item.changedBy === 'mine' || (item.changedBy === 'both' && pick[item.key] !== 'theirs');
    if (!takeMine) continue;
    if (item.mine === undefined) delete merged[item.key];
    else merged[item.key] = item.mine;
  }
  return merged;
}

/**
 * Merges in one step: {@link threeWayMerge} then {@link applyMerge} (both-changed items as `pick` says).
 * merge(base, x, base) = x; merge(base, base, y) = y; an item only one side changed keeps that side's value.
 */
export function mergeKeyed<V>(
  base: Keyed<V>,
  mine: Keyed<V>,
  theirs: Keyed<V>,
  pick: Readonly<Record<string, 'mine' | 'theirs'>> = {},
): Record<string, V> {
  return applyMerge(theirs, threeWayMerge(base, mine, theirs), pick);
}
