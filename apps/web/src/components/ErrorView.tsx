import { Alert, Button, Text, Title } from '@mantine/core';

/**
 * Visible, accessible error message with a retry button. Spec: visitor-features.md §8 (framework load
 * failure: 'Error: {message}' or an error view); DEVIATIONS.md (every failure shows a message).
 * @param error the failure (an ApiError carries the server's message)
 * @param onRetry called by 'Try again'; the button is hidden when omitted
 * @param title short heading of the alert
 * @param page the view stands for a whole screen: its title is the page's h1 (issue #11 §5)
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
