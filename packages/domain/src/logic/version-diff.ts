/**
 * Version diffs (docs/features/browsing.md §9): `diffVersions` compares two content trees of one framework, matching
 * domains, competencies and attributes by lineage uuid (never by title); `applyVersionDiff` replays a
 * diff's edits on the older tree, so that applying diff(A, B) to A gives B's tree (`normalizeContent`
 * is the comparable form: uuid, code, title, archived flag, attribute type and order, without row ids or
 * stored positions). Reordering is reported only for the siblings that really changed place: the longest
 * common subsequence of the old and new sibling order stays, the rest is 'reordered'. Changes to the
 * 'mapped to other competency' note are not part of the diff.
 */
import type { ContentDomain } from '../schemas/content-tree.js';
import type { DiffChange, DiffSide } from '../schemas/version-diff.js';
import { DIFF_KINDS, type DiffKind, type DiffLevel } from '../schemas/version-diff-constants.js';

/** A node of the comparable form of a tree. */
export interface NormalizedNode {
  uuid: string;
  code: string | null;
  title: string;
  archived: boolean;
  attributeType?: { uuid: string; title: string };
  children: NormalizedNode[];
}

/** The diff's body without the framework and version labels. */
export interface DiffResult {
  counts: Record<DiffKind, number>;
  changes: DiffChange[];
}

interface FlatNode {
  level: DiffLevel;
  uuid: string;
  code: string | null;
  title: string;
  archived: boolean;
  attributeType?: { uuid: string; title: string };
  /** Parent uuid, or ROOT for a domain. */
  parent: string;
  parentTitle: string;
  index: number;
  domain: { uuid: string; title: string };
}

const ROOT = '';

/** Every node of a tree by uuid, with its parent, its index among its siblings and its domain. */
function flatten(domains: readonly ContentDomain[]): Map<string, FlatNode> {
  const nodes = new Map<string, FlatNode>();
  domains.forEach((d, di) => {
    const domainRef = { uuid: d.uuid, title: d.title };
    nodes.set(d.uuid, {
      level: 'domain',
      uuid: d.uuid,
      code: d.code,
      title: d.title,
      archived: d.archived,
      parent: ROOT,
      parentTitle: '',
      index: di,
      domain: domainRef,
    });
    d.competencies.forEach((c, ci) => {
      nodes.set(c.uuid, {
        level: 'competency',
        uuid: c.uuid,
        code: c.code,
        title: c.title,
        archived: c.archived,
        parent: d.uuid,
        parentTitle: d.title,
        index: ci,
        domain: domainRef,
      });
      c.attributes.forEach((a, ai) => {
        nodes.set(a.uuid, {
          level: 'attribute',
          uuid: a.uuid,
          code: null,
          title: a.title,
          archived: a.archived,
          attributeType: { uuid: a.attributeType.uuid, title: a.attributeType.title },
          parent: c.uuid,
          parentTitle: c.title,
          index: ai,
          domain: domainRef,
        });
      });
    });
  });
  return nodes;
}

/** The longest common subsequence of two sequences of distinct keys. */
function longestCommonSubsequence(a: readonly string[], b: readonly string[]): Set<string> {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      table[i * cols + j] =
        a[i] === b[j]
          ? (table[(i + 1) * cols + j + 1] as number) + 1
          : Math.max(table[(i + 1) * cols + j] as number, table[i * cols + j + 1] as number);
    }
  }
  const kept = new Set<string>();
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      kept.add(a[i] as string);
      i++;
      j++;
    } else if ((table[(i + 1) * cols + j] as number) >= (table[i * cols + j + 1] as number)) i++;
    else j++;
  }
  return kept;
}

/** The uuids of the nodes that stayed under the same parent but changed place among the others. */
function reorderedNodes(older: Map<string, FlatNode>, newer: Map<string, FlatNode>): Set<string> {
  const byParent = new Map<string, FlatNode[]>();
  for (const node of newer.values()) {
    const old = older.get(node.uuid);
    if (!old || old.parent !== node.parent || old.level !== node.level) continue;
    const list = byParent.get(node.parent) ?? [];
    list.push(node);
    byParent.set(node.parent, list);
  }
  const reordered = new Set<string>();
  for (const siblings of byParent.values()) {
    const newOrder = [...siblings].sort((x, y) => x.index - y.index).map((n) => n.uuid);
    const oldOrder = [...siblings]
      .sort((x, y) => (older.get(x.uuid) as FlatNode).index - (older.get(y.uuid) as FlatNode).index)
      .map((n) => n.uuid);
    const kept = longestCommonSubsequence(oldOrder, newOrder);
    for (const uuid of newOrder) if (!kept.has(uuid)) reordered.add(uuid);
  }
  return reordered;
}

function emptyCounts(): Record<DiffKind, number> {
  return Object.fromEntries(DIFF_KINDS.map((k) => [k, 0])) as Record<DiffKind, number>;
}

/**
 * Compares two versions' trees (archived nodes included).
 * @param older the 'from' version's domains
 * @param newer the 'to' version's domains
 * @returns the changes (newer tree order, then removals in older tree order) and their counts by kind;
 *   empty when the trees are equal
 */
