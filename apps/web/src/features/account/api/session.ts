/**
 * Signing in and out (docs/features/curation.md §2, §13; docs/features/accounts-and-security.md §2; docs/features/original-hub.md: server-side session, POST logout
 * with the CSRF header). Both end in a full page reload, as the original hub does; before it the new CSRF token
 * is kept (in memory only) and the other tabs are told (see session-sync).
 */
import type { LoginRequest, LoginResponse } from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError, apiSend, setCsrfToken } from '../../../lib/api-client';
import { announceSessionChange, subscribeToSessionChanges } from './session-sync';

/**
 * POST /api/v1/session: signs in.
 * @returns the user and the session's new CSRF token
 * @throws ApiError: 400 with the server's message (wrong username or password), 429 when rate limited
 */
export function login(request: LoginRequest): Promise<LoginResponse> {
  return apiSend<LoginResponse>('POST', '/api/v1/session', request);
}

/**
 * POST /api/v1/session/logout: ends the session. A 401 (the session had already ended) counts as done.
 * @throws ApiError for any other failure
 */
export async function logout(): Promise<void> {
  try {
    await apiSend<void>('POST', '/api/v1/session/logout');
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return;
    throw error;
  }
}

/** Reloads the page (after signing in or out, docs/features/accounts-and-security.md §2). */
export function reloadPage(): void {
  window.location.reload();
}

/**
 * Sign-in mutation: on success keeps the new CSRF token and tells the other tabs. The caller reloads.
 * Errors are ApiErrors; see `loginErrorMessage` for what to show.
 */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (response) => {
      setCsrfToken(response.csrfToken);
      announceSessionChange();
    },
  });
}

/**
 * Sign-out mutation: on success forgets the CSRF token, tells the other tabs and reloads the page
 * (docs/features/curation.md §2 'Logout'). Errors are ApiErrors; the caller shows them.
 */
export function useLogout() {
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      setCsrfToken(null);
      announceSessionChange();
      reloadPage();
    },
  });
}

/**
 * Keeps this tab in step with the others (docs/features/accounts-and-security.md §2): when another tab signs in, signs out or changes
 * the password, the CSRF token is forgotten and every query refetched, so the session query (and with
 * it the navigation and the route guards) shows the new state. Call once, in the layout.
 */
export function useSessionSync(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribeToSessionChanges(() => {
        setCsrfToken(null);
        void queryClient.invalidateQueries();
      }),
    [queryClient],
  );
}
