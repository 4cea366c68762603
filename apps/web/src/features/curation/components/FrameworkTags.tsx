import type { ManageFrameworkView } from '@hub/domain';
import { Alert, Anchor, Badge, Text } from '@mantine/core';
import { Link } from 'react-router';
import { VersionBadges } from '../../../components/VersionBadges';
import { paths } from '../../../config/paths';

/**
 * Version tag and status tag of the version a manage screen shows (docs/features/curation.md §4, §5): the
 * status reads 'in-progress' for the draft and 'live' otherwise; 'No version' when there is none.
 * @param version the shown version, or null
 */
export function VersionTags({ version }: { version: ManageFrameworkView['version'] }) {
  if (!version) {
    return (
      <Badge color="gray.8" size="lg" tt="none">
        No version
      </Badge>
    );
  }
  return <VersionBadges number={version.number} status={version.status} />;
}

/**
 * Banner of an extension framework linking to its core framework version
 * (`/framework/{core}/{version}`, docs/features/curation.md §4); renders nothing for a core framework.
 * @param framework the framework part of the manage view
 */
export function ExtensionBanner({ framework }: { framework: ManageFrameworkView['framework'] }) {
  if (!framework.core) return null;
  const { core } = framework;
  return (
    <Alert color="blue" variant="light" title="Extension framework">
      <Text>
        {framework.title} extends {core.title} version {core.version}.{' '}
        <Anchor component={Link} to={paths.framework(core.machineName, core.version)}>
          View the core framework, {core.title} {core.version}
        </Anchor>
      </Text>
    </Alert>
  );
}
