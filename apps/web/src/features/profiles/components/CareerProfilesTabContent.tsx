import type { ReferenceProfileList } from '@hub/domain';
import { Button, Card, Grid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { type QueryLike, QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { isGuestProfileOf, useGuestProfileOnDemand } from '../../../lib/guest-profile-on-demand';
import { ProfileCardGrid } from './ProfileCards';

/**
 * The framework page's 'Career profiles' tab: the version's reference profile grid (Live ones for
 * visitors, all for signed-in users) and the guest profile area ('View your profile' when this browser
 * holds one for the version, else 'Add your profile'). Source: docs/features/browsing.md §3, Profiles (framework profiles tab).
 * @param profiles the query of the version's profiles (shared with the tab's visibility rule)
 */
export function CareerProfilesTab({
  framework,
  version,
  title,
  profiles,
}: {
  framework: string;
  version: string;
  title: string;
  profiles: QueryLike<ReferenceProfileList>;
}) {
  const guest = useGuestProfileOnDemand();
  const hasGuest = guest !== null && isGuestProfileOf(guest, framework, version);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Title order={2} size="h3" mb="sm">
          Reference career profiles
        </Title>
        <QueryState query={profiles}>
          {(data) =>
            data.profiles.length === 0 ? (
              <Text>No reference profiles have been published for this version yet.</Text>
            ) : (
              <ProfileCardGrid
                framework={framework}
                version={version}
                profiles={data.profiles}
                label={`Career profiles of ${title} ${version}`}
              />
            )
          }
        </QueryState>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder padding="lg" component="aside" aria-labelledby="tab-your-profile-heading">
          <Title order={2} size="h4" id="tab-your-profile-heading" mb="xs">
            Your profile
          </Title>
          {hasGuest ? (
            <Stack gap="sm">
              <Text size="sm">
                {guest.title}, {guest.job_title}
              </Text>
              <Button component={Link} to={paths.guestProfileView(framework, version)}>
                View your profile
              </Button>
            </Stack>
          ) : (
            <Stack gap="sm">
              <Text size="sm">
                Map your own expertise against {title} and compare it with a reference career profile. Your
                profile is kept only in this browser.
              </Text>
              <Button component={Link} to={paths.guestProfileCreate(framework, version)} w="fit-content">
                Add your profile
              </Button>
            </Stack>
          )}
        </Card>
      </Grid.Col>
    </Grid>
  );
}
