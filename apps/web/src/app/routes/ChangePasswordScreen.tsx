import { MIN_PASSWORD_LENGTH } from '@hub/domain';
import { Stack, Text, Title } from '@mantine/core';
import { ChangePasswordForm } from '../../features/account/components/ChangePasswordForm';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * Route module of /user/change/password (any signed-in user, guarded by RequireAccess): the
 * change-password form; on success 'Password changed successfully' and the page reloads.
 * Source: docs/features/accounts-and-security.md §2; docs/features/curation.md §14; docs/features/original-hub.md (current password, match, minimum length).
 */
export function Component() {
  useDocumentMeta('Change password');
  return (
    <Stack gap="md">
      <Title order={1}>Change password</Title>
      <Text>
        Enter your current password, then the new one twice. The new password needs at least{' '}
        {MIN_PASSWORD_LENGTH} characters.
      </Text>
      <ChangePasswordForm />
    </Stack>
  );
}
