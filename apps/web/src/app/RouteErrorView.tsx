import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';

/**
 * Last-resort error page for failures while rendering or loading a screen's code (for example after
 * a new release replaced the screen's file): explains and offers a reload. Rendered without the
 * layout, so it carries its own main landmark and h1.
 */
export function RouteErrorView() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : 'Unknown error';
  return (
    <Container component="main" size="sm" py="xl">
      <Stack>
        <Title order={1}>This page could not be shown</Title>
        <Text role="alert">Error: {detail}</Text>
        <Text>
          <Anchor href={window.location.href}>Reload the page</Anchor> or{' '}
          <Anchor href="/">go to the Competency Hub home page</Anchor>.
        </Text>
      </Stack>
    </Container>
  );
}
