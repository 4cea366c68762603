import { Group, Loader, Text } from '@mantine/core';

/**
 * Loading indicator announced to screen readers. Source: docs/features/browsing.md §3
 * ("While loading: 'Fetching data...'").
 * @param label text shown beside the spinner (default 'Fetching data...')
 */
export function LoadingView({ label = 'Fetching data...' }: { label?: string }) {
  return (
    <Group gap="sm" role="status" aria-live="polite" py="lg">
      <Loader size="sm" aria-hidden="true" />
      <Text>{label}</Text>
    </Group>
  );
}
