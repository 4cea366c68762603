/**
 * Navigation links of a signed-in user (docs/features/curation.md §2), as a pure function of what the server says
 * the user may do (the session's `can`; ADR 0035).
 */
import type { Capabilities, CurrentUser } from '@hub/domain';
import { paths } from '../../config/paths';

/** One link of the account navigation. */
export interface AccountNavItem {
  label: string;
  to: string;
}

/**
 * The account links for `user` in order: 'Manage frameworks' (`can.createFramework`: framework managers),
 * 'Manage Training Resources' (`can.manageTraining`: content managers), 'My account', 'Change password'.
 * 'Logout' is a button, not a link, and is added by the navigation itself. Empty for an anonymous visitor.
 * @param user the signed-in user, or null/undefined; @param can the session's capabilities
 */
export function accountNavItems(user: CurrentUser | null | undefined, can: Capabilities): AccountNavItem[] {
  if (!user) return [];
  const items: AccountNavItem[] = [];
  if (can.createFramework) items.push({ label: 'Manage frameworks', to: paths.manageFrameworks() });
  if (can.manageTraining)
    items.push({ label: 'Manage Training Resources', to: paths.allTrainingResources() });
  items.push({ label: 'My account', to: paths.userView() });
  items.push({ label: 'Change password', to: paths.changePassword() });
  return items;
}
