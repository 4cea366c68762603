import './mantine-styles';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { OnDemandDialogs } from '../components/OnDemandDialogs';
import { ApiError } from '../lib/api-client';
import { cssVariablesResolver, theme } from './theme';

/**
 * Creates the app's query client: data stays fresh for five minutes (released versions never change);
 * client errors (4xx, such as 404) are not retried, other failures are retried once.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 5 * 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
    },
  });
}

/**
 * App-wide providers: TanStack Query, Mantine (light scheme, accessible theme), and the snackbars and
 * app-wide dialogs, loaded when first needed ({@link OnDemandDialogs}).
 * @param client the query client (tests may pass their own)
 */
export function AppProviders({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={client}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <OnDemandDialogs />
        {children}
      </MantineProvider>
    </QueryClientProvider>
  );
}