export function diffVersions(older: readonly ContentDomain[], newer: readonly ContentDomain[]): DiffResult {
  const a = flatten(older);
  const b = flatten(newer);
  const reordered = reorderedNodes(a, b);
  const changes: DiffChange[] = [];
  const push = (kind: DiffKind, node: FlatNode, before?: DiffSide, after?: DiffSide) =>
    changes.push({
      kind,
      level: node.level,
      uuid: node.uuid,
      code: node.code,
      title: node.title,
      domain: node.domain,
      ...(before ? { before } : {}),
      ...(after ? { after } : {}),
    });
  const parentOf = (n: FlatNode) =>
    n.parent === ROOT ? undefined : { uuid: n.parent, title: n.parentTitle };

  for (const node of b.values()) {
    const old = a.get(node.uuid);
    if (!old || old.level !== node.level) {
      const parent = parentOf(node);
      push('added', node, undefined, {
        title: node.title,
        code: node.code,
        ...(parent ? { parent } : {}),
        index: node.index,
        archived: node.archived,
        ...(node.attributeType ? { attributeType: node.attributeType } : {}),
      });
      continue;
    }
    if (old.title !== node.title || old.code !== node.code) {
      push('reworded', node, { title: old.title, code: old.code }, { title: node.title, code: node.code });
    }
    if (old.parent !== node.parent) {
      push('moved', node, { parent: parentOf(old) }, { parent: parentOf(node), index: node.index });
    } else if (reordered.has(node.uuid)) {
      push('reordered', node, { index: old.index }, { index: node.index });
    }
    if (old.archived !== node.archived) push(node.archived ? 'archived' : 'restored', node);
    if (
      node.attributeType &&
      old.attributeType &&
      (old.attributeType.uuid !== node.attributeType.uuid ||
        old.attributeType.title !== node.attributeType.title)
    ) {
      push('typeChanged', node, { attributeType: old.attributeType }, { attributeType: node.attributeType });
    }
  }
  for (const old of a.values()) {
    const now = b.get(old.uuid);
    if (now && now.level === old.level) continue;
    const parent = parentOf(old);
    push('removed', old, { title: old.title, code: old.code, ...(parent ? { parent } : {}) });
  }

  const counts = emptyCounts();
  for (const change of changes) counts[change.kind] += 1;
  return { counts, changes };
}

/** The comparable form of a tree: no row ids, no stored positions, order kept. */
export function normalizeContent(domains: readonly ContentDomain[]): NormalizedNode[] {
  return domains.map((d) => ({
    uuid: d.uuid,
    code: d.code,
    title: d.title,
    archived: d.archived,
    children: d.competencies.map((c) => ({
      uuid: c.uuid,
      code: c.code,
      title: c.title,
      archived: c.archived,
      children: c.attributes.map((a) => ({
        uuid: a.uuid,
        code: null,
        title: a.title,
        archived: a.archived,
        attributeType: { uuid: a.attributeType.uuid, title: a.attributeType.title },
        children: [],
      })),
    })),
  }));
}

interface ReplayNode extends Omit<NormalizedNode, 'children'> {
  level: DiffLevel;
  parent: string;
  /** Place in the older tree (stable nodes keep their relative order). */
  oldIndex: number;
  /** Place in the newer tree, for nodes that were added, moved or reordered. */
  newIndex?: number;
}

/**
 * Replays a diff's edits on the older tree.
 * @param older the tree the diff was made from
 * @param changes diffVersions(older, newer).changes
 * @returns the newer tree in its comparable form (equal to normalizeContent(newer))
 */
export function applyVersionDiff(
  older: readonly ContentDomain[],
  changes: readonly DiffChange[],
): NormalizedNode[] {
  const nodes = new Map<string, ReplayNode>();
  for (const n of flatten(older).values()) {
    nodes.set(n.uuid, {
      uuid: n.uuid,
      level: n.level,
      code: n.code,
      title: n.title,
      archived: n.archived,
      ...(n.attributeType ? { attributeType: n.attributeType } : {}),
      parent: n.parent,
      oldIndex: n.index,
    });
  }
  for (const change of changes) {
    const after = change.after ?? {};
    const node = nodes.get(change.uuid);
    switch (change.kind) {
      case 'added':
        nodes.set(change.uuid, {
          uuid: change.uuid,
          level: change.level,
          code: after.code ?? null,
          title: after.title ?? change.title,
          archived: after.archived ?? false,
          ...(after.attributeType ? { attributeType: after.attributeType } : {}),
          parent: after.parent?.uuid ?? ROOT,
          oldIndex: -1,
          newIndex: after.index ?? 0,
        });
        break;
      case 'removed':
        nodes.delete(change.uuid);
        break;
      case 'reworded':
        if (node) Object.assign(node, { title: after.title ?? node.title, code: after.code ?? null });
        break;
      case 'moved':
        if (node) Object.assign(node, { parent: after.parent?.uuid ?? ROOT, newIndex: after.index ?? 0 });
        break;
      case 'reordered':
        if (node) node.newIndex = after.index ?? 0;
        break;
      case 'archived':
      case 'restored':
        if (node) node.archived = change.kind === 'archived';
        break;
      case 'typeChanged':
        if (node && after.attributeType) node.attributeType = after.attributeType;
        break;
    }
  }
  const children = new Map<string, ReplayNode[]>();
  for (const node of nodes.values()) {
    const list = children.get(node.parent) ?? [];
    list.push(node);
    children.set(node.parent, list);
  }
  const build = (parent: string): NormalizedNode[] => {
    const all = children.get(parent) ?? [];
    const ordered = all.filter((n) => n.newIndex === undefined).sort((x, y) => x.oldIndex - y.oldIndex);
    const placed = all
      .filter((n) => n.newIndex !== undefined)
      .sort((x, y) => (x.newIndex as number) - (y.newIndex as number));
    for (const n of placed) ordered.splice(n.newIndex as number, 0, n);
    return ordered.map((n) => ({
      uuid: n.uuid,
      code: n.code,
      title: n.title,
      archived: n.archived,
      ...(n.attributeType ? { attributeType: n.attributeType } : {}),
      children: build(n.uuid),
    }));
  };
  return build(ROOT);
}
