import { GUEST_ONE_PROFILE_MESSAGE, GUEST_SIGNED_IN_MESSAGE, type GuestProfile } from '@hub/domain';
import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useGuestFramework } from '../api/guest-api';
import { GuestDeleteButton } from './GuestDeleteButton';
import { SaveToFileButton } from './GuestFileActions';

/** Spec §5: a signed-in user cannot create a guest profile. */
export function SignedInNotice() {
  return (
    <Alert color="blue" variant="outline" title="Guest profiles are for visitors" role="alert">
      {GUEST_SIGNED_IN_MESSAGE}
    </Alert>
  );
}

/** Download and delete of the stored profile, named beside them (docs/features/profiles.md §5: never a trap). */
function KeepOrDelete({ existing }: { existing: GuestProfile }) {
  return (
    <>
      <SaveToFileButton profile={existing} label="Download it as a file" />
      <GuestDeleteButton label="Delete it" />
    </>
  );
}

/** 'Name (job title)', or the name alone when the job title repeats it or is empty (ADR 0030). */
function personaLabel(profile: GuestProfile): string {
  return profile.job_title && profile.job_title !== profile.title
    ? `${profile.title} (${profile.job_title})`
    : profile.title;
}

/**
 * Spec §4: the browser already holds a guest profile of another framework version: 'We can only store one
 * profile', naming it, with 'Download it as a file' and 'Delete it' right here, and a link to it when its
 * framework version is on this hub (docs/features/profiles.md §5: a profile of a framework this hub lacks is no trap).
 * @param existing the stored profile
 */
export function OneProfileNotice({ existing }: { existing: GuestProfile }) {
  const home = useGuestFramework(existing.frameworkName, existing.versionNumber);
  const missing = home.error instanceof ApiError && home.error.status === 404;
  // Its title where this hub has it; a framework this hub lacks is known only by its machine name.
  const named = home.data
    ? `${home.data.framework.title} ${home.data.version.number}`
    : `${existing.frameworkName} ${existing.versionNumber}`;
  return (
    <Alert color="blue" variant="outline" title={GUEST_ONE_PROFILE_MESSAGE} role="alert">
      <Text size="sm">
        This browser already holds the profile of {personaLabel(existing)} for {named}
        {missing ? ', a framework version this hub does not have' : ''}. To create a profile here, delete it
        first; you can download it as a file before, and open that file again later.
      </Text>
      <Group mt="sm">
        {home.data && (
          <Button
            component={Link}
            to={paths.guestProfileView(existing.frameworkName, existing.versionNumber)}
          >
            Go to your profile
          </Button>
        )}
        <KeepOrDelete existing={existing} />
      </Group>
    </Alert>
  );
}

/**
 * The view of a stored profile whose framework or version is not on this hub (docs/features/profiles.md §5): names it and
 * offers 'Download it as a file' and 'Delete it'.
 */
export function ProfileOfMissingFramework({ existing }: { existing: GuestProfile }) {
  return (
    <>
      <Title order={1}>Your profile</Title>
      <Alert color="blue" variant="outline" title="This hub does not have your profile's framework">
        <Text size="sm">
          This browser holds the profile of {personaLabel(existing)} for {existing.frameworkName}{' '}
          {existing.versionNumber}, which this hub does not have, so it cannot be shown or edited here.
          Download it as a file to keep it, or delete it to create a new profile.
        </Text>
        <Group mt="sm">
          <KeepOrDelete existing={existing} />
        </Group>
      </Alert>
    </>
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
