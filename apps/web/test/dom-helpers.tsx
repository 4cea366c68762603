/**
 * Helpers for component tests in jsdom: the browser APIs Mantine expects and jsdom lacks, a render
 * with the app's providers (fresh query client without retries, memory router), and a fetch stub.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { theme } from '../src/app/theme';

/** Installs matchMedia and ResizeObserver stand-ins (Mantine uses both). Safe to call repeatedly. */
export function installDomStandIns(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('ResizeObserver' in window)) {
    (window as unknown as { ResizeObserver: unknown }).ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    };
  }
}

/**
 * Renders `ui` at `path` inside Mantine, a fresh QueryClient (no retries) and a memory router.
 * @returns Testing Library's render result and the query client
 */
export function renderWithProviders(ui: ReactNode, { path = '/' }: { path?: string } = {}) {
  installDomStandIns();
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const result = render(
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme}>
        <RouterProvider router={router} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { ...result, client };
}

/** One stubbed response: status and JSON body (undefined for an empty body). */
export interface StubResponse {
  status: number;
  body?: unknown;
}

/**
 * Replaces global fetch: `handler(method, path, body)` returns the response to give. Every call is
 * recorded in the returned mock. `GET /api/v1/session/token` answers a CSRF token unless handled.
 */
export function stubFetch(
  handler: (method: string, path: string, body: unknown) => StubResponse | undefined,
) {
  const mock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const path = String(input);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer =
      handler(method, path, body) ??
      (path === '/api/v1/session/token' ? { status: 200, body: { csrfToken: 'token-1' } } : { status: 404 });
    const text = answer.body === undefined ? null : JSON.stringify(answer.body);
    return new Response(answer.status === 204 ? null : text, {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', mock);
  return mock;
}
