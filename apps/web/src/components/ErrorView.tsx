import { Alert, Button, Text, Title } from '@mantine/core';
import { ApiError } from '../lib/api-client';
import { useRenderStatus } from '../lib/render-context';

/**
 * Visible, accessible error message with a retry button. Source: docs/features/browsing.md §10 (framework load
 * failure: 'Error: {message}' or an error view); docs/features/original-hub.md (every failure shows a message).
 * @param error the failure (an ApiError carries the server's message)
 * @param onRetry called by 'Try again'; the button is hidden when omitted
 * @param title short heading of the alert
 * @param page the view stands for a whole screen: its title is the page's h1 (docs/features/browsing.md §7)
 * A server render that shows it answers HTTP 500 (ADR 0020), or the 4xx the API refused with.
 */
export function ErrorView({
  error,
  onRetry,
  title = 'Something went wrong',
  page = false,
}: {
  error: unknown;
  onRetry?: () => void;
  title?: string;
  page?: boolean;
}) {
  // A refused request (400, from a bad address) keeps its status; anything else is a server fault.
  useRenderStatus(
    error instanceof ApiError && error.status >= 400 && error.status < 500 ? error.status : 500,
  );
  const message = error instanceof Error && error.message ? error.message : 'An unexpected error occurred.';
  const alert = (
    <Alert color="red" variant="outline" title={page ? undefined : title} role="alert" my="md">
      <Text mb={onRetry ? 'sm' : 0}>Error: {message}</Text>
      {onRetry && (
        <Button variant="outline" color="red.9" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert>
  );
  if (!page) return alert;
  return (
    <>
      <Title order={1}>{title}</Title>
      {alert}
    </>
  );
}
