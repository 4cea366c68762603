/**
 * Stale-write conflicts (ADR 0021): a save refused with 409 asks the manager, in a dialog
 * over the screen they are on, whether to keep their change (sent again on the new revision) or take the
 * other manager's. One question at a time; {@link ConflictDialog} (components) renders it.
 */
import { useSyncExternalStore } from 'react';

/** One compared field: its label, the manager's value and the value saved meanwhile. */
export interface ConflictField {
  label: string;
  mine: string;
  theirs: string;
  /**
   * In a merge (ADR 0057): the item's key and who changed it since the form was loaded; only items both
   * changed differently ('both') are a question, answered per item.
   */
  key?: string;
  changedBy?: 'mine' | 'theirs' | 'both' | 'both-same';
}

/** What the dialog shows. */
export interface ConflictQuestion {
  /** The server's message, e.g. 'This competency was changed by alice since you opened it: …'. */
  message: string;
  changedBy: string | null;
  changedAt: string | null;
  fields: ConflictField[];
  /** 'Keep mine' merges (ADR 0057): the colleague's changes to items I did not change are kept. */
  merge?: boolean;
}

/** Per questioned item key: the side the manager keeps ('Keep mine' only). */
export type ConflictPicks = Record<string, 'mine' | 'theirs'>;

/** The manager's answer: keep theirs or mine, or close the dialog and decide later. */
export type ConflictChoice = 'mine' | 'theirs' | 'cancel';

interface Pending extends ConflictQuestion {
  answer: (choice: ConflictChoice, picks?: ConflictPicks) => void;
}

let pending: Pending | null = null;
const listeners = new Set<() => void>();

function publish(next: Pending | null): void {
  pending = next;
  for (const listener of listeners) listener();
}

/**
 * Asks the manager how to resolve a conflict; a question still open is answered 'cancel' first.
 * @returns their choice
 */
export async function askConflict(question: ConflictQuestion): Promise<ConflictChoice> {
  return (await askMerge(question)).choice;
}

/**
 * Asks like {@link askConflict}, also returning the side picked for each item both changed (a merge).
 * @returns the choice and the picks (empty unless the question is a merge)
 */
export function askMerge(
  question: ConflictQuestion,
): Promise<{ choice: ConflictChoice; picks: ConflictPicks }> {
  pending?.answer('cancel');
  return new Promise((resolve) => {
    const entry: Pending = {
      ...question,
      answer: (choice, picks = {}) => {
        if (pending === entry) publish(null);
        resolve({ choice, picks });
      },
    };
    publish(entry);
  });
}

/** The open question with its `answer` function, or null (a React hook over the store). */
export function usePendingConflict(): Pending | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => pending,
    () => null,
  );
}
