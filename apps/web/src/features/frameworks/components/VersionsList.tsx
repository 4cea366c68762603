import type { VersionSummary } from '@hub/domain';
import { Anchor, Button, Group, List, Modal, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatCalendarDate } from '../../../lib/format';

/**
 * 'Versions': the framework's live versions newest first, each linking to its framework page with its
 * release date ('Release date not recorded' when unknown) and a 'Release notes' button opening a modal
 * with the notes; 'No previous versions' when the current version is the only one.
 * Spec: visitor-features.md §2 Framework page ("a versions list").
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
  const others = versions.filter((v) => v.number !== currentVersion);
  return (
    <section aria-labelledby="versions-heading">
      <Title order={2} id="versions-heading" mb="sm">
        Versions
      </Title>
      {versions.length > 0 && (
        <List spacing="sm" listStyleType="none" withPadding={false} data-testid="versions-list">
          {versions.map((version) => (
            <List.Item key={version.number}>
              <Group gap="sm" wrap="wrap">
                <Anchor
                  component={Link}
                  to={paths.framework(framework, version.number)}
                  aria-current={version.number === currentVersion ? 'page' : undefined}
                  fw={600}
                >
                  Version {version.number}
                </Anchor>
                {version.number === currentVersion && <Text size="sm">(this version)</Text>}
                <Text size="sm">
                  {version.releaseDate
                    ? `Released ${formatCalendarDate(version.releaseDate)}`
                    : 'Release date not recorded'}
                </Text>
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
      {others.length === 0 && <Text mt="sm">No previous versions</Text>}
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
