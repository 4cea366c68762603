import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { canReloadForStaleChunk, isStaleChunkError, reloadOnceForStaleChunk } from '../lib/stale-chunk';

/**
 * Error view of a screen that failed while loading its code or rendering. Shown inside the page frame
 * (`inFrame`: the layout's header, breadcrumbs and footer stay), or, when the frame itself failed, as a
 * page of its own with its own main landmark. A screen file missing after a redeploy reloads the tab once
 * by itself (docs/features/public-api.md §11); if that does not help, this view says a new version was released. Every
 * variant offers 'Try again' (a reload) and a way home.
 */
export function RouteErrorView({ inFrame = false }: { inFrame?: boolean }) {
  const error = useRouteError();
  const stale = isStaleChunkError(error);
  // Nothing is shown while the one reload is about to happen (no flash of the message).
  const reloadPending = stale && canReloadForStaleChunk();
  useEffect(() => {
    if (reloadPending) reloadOnceForStaleChunk();
  }, [reloadPending]);
  if (reloadPending) return null;
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  const body = (
    <Stack>
      <Title order={1} tabIndex={-1}>
        {stale ? 'A new version of the hub is available' : 'This page could not be shown'}
      </Title>
      <Text role="alert">
        {stale
          ? 'This page was opened before the hub was updated, and part of it is no longer on the server. Reload to get the new version.'
          : `Error: ${detail}`}
      </Text>
      <Group>
        <Button onClick={() => window.location.reload()}>{stale ? 'Reload' : 'Try again'}</Button>
        <Anchor href="/">Go to the Competency Hub home page</Anchor>
      </Group>
    </Stack>
  );
  if (inFrame) return body;
  return (
    <Container component="main" size="sm" py="xl">
      {body}
    </Container>
  );
}
