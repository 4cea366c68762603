import { formatDateRange, TRAINING_FOR_GAP_LIMIT } from '@hub/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTessSearch, useTrainingForCompetencies } from '../api/gap-training';
import { TessFound } from './TessFound';

/** Renders the training block under one competency of the comparison summary (null when it has none). */
export type GapTrainingRenderer = (competency: { id: number; uuid: string; title: string }) => ReactNode;

/**
 * Training for the gap (docs/features/profiles.md §6): loads, in one request, the top training resources of
 * every competency that needs improvement and, in a second one, what TeSS has for those with fewer than
 * three current mapped resources; returns a renderer for the block under each: up to 3 mapped resources
 * (current ones first, never archived) with type and dates, linked to their pages, a link to all of the
 * competency's resources (its training tab), then the training found in TeSS ({@link TessFound}). A failed
 * load of the mapped part shows a short notice; TeSS failing never hides the mapped part.
 * @param framework machine name
 * @param version version number shown (for the competency links)
 * @param gaps lineage uuid of each competency that needs improvement and the rating the role expects
 */
export function useGapTraining(
  framework: string,
  version: string,
  gaps: { uuid: string; expectedRating: number }[],
): GapTrainingRenderer {
  const query = useTrainingForCompetencies(
    framework,
    gaps.map((g) => g.uuid),
  );
  const tess = useTessSearch(framework, version, gaps);
  const byUuid = new Map((query.data?.competencies ?? []).map((c) => [c.competencyUuid, c]));
  const tessByUuid = new Map((tess.data?.competencies ?? []).map((c) => [c.competencyUuid, c]));
  return (competency) => {
    const mapped = byUuid.get(competency.uuid);
    const fromTess = (
      <TessFound
        found={tessByUuid.get(competency.uuid.toLowerCase())}
        failed={tess.isError}
        title={competency.title}
        // Enough mapped training: TeSS will not be searched, so no room is held for its answer.
        reserve={(mapped?.resources.length ?? 0) < TRAINING_FOR_GAP_LIMIT}
      />
    );
    if (query.error) {
      return (
        <>
          <Text size="sm" c="red.9" role="status">
            Training resources could not be loaded.
          </Text>
          {fromTess}
        </>
      );
    }
    const found = mapped;
    if (!found || found.resources.length === 0) return fromTess;
    return (
      <Stack gap={4} mt="xs">
        <Text size="sm" fw={600}>
          Suggested training
        </Text>
        <List size="sm" spacing={4} aria-label={`Suggested training for ${competency.title}`}>
          {found.resources.map((r) => (
            <List.Item key={r.id}>
              <Anchor component={Link} to={paths.trainingResource(r.slug)}>
                {r.title}
              </Anchor>{' '}
              <Text span size="sm" c="dimmed">
                ({r.type}
                {r.startDate || r.endDate ? `, ${formatDateRange(r.startDate, r.endDate)}` : ''}
                {r.mappedBy === 'framework-authors' ? ", mapped by the framework's authors" : ''})
              </Text>
            </List.Item>
          ))}
        </List>
        {found.total > found.resources.length && (
          <Anchor
            size="sm"
            component={Link}
            to={paths.competencyTraining(framework, version, competency.id)}
            aria-label={`All ${found.total} training resources for ${competency.title}`}
          >
            All {found.total} training resources
          </Anchor>
        )}
        {fromTess}
      </Stack>
    );
  };
}
