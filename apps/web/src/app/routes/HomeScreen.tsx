import { Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import {
  unpublishedFrameworksQuery,
  useFrameworks,
  useUnpublishedFrameworks,
} from '../../features/frameworks/api/frameworks';
import { FrameworkCards } from '../../features/frameworks/components/FrameworkCards';
import { defaultSelectedFramework } from '../../features/frameworks/logic';
import { AdminAccess } from '../../features/home/components/AdminAccess';
import { Associations } from '../../features/home/components/Associations';
import { GuestProfilePanel } from '../../features/home/components/GuestProfilePanel';
import { JourneyStart } from '../../features/home/components/JourneyStart';
import { PromoBanner } from '../../features/home/components/PromoBanner';
import { profileFrameworksQuery } from '../../features/profiles/api/reference-api';
import { HomeProfileGrid } from '../../features/profiles/components/HomeProfileGrid';
import { useDocumentMeta } from '../../lib/document-meta';
import { referenceProfilesQuery } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { screenLoader } from '../route-loaders';

/** The sign-in form loads only when the 'Login as administrator' dialog opens (docs/features/public-api.md §11). */
const LoginForm = lazy(() =>
  import('../../features/account/components/LoginForm').then((module) => ({ default: module.LoginForm })),
);

/**
 * Home `/`: heading, one line on what the hub is for and one main action (JourneyStart: to a framework where the whole journey works), the
 * framework cards by category, every known framework (those not published here say so; ADR 0045; first, so that they show in a phone's first screen; docs/features/browsing.md §7), the
 * career-profile area (framework selector of the frameworks with Live profiles, profile grid, guest
 * profile side panel), the RItrain banner, the 'In association with' list and, for anonymous visitors,
 * the 'Login as administrator' link and dialog, whose form loads on demand (a privacy notice link for a
 * signed-in user). Loading and error (with
 * retry) states for the framework list. Source: docs/features/browsing.md §2; docs/features/accounts-and-security.md §2.
 */
export function Component() {
  useDocumentMeta(
    'Discover career profiles in life sciences',
    'Browse competency frameworks and career profiles for the life sciences, and compare your own expertise.',
  );
  const frameworks = useFrameworks();
  // Frameworks known but not published here get a card too (ADR 0045); the cards wait for both lists
  // (nothing moves when the second arrives), but a failure of this one only leaves its cards out.
  const unpublished = useUnpublishedFrameworks();
  const pending = frameworks.isPending || unpublished.isPending;
  const session = useSession();
  const list = frameworks.data?.frameworks ?? [];
  const fallback = list.find((f) => f.machineName === defaultSelectedFramework(list));

  return (
    <Stack gap="xl">
      <div>
        <Title order={1}>Discover career profiles in life sciences</Title>
        <Text size="lg" mt="xs">
          See what each role in the life sciences needs, compare your own expertise with it and find training
          for the gaps.
        </Text>
        <JourneyStart />
      </div>
      {pending && <LoadingView />}
      {frameworks.error && !frameworks.data && (
        <ErrorView error={frameworks.error} onRetry={() => void frameworks.refetch()} />
      )}
      {frameworks.data && !unpublished.isPending && (
        <>
          <section aria-labelledby="frameworks-heading">
            <Title order={2} id="frameworks-heading" mb="sm">
              Explore frameworks
            </Title>
            <FrameworkCards frameworks={list} unpublished={unpublished.data?.frameworks ?? []} />
          </section>
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
              <GuestProfilePanel framework={selected} version={selected?.version ?? null} frameworks={list} />
            )}
          />
        </>
      )}
      {/* Below the lists: shown once they have loaded, so that nothing moves when they arrive (CLS). */}
      {!pending && (
        <>
          <PromoBanner />
          <Associations />
        </>
      )}
      <AdminAccess
        signedIn={session.user === undefined ? undefined : session.user !== null}
        loginForm={
          <Suspense fallback={<LoadingView label="Loading the sign-in form..." />}>
            <LoginForm autoFocus />
          </Suspense>
        }
      />
    </Stack>
  );
}

/** Home's loader (ADR 0068): the profile frameworks, the unpublished frameworks, the first one's profiles. */
export const routeLoader = screenLoader(async (read) => {
  const [profileFrameworks] = await Promise.all([
    read(profileFrameworksQuery()),
    read(unpublishedFrameworksQuery()),
  ]);
  const first = profileFrameworks?.frameworks[0];
  if (first) await read(referenceProfilesQuery(first.machineName, first.version));
});
