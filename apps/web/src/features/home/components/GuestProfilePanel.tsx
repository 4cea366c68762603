import { Avatar, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useGuestProfileOnDemand } from '../../../lib/guest-profile-on-demand';

/**
 * The home page's side panel: the guest profile stored in this browser (picture, name, job title, its
 * framework, 'View your profile'), or 'Add your profile' for the selected framework version.
 * Source: docs/features/browsing.md §2.
 * @param framework machine name and title of the selected framework; @param version its live version
 * (null when none: no button); @param frameworks the hub's frameworks, to name the profile's framework by
 * its title (ADR 0030; its machine name only when this hub lacks it)
 */
export function GuestProfilePanel({
  framework,
  version,
  frameworks = [],
}: {
  framework: { machineName: string; title: string } | null;
  version: string | null;
  frameworks?: readonly { machineName: string; title: string }[];
}) {
  const profile = useGuestProfileOnDemand();
  const frameworkTitle = profile
    ? (frameworks.find((f) => f.machineName === profile.frameworkName)?.title ?? profile.frameworkName)
    : '';
  return (
    <Card withBorder padding="lg" component="aside" aria-labelledby="your-profile-heading">
      <Title order={3} id="your-profile-heading" mb="xs">
        Your profile
      </Title>
      {profile ? (
        <Stack gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Avatar
              src={profile.image[0]?.url ?? null}
              alt=""
              aria-hidden
              size={56}
              radius="md"
              color="gray"
              variant="light"
            />
            <div>
              <Text fw={700}>{profile.title}</Text>
              {profile.job_title !== profile.title && <Text size="sm">{profile.job_title}</Text>}
              <Text size="xs" c="dimmed">
                {frameworkTitle} {profile.versionNumber} · {profile.profile_mapping.length} competencies
                mapped
              </Text>
            </div>
          </Group>
          <Button component={Link} to={paths.guestProfileView(profile.frameworkName, profile.versionNumber)}>
            View your profile
          </Button>
        </Stack>
      ) : (
        <>
          <Text size="sm" mb="md">
            Describe your own expertise against {framework ? framework.title : 'a framework'} and compare it
            with a reference career profile. Your profile is kept only in this browser.
          </Text>
          {framework && version && (
            <Button component={Link} to={paths.guestProfileCreate(framework.machineName, version)}>
              Add your profile
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
