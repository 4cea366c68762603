import { type ManageFrameworkView, type ManageVersion, rowEtag } from '@hub/domain';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { serverFieldErrors, theirsKept } from '../api/curation-mutation';
import { useCreateDraft, useRelease, useUpdateReleaseNotes } from '../api/manage';
import { releaseLabel, validateRelease, validateReleaseNotes } from '../logic';
import { ReviewChanges } from './ReviewChanges';

/** Maps a server issue path of the release calls to the form field. */
function releaseField(path: string): string | null {
  if (path.startsWith('version')) return 'version';
  if (path.startsWith('releaseNotes')) return 'releaseNotes';
  return null;
}

/**
 * Release controls of the draft (docs/features/curation.md §4, §10, §11): release notes (prefilled with the
 * draft's notes) with 'Save release notes', a version number (placeholder 1.0.0, trimmed, required;
 * the label names the current live version or '(no live version)') and 'Release new version', which
 * asks for confirmation first because a release cannot be undone; the confirmation summarises the draft's
 * changes with 'Review changes' (docs/features/browsing.md §9). Field errors come from the shared
 * schema and from the server's issues.
 * @param framework machine name; @param draft the draft version; @param currentLiveVersion for the label
 */
export function ReleaseControls({
  framework,
  draft,
  currentLiveVersion,
}: {
  framework: string;
  draft: ManageVersion;
  currentLiveVersion: string | null;
}) {
  const release = useRelease(framework);
  const notes = useUpdateReleaseNotes(framework);
  /** The draft's ETag the typed notes are based on (ADR 0021); after 'Take theirs' the form adopts theirs. */
  const basedOn = useRef(rowEtag(draft.revision));
  const adoptSaved = useRef(false);
  const [confirming, setConfirming] = useState<{ version: string; releaseNotes: string } | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { version: '', releaseNotes: draft.releaseNotes },
  });
  const typed = form.getValues();
  useUnsavedChanges(typed.releaseNotes.trim() !== draft.releaseNotes.trim() || typed.version.trim() !== '');

  // After 'Take theirs' the reloaded draft's notes replace the typed ones.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the saved draft changes
  useEffect(() => {
    if (!adoptSaved.current) return;
    adoptSaved.current = false;
    basedOn.current = rowEtag(draft.revision);
    form.setFieldValue('releaseNotes', draft.releaseNotes);
  }, [draft.revision]);

  const saveNotes = () => {
    const errors = validateReleaseNotes(form.getValues());
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    notes.mutate(
      {
        versionId: draft.id,
        body: { releaseNotes: form.getValues().releaseNotes.trim() },
        ifMatch: basedOn.current,
      },
      {
        onSuccess: (saved) => {
          if (theirsKept(saved)) adoptSaved.current = true;
          else basedOn.current = rowEtag(saved.revision);
        },
        onError: (error) => form.setErrors(serverFieldErrors(error, releaseField)),
      },
    );
  };

  const askRelease = () => {
    const values = form.getValues();
    const errors = validateRelease(values, currentLiveVersion);
    form.setErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setConfirming({ version: values.version.trim(), releaseNotes: values.releaseNotes.trim() });
  };

  /** Releases what the dialog confirms; a failure stays in the dialog and marks the fields it names. */
  const confirmRelease = async () => {
    if (!confirming) return;
    try {
      await release.mutateAsync({ ...confirming, ifMatch: basedOn.current });
    } catch (error) {
      form.setErrors(serverFieldErrors(error, releaseField));
      throw error;
    }
    form.setValues({ version: '', releaseNotes: '' });
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="release-heading">
      <Title order={2} size="h3" id="release-heading" mb="xs">
        Release
      </Title>
      <Text size="sm" mb="sm">
        Releasing publishes this draft as a new live version. Live versions can no longer be edited.
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          askRelease();
        }}
      >
        <Stack gap="sm">
          <Textarea
            label="Release notes"
            required
            autosize
            minRows={3}
            {...form.getInputProps('releaseNotes')}
          />
          <Group>
            <Button variant="default" onClick={saveNotes} loading={notes.isPending}>
              Save release notes
            </Button>
          </Group>
          <TextInput
            label={releaseLabel(currentLiveVersion)}
            placeholder="1.0.0"
            required
            maw={420}
            {...form.getInputProps('version')}
          />
          <Group>
            <Button type="submit" loading={release.isPending}>
              Release new version
            </Button>
          </Group>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming !== null}
        onClose={() => setConfirming(null)}
        title="Release this draft?"
        size="xl"
        confirmLabel={<>Release version {confirming?.version}</>}
        destructive
        onConfirm={confirmRelease}
      >
        <ReviewChanges framework={framework} active={confirming !== null} />
        <Text mb="md">
          The draft will be published as version <strong>{confirming?.version}</strong> and become the live
          version. This cannot be undone: a released version can no longer be edited.
        </Text>
        <Text mb="md">
          {currentLiveVersion
            ? `Version ${currentLiveVersion} is live now; visitors see version ${confirming?.version} once it is released.`
            : 'No version is live yet.'}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}

/**
 * 'Create draft' (docs/features/curation.md §10): offered when the screen is read-only (a live version is shown) or
 * when the framework has no version yet; the new draft copies the newest live version.
 * @param framework machine name; @param view the manage view (for the explanation text)
 */
export function CreateDraftPanel({ framework, view }: { framework: string; view: ManageFrameworkView }) {
  const create = useCreateDraft(framework);
  // Creating a draft changes what managers see: it asks first, saying what it does (docs/features/browsing.md §7).
  const [confirming, setConfirming] = useState(false);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="draft-heading">
      <Title order={2} size="h3" id="draft-heading" mb="xs">
        Draft
      </Title>
      <Text size="sm" mb="sm">
        {view.version
          ? `Version ${view.version.number} is live and read-only. Create a draft to edit the framework; the draft starts as a copy of this version.`
          : 'This framework has no version yet. Create a draft to start adding domains and competencies.'}
      </Text>
      <Button onClick={() => setConfirming(true)} loading={create.isPending}>
        Create draft
      </Button>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title="Create a draft?"
        confirmLabel="Create the draft"
        onConfirm={() => create.mutateAsync()}
      >
        <Text mb="md">
          {view.version
            ? `The draft starts as a copy of version ${view.version.number}. Visitors keep seeing version ${view.version.number} until you release the draft.`
            : 'The draft starts empty. Visitors see nothing of it until you release it.'}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
