import { Stack, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { ResourceMappingEditor } from '../../../components/training/ResourceMappingEditor';
import { paths } from '../../../config/paths';
import { useResourceById } from '../api/manage';

/**
 * Mapping page `/training-resources/:id/map/:framework` (docs/features/training.md §3; docs/features/training.md §4): the shared mapping
 * editor for one framework; after Save or Cancel, the resource page.
 * @param resourceId the resource; @param framework machine name
 */
export function MappingPage({ resourceId, framework }: { resourceId: number; framework: string }) {
  const navigate = useNavigate();
  const resource = useResourceById(resourceId);
  if (resource.error) return <ErrorView error={resource.error} onRetry={() => void resource.refetch()} />;
  if (!resource.data) return <LoadingView />;
  const slug = resource.data.slug;
  return (
    <Stack gap="lg">
      <Title order={1}>Map "{resource.data.title}"</Title>
      <ResourceMappingEditor
        resourceId={resourceId}
        framework={framework}
        onDone={() => navigate(paths.trainingResource(slug))}
      />
    </Stack>
  );
}
