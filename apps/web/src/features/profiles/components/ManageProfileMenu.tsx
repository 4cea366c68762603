import type { ReferenceProfile } from '@hub/domain';
import type { ComponentType } from 'react';
import { useLoadedWhen } from '../../../lib/on-demand';
import { useFrameworkCan } from '../../../lib/session';

type Props = { profile: ReferenceProfile };

/** The menu's module (Mantine's Menu with Popover and floating-ui), loaded for a manager only (ADR 0055). */
const loadMenu = (): Promise<ComponentType<Props>> =>
  import('./ManageProfileMenuContent').then((module) => module.ManageProfileMenu);

/**
 * The 'Manage profile' menu of a reference profile view (ManageProfileMenuContent.tsx) for managers of the
 * profile's framework; nothing for other users, whose page does not load its code (the server renders the
 * page for nobody). Source: docs/features/profiles.md §1; docs/features/curation.md §12.
 * @param profile the profile shown
 */
export function ManageProfileMenu({ profile }: Props) {
  const can = useFrameworkCan(profile.framework);
  const Menu = useLoadedWhen(can.editProfiles, loadMenu);
  return can.editProfiles && Menu ? <Menu profile={profile} /> : null;
}
