import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { ProfileDetails } from '../../features/account/components/ProfileDetails';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/session';

/**
 * Route module of /user/view (any signed-in user, guarded by RequireAccess): heading 'My profile' and
 * the user's name, username, e-mail, roles and frameworks, with a link to change the password.
 * Source: docs/features/curation.md §1; docs/features/accounts-and-security.md §2.
 */
export function Component() {
  useDocumentMeta('My profile');
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>My profile</Title>
      {user && <ProfileDetails user={user} />}
      <Text>
        <Anchor component={Link} to={paths.changePassword()}>
          Change your password
        </Anchor>
      </Text>
    </Stack>
  );
}
