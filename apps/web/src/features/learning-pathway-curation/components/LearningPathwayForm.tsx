import { type LearningPathway, rowEtag } from '@hub/domain';
import {
  ActionIcon,
  Alert,
  Button,
  Group,
  List,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { LazyRichTextField } from '../../../components/LazyRichTextField';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { theirsKept } from '../../../lib/stale-write';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useDeletePathway, useResourceSearch, useSavePathway } from '../api/pathways';

/** One step of the form: the resource shown and its note. */
interface StepValue {
  resourceId: number;
  title: string;
  type: string;
  note: string;
}

/** Moves item `from` of a list to `to` (a new list). */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * Create or edit a learning pathway (docs/features/training.md §6): title, description, published, and the steps: training
 * resources found by search, each once, with an optional note, reordered with 'Move up' / 'Move down'
 * (buttons, so the keyboard works), removed with 'Remove'. Saving opens the pathway's page; 'Delete' asks
 * first. Nothing typed is lost when the server refuses the save. An edit is based on the pathway's
 * revision as loaded: a stale save opens the conflict dialog ('Keep mine' saves over theirs, 'Take theirs'
 * opens the pathway as saved). Leaving with unsaved changes asks first.
 * @param framework machine name; @param pathway the pathway edited (undefined: create)
 */
export function LearningPathwayForm({
  framework,
  pathway,
}: {
  framework: string;
  pathway?: LearningPathway;
}) {
  const navigate = useNavigate();
  const save = useSavePathway(framework, pathway?.id);
  const remove = useDeletePathway();
  const [title, setTitle] = useState(pathway?.title ?? '');
  const [description, setDescription] = useState(pathway?.description ?? '');
  const [published, setPublished] = useState(pathway?.published ?? false);
  const [steps, setSteps] = useState<StepValue[]>(
    (pathway?.steps ?? []).map((s) => ({
      resourceId: s.resource.id,
      title: s.resource.title,
      type: s.resource.type,
      note: s.note,
    })),
  );
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const results = useResourceSearch(debounced);
  const [titleError, setTitleError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [basedOn] = useState(() => (pathway ? rowEtag(pathway.revision) : undefined));
  const snapshot = (v: { title: string; description: string; published: boolean; steps: StepValue[] }) =>
    JSON.stringify([v.title, v.description, v.published, v.steps.map((s) => [s.resourceId, s.note])]);
  const [initial] = useState(() => snapshot({ title, description, published, steps }));
  const markSaved = useUnsavedChanges(snapshot({ title, description, published, steps }) !== initial);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) {
      setTitleError('Enter a pathway title');
      return;
    }
    setTitleError(null);
    save.mutate(
      {
        body: {
          title,
          description,
          published,
          imageId: pathway?.imageId ?? null,
          steps: steps.map((s) => ({ resourceId: s.resourceId, note: s.note })),
        },
        ifMatch: basedOn,
        shown: { title, description, published, steps: steps.map((s) => s.title) },
      },
      {
        onSuccess: (saved) => {
          markSaved();
          if (theirsKept(saved)) {
            notifySuccess('Their change was kept');
            if (pathway) navigate(paths.learningPathway(pathway.id));
            return;
          }
          notifySuccess('Learning pathway saved');
          navigate(paths.learningPathway(saved.id));
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Learning pathway">
      <Stack gap="md">
        <TextInput
          label="Title"
          required
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
          error={titleError}
        />
        <LazyRichTextField label="Description" value={description} onChange={setDescription} />
        <Switch
          label="Published"
          checked={published}
          onChange={(e) => setPublished(e.currentTarget.checked)}
        />

        <Title order={2} size="h4">
          Training resources, in order
        </Title>
        {steps.length === 0 ? (
          <Text>No training resources yet: find them below and add them.</Text>
        ) : (
          <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Steps">
            {steps.map((step, index) => (
              <Paper component="li" key={step.resourceId} withBorder p="sm">
                <Group justify="space-between" wrap="nowrap" align="start">
                  <Stack gap={4} style={{ flex: 1 }}>
                    <Text fw={600}>
                      {index + 1}. {step.title}
                    </Text>
                    <Text size="sm">{step.type}</Text>
                    <TextInput
                      size="sm"
                      label={`Note for step ${index + 1}`}
                      value={step.note}
                      onChange={(e) => {
                        const note = e.currentTarget.value;
                        setSteps((s) => s.map((x, i) => (i === index ? { ...x, note } : x)));
                      }}
                    />
                  </Stack>
                  <Group gap={4}>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={index === 0}
                      onClick={() => setSteps((s) => move(s, index, index - 1))}
                      aria-label={`Move up: ${step.title}`}
                    >
                      Move up
                    </Button>
                    <Button
                      size="compact-sm"
                      variant="default"
                      disabled={index === steps.length - 1}
                      onClick={() => setSteps((s) => move(s, index, index + 1))}
                      aria-label={`Move down: ${step.title}`}
                    >
                      Move down
                    </Button>
                    <ActionIcon
                      variant="subtle"
                      color="red.9"
                      onClick={() => setSteps((s) => s.filter((_, i) => i !== index))}
                      aria-label={`Remove: ${step.title}`}
                    >
                      ×
                    </ActionIcon>
                  </Group>
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
        <TextInput
          label="Find a training resource"
          description="Type at least two letters of a title or keyword"
          value={search}
          onChange={(e) => setSearch(e.currentTarget.value)}
        />
        {results.data && (
          <List spacing={4} listStyleType="none" aria-label="Found training resources">
            {results.data.items.slice(0, 10).map((r) => {
              const added = steps.some((s) => s.resourceId === r.id);
              return (
                <List.Item key={r.id}>
                  <Group gap="xs">
                    <Button
                      size="compact-sm"
                      variant="light"
                      disabled={added}
                      onClick={() =>
                        setSteps((s) => [...s, { resourceId: r.id, title: r.title, type: r.type, note: '' }])
                      }
                      aria-label={`Add: ${r.title}`}
                    >
                      {added ? 'Added' : 'Add'}
                    </Button>
                    <Text size="sm">
                      {r.title} ({r.type})
                    </Text>
                  </Group>
                </List.Item>
              );
            })}
            {results.data.items.length === 0 && <Text size="sm">No training resource matches.</Text>}
          </List>
        )}
        {save.error && (
          <Alert color="red" variant="outline" role="alert" title="Unable to perform the request">
            {save.error instanceof ApiError && save.error.issues?.length
              ? save.error.issues.map((i) => i.message).join('; ')
              : save.error.message}
          </Alert>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save learning pathway
          </Button>
          {pathway && (
            <Button color="red.9" variant="outline" onClick={() => setConfirmDelete(true)}>
              Delete
            </Button>
          )}
        </Group>
      </Stack>
      {pathway && (
        <ConfirmDialog
          opened={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title="Delete this learning pathway?"
          confirmLabel="Delete"
          destructive
          onConfirm={async () => {
            const result = await remove
              .mutateAsync({ id: pathway.id, ifMatch: basedOn, title: pathway.title })
              .catch((error: unknown) => {
                notifyFailure(error);
                throw error;
              });
            if (theirsKept(result)) {
              notifySuccess('Their change was kept');
              navigate(paths.learningPathway(pathway.id));
              return;
            }
            markSaved();
            notifySuccess('Learning pathway deleted');
            navigate(paths.home());
          }}
        >
          <Text mb="md">The pathway is removed for everyone; its training resources stay.</Text>
        </ConfirmDialog>
      )}
    </form>
  );
}
