import type { CurrentUser } from '@hub/domain';
import { Anchor, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { roleLabel } from '../logic';
import classes from './account.module.css';

/**
 * The signed-in user's account as a description list: name, username, e-mail, roles ('No roles' when
 * none) and, for framework managers, the frameworks they may edit, each linking to its manage screen.
 * Source: docs/features/accounts-and-security.md §2; docs/features/curation.md §9 (User: name, mail, roles, field_frameworks).
 * @param user the signed-in user (from the session)
 */
export function ProfileDetails({ user }: { user: CurrentUser }) {
  return (
    <dl className={classes.details}>
      <dt>Name</dt>
      <dd>{user.name}</dd>
      <dt>Username</dt>
      <dd>{user.username}</dd>
      <dt>E-mail</dt>
      <dd>{user.email ? <Anchor href={`mailto:${user.email}`}>{user.email}</Anchor> : 'Not given'}</dd>
      <dt>Roles</dt>
      <dd>{user.roles.length > 0 ? user.roles.map(roleLabel).join(', ') : 'No roles'}</dd>
      <dt>Frameworks</dt>
      <dd>
        {user.frameworks.length === 0 ? (
          <Text span>No framework assigned</Text>
        ) : (
          <List spacing={4} withPadding={false} listStyleType="none">
            {user.frameworks.map((framework) => (
              <List.Item key={framework.machineName}>
                <Anchor component={Link} to={paths.manageData(framework.machineName)}>
                  {framework.title}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
      </dd>
    </dl>
  );
}
