import { rankTrainingNeeds, type TrainingNeed } from '@hub/domain';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { analysisCsv, downloadCsv } from '../analysis-csv';
import classes from '../cohort.module.css';
import type { CohortData } from '../cohort-data';
import { LevelsSection } from './LevelsSection';
import { NeedsSection, type RankedGroup } from './NeedsSection';
import { NeedsTraining, type UseGapTraining } from './NeedsTraining';

/** The whole group's needs ranked, every competency (ranked first), and each sub-group's by uuid. */
function useRanking(data: CohortData, expected: ReadonlyMap<string, number>) {
  return useMemo(() => {
    const overall = rankTrainingNeeds(data.overall.distributions, expected);
    const rankedUuids = new Set(overall.ranked.map((n) => n.competencyUuid));
    const all: TrainingNeed[] = [
      ...overall.ranked,
      ...overall.all.filter((n) => !rankedUuids.has(n.competencyUuid)),
    ];
    const groups: RankedGroup[] = data.groups.map((g) => ({
      label: g.label,
      byUuid: new Map(rankTrainingNeeds(g.distributions, expected).all.map((n) => [n.competencyUuid, n])),
    }));
    return { ranked: overall.ranked, all, groups };
  }, [data, expected]);
}

/**
 * The analysis of the cohort page (docs/features/cohort.md): a summary line, 'Download the analysis (CSV)'
 * and 'Print', the ranked needs, the training for the top ones and the levels of the group.
 * @param data the group as read; @param expected the reference profile's rating per competency uuid
 * @param roleName the reference profile's name; @param fileName the download's name
 */
export function CohortResults({
  framework,
  version,
  data,
  expected,
  roleName,
  levels,
  idOf,
  useGapTraining,
}: {
  framework: string;
  version: string;
  data: CohortData;
  expected: ReadonlyMap<string, number>;
  roleName: string;
  levels: readonly { rating: number; title: string }[];
  idOf: (uuid: string) => number | undefined;
  useGapTraining: UseGapTraining;
}) {
  const { ranked, all, groups } = useRanking(data, expected);
  const titles = useMemo(() => new Map(levels.map((l) => [l.rating, l.title])), [levels]);
  const levelTitle = (rating: number | null) =>
    rating === null ? '–' : (titles.get(rating) ?? `Level ${rating}`);
  const withNeed = ranked.filter((n) => n.below > 0).length;
  const people = data.overall.respondents;
  const download = () => downloadCsv(analysisCsv(all, groups), `training-needs-${framework}-${version}.csv`);
  return (
    <Stack gap="xl" data-testid="cohort-results">
      <Stack gap="xs">
        <Text fw={600} data-testid="cohort-summary">
          {people} {people === 1 ? 'person' : 'people'} against {roleName}: {withNeed} of the {ranked.length}{' '}
          competencies the role expects have people below the expected level.
        </Text>
        <Group className={classes.noPrint}>
          <Button onClick={download}>Download the analysis (CSV)</Button>
          <Button variant="default" onClick={() => window.print()}>
            Print
          </Button>
        </Group>
      </Stack>
      <NeedsSection ranked={ranked} groups={groups} levelTitle={levelTitle} />
      <NeedsTraining
        framework={framework}
        version={version}
        ranked={ranked}
        idOf={idOf}
        levelTitle={levelTitle}
        useGapTraining={useGapTraining}
      />
      <LevelsSection needs={all} levels={levels} />
    </Stack>
  );
}
