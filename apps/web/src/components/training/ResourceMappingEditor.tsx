import type { FrameworkVersionContent, MappingSuggestion, ResourceMappingState } from '@hub/domain';
import { Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { notifyFailure, notifySuccess } from '../../lib/notify';
import { theirsKept } from '../../lib/stale-write';
import {
  readMappingRevision,
  useMappingState,
  useMappingSuggestions,
  useMappingVersionContent,
  useSaveMapping,
} from '../../lib/training-mapping';
import { ChangedSinceNotice } from '../ChangedSinceNotice';
import { ErrorView } from '../ErrorView';
import { LoadingView } from '../LoadingView';
import { ResourceMappingForm } from './ResourceMappingForm';

/**
 * A training resource's mapping in one framework, loaded and saved (docs/features/training.md §4; docs/features/training.md §3: the
 * mapping page, also usable as a modal inside the resource page): the newest live version's competencies
 * and attributes pre-checked with the current mapping, the suggested mappings first (ADR 0048; their
 * failure leaves the form usable); Save replaces it ('Items updated'). When the tab regains focus after a
 * colleague changed the resource, a notice offers 'Reload', which reads the mapping again and reopens the
 * form on it (ADR 0070).
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
  // Bumped by the notice's 'Reload': the form opens again on the mapping read anew.
  const [opened, setOpened] = useState(0);
  const failure = state.error ?? content.error;
  if (failure) return <ErrorView error={failure} onRetry={() => void state.refetch()} />;
  if (!state.data || !content.data) return <LoadingView />;
  return (
    <LoadedMapping
      key={opened}
      onReload={async () => {
        await state.refetch();
        setOpened((n) => n + 1);
      }}
      resourceId={resourceId}
      framework={framework}
      state={state.data}
      content={content.data}
      suggestions={suggestions.data}
      suggestionsFailed={suggestions.error !== null}
      onDone={onDone}
    />
  );
}

/**
 * The mapping form once loaded: based on the state it first showed (its revision is the save's If-Match,
 * and a stale save merges with it as the base, ADR 0057), whatever is read again meanwhile.
 */
function LoadedMapping({
  resourceId,
  framework,
  state,
  content,
  suggestions,
  suggestionsFailed,
  onDone,
  onReload,
}: {
  onReload: () => Promise<unknown>;
  resourceId: number;
  framework: string;
  state: ResourceMappingState;
  content: FrameworkVersionContent;
  suggestions: MappingSuggestion[] | undefined;
  suggestionsFailed: boolean;
  onDone: () => void;
}) {
  const [loaded] = useState(state);
  const save = useSaveMapping(resourceId, framework);
  const label = useMemo(() => {
    const names = new Map<string, string>();
    for (const d of content.domains) {
      for (const c of d.competencies) {
        names.set(`c${c.id}`, c.title);
        for (const a of c.attributes) names.set(`a${a.id}`, `${c.title}: ${a.title}`);
      }
    }
    return (key: string) => names.get(key) ?? key;
  }, [content]);
  return (
    <>
      <ChangedSinceNotice
        what="training resource"
        basedOn={loaded.revision}
        readRevision={() => readMappingRevision(resourceId, framework)}
        onReload={onReload}
      />
      <Text mb="md">
        Competencies of {content.framework.title} {loaded.version} (its newest released version). Choose whole
        competencies or some of their attributes.
      </Text>
      <ResourceMappingForm
        domains={content.domains}
        initial={{ competencyIds: loaded.competencyIds, attributeIds: loaded.attributeIds }}
        {...(suggestions ? { suggestions } : {})}
        {...(suggestionsFailed
          ? { suggestionStatus: 'Suggestions could not be loaded; map by hand below.' }
          : suggestions
            ? {}
            : { suggestionStatus: 'Looking for suggestions…' })}
        saving={save.isPending}
        onCancel={onDone}
        onSave={(body) =>
          save.mutate(
            { loaded, body, label },
            {
              onSuccess: (result) => {
                notifySuccess(theirsKept(result) ? 'Their change was kept' : 'Items updated');
                onDone();
              },
              onError: (error) => notifyFailure(error),
            },
          )
        }
      />
    </>
  );
}
