// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChangePasswordForm,
  PASSWORD_CHANGED_MESSAGE,
} from '../src/features/account/components/ChangePasswordForm';
import { setCsrfToken } from '../src/lib/api-client';
import { renderWithProviders, stubFetch } from './dom-helpers';

function fill(current: string, next: string, confirm: string) {
  fireEvent.change(screen.getByLabelText(/^current password/i), { target: { value: current } });
  fireEvent.change(screen.getByLabelText(/^new password/i), { target: { value: next } });
  fireEvent.change(screen.getByLabelText(/^confirm new password/i), { target: { value: confirm } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Change password' }));

describe('ChangePasswordForm', () => {
  beforeEach(() => setCsrfToken(null));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires the current password and a new one of at least 10 characters', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    fill('', 'short', 'short');
    submit();
    expect(await screen.findByText('Enter your current password')).toBeTruthy();
    expect(screen.getByText('Use at least 10 characters')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^current password/i));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a confirmation that does not match, and clears the error as the field is edited', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    fill('old-password-1', 'new-password-1', 'new-password-2');
    submit();
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    const confirm = screen.getByLabelText(/^confirm new password/i);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(confirm);
    fireEvent.change(confirm, { target: { value: 'new-password-1' } });
    await waitFor(() => expect(screen.queryByText('The passwords do not match')).toBeNull());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's field issues under their fields (wrong current password)", async () => {
    stubFetch((method) =>
      method === 'PUT'
        ? {
            status: 400,
            body: {
              error: {
                code: 'BAD_REQUEST',
                message: 'The password was not changed',
                issues: [{ path: 'currentPassword', message: 'The current password is not correct' }],
              },
            },
          }
        : undefined,
    );
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm onChanged={onChanged} />);
    fill('wrong-password-1', 'new-password-1', 'new-password-1');
    submit();
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/^current password/i));
    expect(onChanged).not.toHaveBeenCalled();
  });

  it("shows any other failure's message in an alert", async () => {
    stubFetch((method) =>
      method === 'PUT'
        ? { status: 403, body: { error: { code: 'FORBIDDEN', message: 'This account may not be changed' } } }
        : undefined,
    );
    renderWithProviders(<ChangePasswordForm onChanged={vi.fn()} />);
    fill('old-password-1', 'new-password-1', 'new-password-1');
    submit();
    // (A 401 opens the sign-in dialog and sends the change again: docs/features/curation.md §17, lib/reauth.ts.)
    expect((await screen.findByRole('alert')).textContent).toContain('This account may not be changed');
  });

  it("sends the three fields, says 'Password changed successfully', then reloads", async () => {
    const fetchMock = stubFetch((method, path) =>
      method === 'PUT' && path === '/api/v1/account/password' ? { status: 204 } : undefined,
    );
    const onChanged = vi.fn();
    renderWithProviders(<ChangePasswordForm onChanged={onChanged} reloadDelayMs={10} />);
    fill('old-password-1', 'new-password-1', 'new-password-1');
    submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(PASSWORD_CHANGED_MESSAGE);
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      currentPassword: 'old-password-1',
      newPassword: 'new-password-1',
      confirmPassword: 'new-password-1',
    });
  });
});
