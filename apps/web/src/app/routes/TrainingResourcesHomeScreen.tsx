import { Anchor, List, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/training-resources-home` (content_manager): three links: published resources, unpublished (archived)
 * ones and the managers' list. Source: docs/features/training.md §3; docs/features/original-hub.md ('View unpublished' and 'Manage' work).
 */
export function Component() {
  useDocumentMeta('Manage training resources');
  return (
    <Stack gap="md">
      <Title order={1}>Training resources</Title>
      <List spacing="sm">
        <List.Item>
          <Anchor component={Link} to={`${paths.allTrainingResources()}?archived=false`}>
            View published training resources
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={`${paths.allTrainingResources()}?archived=true`}>
            View unpublished training resources
          </Anchor>
        </List.Item>
        <List.Item>
          <Anchor component={Link} to={paths.allTrainingResources()}>
            Manage training resources
          </Anchor>
        </List.Item>
      </List>
    </Stack>
  );
}
