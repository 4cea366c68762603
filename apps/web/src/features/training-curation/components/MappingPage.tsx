import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { ResourceMappingForm } from '../../../components/training/ResourceMappingForm';
import { paths } from '../../../config/paths';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useMappingState, useResourceById, useSaveMapping, useVersionContent } from '../api/manage';

/**
 * Mapping page `/training-resources/:id/map/:framework` (curation §2.11; issue #8 §3): the framework's
 * newest live version as domains → competencies → attribute checkboxes, pre-checked with the current
 * mapping; Save replaces it and returns to the resource page with 'Items updated'.
 * @param resourceId the resource; @param framework machine name
 */
export function MappingPage({ resourceId, framework }: { resourceId: number; framework: string }) {
  const navigate = useNavigate();
  const resource = useResourceById(resourceId);
  const state = useMappingState(resourceId, framework);
  const content = useVersionContent(framework, state.data?.version);
  const save = useSaveMapping(resourceId, framework);
  const failure = resource.error ?? state.error ?? content.error;
  if (failure) return <ErrorView error={failure} onRetry={() => void state.refetch()} />;
  if (!resource.data || !state.data || !content.data) return <LoadingView />;
  const back = () => navigate(paths.trainingResource(resource.data.slug));
  return (
    <Stack gap="lg">
      <Title order={1}>Map "{resource.data.title}"</Title>
      <Text>
        Competencies of {content.data.framework.title} {state.data.version} (its newest released version).
        Choose whole competencies or some of their attributes.
      </Text>
      <ResourceMappingForm
        domains={content.data.domains}
        initial={{ competencyIds: state.data.competencyIds, attributeIds: state.data.attributeIds }}
        saving={save.isPending}
        onCancel={back}
        onSave={(value) =>
          save.mutate(value, {
            onSuccess: () => {
              notifySuccess('Items updated');
              back();
            },
            onError: (error) => notifyFailure(error),
          })
        }
      />
    </Stack>
  );
}
