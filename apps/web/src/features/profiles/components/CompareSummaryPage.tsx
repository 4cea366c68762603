import { compareProfiles, type FrameworkVersionContent } from '@hub/domain';
import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { Link } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { NotFoundView } from '../../../components/NotFoundView';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useGuestFramework } from '../api/guest-api';
import { guestDomains } from '../guest-logic';
import { needsImprovementText } from '../reference-logic';
import { NoGuestProfileNotice } from './GuestNotices';
import { type ComparedSide, useComparedProfile } from './use-compared-profile';

/**
 * A hook given by the route that renders the training suggested under each competency needing improvement
 * (docs/features/profiles.md §6; the training feature provides it, so this feature does not import it). Called once
 * per render with every such competency's uuid and the rating the role expects; the returned function
 * renders the block under one competency.
 */
export type UseGapTraining = (
  framework: string,
  version: string,
  gaps: { uuid: string; expectedRating: number }[],
) => (competency: { id: number; uuid: string; title: string }) => ReactNode;

/** Renders nothing: the summary without training suggestions. */
const noGapTraining: UseGapTraining = () => () => null;

/** 'Level 2' for a positive rating, 'Not applicable' for 0. */
const levelText = (rating: number) => (rating > 0 ? `Level ${rating}` : 'Not applicable');

/**
 * 'Find training resources' `/framework/{fw}/{v}/profiles/compare/guest/{ref}/summary`: only the
 * competencies where the guest profile is below reference profile `ref`, by domain, each with both levels,
 * the gap in levels and 'Find related training resources' to its competency page's training tab.
 * Source: docs/features/profiles.md §5; docs/features/profiles.md §2.
 * @param reference the reference profile id (null when the address is malformed: not found)
 * @param useGapTraining renders the suggested training under each competency (docs/features/profiles.md §6); none when absent
 */
export function CompareSummaryPage({
  framework,
  version,
  reference,
  useGapTraining = noGapTraining,
}: {
  framework: string;
  version: string;
  reference: number | null;
  useGapTraining?: UseGapTraining;
}) {
  useDocumentMeta('Find training resources');
  const content = useGuestFramework(framework, version);
  const guest = useComparedProfile(framework, version, 'guest', content.data);
  const ref = useComparedProfile(framework, version, reference ?? undefined, content.data);
  if (reference === null) return <NotFoundView message="This comparison does not exist." />;
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) => (
        <Stack gap="lg">
          <Title order={1}>Find training resources</Title>
          {guest.kind === 'no-guest' && (
            <NoGuestProfileNotice framework={framework} version={version} existing={guest.existing} />
          )}
          {ref.kind === 'error' && <ErrorView error={ref.error} onRetry={ref.retry} />}
          {(guest.kind === 'loading' || ref.kind === 'loading') && <LoadingView />}
          {guest.kind === 'ready' && ref.kind === 'ready' && (
            <Summary content={data} guest={guest.side} reference={ref.side} useGapTraining={useGapTraining} />
          )}
        </Stack>
      )}
    </QueryState>
  );
}

function Summary({
  content,
  guest,
  reference,
  useGapTraining,
}: {
  content: FrameworkVersionContent;
  guest: ComparedSide;
  reference: ComparedSide;
  useGapTraining: UseGapTraining;
}) {
  const framework = content.framework.machineName;
  const version = content.version.number;
  const comparison = useMemo(
    () => compareProfiles(guestDomains(content), guest.ratings, reference.ratings),
    [content, guest, reference],
  );
  const domains = comparison.domains.filter((d) => d.competencies.some((c) => c.gap > 0));
  const uuidById = useMemo(
    () =>
      new Map(
        [...content.coreDomains, ...content.domains].flatMap((d) =>
          d.competencies.map((c) => [c.id, c.uuid] as const),
        ),
      ),
    [content],
  );
  const gaps = useMemo(
    () =>
      domains.flatMap((d) =>
        d.competencies
          .filter((c) => c.gap > 0)
          .flatMap((c) => {
            const uuid = uuidById.get(c.competencyId);
            return uuid ? [{ uuid, expectedRating: c.rating2 }] : [];
          }),
      ),
    [domains, uuidById],
  );
  const trainingFor = useGapTraining(framework, version, gaps);
  return (
    <Stack gap="lg">
      <Text>
        Competencies where {guest.persona.name} is below the level expected of {reference.persona.name}
        {reference.persona.jobTitle === reference.persona.name ? '' : ` (${reference.persona.jobTitle})`},
        with the gap in levels.{' '}
        <Anchor
          component={Link}
          to={paths.profilesCompare(
            framework,
            version,
            'guest',
            reference.ref === 'guest' ? undefined : reference.ref,
          )}
        >
          Back to the comparison
        </Anchor>
      </Text>
      <Text fw={600} data-testid="needs-improvement-summary">
        {needsImprovementText(comparison.needsImprovementCount, comparison.competencies.length)}
      </Text>
      {domains.length === 0 && (
        <Alert color="teal" variant="light">
          Your profile meets the level of {reference.persona.name} in every competency.
        </Alert>
      )}
      {domains.map((domain) => (
        <section key={domain.domainId} aria-labelledby={`summary-domain-${domain.domainId}`}>
          <Title order={2} size="h3" id={`summary-domain-${domain.domainId}`} mb="xs">
            {domain.title}
          </Title>
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {domain.competencies
              .filter((c) => c.gap > 0)
              .map((c) => (
                <li key={c.competencyId} data-testid="improvement-item">
                  <Paper withBorder p="md">
                    <Stack gap={4}>
                      <Title order={3} size="h4">
                        {c.title}
                      </Title>
                      <Text size="sm">
                        Your level: {levelText(c.rating1)} · Expected: {levelText(c.rating2)} · Gap:{' '}
                        <strong>
                          {c.gap} {c.gap === 1 ? 'level' : 'levels'}
                        </strong>
                      </Text>
                      <Text size="sm">
                        <Anchor
                          component={Link}
                          to={paths.competencyTraining(framework, version, c.competencyId)}
                          fw={600}
                          aria-label={`Find related training resources: ${c.title}`}
                        >
                          Find related training resources
                        </Anchor>
                      </Text>
                      {trainingFor({
                        id: c.competencyId,
                        uuid: uuidById.get(c.competencyId) ?? '',
                        title: c.title,
                      })}
                    </Stack>
                  </Paper>
                </li>
              ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
