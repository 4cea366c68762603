/**
 * A save based on a revision (ADR 0021), for every screen that edits a stored item: the
 * write states the ETag it was based on; a 409 with a conflict asks the manager in the conflict dialog
 * (lib/conflict). 'Keep mine' sends the same write again on the new ETag, 'Take theirs' drops it (the
 * result is then {@link THEIRS_KEPT}), closing the dialog fails the save with the server's reason. An
 * ended session is handled below this, in the api-client (lib/reauth).
 */
import { ApiError } from './api-client';
import { askConflict, type ConflictField } from './conflict';

/** Returned instead of the saved item when the manager took the other manager's change. */
export const THEIRS_KEPT: unique symbol = Symbol('theirs kept');

/** What a save based on a revision returns: the saved item, or {@link THEIRS_KEPT}. */
export type Saved<T> = T | typeof THEIRS_KEPT;

/** True when a save's result says the other manager's change was kept (nothing of the form was saved). */
export function theirsKept(result: unknown): result is typeof THEIRS_KEPT {
  return result === THEIRS_KEPT;
}

/**
 * Sends a write based on `ifMatch`; on a stale-write 409 asks the manager and acts on the answer.
 * @param send the write, given the ETag to state in `If-Match`
 * @param ifMatch the ETag of what the form was based on (undefined: not checked)
 * @param describe the compared fields (mine and theirs) from the item as saved now (`conflict.current`)
 * @returns the write's result, or THEIRS_KEPT when the manager took theirs
 * @throws the ApiError when the write failed otherwise, or the manager closed the dialog
 */
export async function sendBasedOn<T>(
  send: (ifMatch: string | undefined) => Promise<T>,
  ifMatch: string | undefined,
  describe: (current: unknown) => ConflictField[] | Promise<ConflictField[]>,
): Promise<Saved<T>> {
  let basedOn = ifMatch;
  for (;;) {
    try {
      return await send(basedOn);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.conflict) throw error;
      const { conflict } = error;
      const choice = await askConflict({
        message: error.message,
        changedBy: conflict.changedBy,
        changedAt: conflict.changedAt,
        fields: await describe(conflict.current),
      });
      if (choice === 'cancel') throw error;
      if (choice === 'theirs') return THEIRS_KEPT;
      basedOn = conflict.etag;
    }
  }
}

/**
 * A value as the conflict dialog shows it: markup removed, yes/no for flags, a list one item per line,
 * '—' for nothing.
 */
export function showValue(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) {
    return value.length === 0 ? '—' : value.map((item, i) => `${i + 1}. ${showValue(item)}`).join('\n');
  }
  if (typeof value === 'string') {
    return (
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim() || '—'
    );
  }
  if (typeof value === 'object') {
    const item = value as Record<string, unknown>;
    if (typeof item.title === 'string') return showValue(item.title);
    if (typeof item.name === 'string') return showValue(item.name);
  }
  return String(value);
}

/**
 * The compared fields of a form's save: for each labelled key the manager's value and the saved one
 * (`current[key]`), only where they differ (all of them when none differs, so the dialog is never empty).
 * @param labels field key → label shown, in the order shown
 * @param mine the values the manager saves, by key
 * @param current the item as saved now (`conflict.current`); `theirs` overrides keys read otherwise
 */
export function compareFields(
  labels: Record<string, string>,
  mine: Record<string, unknown>,
  current: unknown,
  theirs: Record<string, unknown> = {},
): ConflictField[] {
  const saved = { ...((current ?? {}) as Record<string, unknown>), ...theirs };
  const all = Object.entries(labels)
    .filter(([key]) => key in mine)
    .map(([key, label]) => ({ label, mine: showValue(mine[key]), theirs: showValue(saved[key]) }));
  const differing = all.filter((field) => field.mine !== field.theirs);
  return differing.length > 0 ? differing : all;
}
