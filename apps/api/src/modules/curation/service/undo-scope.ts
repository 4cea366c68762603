/**
 * What 'Undo this import' may revert without losing later work (ADR 0066): of the rows the import added
 * or changed, only those still exactly as it left them; a row changed, moved, reordered or deleted since
 * (by anyone), an added row that now holds items someone else put there, or a row whose old parent is
 * gone is kept, with the reason in words from the audit events after the import. Pure: the caller loads
 * the rows and events and writes the plan.
 */
import type { ImportFootprintJson } from '../../../db/schema/index.js';

type Row = Record<string, unknown> & { id: number };
export type ItemKind = 'domain' | 'competency' | 'attribute';

/** Rows of the draft's three levels. */
export interface LevelRows {
  domains: Row[];
  competencies: Row[];
  attributes: Row[];
}

/** An audit event of the framework after the import. */
export interface LaterEvent {
  action: string;
  entityType: string;
  entityId: number | null;
  username: string;
  before: unknown;
  after: unknown;
}

/** An item the undo reverted: 'removed' (the import added it) or 'put back' (it changed or moved it). */
export interface UndoneItem {
  kind: ItemKind;
  title: string;
  how: 'removed' | 'put back';
}

/** An item of the import the undo left as it is, and why (e.g. 'renamed by undoer-b after the import'). */
export interface KeptItem {
  kind: ItemKind;
  id: number;
  title: string;
  reason: string;
}

/** What to write: rows to set back to their values before the import, rows to delete, and what is kept. */
export interface UndoPlan {
  reset: { kind: ItemKind; values: Row }[];
  remove: Record<ItemKind, number[]>;
  undone: UndoneItem[];
  kept: KeptItem[];
}

const LEVELS = [
  ['domain', 'domains', null],
  ['competency', 'competencies', 'domainId'],
  ['attribute', 'attributes', 'competencyId'],
] as const;
const CHILD: Record<ItemKind, readonly [ItemKind, 'domainId' | 'competencyId'] | null> = {
  domain: ['competency', 'domainId'],
  competency: ['attribute', 'competencyId'],
  attribute: null,
};
const PARENT_KEY: Record<ItemKind, 'domainId' | 'competencyId' | null> = {
  domain: null,
  competency: 'domainId',
  attribute: 'competencyId',
};
const PARENT_KIND: Record<ItemKind, ItemKind | null> = {
  domain: null,
  competency: 'domain',
  attribute: 'competency',
};

/** Whether a row has every value of `want` but the revision (jsonb does not keep key order). */
export const sameContent = (have: Record<string, unknown>, want: Record<string, unknown>) =>
  Object.entries(want).every(([k, v]) => k === 'revision' || have[k] === v);

const asRow = (v: unknown) =>
  v !== null && typeof v === 'object' ? (v as Record<string, unknown>) : ({} as Record<string, unknown>);

/** What one audit event did to the item, in a word or two ('renamed', 'moved', 'reordered'). */
function verbs(event: LaterEvent): string[] {
  const verb = event.action.slice(event.action.indexOf('.') + 1);
  if (verb === 'create') return ['added'];
  if (verb === 'delete') return ['deleted'];
  if (verb === 'move') return ['moved'];
  if (verb === 'reorder') return ['reordered'];
  const b = asRow(event.before);
  const a = asRow(event.after);
  const out: string[] = [];
  if (a.title !== undefined && b.title !== a.title) out.push('renamed');
  if (a.code !== undefined && b.code !== a.code) out.push('given another code');
  if (a.archived !== undefined && b.archived !== a.archived) out.push(a.archived ? 'archived' : 'restored');
  if (b.domainId !== a.domainId || b.competencyId !== a.competencyId) out.push('moved');
  if (b.attributeTypeId !== a.attributeTypeId) out.push('given another type');
  if (b.mappedOtherCompetency !== a.mappedOtherCompetency) out.push('given another mapping');
  if (b.description !== a.description) out.push('described anew');
  if (out.length === 0 && a.position !== undefined && b.position !== a.position) out.push('reordered');
  return out.length ? out : ['changed'];
}

/** Whether the event concerns the item: its own, or a reorder of its siblings that lists it. */
function concerns(event: LaterEvent, kind: ItemKind, id: number): boolean {
  if (event.action === `${kind}.reorder`) {
    const ids = asRow(event.after).ids;
    return Array.isArray(ids) && ids.includes(id);
  }
  return event.entityType === kind && event.entityId === id;
}

/**
 * Why an item counts as changed after the import, from the audit events: 'renamed by undoer-b after the
 * import', 'renamed by a, moved by b after the import'; 'changed after the import' when no event says.
 */
export function laterChangeReason(events: LaterEvent[], kind: ItemKind, id: number): string {
  const byUser = new Map<string, string[]>();
  for (const e of events) {
    if (!concerns(e, kind, id)) continue;
    const said = byUser.get(e.username) ?? [];
    for (const v of verbs(e)) if (!said.includes(v)) said.push(v);
    byUser.set(e.username, said);
  }
  if (byUser.size === 0) return 'changed after the import';
  const parts = [...byUser].map(([user, vs]) => `${vs.join(' and ')} by ${user}`);
  return `${parts.join(', ')} after the import`;
}

