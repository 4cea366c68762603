import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../../config/paths';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * Route module of /all-training-resources (content_manager, guarded by RequireAccess). Training
 * resource administration (curation spec §2.11) is built by a later issue; until then this page says
 * so plainly and links home. It shows no placeholder data.
 */
export function Component() {
  useDocumentMeta('Manage training resources');
  return (
    <Stack gap="md">
      <Title order={1}>Manage training resources</Title>
      <Text>
        Managing training resources is not available yet. Listing, creating, editing, archiving and mapping
        training resources to competencies will be added in a later release.
      </Text>
      <Text>
        <Anchor component={Link} to={paths.home()}>
          Go to the Competency Hub home page
        </Anchor>
      </Text>
    </Stack>
  );
}
