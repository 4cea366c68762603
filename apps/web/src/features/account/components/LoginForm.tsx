import { type LoginRequest, loginRequestSchema } from '@hub/domain';
import { Alert, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useId, useRef } from 'react';
import { reloadPage, useLogin } from '../api/session';
import { loginErrorMessage } from '../logic';

/**
 * The sign-in form (docs/features/accounts-and-security.md §2; docs/features/curation.md §11, §14): labelled 'Username' and 'Password' fields, both
 * required before submit (field errors announced, focus moves to the first invalid field). A failed
 * sign-in shows the server's message for a 400 or 429, otherwise 'Sorry, there was an unknown login
 * problem, please try again.', in an alert. On success the page reloads (docs/features/accounts-and-security.md §2).
 * @param onSignedIn called after a successful sign-in instead of reloading (tests)
 * @param autoFocus mark the username field to take focus when shown in a modal (the home page's dialog)
 */
export function LoginForm({
  onSignedIn = reloadPage,
  autoFocus = false,
}: {
  onSignedIn?: () => void;
  autoFocus?: boolean;
}) {
  const idPrefix = useId();
  const mutation = useLogin();
  const username = useRef<HTMLInputElement>(null);
  // The form may load after the dialog opened (it loads on demand): take focus once shown, unless the
  // dialog is already closing and focus went back to the page (Escape pressed while it loaded).
  useEffect(() => {
    const input = username.current;
    if (!autoFocus || !input) return;
    const dialog = input.closest('[role="dialog"]');
    const active = document.activeElement;
    if (!dialog || !active || active === document.body || dialog.contains(active)) input.focus();
  }, [autoFocus]);
  const form = useForm<LoginRequest>({
    initialValues: { username: '', password: '' },
    validate: schemaResolver(loginRequestSchema, { sync: true }),
    validateInputOnBlur: false,
  });

  const submit = form.onSubmit(
    (values) => {
      mutation.mutate(loginRequestSchema.parse(values), { onSuccess: () => onSignedIn() });
    },
    (errors) => {
      const first = (['username', 'password'] as const).find((field) => errors[field]);
      if (first) form.getInputNode(first)?.focus();
    },
  );

  return (
    <form onSubmit={submit} noValidate aria-describedby={mutation.error ? `${idPrefix}-error` : undefined}>
      <Stack gap="md">
        {mutation.error && (
          <Alert id={`${idPrefix}-error`} color="red" variant="outline" role="alert" title="Login failed">
            {loginErrorMessage(mutation.error)}
          </Alert>
        )}
        <TextInput
          ref={username}
          label="Username"
          autoComplete="username"
          required
          // Mantine's modal focus trap moves focus to the element marked data-autofocus.
          data-autofocus={autoFocus || undefined}
          errorProps={{ role: 'alert' }}
          {...form.getInputProps('username')}
        />
        <PasswordInput
          label="Password"
          autoComplete="current-password"
          required
          errorProps={{ role: 'alert' }}
          // PasswordInput does not mark its inner input invalid itself.
          aria-invalid={form.errors.password ? true : undefined}
          {...form.getInputProps('password')}
        />
        <div>
          <Button type="submit" loading={mutation.isPending || mutation.isSuccess}>
            Log in
          </Button>
        </div>
      </Stack>
    </form>
  );
}
