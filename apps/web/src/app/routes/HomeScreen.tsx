import { Stack, Text, Title } from '@mantine/core';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import { LoginForm } from '../../features/account/components/LoginForm';
import { useFrameworks } from '../../features/frameworks/api/frameworks';
import { FrameworkCards } from '../../features/frameworks/components/FrameworkCards';
import { defaultSelectedFramework } from '../../features/frameworks/logic';
import { AdminAccess } from '../../features/home/components/AdminAccess';
import { Associations } from '../../features/home/components/Associations';
import { GuestProfilePanel } from '../../features/home/components/GuestProfilePanel';
import { PromoBanner } from '../../features/home/components/PromoBanner';
import { HomeProfileGrid } from '../../features/profiles/components/HomeProfileGrid';
import { useDocumentMeta } from '../../lib/document-meta';
import { useSession } from '../../lib/session';

/**
 * Home `/`: heading, the RItrain banner, the career-profile area (framework selector of the frameworks
 * with Live profiles, profile grid, guest profile side panel), the
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
  const list = frameworks.data?.frameworks ?? [];
  const fallback = list.find((f) => f.machineName === defaultSelectedFramework(list));

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
          <HomeProfileGrid
            fallback={
              fallback?.latestLiveVersion
                ? {
                    machineName: fallback.machineName,
                    title: fallback.title,
                    version: fallback.latestLiveVersion,
                  }
                : null
            }
            sidePanel={(selected) => (
              <GuestProfilePanel framework={selected} version={selected?.version ?? null} />
            )}
          />
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
