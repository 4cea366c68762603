import { Alert, List, Stack, Text } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import type { ImportChangeSummary } from './ImportReview';

type Kind = 'domain' | 'competency' | 'attribute';

/** Who changed an item since the file's source, in words: 'Changed by ana, bob since your file (27 Nov, 17:02)'. */
function changedByText(by: readonly string[], at: string | null | undefined): string {
  const when = at
    ? ` (${new Date(at).toLocaleString('en-GB', { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' })})`
    : '';
  return `Changed by ${by.join(', ')} since your file${when}`;
}

/** Items with keys unique in the list (two items may read the same: 'x', 'x #2'). */
function keyed<T>(items: readonly T[], keyOf: (item: T) => string): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const key = keyOf(item);
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return [n === 1 ? key : `${key} #${n}`, item];
  });
}

/** The mark of an item a colleague changed since the file's source; nothing when nobody did. */
function ChangedByMark({ by, at }: { by: readonly string[] | undefined; at?: string | null }) {
  if (!by || by.length === 0) return null;
  return (
    <Text span size="sm" fw={700}>
      {' '}
      ({changedByText(by, at)})
    </Text>
  );
}

/**
 * The preview's item-by-item list (ADR 0065): each item the import adds (under its parent), each change
 * (old → new text), each move, and the items colleagues changed since the file's source, marked with who
 * and when; those the file left as they were are listed as kept. Renders nothing for an empty list.
 * @param summary the preview's answer; @param testId the prefix of the lists' test ids
 */
export function ImportItemsList({ summary, testId }: { summary: ImportChangeSummary; testId: string }) {
  const additions = summary.additions ?? [];
  const changes = summary.changes ?? [];
  const kept = summary.keptEdits ?? [];
  const kind = (k: Kind) => `The ${k}`;
  return (
    <Stack gap={4}>
      {additions.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Added
          </Text>
          <List size="sm" data-testid={`${testId}-added`}>
            {keyed(additions, (a) => `${a.kind}:${a.parent}:${a.title}`).map(([key, a]) => (
              <List.Item key={key}>
                {kind(a.kind)} “{a.title}”{a.parent ? ` under “${a.parent}”` : ''}
              </List.Item>
            ))}
          </List>
        </>
      )}
      {changes.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Changed
          </Text>
          <List size="sm" data-testid={`${testId}-changed`}>
            {keyed(changes, (c) => `${c.kind}:${c.from}:${c.to}`).map(([key, c]) => (
              <List.Item key={key}>
                {kind(c.kind)} “{c.from}” → “{c.to}”
                <ChangedByMark by={c.changedBy} at={c.changedAt} />
              </List.Item>
            ))}
          </List>
        </>
      )}
      {summary.moves.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Moved
          </Text>
          <List size="sm" data-testid={`${testId}-moves`}>
            {keyed(summary.moves, (m) => `${m.kind}:${m.title}:${m.from}`).map(([key, m]) => (
              <List.Item key={key}>
                {kind(m.kind)} “{m.title}” moves from “{m.from}” to “{m.to}” (placed last there).
                <ChangedByMark by={m.changedBy} />
              </List.Item>
            ))}
          </List>
        </>
      )}
      {kept.length > 0 && (
        <>
          <Text size="sm" fw={600}>
            Kept as colleagues changed them (your file has the earlier text)
          </Text>
          <List size="sm" data-testid={`${testId}-kept`}>
            {keyed(kept, (c) => `${c.kind}:${c.from}:${c.to}`).map(([key, c]) => (
              <List.Item key={key}>
                {kind(c.kind)} “{c.to}” stays (your file: “{c.from}”)
                <ChangedByMark by={c.changedBy} at={c.changedAt} />
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Stack>
  );
}

/**
 * True when an import was refused because the draft changed since its preview (409 with the draft-wide
 * revision now, ADR 0065): the screen previews the file again instead of showing an error.
 */
export function isStalePreview(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && (error.conflict?.etag ?? '').startsWith('"d');
}

/**
 * The notice above a preview run again after a stale import (ADR 0065): who changed the draft, and that
 * the list below is what the import does now.
 * @param error the import's 409
 */
export function StalePreviewNotice({ error }: { error: unknown }) {
  const conflict = error instanceof ApiError ? error.conflict : undefined;
  const changes = (conflict?.current as { changes?: { username: string }[] } | undefined)?.changes ?? [];
  const who = [...new Set(changes.map((c) => c.username))].join(', ');
  return (
    <Alert color="red" variant="outline" mb="xs" title="The draft changed since your preview">
      <Text size="sm">
        {who ? `${who} changed the draft` : 'The draft was changed'} after you previewed this file, so nothing
        was imported. The list below is what the import does now: check the items marked as changed since your
        file, then import again.
      </Text>
    </Alert>
  );
}
