import { formatDateRange } from '@hub/domain';
import { Anchor, List, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useTrainingForCompetencies } from '../api/training';

/** Renders the training block under one competency of the comparison summary (null when it has none). */
export type GapTrainingRenderer = (competency: { id: number; uuid: string; title: string }) => ReactNode;

/**
 * Training for the gap (issue #8 §5): loads, in one request, the top training resources of every
 * competency that needs improvement and returns a renderer for the block under each: up to 3 resources
 * (current ones first, never archived) with type and dates, linked to their pages, and a link to all of
 * the competency's resources (its training tab). Nothing is rendered for a competency without resources
 * or while loading; a failed load shows a short notice.
 * @param framework machine name
 * @param version version number shown (for the competency links)
 * @param competencyUuids lineage uuids of the competencies that need improvement
 */
export function useGapTraining(
  framework: string,
  version: string,
  competencyUuids: string[],
): GapTrainingRenderer {
  const query = useTrainingForCompetencies(framework, competencyUuids);
  const byUuid = new Map((query.data?.competencies ?? []).map((c) => [c.competencyUuid, c]));
  return (competency) => {
    if (query.error) {
      return (
        <Text size="sm" c="red.9" role="status">
          Training resources could not be loaded.
        </Text>
      );
    }
    const found = byUuid.get(competency.uuid);
    if (!found || found.resources.length === 0) return null;
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
                {r.startDate || r.endDate ? `, ${formatDateRange(r.startDate, r.endDate)}` : ''})
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
      </Stack>
    );
  };
}
