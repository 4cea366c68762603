import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '../config/paths';
import { useDocumentMeta } from '../lib/document-meta';
import { useRenderStatus } from '../lib/render-context';

/**
 * The 'Page not found' page: for addresses matching no route and for a framework, version or
 * competency the API does not know (404). Sets the document title; a server render answers HTTP 404. Source: docs/features/original-hub.md (an unknown
 * framework or version shows a 'not found' page with a link home).
 * @param message optional explanation of what was not found
 */
export function NotFoundView({ message }: { message?: string }) {
  useDocumentMeta('Page not found');
  useRenderStatus(404);
  return (
    <Stack gap="md" py="lg">
      <Title order={1}>Page not found</Title>
      <Text>{message ?? 'The page you asked for does not exist or is no longer available.'}</Text>
      <Text>
        <Anchor component={Link} to={paths.home()}>
          Go to the Competency Hub home page
        </Anchor>
      </Text>
    </Stack>
  );
}
