import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useDocumentMeta } from '../lib/document-meta';
import { useHydrated } from '../lib/render-context';
import { LoadingView } from './LoadingView';

/**
 * A screen whose content lives in this browser only (the guest profile, ADR 0020): the server and
 * the hydrating browser render the frame of the screen (its heading, 'Loading your profile...'), and the
 * screen itself replaces it once the page has hydrated (at once on a client-side navigation), so the
 * server never shows a wrong state (such as 'no profile').
 * @param title the screen's heading and page title
 * @param children the screen
 */
export function BrowserOnly({ title, children }: { title: string; children: ReactNode }) {
  const hydrated = useHydrated();
  if (hydrated) return <>{children}</>;
  return <BrowserOnlyShell title={title} />;
}

function BrowserOnlyShell({ title }: { title: string }) {
  useDocumentMeta(title);
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <LoadingView label="Loading your profile..." />
    </Stack>
  );
}
