/**
 * A save based on a revision that merges on a stale write (ADR 0057): a mapping (item per competency or
 * attribute) or a multi-field form (item per field). On a 409 the dialog lists every item that changed
 * since the form was loaded, yours and theirs, with who changed it; 'Keep mine' sends theirs with my
 * changed items over it (asking only where both changed one item differently), 'Take theirs' drops mine.
 * The three-way merge itself is `threeWayMerge` of `@hub/domain`.
 */
import { applyMerge, type Keyed, threeWayMerge } from '@hub/domain';
import { ApiError } from './api-client';
import { askMerge } from './conflict';
import { type Saved, THEIRS_KEPT } from './stale-write';

/** The item as saved now and the ETag it was read at (the next write's `If-Match`). */
export interface TheirsNow<V> {
  value: Keyed<V>;
  etag: string;
}

/** How one merge-based save sends, reads theirs and shows items. */
export interface MergedSave<V, T> {
  /** The write of a whole value, stating `ifMatch`. */
  send: (value: Keyed<V>, ifMatch: string | undefined) => Promise<T>;
  /** What the form was loaded with (the base of both changes). */
  base: Keyed<V>;
  /** What the manager saves. */
  mine: Keyed<V>;
  /** The ETag of the base (undefined: not checked). */
  ifMatch: string | undefined;
  /** The value as saved now, from the 409's `conflict` (its `current` and `etag`); may read it again. */
  theirs: (conflict: { current: unknown; etag: string }) => Promise<TheirsNow<V>> | TheirsNow<V>;
  /** An item's name in the dialog (a competency's title, a field's label). */
  label: (key: string) => string;
  /** An item's value in the dialog; undefined is an absent item. */
  show: (value: V | undefined, key: string) => string;
}

/**
 * Sends `mine`; on a stale-write 409 asks in the merge dialog and, on 'Keep mine', sends the merge based
 * on theirs (again, should theirs change once more meanwhile).
 * @returns the write's result, or THEIRS_KEPT when the manager took theirs
 * @throws the ApiError when the write failed otherwise, or the manager closed the dialog
 */
export async function sendMerged<V, T>(save: MergedSave<V, T>): Promise<Saved<T>> {
  let base = save.base;
  let mine = save.mine;
  let basedOn = save.ifMatch;
  for (;;) {
    try {
      return await save.send(mine, basedOn);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.conflict) throw error;
      const now = await save.theirs(error.conflict);
      const plan = threeWayMerge(base, mine, now.value);
      const fields = plan.items
        .filter((item) => item.changedBy !== 'both-same')
        .map((item) => ({
          key: item.key,
          label: save.label(item.key),
          mine: save.show(item.mine, item.key),
          theirs: save.show(item.theirs, item.key),
          changedBy: item.changedBy,
        }));
      const { choice, picks } = await askMerge({
        message: error.message,
        changedBy: error.conflict.changedBy,
        changedAt: error.conflict.changedAt,
        fields,
        merge: true,
      });
      if (choice === 'cancel') throw error;
      if (choice === 'theirs') return THEIRS_KEPT;
      mine = applyMerge(now.value, plan, picks);
      base = now.value;
      basedOn = now.etag;
    }
  }
}
