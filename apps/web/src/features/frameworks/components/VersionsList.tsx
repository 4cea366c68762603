import type { VersionSummary } from '@hub/domain';
import { List, Text, Title } from '@mantine/core';
import { type ComponentProps, type ComponentType, useState } from 'react';
import { ReleaseNotesItem } from '../../../components/ReleaseNotes';
import type { ReleaseNotesModal } from '../../../components/ReleaseNotesModal';
import { useLoadedWhen } from '../../../lib/on-demand';

/** The release notes dialog (with Mantine's modal), loaded the first time notes are opened (ADR 0055). */
const loadNotesModal = (): Promise<ComponentType<ComponentProps<typeof ReleaseNotesModal>>> =>
  import('../../../components/ReleaseNotesModal').then((module) => module.ReleaseNotesModal);

/**
 * 'Versions': the framework's live versions newest first, each linking to its framework page with its
 * release date ('Release date not recorded' when unknown) and a 'Release notes' button opening a modal
 * with the notes, and 'What changed since {previous}' (docs/features/browsing.md §9); 'No previous versions' when the
 * current version is the only one.
 * Source: docs/features/browsing.md §3.
 * @param framework machine name; @param title display name (modal title)
 * @param versions live versions, newest first (as the API sends them)
 * @param currentVersion the version shown on the page
 */
export function VersionsList({
  framework,
  title,
  versions,
  currentVersion,
}: {
  framework: string;
  title: string;
  versions: readonly VersionSummary[];
  currentVersion: string;
}) {
  const [open, setOpen] = useState<VersionSummary | null>(null);
  const NotesModal = useLoadedWhen(open !== null, loadNotesModal);
  const others = versions.filter((v) => v.number !== currentVersion);
  return (
    <section aria-labelledby="versions-heading">
      <Title order={2} id="versions-heading" mb="sm">
        Versions
      </Title>
      {versions.length > 0 && (
        <List spacing="sm" listStyleType="none" withPadding={false} data-testid="versions-list">
          {versions.map((version, i) => (
            <ReleaseNotesItem
              key={version.number}
              framework={framework}
              version={version}
              current={version.number === currentVersion}
              onOpenNotes={() => setOpen(version)}
              previousVersion={versions[i + 1]?.number}
            />
          ))}
        </List>
      )}
      {others.length === 0 && <Text mt="sm">No previous versions</Text>}
      {NotesModal && <NotesModal title={title} version={open} onClose={() => setOpen(null)} />}
    </section>
  );
}
