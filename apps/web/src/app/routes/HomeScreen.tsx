import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import { LoginForm } from '../../features/account/components/LoginForm';
import { useFrameworks } from '../../features/frameworks/api/frameworks';
import { FrameworkCards } from '../../features/frameworks/components/FrameworkCards';
import { defaultSelectedFramework } from '../../features/frameworks/logic';
import { AdminAccess } from '../../features/home/components/AdminAccess';
import { Associations } from '../../features/home/components/Associations';
import { ProfileGrid } from '../../features/home/components/ProfileGrid';
import { PromoBanner } from '../../features/home/components/PromoBanner';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/session';

/**
 * Home `/`: heading, the RItrain banner, the career-profile area with its framework selector, the
 * framework cards by category, the 'In association with' list and, for anonymous visitors, the 'Login as
 * administrator' link and dialog (a privacy notice link for a signed-in user). Loading and error (with
 * retry) states for the framework list. Spec: visitor-features.md §2 Home; curation spec §2.4.
 */
export function Component() {
  useDocumentMeta(
    'Discover career profiles in life sciences',
    'Browse competency frameworks and career profiles for the life sciences, and compare your own expertise.',
  );
  const frameworks = useFrameworks();
  const session = useSession();
  const [selected, setSelected] = useState<string | null>(null);
  const list = frameworks.data?.frameworks ?? [];
  const selection = selected ?? defaultSelectedFramework(list);

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Discover career profiles in life sciences</Title>
        <Text size="lg" mt="xs">
          Explore the competencies professionals need in computational biology, research infrastructures and
          clinical settings, see reference career profiles, and map your own expertise.
        </Text>
      </div>
      <PromoBanner />
      {frameworks.isPending && <LoadingView />}
      {frameworks.error && !frameworks.data && (
        <ErrorView error={frameworks.error} onRetry={() => void frameworks.refetch()} />
      )}
      {frameworks.data && (
        <>
          <ProfileGrid frameworks={list} selected={selection} onSelect={setSelected} />
          <section aria-labelledby="frameworks-heading">
            <Title order={2} id="frameworks-heading" mb="sm">
              Explore frameworks
            </Title>
            <FrameworkCards frameworks={list} />
          </section>
        </>
      )}
      <Associations />
      <AdminAccess
        signedIn={session.user === undefined ? undefined : session.user !== null}
        loginForm={<LoginForm autoFocus />}
      />
    </Stack>
  );
}
