/**
 * What was done to the draft's items since an import's file was made (ADR 0065): from the framework's
 * audit events after the file's source revision, for each domain, competency and attribute row, who
 * changed it and how it read at the source (the earliest event's `before`). The merge keeps a colleague's
 * change where the file left the field as it was at its source (a three-way merge per field), and the
 * preview marks the items changed since.
 */
import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../../../db/client.js';
import type { FrameworkRow } from '../../../db/rows.js';
import { auditEvent } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/errors.js';
import { changesSince, draftRevision, eventsAfter } from '../repository/drafts.js';

/** One draft row's changes since the file's source: who, when last, and its fields at the source. */
export interface RowEdits {
  /** Usernames of whoever changed the row since, in order (an add alone is no change). */
  by: string[];
  /** When it was last changed (ISO). */
  at: string;
  /** The row's fields at the source (the earliest event's `before`, or its `after` for an add). */
  base: Record<string, unknown>;
}

const ENTITY_TYPES = ['domain', 'competency', 'attribute'] as const;

/** The key of a row in the map `rowEditsSince` answers. */
export const rowKey = (entityType: (typeof ENTITY_TYPES)[number], id: number) => `${entityType}:${id}`;

/**
 * The audit event of the framework's newest release (0 when none): the draft's rows were all written
 * after it, so older events are none of the draft's.
 */
async function lastRelease(tx: Db, frameworkId: number): Promise<number> {
  const [row] = await tx
    .select({ id: max(auditEvent.id) })
    .from(auditEvent)
    .where(and(eq(auditEvent.frameworkId, frameworkId), eq(auditEvent.action, 'version.release')));
  return row?.id ?? 0;
}

/**
 * The changes to the framework's domain, competency and attribute rows recorded after audit event `since`
 * (by default the newest release: the draft's beginning).
 * @returns rows (keyed by `rowKey`) that were changed since, added-only rows left out
 */
export async function rowEditsSince(
  tx: Db,
  frameworkId: number,
  since?: number,
): Promise<Map<string, RowEdits>> {
  const from = since ?? (await lastRelease(tx, frameworkId));
  const events = await eventsAfter(tx, frameworkId, from);
  const edits = new Map<string, RowEdits>();
  for (const e of events) {
    if (e.entityId === null || e.after === null || typeof e.after !== 'object') continue;
    const key = `${e.entityType}:${e.entityId}`;
    let row = edits.get(key);
    if (!row) {
      const base = (e.before ?? e.after) as Record<string, unknown>;
      row = { by: [], at: e.occurredAt.toISOString(), base };
      edits.set(key, row);
    }
    if (e.before === null) continue;
    if (!row.by.includes(e.username)) row.by.push(e.username);
    row.at = e.occurredAt.toISOString();
  }
  for (const [key, row] of edits) if (row.by.length === 0) edits.delete(key);
  return edits;
}

/**
 * The values an import gives a matched row's fields: `mergedField` for each.
 * @returns the values and whether any colleague's value was kept over the file's
 */
export function mergeFields<T extends Record<string, unknown>>(
  file: T,
  draft: T,
  edits: RowEdits | undefined,
): { values: T; kept: boolean } {
  const values = { ...file };
  let kept = false;
  for (const field of Object.keys(file) as (keyof T & string)[]) {
    const merged = mergedField(file[field], draft[field], edits, field);
    values[field] = merged.value;
    kept ||= merged.kept;
  }
  return { values, kept };
}

/**
 * The title a file gives a matched item: its title, or the title of a Moodle Short name edited apart
 * from its Description when the Description is as the item read at the file's source (ADR 0065).
 * @param code the item's code (a Short name led by it is read without it)
 */
export function fileTitle(
  node: { title: string; shortTitle?: string },
  was: { title: string },
  code: string | null,
  edits: RowEdits | undefined,
): string {
  if (node.shortTitle === undefined) return node.title;
  const short =
    code && node.shortTitle.startsWith(`${code} `) ? node.shortTitle.slice(code.length + 1) : node.shortTitle;
  const base = typeof edits?.base.title === 'string' ? edits.base.title : was.title;
  return node.title === base && short.trim() !== '' && short !== base ? short : node.title;
}

/**
 * The value an import gives one field of a matched row (three-way, ADR 0065): the file's, unless the file
 * holds it as it was at the file's source and someone changed it in the draft since; then the draft's.
 * @param field the row's field name (`title`, `code`, `archived`, `domainId`…)
 * @returns the value and whether a colleague's value was kept over the file's
 */
export function mergedField<T>(
  file: T,
  draft: T,
  edits: RowEdits | undefined,
  field: string,
): { value: T; kept: boolean } {
  if (!edits || !(field in edits.base)) return { value: file, kept: false };
  const base = (edits.base[field] ?? null) as T | null;
  const fileSaysBase = (file ?? null) === base;
  const draftChanged = (draft ?? null) !== base;
  return fileSaysBase && draftChanged ? { value: draft, kept: true } : { value: file, kept: false };
}

/**
 * Refuses an import based on a preview of an older draft (ADR 0065): `expected` is the preview's
 * `"d<n>"`; without one nothing is checked.
 * @returns the draft-wide revision now
 * @throws AppError CONFLICT with `conflict.etag` (the revision now) and `conflict.current.changes`
 */
export async function assertPreviewCurrent(
  tx: Db,
  fw: FrameworkRow,
  expected: string | undefined,
): Promise<string> {
  const now = `"d${await draftRevision(tx, fw.id)}"`;
  if (!expected?.startsWith('"d') || expected === now) return now;
  const changes = await changesSince(tx, fw.id, Number(expected.slice(2, -1)) || 0, 50);
  const who = [...new Set(changes.map((c) => c.username))].join(', ');
  throw new AppError(
    'CONFLICT',
    `The draft changed since your preview${who ? ` (by ${who})` : ''}: preview the file again to see what the import will do now.`,
    undefined,
    {
      etag: now,
      current: { changes },
      changedBy: changes.at(-1)?.username ?? null,
      changedAt: changes.at(-1)?.occurredAt ?? null,
    },
  );
}
