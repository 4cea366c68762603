import { Anchor, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, type ReactNode, Suspense } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useLatch } from '../../../lib/on-demand';

/** The dialog (Mantine's modal) loads when it first opens (ADR 0027). */
const AdminLoginDialog = lazy(() =>
  import('./AdminLoginDialog').then((m) => ({ default: m.AdminLoginDialog })),
);

/**
 * The home page's administrator entry (docs/features/accounts-and-security.md §2). Anonymous visitors get a 'Login as
 * administrator' link for framework managers and content managers; it opens a modal dialog holding
 * `loginForm` (focus moves into the dialog and returns to the link when it closes; the link's address is
 * /login, so it also works opened in a new tab). A signed-in user sees a link to the privacy notice
 * instead. Nothing is shown while the session is unknown.
 * @param signedIn true when signed in, false when anonymous, undefined while the session loads
 * @param loginForm the sign-in form shown in the dialog
 */
export function AdminAccess({
  signedIn,
  loginForm,
}: {
  signedIn: boolean | undefined;
  loginForm: ReactNode;
}) {
  const [opened, { open, close }] = useDisclosure(false);
  const mounted = useLatch(opened);
  if (signedIn === undefined) return null;
  if (signedIn) {
    return (
      <Text>
        <Anchor component={Link} to={paths.privacyNotice()}>
          Read how we handle your data in our privacy notice
        </Anchor>
      </Text>
    );
  }
  return (
    <>
      <Text>
        Framework managers and content managers:{' '}
        <Anchor
          component={Link}
          to={paths.login()}
          aria-haspopup="dialog"
          onClick={(event) => {
            if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
            event.preventDefault();
            open();
          }}
        >
          Login as administrator
        </Anchor>
      </Text>
      {mounted && (
        <Suspense fallback={null}>
          <AdminLoginDialog opened={opened} onClose={close}>
            {loginForm}
          </AdminLoginDialog>
        </Suspense>
      )}
    </>
  );
}
