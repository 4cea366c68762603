/**
 * The item-by-item list of an import into a draft (ADR 0065): each item it adds, each item whose text it
 * changes (old → new) and each item a colleague changed since the file's source that it keeps, marked
 * with who changed it and when. Pure: the merge (merge.ts) feeds it.
 */
import type { RowEdits } from './row-edits.js';
import type { DraftImportChange, DraftImportSummary } from './types.js';

type Kind = DraftImportChange['kind'];
const MAX_LISTED = 200;

/** An item as the list reads it: 'A3 Title', with ' (archived)' when archived and the type for attributes. */
export function itemLabel(item: {
  title: string;
  code?: string | null;
  archived: boolean;
  type?: string;
}): string {
  const text = `${item.type ? `${item.type}: ` : ''}${item.code ? `${item.code} ` : ''}${item.title}`;
  return item.archived ? `${text} (archived)` : text;
}

/** A collector of the list, written into the summary by `finish`. */
export function importListing() {
  const additions: DraftImportSummary['additions'] = [];
  const changes: DraftImportChange[] = [];
  const keptEdits: DraftImportChange[] = [];
  const mark = (edits: RowEdits | undefined) => ({
    changedBy: edits?.by ?? [],
    changedAt: edits?.at ?? null,
  });
  return {
    /** An item the import adds under `parent` (null for a domain). */
    added(kind: Kind, title: string, parent: string | null) {
      if (additions.length < MAX_LISTED) additions.push({ kind, title, parent });
    },
    /** An item whose text goes from `from` to `to` (nothing listed when they read the same). */
    changed(kind: Kind, from: string, to: string, edits: RowEdits | undefined) {
      if (from !== to) changes.push({ kind, from, to, ...mark(edits) });
    },
    /** An item a colleague changed since the file's source, kept as they left it. */
    kept(kind: Kind, file: string, draft: string, edits: RowEdits | undefined) {
      keptEdits.push({ kind, from: file, to: draft, ...mark(edits) });
    },
    /** Writes the lists into the summary: changes by colleagues first, each list at most 200 long. */
    finish(summary: DraftImportSummary) {
      const marked = changes.filter((c) => c.changedBy.length > 0);
      const others = changes.filter((c) => c.changedBy.length === 0);
      summary.additions = additions;
      summary.changes = [...marked, ...others].slice(0, MAX_LISTED);
      summary.keptEdits = keptEdits.slice(0, MAX_LISTED);
    },
  };
}
