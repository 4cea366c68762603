// @vitest-environment jsdom
import { BAD_CREDENTIALS_MESSAGE } from '@hub/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from '../src/features/account/components/LoginForm';
import { UNKNOWN_LOGIN_PROBLEM } from '../src/features/account/logic';
import { apiSend, setCsrfToken } from '../src/lib/api-client';
import { renderWithProviders, stubFetch } from './dom-helpers';

const USER = {
  id: 7,
  username: 'manager',
  name: 'Manager',
  email: 'manager@example.org',
  roles: ['framework_manager'],
  frameworks: [],
};

function fill(username: string, password: string) {
  fireEvent.change(screen.getByLabelText(/username/i), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^password/i), { target: { value: password } });
}

describe('LoginForm', () => {
  beforeEach(() => setCsrfToken(null));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('requires both fields before sending anything, and focuses the first empty one', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    const username = screen.getByLabelText(/username/i);
    expect(username).toHaveProperty('required', true);

    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.getByText('Enter your password')).toBeTruthy();
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    expect(screen.getByLabelText(/^password/i).getAttribute('aria-invalid')).toBe('true');
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a username of spaces as empty', async () => {
    const fetchMock = stubFetch(() => undefined);
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fill('   ', 'secret');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Enter your username')).toBeTruthy();
    expect(screen.queryByText('Enter your password')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message when the credentials are refused (400)", async () => {
    stubFetch((method, path) =>
      method === 'POST' && path === '/api/v1/session'
        ? { status: 400, body: { error: { code: 'BAD_REQUEST', message: BAD_CREDENTIALS_MESSAGE } } }
        : undefined,
    );
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill('manager', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(BAD_CREDENTIALS_MESSAGE);
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the unknown-problem message for a server failure', async () => {
    stubFetch((method) => (method === 'POST' ? { status: 500, body: { oops: true } } : undefined));
    renderWithProviders(<LoginForm onSignedIn={vi.fn()} />);
    fill('manager', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect((await screen.findByRole('alert')).textContent).toContain(UNKNOWN_LOGIN_PROBLEM);
  });

  it('sends the trimmed username with the CSRF token, keeps the new token and calls onSignedIn', async () => {
    const fetchMock = stubFetch((method, path) => {
      if (method === 'POST' && path === '/api/v1/session') {
        return { status: 200, body: { user: USER, csrfToken: 'token-after-login' } };
      }
      if (method === 'PUT') return { status: 204 };
      return undefined;
    });
    const onSignedIn = vi.fn();
    renderWithProviders(<LoginForm onSignedIn={onSignedIn} />);
    fill('  manager ', 'manager-password-1');
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));

    const sent = (method: string) => {
      const init = fetchMock.mock.calls.find(([, i]) => i?.method === method)?.[1];
      return { body: String(init?.body), token: new Headers(init?.headers).get('X-CSRF-Token') };
    };
    expect(JSON.parse(sent('POST').body)).toEqual({ username: 'manager', password: 'manager-password-1' });
    expect(sent('POST').token).toBe('token-1');

    // The next unsafe request uses the token issued at sign-in, without asking for one again.
    await apiSend('PUT', '/api/v1/anything', {});
    expect(sent('PUT').token).toBe('token-after-login');
    expect(fetchMock.mock.calls.filter(([path]) => path === '/api/v1/session/token')).toHaveLength(1);
  });
});
