import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import { paths } from '../../config/paths';
import { LoginForm } from '../../features/account/components/LoginForm';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/session';

/**
 * Route module of /login (public; docs/features/accounts-and-security.md §2): 'You are logged in' with links to the account
 * when signed in, otherwise the sign-in form (the page reloads after signing in). Loading and error
 * states while the session is asked for.
 */
export function Component() {
  useDocumentMeta('Log in', 'Sign in to the Competency Hub as a framework manager or content manager.');
  const { user, isPending, error } = useSession();
  if (isPending) return <LoadingView label="Checking your session..." />;
  if (error) return <ErrorView error={error} />;
  if (user) {
    return (
      <Stack gap="md">
        <Title order={1}>You are logged in</Title>
        <Text>Signed in as {user.name}.</Text>
        <Text>
          <Anchor component={Link} to={paths.userView()}>
            Go to my account
          </Anchor>
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="md" maw={480}>
      <Title order={1}>Log in</Title>
      <Text>For framework managers and content managers of the Competency Hub.</Text>
      <Paper withBorder p="lg">
        <LoginForm />
      </Paper>
    </Stack>
  );
}
