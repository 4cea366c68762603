import { type ReferenceProfileSummary, SENIORITY_LEVEL_LABELS } from '@hub/domain';
import { Anchor, Avatar, Badge, Box, Button, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { gridCards } from '../reference-logic';

/**
 * One reference profile card: picture (a neutral person image without one, never a tile repeating the
 * title; ADR 0030), name linking to the profile view, job title,
 * seniority and a 'Draft' badge (signed-in users also see Drafts). Source: docs/features/browsing.md §2 (each
 * card links to /framework/{fw}/{v}/profile/view/{id}{alias}).
 */
export function ProfileCard({
  framework,
  version,
  profile,
}: {
  framework: string;
  version: string;
  profile: ReferenceProfileSummary;
}) {
  return (
    <Card withBorder padding="md" component="li" data-testid="profile-card">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar
          src={profile.imageUrl}
          alt=""
          aria-hidden
          size={56}
          radius="md"
          color="gray"
          variant="light"
          data-testid="profile-image"
        />
        <Stack gap={2}>
          <Anchor
            component={Link}
            to={paths.profileView(framework, version, profile.id, profile.urlAlias)}
            fw={700}
          >
            {profile.title}
          </Anchor>
          {profile.jobTitle !== profile.title && <Text size="sm">{profile.jobTitle}</Text>}
          {profile.seniorityLevel && (
            <Text size="sm" c="dimmed">
              {SENIORITY_LEVEL_LABELS[profile.seniorityLevel]}
            </Text>
          )}
          {profile.label && (
            // e.g. 'DIRECT sample profile': illustrative, not surveyed (ADR 0046).
            <Badge variant="outline" color="gray.8" tt="none" w="fit-content">
              {profile.label}
            </Badge>
          )}
          {profile.publishingStatus === 'Draft' && (
            <Badge variant="filled" color="red.9" w="fit-content">
              Draft
            </Badge>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

/**
 * A grid of reference profile cards: the first 6, then 'View more' / 'View less' when there are more.
 * Source: docs/features/browsing.md §2, §11.
 * @param label accessible name of the card list
 */
export function ProfileCardGrid({
  framework,
  version,
  profiles,
  label,
}: {
  framework: string;
  version: string;
  profiles: readonly ReferenceProfileSummary[];
  label: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const { shown, hasMore } = gridCards(profiles, expanded);
  return (
    <Stack gap="sm">
      <SimpleGrid
        component="ul"
        id={listId}
        aria-label={label}
        cols={{ base: 1, xs: 2, lg: 3 }}
        spacing="md"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
      >
        {shown.map((profile) => (
          <ProfileCard key={profile.id} framework={framework} version={version} profile={profile} />
        ))}
      </SimpleGrid>
      {hasMore && (
        <Box>
          <Button
            variant="subtle"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'View less' : 'View more'}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
