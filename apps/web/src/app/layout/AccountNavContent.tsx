/**
 * The account navigation of a signed-in user, in a module of its own (`AccountNav.tsx` loads it once someone
 * is signed in, ADR 0055): a visitor's first page does not load it.
 */
import type { Capabilities, CurrentUser } from '@hub/domain';
import { Group, Text } from '@mantine/core';
import { NavLink } from 'react-router';
import { useLogout } from '../../features/account/api/session';
import { notifyFailure } from '../../lib/notify';
import { accountNavItems } from './account-nav';
import classes from './layout.module.css';

/**
 * Navigation of a signed-in user (docs/features/curation.md §2), a labelled `nav` landmark: who is signed in,
 * the links of {@link accountNavItems} and a 'Logout' button that ends the session (POST with the CSRF
 * header) and reloads the page; a failure shows the 'Unable to perform the request' snackbar. Plain
 * links and a button in a wrapping row, so it works with the keyboard and on small screens.
 * @param user the signed-in user; @param can what the server says they may do (the management links)
 */
export function AccountNav({ user, can }: { user: CurrentUser; can: Capabilities }) {
  const logout = useLogout();
  return (
    <nav aria-label="Account">
      <Group gap="md" wrap="wrap" justify="flex-end" className={classes.accountNav}>
        <Text size="sm" className={classes.signedInAs}>
          Signed in as <strong>{user.name}</strong>
        </Text>
        <ul className={classes.navList}>
          {accountNavItems(user, can).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end className={classes.navLink}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              className={classes.navButton}
              disabled={logout.isPending || logout.isSuccess}
              onClick={() => logout.mutate(undefined, { onError: (error) => notifyFailure(error) })}
            >
              Logout
            </button>
          </li>
        </ul>
      </Group>
    </nav>
  );
}
