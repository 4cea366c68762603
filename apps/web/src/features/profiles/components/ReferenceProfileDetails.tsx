import type { ProfileSource, ReferenceProfile } from '@hub/domain';
import { Badge, Paper, Stack, Text, Title, Typography } from '@mantine/core';
import { CitationLine } from '../../../components/CitationLine';

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
