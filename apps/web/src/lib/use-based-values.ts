/**
 * The values of a form that edits one stored item and the revision they were based on (ADR 0021; docs/features/curation.md §17;
 * ADR 0021). While the form is clean it follows the item as the server sends it; once the manager types,
 * a newer revision from the server no longer replaces the typed values (the save then meets the conflict
 * dialog), unless the fields of this form are unchanged in it (another form changed other fields of the
 * same row): then the form is silently based on the newer revision. A dirty form asks before leaving.
 */
import { rowEtag } from '@hub/domain';
import { useEffect, useState } from 'react';
import { useUnsavedChanges } from './unsaved-changes';

/** True when both objects hold the same values under the same keys (compared as JSON). */
export function sameValues(a: object, b: object): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** What {@link useBasedValues} returns. */
export interface BasedValues<T> {
  values: T;
  setValues: (update: (values: T) => T) => void;
  /** The values the form was based on (as the server sent them at that revision). */
  basedOn: T;
  /** True when the typed values differ from those the form was based on. */
  dirty: boolean;
  /** The ETag of the revision the form is based on (the save's If-Match), undefined before it is known. */
  ifMatch: string | undefined;
  /** After a save: the form is based on the saved values and revision (clean). */
  settle: (saved: T, revision: number) => void;
  /** After 'Take theirs': drops the typed values; the form then shows the item as saved. */
  dropMine: () => void;
  /** Marks the form clean at once (before navigating away right after a save). */
  saved: () => void;
}

/**
 * @param server the item's values as the server sends them now
 * @param revision the item's revision now (undefined while it loads)
 */
export function useBasedValues<T extends object>(server: T, revision: number | undefined): BasedValues<T> {
  const [base, setBase] = useState({ values: server, revision });
  const [values, setAll] = useState(server);
  const dirty = !sameValues(values, base.values);
  const saved = useUnsavedChanges(dirty);
  const serverKey = JSON.stringify(server);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `serverKey` stands for `server`'s values
  useEffect(() => {
    if (revision === undefined || revision === base.revision) return;
    if (sameValues(server, base.values)) setBase((b) => ({ ...b, revision }));
    else if (!dirty) {
      setBase({ values: server, revision });
      setAll(server);
    }
  }, [revision, base.revision, serverKey, dirty]);

  return {
    values,
    setValues: (update) => setAll(update),
    basedOn: base.values,
    dirty,
    ifMatch: base.revision === undefined ? undefined : rowEtag(base.revision),
    settle: (next, nextRevision) => {
      setBase({ values: next, revision: nextRevision });
      setAll(next);
    },
    dropMine: () => setAll(base.values),
    saved,
  };
}
