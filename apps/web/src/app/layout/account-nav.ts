/**
 * Navigation links of a signed-in user (curation spec §2.3), as a pure function of the user's roles.
 */
import type { CurrentUser } from '@hub/domain';
import { paths } from '../../config/paths';
import { hasRole } from '../../lib/session';

/** One link of the account navigation. */
export interface AccountNavItem {
  label: string;
  to: string;
}

/**
 * The account links for `user` in order: 'Manage frameworks' (framework_manager only), 'Manage
 * Training Resources' (content_manager only), 'My account', 'Change password'. 'Logout' is a button,
 * not a link, and is added by the navigation itself. Empty for an anonymous visitor.
 * @param user the signed-in user, or null/undefined
 */
export function accountNavItems(user: CurrentUser | null | undefined): AccountNavItem[] {
  if (!user) return [];
  const items: AccountNavItem[] = [];
  if (hasRole(user, 'framework_manager'))
    items.push({ label: 'Manage frameworks', to: paths.manageFrameworks() });
  if (hasRole(user, 'content_manager')) {
    items.push({ label: 'Manage Training Resources', to: paths.allTrainingResources() });
  }
  items.push({ label: 'My account', to: paths.userView() });
  items.push({ label: 'Change password', to: paths.changePassword() });
  return items;
}
