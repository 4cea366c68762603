import type { ProfileSource, ReferenceProfile } from '@hub/domain';
import { Badge, Button, Menu, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { Link } from 'react-router';
import { CitationLine } from '../../../components/CitationLine';
import { paths } from '../../../config/paths';

/**
 * The 'Manage profile' menu of a reference profile view: Edit overview, Assign competencies and Compare.
 * The caller shows it only to managers of the framework. Source: docs/features/profiles.md §1; docs/features/curation.md §12.
 */
export function ManageProfileMenu({ profile }: { profile: ReferenceProfile }) {
  const { framework, version, id } = profile;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default">Manage profile</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.referenceProfileEdit(framework, version, id)}>
          Edit overview
        </Menu.Item>
        <Menu.Item component={Link} to={paths.referenceProfileMap(framework, version, id)}>
          Assign competencies
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profilesCompare(framework, version, id)}>
          Compare
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** True when sanitised HTML holds no visible text. */
function isBlank(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .trim() === ''
  );
}

/**
 * The profile's rich-text sections ('Qualifications and background', 'Activities and current role',
 * 'Additional information'), each shown only when it has text. The HTML is sanitised by the server.
 */
export function ProfileTextSections({ profile }: { profile: ReferenceProfile }) {
  const sections = [
    ['Qualifications and background', profile.qualificationBackground],
    ['Activities and current role', profile.currentRole],
    ['Additional information', profile.additionalInformation],
  ].filter(([, html]) => !isBlank(html ?? '')) as [string, string][];
  if (sections.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        {sections.map(([heading, html]) => (
          <div key={heading}>
            <Title order={2} size="h4">
              {heading}
            </Title>
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text */}
            <Typography dangerouslySetInnerHTML={{ __html: html }} />
          </div>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * 'Source': where an imported profile came from, as one citation line (ADR 0030), how its levels were
 * derived, and a badge when the source is marked incomplete. A profile imported before citations existed
 * names the source file's title instead; the curators' source lines (commits, paths) are never shown.
 * Renders nothing for profiles entered in the hub. Source: docs/features/profiles.md §1 (provenance on each profile page).
 */
export function ProfileSourceSection({ source }: { source: ProfileSource | null }) {
  if (!source) return null;
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="profile-source-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="profile-source-heading">
          Source
        </Title>
        <Text data-testid="profile-citation">
          {source.citation ? <CitationLine citation={source.citation} /> : source.title}
        </Text>
        {!source.complete && (
          <Badge color="gray.8" variant="filled" w="fit-content">
            Source marked incomplete
          </Badge>
        )}
        <Text size="sm">{source.text}</Text>
      </Stack>
    </Paper>
  );
}
