import type { VersionDiff } from '@hub/domain';
import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VersionDiffView } from '../../../components/version-diff/VersionDiffView';
import { paths } from '../../../config/paths';

/**
 * 'What changed' page body (docs/features/browsing.md §9): heading naming the framework and both versions, links to each
 * version's page, then the diff (counts, filter by kind, changes grouped by domain).
 * @param diff the API's VersionDiff; @param title the framework's display name
 */
export function VersionComparePage({ diff, title }: { diff: VersionDiff; title: string }) {
  return (
    <Stack gap="md">
      <div>
        <Title order={1} tabIndex={-1}>
          What changed in {title} {diff.to}
        </Title>
        <Text c="dimmed">
          Since version {diff.from}, matched by each item's lasting identifier (not by its title).
        </Text>
      </div>
      <Group gap="lg">
        <Anchor component={Link} to={paths.framework(diff.framework, diff.to)}>
          View version {diff.to}
        </Anchor>
        <Anchor component={Link} to={paths.framework(diff.framework, diff.from)}>
          View version {diff.from}
        </Anchor>
      </Group>
      <VersionDiffView diff={diff} />
    </Stack>
  );
}
