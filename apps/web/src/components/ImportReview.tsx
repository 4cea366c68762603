import { Alert, Button, List, Text } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from './ConfirmDialog';

/** How many domains, competencies and attributes an import adds, changes, moves or keeps. */
export interface ImportCounts {
  domains: number;
  competencies: number;
  attributes: number;
}

/** An item an import moves to another parent, with both parents' titles. */
export interface ImportMove {
  kind: 'competency' | 'attribute';
  title: string;
  from: string;
  to: string;
  /** Who changed the item in the draft since the file's source (ADR 0065). */
  changedBy?: string[];
}

/** An item an import changes (old → new text), or a colleague's change it keeps, with who made it (ADR 0065). */
export interface ImportItemChange {
  kind: 'domain' | 'competency' | 'attribute';
  from: string;
  to: string;
  changedBy: string[];
  changedAt: string | null;
}

/** What an import into a draft added (or would add), changed and moved: shared by every draft import. */
export interface ImportChangeSummary {
  added: ImportCounts;
  changed: ImportCounts;
  moved: ImportCounts;
  moves: ImportMove[];
  /** Each item added, with its parent's title (ADR 0065). */
  additions?: { kind: 'domain' | 'competency' | 'attribute'; title: string; parent: string | null }[];
  /** Each item changed, old → new, those changed by colleagues since the file's source first. */
  changes?: ImportItemChange[];
  /** Items colleagues changed since the file's source that the file left as they were: kept. */
  keptEdits?: ImportItemChange[];
  /** The draft revision the preview read; the import sends it as If-Match (ADR 0065). */
  revision?: string;
  /** The change set to undo; null for a preview. */
  changeSetId: number | null;
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Counts in words, e.g. '0 domains, 1 competency, 2 attributes'. */
export function importCountsText(c: ImportCounts): string {
  return [
    count(c.domains, 'domain', 'domains'),
    count(c.competencies, 'competency', 'competencies'),
    count(c.attributes, 'attribute', 'attributes'),
  ].join(', ');
}

/** One line of what an import did, e.g. 'Added 0 domains, 1 competency, 1 attribute; changed …; moved …'. */
export function importSummaryText(s: ImportChangeSummary): string {
  return `Added ${importCountsText(s.added)}; changed ${importCountsText(s.changed)}; moved ${importCountsText(s.moved)}.`;
}

/** The same for a preview, in the future tense: 'This import will add …; change …; move …'. */
export function importPreviewText(s: ImportChangeSummary): string {
  return `This import will add ${importCountsText(s.added)}; change ${importCountsText(s.changed)}; move ${importCountsText(s.moved)}.`;
}

/**
 * The preview's line saying which kind of file an import recognised by its content (ADR 0036) and how its
 * bytes were read: 'Recognised as a Moodle competency framework CSV (…), read as Windows-1252.'
 * @param title the kind in the server's words (`title` of the answer); @param encoding as decoded, if known
 */
export function importRecognisedText(title: string, encoding?: string): string {
  return `Recognised as ${title}${encoding ? `, read as ${encoding}` : ''}.`;
}

/** Paths of problems that concern the whole file rather than a place in it. */
const WHOLE_FILE = new Set(['', '$', 'file', 'body', 'body.file']);
const capitalised = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/**
 * One problem of a refused file as a curator reads it: its place then the message ('Row 3: the ID number
 * is empty', '$.CFItems[2].fullStatement: …'), or the message alone for the whole file ('Not a file this
 * import reads: expected …').
 * @param issue a 400 answer's issue (`path`, `message`)
 */
export function importIssueText(issue: { path: string; message: string }): string {
  if (WHOLE_FILE.has(issue.path)) return capitalised(issue.message);
  return `${capitalised(issue.path)}: ${issue.message}`;
}

/**
 * The moves a preview announces, one line each ('The competency “X” moves from “A” to “B” (placed last
 * there).'); nothing when there are none.
 * @param testId the list's test id (each panel keeps its own)
 */
export function ImportMovesList({ moves, testId }: { moves: ImportMove[]; testId: string }) {
  if (moves.length === 0) return null;
  return (
    <List size="sm" data-testid={testId}>
      {moves.map((m) => (
        <List.Item key={`${m.kind}:${m.title}:${m.from}`}>
          The {m.kind} “{m.title}” moves from “{m.from}” to “{m.to}” (placed last there).
        </List.Item>
      ))}
    </List>
  );
}

/** An item the undo left as it is, and why ('renamed by undoer-b after the import'). */
export interface ImportKeptItem {
  kind: 'domain' | 'competency' | 'attribute';
  id: number;
  title: string;
  reason: string;
}

/** What 'Undo this import' answered (ADR 0066): rows updated and deleted, items undone and kept. */
export interface ImportUndoResult {
  restored: number;
  updated: number;
  deleted: number;
  undone?: { kind: string; title: string; how: 'removed' | 'put back' }[];
  kept?: ImportKeptItem[];
}

/**
 * The notice after 'Undo the import' succeeded: everything undone, or the items kept because someone
 * changed them after the import, one line each with why (ADR 0066).
 * @param result the undo's answer
 */
export function ImportUndoneAlert({ result }: { result: ImportUndoResult }) {
  const kept = result.kept ?? [];
  return (
    <Alert color="blue" variant="light" title="Import undone">
      {kept.length === 0 ? (
        <Text size="sm">The draft is as it was before the import.</Text>
      ) : (
        <>
          <Text size="sm">
            The import's own changes are undone. Kept as they are, because they were changed after the import:
          </Text>
          <List size="sm" mt="xs" data-testid="undo-kept">
            {kept.map((item) => (
              <List.Item key={`${item.kind}:${item.id}`}>
                The {item.kind} “{item.title}”: {item.reason}.
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}

/** The part of an undo mutation the control uses (TanStack Query's `useMutation` result fits). */
export interface UndoImportMutation {
  /** Undoes the change set; rejects on failure (shown in the confirmation, which stays open). */
  mutateAsync: (changeSetId: number) => Promise<unknown>;
}

/**
 * 'Undo this import' with its confirmation dialog ('Undo this import?' … 'Undo the import'), which says
 * that items changed after the import keep those changes (docs/features/curation.md §5, ADR 0066). Renders
 * nothing without a change set.
 * @param changeSetId the import's change set; @param undo the mutation that undoes it
 */
export function UndoImportControl({
  changeSetId,
  undo,
}: {
  changeSetId: number | null;
  undo: UndoImportMutation;
}) {
  const [confirming, setConfirming] = useState(false);
  if (changeSetId === null) return null;
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setConfirming(true)}>
        Undo this import
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Undo this import?"
        confirmLabel="Undo the import"
        onConfirm={() => undo.mutateAsync(changeSetId)}
      >
        <Text mb="md">
          What this import added is removed and what it changed or moved is put back. Items anyone changed
          after the import keep those changes and are listed afterwards.
        </Text>
      </ConfirmDialog>
    </>
  );
}
