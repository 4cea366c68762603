/**
 * The reference profile view's 'Manage profile' menu, in a module of its own: Mantine's Menu brings Popover
 * and floating-ui (about 24 KB), which only managers of the framework need (ADR 0055, rule 2).
 */
import type { ReferenceProfile } from '@hub/domain';
import { Button, Menu } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/**
 * The 'Manage profile' menu of a reference profile view: Edit overview, Assign competencies and Compare.
 * The caller shows it only to managers of the framework. Source: docs/features/profiles.md §1; docs/features/curation.md §12.
 */
export function ManageProfileMenu({ profile }: { profile: ReferenceProfile }) {
  const { framework, version, id } = profile;
  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        <Button variant="default">Manage profile</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={paths.referenceProfileEdit(framework, version, id)}>
          Edit overview
        </Menu.Item>
        <Menu.Item component={Link} to={paths.referenceProfileMap(framework, version, id)}>
          Assign competencies
        </Menu.Item>
        <Menu.Item component={Link} to={paths.profilesCompare(framework, version, id)}>
          Compare
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
