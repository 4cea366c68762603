import { GUEST_ONE_PROFILE_MESSAGE, GUEST_SIGNED_IN_MESSAGE, type GuestProfile } from '@hub/domain';
import { Alert, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** Spec §5: a signed-in user cannot create a guest profile. */
export function SignedInNotice() {
  return (
    <Alert color="blue" variant="outline" title="Guest profiles are for visitors" role="alert">
      {GUEST_SIGNED_IN_MESSAGE}
    </Alert>
  );
}

/**
 * Spec §4: the browser already holds a guest profile of another framework version: 'We can only store one
 * profile', with a link to it (where it can be saved to a file and deleted).
 * @param existing the stored profile
 */
export function OneProfileNotice({ existing }: { existing: GuestProfile }) {
  return (
    <Alert color="blue" variant="outline" title={GUEST_ONE_PROFILE_MESSAGE} role="alert">
      <Text size="sm">
        This browser already holds the profile of {existing.title} ({existing.job_title}) for{' '}
        {existing.frameworkName} {existing.versionNumber}. Delete it first (you can save it to a file before)
        to create a profile for this framework.
      </Text>
      <Group mt="sm">
        <Button component={Link} to={paths.guestProfileView(existing.frameworkName, existing.versionNumber)}>
          Go to your profile
        </Button>
      </Group>
    </Alert>
  );
}

/**
 * Shown by the map and view screens when this browser holds no guest profile for the framework version:
 * a link to create one (and, for the view, what `children` adds, e.g. 'Open from file').
 */
export function NoGuestProfileNotice({
  framework,
  version,
  existing,
  children,
}: {
  framework: string;
  version: string;
  existing: GuestProfile | null;
  children?: React.ReactNode;
}) {
  if (existing) return <OneProfileNotice existing={existing} />;
  return (
    <Alert color="blue" variant="outline" title="You have no profile yet">
      <Text size="sm">
        Create your profile to map your competencies, or open a profile you saved to a file.
      </Text>
      <Group mt="sm">
        <Button component={Link} to={paths.guestProfileCreate(framework, version)}>
          Create your profile
        </Button>
        {children}
      </Group>
    </Alert>
  );
}
