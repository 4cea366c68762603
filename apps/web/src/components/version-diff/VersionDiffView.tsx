import { DIFF_KINDS, type DiffChange, type DiffKind, type VersionDiff } from '@hub/domain';
import { Badge, Group, List, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { DIFF_KIND_LABELS, DIFF_LEVEL_LABELS, groupChangesByDomain, presentKinds, wordDiff } from './logic';
import classes from './VersionDiffView.module.css';

/** Dark enough for white text and for text on white (contrast above 7:1). */
const KIND_COLOURS: Record<DiffKind, string> = {
  added: '#1b5e20',
  removed: '#b71c1c',
  reworded: '#0d47a1',
  moved: '#6a1b9a',
  reordered: '#37474f',
  archived: '#7a4100',
  restored: '#00594f',
  typeChanged: '#283593',
};

/** A reworded title with removed words struck through (`del`) and added words marked (`ins`). */
function RewordedTitle({ before, after }: { before: string; after: string }) {
  return (
    <span>
      {wordDiff(before, after).map((part, i) =>
        part.change === 'added' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <ins key={i} className={classes.added}>
            {part.text}
          </ins>
        ) : part.change === 'removed' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <del key={i} className={classes.removed}>
            {part.text}
          </del>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts never reorder
          <span key={i}>{part.text}</span>
        ),
      )}
    </span>
  );
}

/** What one change says beside its badge. */
function ChangeText({ change }: { change: DiffChange }) {
  const label = `${DIFF_LEVEL_LABELS[change.level]}${change.code ? ` ${change.code}` : ''}`;
  const { before, after } = change;
  let detail: React.ReactNode =
    change.kind === 'added' && after?.archived ? `${change.title} (archived)` : change.title;
  if (change.kind === 'reworded') {
    detail = <RewordedTitle before={before?.title ?? ''} after={after?.title ?? ''} />;
  } else if (change.kind === 'moved') {
    detail = (
      <>
        {change.title}
        <Text component="span" size="sm" c="dimmed" display="block">
          Moved from “{before?.parent?.title ?? 'the top level'}” to “
          {after?.parent?.title ?? 'the top level'}”
        </Text>
      </>
    );
  } else if (change.kind === 'reordered') {
    detail = (
      <>
        {change.title}
        <Text component="span" size="sm" c="dimmed" display="block">
          From place {(before?.index ?? 0) + 1} to place {(after?.index ?? 0) + 1}
        </Text>
      </>
    );
  } else if (change.kind === 'typeChanged') {
    detail = (
      <>
        {change.title}
        <Text component="span" size="sm" c="dimmed" display="block">
          {before?.attributeType?.title} → {after?.attributeType?.title}
        </Text>
      </>
    );
  }
  return (
    <div>
      <Text component="span" size="sm" fw={600}>
        {label}:{' '}
      </Text>
      {detail}
      {change.kind === 'reworded' && before?.code !== after?.code && (
        <Text component="span" size="sm" c="dimmed" display="block">
          Code {before?.code ?? 'none'} → {after?.code ?? 'none'}
        </Text>
      )}
    </div>
  );
}

/**
 * 'What changed' between two versions (docs/features/browsing.md §9): the counts by kind of change at the top, a filter by
 * kind (its result count in a live region), then the changes grouped by domain, reworded titles with the
 * words removed and added highlighted. 'No changes' when the diff is empty.
 * @param diff the API's VersionDiff; @param headingLevel level of the domain headings (default 2)
 */
export function VersionDiffView({ diff, headingLevel = 2 }: { diff: VersionDiff; headingLevel?: 2 | 3 | 4 }) {
  const [kind, setKind] = useState<DiffKind | 'all'>('all');
  const groups = useMemo(() => groupChangesByDomain(diff.changes, kind), [diff.changes, kind]);
  const kinds = presentKinds(diff.counts);
  const shown = groups.reduce((n, g) => n + g.changes.length, 0);
  if (diff.changes.length === 0) {
    return (
      <Text data-testid="diff-empty">
        No changes: both versions have the same domains, competencies and attributes.
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Group
        gap="xs"
        component="ul"
        className={classes.counts}
        aria-label="Changes by kind"
        data-testid="diff-counts"
      >
        {kinds.map(({ kind: k, count }) => (
          <li key={k}>
            <Badge color={KIND_COLOURS[k]} variant="outline" size="lg" radius="sm">
              {count} {DIFF_KIND_LABELS[k].toLowerCase()}
            </Badge>
          </li>
        ))}
      </Group>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Kind of change"
          value={kind}
          onChange={(e) => setKind(e.currentTarget.value as DiffKind | 'all')}
          data={[
            { value: 'all', label: `All changes (${diff.changes.length})` },
            ...DIFF_KINDS.filter((k) => diff.counts[k] > 0).map((k) => ({
              value: k,
              label: `${DIFF_KIND_LABELS[k]} (${diff.counts[k]})`,
            })),
          ]}
        />
        <Text role="status" size="sm" data-testid="diff-shown">
          Showing {shown} of {diff.changes.length} changes
        </Text>
      </Group>
      {groups.map((group) => (
        <Paper key={group.domain.uuid} withBorder p="md" component="section">
          <Title order={headingLevel} size="h4" mb="xs">
            {group.domain.title}
          </Title>
          <List spacing="sm" listStyleType="none" withPadding={false}>
            {group.changes.map((change) => (
              <List.Item
                key={`${change.kind}:${change.uuid}`}
                data-testid="diff-change"
                data-kind={change.kind}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Badge color={KIND_COLOURS[change.kind]} variant="filled" radius="sm" miw={96}>
                    {DIFF_KIND_LABELS[change.kind]}
                  </Badge>
                  <ChangeText change={change} />
                </Group>
              </List.Item>
            ))}
          </List>
        </Paper>
      ))}
    </Stack>
  );
}
