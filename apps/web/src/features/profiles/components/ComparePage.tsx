import { compareProfiles, type FrameworkVersionContent, highestRating } from '@hub/domain';
import { Alert, Button, Card, Grid, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { NotFoundView } from '../../../components/NotFoundView';
import { PersonaCard, ScaleLegend } from '../../../components/profile';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useGuestFramework } from '../api/guest-api';
import { useReferenceProfiles } from '../api/reference-api';
import { guestDomains } from '../guest-logic';
import { compareTargets, needsImprovementText, type ProfileRef } from '../reference-logic';
import { ComparisonDetails, DomainAveragesTable } from './ComparisonDetails';
import { NoGuestProfileNotice } from './GuestNotices';
import { RoleSelect, SELECT_ROLE_MESSAGE } from './RoleSelect';
import { type ComparedSide, type SideState, useComparedProfile } from './use-compared-profile';

const ComparisonRadar = lazy(() => import('./ComparisonRadar'));

/**
 * Comparison `/framework/{fw}/{v}/profiles/compare/{p1}/{p2}`: 'Compare career profiles', the two profile
 * cards (the second with the role selector among the version's Live profiles, never profile 1), 'Select a
 * role to compare' until a role is chosen, then the count of competencies needing improvement, 'Explore
 * training resources' (guest profile only), the scale legend, a radar chart of both profiles per domain
 * with its table alternative, and every competency with both levels and its status.
 * Source: docs/features/profiles.md §5, §3; docs/features/browsing.md §9; docs/features/profiles.md §2.
 * @param first profile 1 ('guest' or an id; null when the address is malformed: not found)
 * @param second profile 2; undefined when no role is chosen yet, null when malformed
 */
export function ComparePage({
  framework,
  version,
  first,
  second,
}: {
  framework: string;
  version: string;
  first: ProfileRef | null;
  second: ProfileRef | null | undefined;
}) {
  useDocumentMeta('Compare career profiles');
  const content = useGuestFramework(framework, version);
  const side1 = useComparedProfile(framework, version, first ?? undefined, content.data);
  const side2 = useComparedProfile(framework, version, second ?? undefined, content.data);
  if (first === null || second === null) {
    return <NotFoundView message="This comparison does not exist: profiles are 'guest' or a number." />;
  }
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) => (
        <Stack gap="lg">
          <Title order={1}>Compare career profiles</Title>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
            <SideCard state={side1} framework={framework} version={version} />
            <SecondCard state={side2} framework={framework} version={version} first={first} second={second} />
          </SimpleGrid>
          {side1.kind === 'ready' && side2.kind === 'ready' ? (
            <Comparison content={data} first={side1.side} second={side2.side} />
          ) : (
            second === undefined && (
              <Alert color="blue" variant="light">
                {SELECT_ROLE_MESSAGE}
              </Alert>
            )
          )}
        </Stack>
      )}
    </QueryState>
  );
}

/** One profile card, or its loading, error or missing-guest state. */
function SideCard({
  state,
  framework,
  version,
  children,
}: {
  state: SideState;
  framework: string;
  version: string;
  children?: React.ReactNode;
}) {
  switch (state.kind) {
    case 'ready':
      return (
        <PersonaCard persona={state.side.persona} headingOrder={2}>
          {children}
        </PersonaCard>
      );
    case 'no-guest':
      return <NoGuestProfileNotice framework={framework} version={version} existing={state.existing} />;
    case 'error':
      return <ErrorView error={state.error} onRetry={state.retry} />;
    case 'loading':
      return <LoadingView />;
    case 'none':
      return (
        <Card withBorder padding="lg">
          <Title order={2} size="h3" mb="xs">
            Role to compare
          </Title>
          {children}
        </Card>
      );
  }
}

/** The second card with the role selector: choosing a role opens its comparison. */
function SecondCard({
  state,
  framework,
  version,
  first,
  second,
}: {
  state: SideState;
  framework: string;
  version: string;
  first: ProfileRef;
  second: ProfileRef | undefined;
}) {
  const navigate = useNavigate();
  const list = useReferenceProfiles(framework, version);
  const targets = compareTargets(list.data?.profiles ?? [], typeof first === 'number' ? first : null);
  return (
    <SideCard state={state} framework={framework} version={version}>
      <RoleSelect
        profiles={targets}
        value={typeof second === 'number' ? second : null}
        onChange={(id) => navigate(paths.profilesCompare(framework, version, first, id ?? undefined))}
      />
    </SideCard>
  );
}

/** The comparison itself, once both profiles are known. */
function Comparison({
  content,
  first,
  second,
}: {
  content: FrameworkVersionContent;
  first: ComparedSide;
  second: ComparedSide;
}) {
  const framework = content.framework.machineName;
  const version = content.version.number;
  const comparison = useMemo(
    () => compareProfiles(guestDomains(content), first.ratings, second.ratings),
    [content, first, second],
  );
  const names: [string, string] = [
    first.ref === 'guest' ? `${first.persona.name} (you)` : first.persona.name,
    second.persona.name,
  ];
  const maxRating = highestRating(content.expertiseLevels);
  const groups = useMemo(
    () =>
      new Map(
        [...content.coreDomains, ...content.domains].flatMap((d) =>
          d.group ? [[d.id, d.group] as const] : [],
        ),
      ),
    [content],
  );
  return (
    <Stack gap="lg">
      <Paper withBorder p="lg" component="section" aria-labelledby="compare-summary-heading">
        <Title order={2} size="h3" id="compare-summary-heading" mb="xs">
          Summary
        </Title>
        <Text size="lg" fw={600} data-testid="needs-improvement-summary">
          {needsImprovementText(comparison.needsImprovementCount, comparison.competencies.length)}
        </Text>
        <Text size="sm" c="dimmed">
          {names[0]} compared with the level expected of {names[1]}.
        </Text>
        {first.ref === 'guest' && typeof second.ref === 'number' && (
          <Group mt="sm">
            <Button component={Link} to={paths.profilesCompareSummary(framework, version, second.ref)}>
              Explore training resources
            </Button>
          </Group>
        )}
      </Paper>
      <ScaleLegend levels={content.expertiseLevels} />
      <section aria-labelledby="domains-chart-heading">
        <Title order={2} id="domains-chart-heading" mb="sm">
          Levels by domain
        </Title>
        <Grid gap="lg" align="center">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Suspense fallback={<LoadingView label="Loading chart..." />}>
              <ComparisonRadar comparison={comparison} names={names} maxRating={maxRating} />
            </Suspense>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <DomainAveragesTable comparison={comparison} names={names} />
          </Grid.Col>
        </Grid>
      </section>
      <ComparisonDetails
        framework={framework}
        version={version}
        comparison={comparison}
        names={names}
        maxRating={maxRating}
        groups={groups}
      />
    </Stack>
  );
}
