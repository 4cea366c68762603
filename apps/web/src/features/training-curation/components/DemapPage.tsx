import { TRAINING_MESSAGES } from '@hub/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { NotFoundView } from '../../../components/NotFoundView';
import { paths } from '../../../config/paths';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useDemap, useResourceById } from '../api/manage';

/**
 * Demap `/training-resources/:resource/demap/:attribute` (docs/features/training.md §3; docs/features/original-hub.md: Yes really removes
 * the mapping): asks the original hub's question; Yes removes the resource's mapping to that attribute, says so and
 * returns to the resource page; No goes back without change.
 * @param resourceId the resource; @param attributeId the attribute's row id (as linked from the resource page)
 */
export function DemapPage({ resourceId, attributeId }: { resourceId: number; attributeId: number }) {
  const navigate = useNavigate();
  const resource = useResourceById(resourceId);
  const demap = useDemap(resourceId);
  if (resource.error) return <ErrorView error={resource.error} onRetry={() => void resource.refetch()} />;
  if (!resource.data) return <LoadingView />;
  const attribute = resource.data.mappings
    .flatMap((m) => m.domains.flatMap((d) => d.competencies.flatMap((c) => c.attributes)))
    .find((a) => a.attributeId === attributeId);
  if (!attribute) return <NotFoundView message="This training resource is not mapped to that attribute." />;
  const back = () => navigate(paths.trainingResource(resource.data.slug));
  return (
    <Stack gap="md">
      <Title order={1}>Remove mapping</Title>
      <Text>
        "{resource.data.title}" → {attribute.type}: {attribute.title}
      </Text>
      <Text fw={600}>{TRAINING_MESSAGES.demapQuestion}</Text>
      <Group>
        <Button
          color="red.9"
          loading={demap.isPending}
          onClick={() =>
            demap.mutate(attribute.mappingId, {
              onSuccess: () => {
                notifySuccess('Mapping removed');
                back();
              },
              onError: (error) => notifyFailure(error),
            })
          }
        >
          Yes
        </Button>
        <Button variant="default" onClick={back}>
          No
        </Button>
      </Group>
    </Stack>
  );
}
