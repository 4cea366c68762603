import { type ChangePasswordRequest, changePasswordRequestSchema, MIN_PASSWORD_LENGTH } from '@hub/domain';
import { Alert, Button, PasswordInput, Stack } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { PASSWORD_FIELDS, useChangePassword } from '../api/password';
import { reloadPage } from '../api/session';
import { splitFieldIssues } from '../logic';

/** Shown after the server accepted the new password (docs/features/curation.md §14). */
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';

/** How long the success message stays before the page reloads (docs/features/curation.md §14: message, then reload). */
export const RELOAD_DELAY_MS = 1500;

/**
 * The change-password form (docs/features/accounts-and-security.md §2; docs/features/curation.md §14; docs/features/original-hub.md): current password, new password and
 * its confirmation. Checked with the shared schema before sending (current password given, at least
 * MIN_PASSWORD_LENGTH characters, the two new ones equal); the server's field `issues` (for example a
 * wrong current password) appear under their fields, any other failure in an alert. Field errors clear
 * as the field is edited; focus moves to the first invalid field. On success: 'Password changed
 * successfully', then the page reloads.
 * @param onChanged called after success instead of reloading (tests)
 * @param reloadDelayMs delay before `onChanged` (default {@link RELOAD_DELAY_MS})
 */
export function ChangePasswordForm({
  onChanged = reloadPage,
  reloadDelayMs = RELOAD_DELAY_MS,
}: {
  onChanged?: () => void;
  reloadDelayMs?: number;
}) {
  const mutation = useChangePassword();
  const [problem, setProblem] = useState<string | null>(null);
  const successRef = useRef<HTMLDivElement>(null);
  const form = useForm<ChangePasswordRequest>({
    initialValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    validate: schemaResolver(changePasswordRequestSchema, { sync: true }),
    clearInputErrorOnChange: true,
  });

  useEffect(() => {
    if (!mutation.isSuccess) return;
    successRef.current?.focus();
    const timer = window.setTimeout(onChanged, reloadDelayMs);
    return () => window.clearTimeout(timer);
  }, [mutation.isSuccess, onChanged, reloadDelayMs]);

  const focusFirst = (errors: Partial<Record<string, unknown>>) => {
    const first = PASSWORD_FIELDS.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const submit = form.onSubmit((values) => {
    setProblem(null);
    mutation.mutate(values, {
      onError: (error) => {
        const issues = error instanceof ApiError ? splitFieldIssues(error.issues, PASSWORD_FIELDS) : null;
        if (issues && Object.keys(issues.fields).length > 0) {
          form.setErrors(issues.fields);
          focusFirst(issues.fields);
          if (issues.other.length > 0) setProblem(issues.other.join(' '));
        } else {
          setProblem(
            error instanceof Error && error.message ? error.message : 'The password was not changed.',
          );
        }
      },
    });
  }, focusFirst);

  if (mutation.isSuccess) {
    return (
      <Alert ref={successRef} tabIndex={-1} color="teal" variant="outline" role="alert" title="Done">
        {PASSWORD_CHANGED_MESSAGE}
      </Alert>
    );
  }

  const inputProps = (field: (typeof PASSWORD_FIELDS)[number]) => ({
    required: true,
    errorProps: { role: 'alert' },
    // PasswordInput does not mark its inner input invalid itself.
    'aria-invalid': form.errors[field] ? true : undefined,
    ...form.getInputProps(field),
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={480}>
        {problem && (
          <Alert color="red" variant="outline" role="alert" title="The password was not changed">
            {problem}
          </Alert>
        )}
        <PasswordInput
          label="Current password"
          autoComplete="current-password"
          {...inputProps('currentPassword')}
        />
        <PasswordInput
          label="New password"
          description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
          autoComplete="new-password"
          {...inputProps('newPassword')}
        />
        <PasswordInput
          label="Confirm new password"
          autoComplete="new-password"
          {...inputProps('confirmPassword')}
        />
        <div>
          <Button type="submit" loading={mutation.isPending}>
            Change password
          </Button>
        </div>
      </Stack>
    </form>
  );
}
