import type { LoginResponse } from '@hub/domain';
import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { ApiError, apiSend, setCsrfToken } from '../lib/api-client';
import { useOpenedAfterMount } from '../lib/on-demand';
import { usePendingSignIn } from '../lib/reauth';

/**
 * The in-place sign-in dialog (docs/features/curation.md §17): opens when a save finds the session ended. Signing in
 * keeps the screen and the typed values; the save that was refused is then sent again. Closing it leaves
 * the form as it is (the save reports that it failed).
 */
export function SignInDialog() {
  const pending = usePendingSignIn();
  const opened = useOpenedAfterMount(pending !== null);
  const client = useQueryClient();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    setBusy(true);
    setError(null);
    try {
      setCsrfToken(null);
      const response = await apiSend<LoginResponse>('POST', '/api/v1/session', { username, password });
      setCsrfToken(response.csrfToken);
      setPassword('');
      await client.invalidateQueries({ queryKey: ['session'] });
      pending.finish(true);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : 'The sign-in failed; try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={() => pending?.finish(false)}
      title="Your session has ended"
      closeButtonProps={{ 'aria-label': 'Close' }}
      zIndex={500}
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">Sign in again to save your changes. Nothing you typed is lost.</Text>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Username"
            autoComplete="username"
            value={username}
            onChange={(e) => setUsername(e.currentTarget.value)}
            required
            data-autofocus
          />
          <PasswordInput
            label="Password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            required
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => pending?.finish(false)}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Sign in and save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
