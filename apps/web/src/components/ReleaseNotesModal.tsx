import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useOpenedAfterMount } from '../lib/on-demand';
import { type ReleasedVersion, ReleaseNotesText } from './ReleaseNotes';

/**
 * Modal titled 'Release notes: {title} {number}', open while `version` is not null.
 * @param title framework name; @param version the version whose notes are shown, or null (closed)
 * @param onClose called by the close button and Escape; @param children the body (default: the notes)
 */
export function ReleaseNotesModal({
  title,
  version,
  onClose,
  children,
}: {
  title: string;
  version: ReleasedVersion | null;
  onClose: () => void;
  children?: ReactNode;
}) {
  // Mounted on demand, already open: opened one render later so focus returns where it was (ADR 0027).
  const opened = useOpenedAfterMount(version !== null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={version ? `Release notes: ${title} ${version.number}` : 'Release notes'}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close release notes' }}
    >
      {children ?? (version && <ReleaseNotesText notes={version.releaseNotes} />)}
    </Modal>
  );
}
