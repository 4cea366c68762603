import type { ManageVersion } from '@hub/domain';
import { Anchor, Button, Group, List, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../lib/format';

/**
 * Version list with release notes (curation spec §2.9): the released versions, newest first, each
 * linking to `/framework/{framework}/{number}`, with the release date when present and a 'Release
 * notes' button opening a modal; 'No previous versions' when there is none.
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
            <List.Item key={version.id}>
              <Group gap="sm" wrap="wrap">
                <Anchor component={Link} to={paths.framework(framework, version.number)} fw={600}>
                  Version {version.number}
                </Anchor>
                {version.releaseDate && (
                  <Text size="sm">Released {formatCalendarDate(version.releaseDate)}</Text>
                )}
                <Button
                  size="compact-sm"
                  variant="outline"
                  onClick={() => setOpen(version)}
                  aria-label={`Release notes of version ${version.number}`}
                >
                  Release notes
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? `Release notes: ${title} ${open.number}` : 'Release notes'}
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close release notes' }}
      >
        <Text style={{ whiteSpace: 'pre-line' }}>
          {open?.releaseNotes.trim() ? open.releaseNotes : 'No release notes were recorded for this version.'}
        </Text>
      </Modal>
    </section>
  );
}
