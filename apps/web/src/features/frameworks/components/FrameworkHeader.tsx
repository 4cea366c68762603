import type { FrameworkVersionContent } from '@hub/domain';
import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { VersionBadges } from '../../../components/VersionBadges';
import { paths } from '../../../config/paths';
import { JourneyLine } from './JourneyLine';

/**
 * Top of the framework page: name (the page's h1), description, version and status badges, licence
 * and acknowledgement, what a visitor can do with it (docs/features/browsing.md §13), and, for an extension, a banner linking to the core framework version.
 * Source: docs/features/browsing.md §3.
 * @param content the version content from the API
 */
export function FrameworkHeader({ content }: { content: FrameworkVersionContent }) {
  const { framework, version } = content;
  return (
    <Stack gap="sm">
      <Title order={1}>{framework.title}</Title>
      <VersionBadges number={version.number} status={version.status} />
      {framework.description && <Text size="lg">{framework.description}</Text>}
      <JourneyLine content={content} />
      {framework.extends && (
        <Alert color="blue" variant="light" title="Extension framework">
          <Text>
            {framework.title} extends {framework.extends.title} version {framework.extends.version}. Its own
            competencies are listed with those of the core framework.{' '}
            <Anchor
              component={Link}
              to={paths.framework(framework.extends.machineName, framework.extends.version)}
            >
              View the core framework, {framework.extends.title} {framework.extends.version}
            </Anchor>
          </Text>
        </Alert>
      )}
      <Text size="sm">
        Licence: {framework.licence || 'CC BY 4.0'}
        {framework.acknowledgement ? ` · ${framework.acknowledgement}` : ''}
      </Text>
    </Stack>
  );
}
