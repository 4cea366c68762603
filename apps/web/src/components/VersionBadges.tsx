import type { VersionStatus } from '@hub/domain';
import { Badge, Group } from '@mantine/core';
import { statusLabel, versionLabel } from '../lib/format';

/**
 * Version badge ("v1.0", title "Version 1.0") and status badge ('in-progress' for a draft, else 'live')
 * of the version a framework page or manage screen shows. Source: docs/features/browsing.md §3;
 * docs/features/curation.md §4, §5.
 * @param number version number; @param status version status
 */
export function VersionBadges({ number, status }: { number: string; status: VersionStatus }) {
  return (
    <Group gap="xs">
      <Badge color="blue.9" size="lg" tt="none" title={`Version ${number}`}>
        {versionLabel(number)}
      </Badge>
      <Badge color={status === 'draft' ? 'violet.9' : 'teal.9'} size="lg" tt="none">
        {statusLabel(status)}
      </Badge>
    </Group>
  );
}
