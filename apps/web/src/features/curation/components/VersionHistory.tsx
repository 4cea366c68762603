import type { ManageVersion } from '@hub/domain';
import { releaseNotesRequestSchema, rowEtag } from '@hub/domain';
import { Button, Group, List, Text, Textarea, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ReleaseNotesItem, ReleaseNotesText } from '../../../components/ReleaseNotes';
import { ReleaseNotesModal } from '../../../components/ReleaseNotesModal';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useUpdateReleaseNotes } from '../api/manage';

/**
 * Version list with release notes (docs/features/curation.md §7): the released versions, newest first, each
 * linking to `/framework/{framework}/{number}`, with the release date ('Release date not recorded' when
 * unknown) and a 'Release notes' button opening a modal; 'No previous versions' when there is none. In the modal a manager can
 * also edit a released version's notes (docs/features/curation.md §10 'Update release notes'; only the notes of a
 * live version may change): required after trimming, 'Record updated' on success.
 * @param framework machine name; @param title framework name (modal title)
 * @param versions released versions (the draft is never listed)
 */
export function VersionHistory({
  framework,
  title,
  versions,
}: {
  framework: string;
  title: string;
  versions: readonly ManageVersion[];
}) {
  const [open, setOpen] = useState<ManageVersion | null>(null);
  const released = versions.filter((v) => v.status !== 'draft');
  return (
    <section aria-labelledby="version-history-heading">
      <Title order={2} size="h3" id="version-history-heading" mb="sm">
        Versions
      </Title>
      {released.length === 0 ? (
        <Text>No previous versions</Text>
      ) : (
        <List spacing="sm" listStyleType="none" withPadding={false}>
          {released.map((version) => (
            <ReleaseNotesItem
              key={version.id}
              framework={framework}
              version={version}
              onOpenNotes={() => setOpen(version)}
            />
          ))}
        </List>
      )}
      <ReleaseNotesModal title={title} version={open} onClose={() => setOpen(null)}>
        {open && <ReleaseNotesBody framework={framework} version={open} onSaved={setOpen} />}
      </ReleaseNotesModal>
    </section>
  );
}

/**
 * The notes of one released version, with 'Edit release notes' turning them into a form.
 * @param framework machine name; @param version the released version
 * @param onSaved receives the updated version after a successful save
 */
function ReleaseNotesBody({
  framework,
  version,
  onSaved,
}: {
  framework: string;
  version: ManageVersion;
  onSaved: (version: ManageVersion) => void;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const update = useUpdateReleaseNotes(framework);
  const queryClient = useQueryClient();
  useUnsavedChanges(draft !== null && draft !== version.releaseNotes);

  if (draft === null) {
    return (
      <>
        <ReleaseNotesText notes={version.releaseNotes} />
        <Group justify="flex-end" mt="md">
          <Button variant="outline" onClick={() => setDraft(version.releaseNotes)}>
            Edit release notes
          </Button>
        </Group>
      </>
    );
  }

  const save = async () => {
    const parsed = releaseNotesRequestSchema.safeParse({ releaseNotes: draft });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Enter release notes');
      return;
    }
    try {
      const ifMatch = rowEtag(version.revision);
      const saved = await update.mutateAsync({ versionId: version.id, body: parsed.data, ifMatch });
      // Visitors' framework pages in this tab show the notes too.
      await queryClient.invalidateQueries({ queryKey: ['frameworks'] });
      setDraft(null);
      onSaved(saved);
    } catch {
      // The mutation's snackbar says what failed; the text stays for another try.
    }
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Textarea
        label={`Release notes of version ${version.number}`}
        required
        autosize
        minRows={4}
        value={draft}
        error={error}
        onChange={(event) => {
          setDraft(event.currentTarget.value);
          setError(null);
        }}
        data-autofocus
      />
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setDraft(null)}>
          Cancel
        </Button>
        <Button type="submit" loading={update.isPending}>
          Save release notes
        </Button>
      </Group>
    </form>
  );
}
