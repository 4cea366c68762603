import { Stack, Title } from '@mantine/core';
import { TrainingResourceForm } from '../../features/training-curation/components/TrainingResourceForm';
import { emptyResourceForm } from '../../features/training-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/training-resource/create` (content_manager): the empty form with the TeSS import; after saving, the
 * new resource's page. Source: docs/features/training.md §3; docs/features/curation.md §11; docs/features/training.md §4.
 */
export function Component() {
  useDocumentMeta('Create training resource');
  return (
    <Stack gap="lg">
      <Title order={1}>Create training resource</Title>
      <TrainingResourceForm initial={emptyResourceForm} />
    </Stack>
  );
}
