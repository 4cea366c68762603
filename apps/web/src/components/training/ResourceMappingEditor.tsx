import { Text } from '@mantine/core';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import {
  useMappingState,
  useMappingSuggestions,
  useMappingVersionContent,
  useSaveMapping,
} from '../../lib/training-mapping';
import { ErrorView } from '../ErrorView';
import { LoadingView } from '../LoadingView';
import { ResourceMappingForm } from './ResourceMappingForm';

/**
 * A training resource's mapping in one framework, loaded and saved (issue #8 §3; curation §2.11: the
 * mapping page, also usable as a modal inside the resource page): the newest live version's competencies
 * and attributes pre-checked with the current mapping, the suggested mappings first (ADR 0048; their
 * failure leaves the form usable); Save replaces it ('Items updated').
 * @param resourceId the resource; @param framework machine name
 * @param onDone called after a save or on Cancel
 */
export function ResourceMappingEditor({
  resourceId,
  framework,
  onDone,
}: {
  resourceId: number;
  framework: string;
  onDone: () => void;
}) {
  const state = useMappingState(resourceId, framework);
  const content = useMappingVersionContent(framework, state.data?.version);
  const suggestions = useMappingSuggestions(resourceId, framework, state.data?.version);
  const save = useSaveMapping(resourceId, framework);
  const failure = state.error ?? content.error;
  if (failure) return <ErrorView error={failure} onRetry={() => void state.refetch()} />;
  if (!state.data || !content.data) return <LoadingView />;
  return (
    <>
      <Text mb="md">
        Competencies of {content.data.framework.title} {state.data.version} (its newest released version).
        Choose whole competencies or some of their attributes.
      </Text>
      <ResourceMappingForm
        domains={content.data.domains}
        initial={{ competencyIds: state.data.competencyIds, attributeIds: state.data.attributeIds }}
        {...(suggestions.data ? { suggestions: suggestions.data } : {})}
        {...(suggestions.error
          ? { suggestionStatus: 'Suggestions could not be loaded; map by hand below.' }
          : suggestions.data
            ? {}
            : { suggestionStatus: 'Looking for suggestions…' })}
        saving={save.isPending}
        onCancel={onDone}
        onSave={(value) =>
          save.mutate(value, {
            onSuccess: () => {
              notifySuccess('Items updated');
              onDone();
            },
            onError: (error) => notifyFailure(error),
          })
        }
      />
    </>
  );
}