const quoted = (v: unknown) => `“${String(v)}”`;
const LIMIT = 200;

/**
 * Plans the undo of an import.
 * @param before the draft's rows before the import (the change set's snapshot)
 * @param footprint what the import added or changed, as it left it
 * @param now the draft's rows now; @param relationsNow its competency relations now
 * @param events the framework's audit events after the import, oldest first
 * @returns the rows to reset and delete, and the items undone and kept (each list at most 200 long)
 */
export function planUndo(
  before: LevelRows,
  footprint: ImportFootprintJson,
  now: LevelRows,
  relationsNow: { id: number; competencyId: number }[],
  events: LaterEvent[],
): UndoPlan {
  const plan: UndoPlan = {
    reset: [],
    remove: { domain: [], competency: [], attribute: [] },
    undone: [],
    kept: [],
  };
  const index = (rows: Row[]) => new Map(rows.map((r) => [r.id, r]));
  const was = {
    domain: index(before.domains),
    competency: index(before.competencies),
    attribute: index(before.attributes),
  };
  const is = {
    domain: index(now.domains),
    competency: index(now.competencies),
    attribute: index(now.attributes),
  };
  const reasons = new Map<string, string>();
  const keep = (kind: ItemKind, row: Row, reason: string) => {
    reasons.set(`${kind}:${row.id}`, reason);
    if (plan.kept.length < LIMIT) plan.kept.push({ kind, id: row.id, title: String(row.title), reason });
  };
  const undone = (kind: ItemKind, row: Row, how: UndoneItem['how']) => {
    if (plan.undone.length < LIMIT) plan.undone.push({ kind, title: String(row.title), how });
  };
  const removing = { domain: new Set<number>(), competency: new Set<number>(), attribute: new Set<number>() };
  const resets: { kind: ItemKind; values: Row; current: Row }[] = [];

  for (const [kind, key] of LEVELS.map(([k, plural]) => [k, plural] as const)) {
    for (const left of footprint[key] as Row[]) {
      const current = is[kind].get(left.id);
      const earlier = was[kind].get(left.id);
      if (!current) {
        // Gone since: an added row needs no undo; a changed one was deleted by someone after the import.
        if (earlier) keep(kind, left, laterChangeReason(events, kind, left.id));
        continue;
      }
      if (!sameContent(current, left)) {
        keep(kind, current, laterChangeReason(events, kind, left.id));
        continue;
      }
      if (earlier) resets.push({ kind, values: earlier, current });
      else removing[kind].add(left.id);
    }
  }

  // An added row that holds rows not removed with it stays (children first, so a kept attribute keeps
  // its competency and that competency its domain).
  const relationsAdded = new Set(footprint.relationIds);
  for (const [kind] of [...LEVELS].reverse()) {
    const child = CHILD[kind];
    for (const id of [...removing[kind]]) {
      const row = is[kind].get(id) as Row;
      const held = child
        ? [...is[child[0]].values()].find((c) => c[child[1]] === id && !removing[child[0]].has(c.id))
        : undefined;
      if (held && child) {
        const heldReason =
          reasons.get(`${child[0]}:${held.id}`) ?? laterChangeReason(events, child[0], held.id);
        removing[kind].delete(id);
        keep(kind, row, `holds the ${child[0]} ${quoted(held.title)}, ${heldReason}`);
        continue;
      }
      if (
        kind === 'competency' &&
        relationsNow.some((r) => r.competencyId === id && !relationsAdded.has(r.id))
      ) {
        removing[kind].delete(id);
        keep(kind, row, 'holds a relation added after the import');
      }
    }
  }
  for (const [kind] of LEVELS) {
    for (const id of removing[kind]) {
      plan.remove[kind].push(id);
      undone(kind, is[kind].get(id) as Row, 'removed');
    }
  }

  // A changed row goes back to its values before the import, unless its parent then is gone; moved back,
  // it is placed last there if a sibling took its old position since, or a row moved back before it did.
  const taken = new Map<string, Set<number>>();
  const positionsUnder = (kind: ItemKind, key: string, parentId: number, self: number) => {
    const at = `${kind}:${parentId}`;
    let set = taken.get(at);
    if (!set) {
      set = new Set(
        [...is[kind].values()]
          .filter((r) => r[key] === parentId && r.id !== self)
          .map((r) => Number(r.position)),
      );
      taken.set(at, set);
    }
    return set;
  };
  for (const { kind, values, current } of resets) {
    const key = PARENT_KEY[kind];
    const parentKind = PARENT_KIND[kind];
    const values2 = { ...values };
    if (key && parentKind) {
      const parentId = values[key] as number;
      if (!is[parentKind].has(parentId) || removing[parentKind].has(parentId)) {
        keep(kind, current, `its ${parentKind} was deleted after the import`);
        continue;
      }
      if (current[key] !== parentId) {
        const positions = positionsUnder(kind, key, parentId, current.id);
        if (positions.has(Number(values.position))) values2.position = Math.max(0, ...positions) + 1;
        positions.add(Number(values2.position));
      }
    }
    plan.reset.push({ kind, values: values2 });
    undone(kind, current, 'put back');
  }
  return plan;
}
