import type { TrainingNeed } from '@hub/domain';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from '../cohort.module.css';
import { competencyName, percent } from '../cohort-data';

/**
 * A hook given by the route that renders the training suggested under a competency (the training feature's
 * `useGapTraining`, passed in as the comparison summary's route does: features never import each other).
 * Called once per render with each competency's uuid and the rating the role expects (never an answer);
 * the returned function renders the block under one competency.
 */
export type UseGapTraining = (
  framework: string,
  version: string,
  gaps: { uuid: string; expectedRating: number }[],
) => (competency: { id: number; uuid: string; title: string }) => ReactNode;

/** How many of the top needs get their training listed. */
export const TRAINING_COMPETENCIES = 5;

/**
 * 'Training for the top needs' of the cohort page (docs/features/cohort.md): the top ranked competencies
 * with someone below the expected level, each with the training mapped to it and what TeSS has, as on the
 * comparison summary. The requests name only the competencies and the levels the role expects.
 * @param ranked the ranked needs; @param idOf the competency id of a uuid (for its page's links)
 */
export function NeedsTraining({
  framework,
  version,
  ranked,
  idOf,
  levelTitle,
  useGapTraining,
}: {
  framework: string;
  version: string;
  ranked: readonly TrainingNeed[];
  idOf: (uuid: string) => number | undefined;
  levelTitle: (rating: number | null) => string;
  useGapTraining: UseGapTraining;
}) {
  const top = ranked.filter((n) => n.below > 0).slice(0, TRAINING_COMPETENCIES);
  const trainingFor = useGapTraining(
    framework,
    version,
    top.map((n) => ({ uuid: n.competencyUuid, expectedRating: n.expectedRating })),
  );
  return (
    <section aria-labelledby="cohort-training">
      <Title order={2} id="cohort-training" mb="xs">
        Training for the top needs
      </Title>
      {top.length === 0 ? (
        <Text>Everyone meets the level the role expects: there is no training need to show.</Text>
      ) : (
        <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {top.map((need) => (
            <li key={need.competencyUuid} data-testid="need-item" className={classes.keep}>
              <Paper withBorder p="md">
                <Stack gap={4}>
                  <Title order={3} size="h4">
                    {competencyName(need)}
                  </Title>
                  <Text size="sm">
                    {need.below} of {need.respondents} people ({percent(need.belowShare)}) below{' '}
                    {levelTitle(need.expectedRating)} · Median: {levelTitle(need.median)}
                  </Text>
                  {trainingFor({
                    id: idOf(need.competencyUuid) ?? 0,
                    uuid: need.competencyUuid,
                    title: need.title,
                  })}
                </Stack>
              </Paper>
            </li>
          ))}
        </Stack>
      )}
    </section>
  );
}
