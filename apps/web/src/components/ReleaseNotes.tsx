import { Anchor, Button, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { formatCalendarDate } from '../lib/format';

/** What a release-notes list item and modal need of a version. */
export interface ReleasedVersion {
  number: string;
  releaseDate: string | null;
  releaseNotes: string;
}

/**
 * One entry of a versions list: 'Version {number}' linking to `/framework/{framework}/{number}`, '(this
 * version)' for the page's own version, the release date ('Release date not recorded' when unknown) and a
 * 'Release notes' button. Source: docs/features/browsing.md §3;
 * docs/features/curation.md §7.
 * @param framework machine name; @param version the listed version
 * @param current whether the page shows this version; @param onOpenNotes called by the button
 * @param previousVersion the version released before it: adds 'What changed since {previous}' (docs/features/browsing.md §9)
 */
export function ReleaseNotesItem({
  framework,
  version,
  current = false,
  onOpenNotes,
  previousVersion,
}: {
  framework: string;
  version: ReleasedVersion;
  current?: boolean;
  onOpenNotes: () => void;
  previousVersion?: string;
}) {
  return (
    <List.Item>
      <Group gap="sm" wrap="wrap">
        <Anchor
          component={Link}
          to={paths.framework(framework, version.number)}
          aria-current={current ? 'page' : undefined}
          fw={600}
        >
          Version {version.number}
        </Anchor>
        {current && <Text size="sm">(this version)</Text>}
        <Text size="sm">
          {version.releaseDate
            ? `Released ${formatCalendarDate(version.releaseDate)}`
            : 'Release date not recorded'}
        </Text>
        <Button
          size="compact-sm"
          variant="outline"
          onClick={onOpenNotes}
          aria-label={`Release notes of version ${version.number}`}
        >
          Release notes
        </Button>
        {previousVersion !== undefined && (
          <Anchor
            component={Link}
            to={paths.versionCompare(framework, previousVersion, version.number)}
            size="sm"
          >
            What changed since {previousVersion}
          </Anchor>
        )}
      </Group>
    </List.Item>
  );
}

/** The notes with their line breaks, or 'No release notes were recorded for this version.' when blank. */
export function ReleaseNotesText({ notes }: { notes: string }) {
  return (
    <Text style={{ whiteSpace: 'pre-line' }}>
      {notes.trim() ? notes : 'No release notes were recorded for this version.'}
    </Text>
  );
}
