import type { TrainingNeed } from '@hub/domain';
import { Table, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { PlainTd, PlainTr } from '../../../components/PlainTable';
import { WideTable } from '../../../components/WideTable';
import classes from '../cohort.module.css';
import { competencyName, percent } from '../cohort-data';

const NeedsChart = lazy(() => import('./NeedsChart'));

/** How many of the top needs the chart draws (the table lists them all). */
export const CHART_COMPETENCIES = 10;

/** A sub-group's figures by competency uuid. */
export interface RankedGroup {
  label: string;
  byUuid: ReadonlyMap<string, TrainingNeed>;
}

/**
 * A row's header cell drawn like Mantine's, in normal weight: the long tables' rows are plain elements
 * (components/PlainElements), which keeps a 200-competency survey's first chart under a second.
 */
export const ROW_HEADER_CLASS = `${Table.classes.th} mantine-Table-th ${classes.rowHeader}`;

const share = (need: TrainingNeed | undefined) =>
  need && need.respondents > 0 ? `${need.below} of ${need.respondents} (${percent(need.belowShare)})` : '–';

/**
 * 'Training needs, ranked' of the cohort page (docs/features/cohort.md): the chart of the top needs (the
 * share below the expected level, the sub-groups' bars side by side) beside the table of every ranked
 * competency with its expected level, people, median and how many are below.
 * @param ranked the whole group's needs, ranked
 * @param groups the sub-groups, side by side (none when the group is not split)
 * @param levelTitle the title of a rating
 */
export function NeedsSection({
  ranked,
  groups,
  levelTitle,
}: {
  ranked: readonly TrainingNeed[];
  groups: readonly RankedGroup[];
  levelTitle: (rating: number | null) => string;
}) {
  const top = ranked.slice(0, CHART_COMPETENCIES);
  const series = groups.length > 0 ? groups.map((g) => g.label) : ['All'];
  const rows = top.map((need) => {
    const row: { label: string; [key: string]: string | number } = { label: need.code ?? need.title };
    if (groups.length === 0) row.All = Math.round(need.belowShare * 100);
    for (const group of groups) {
      row[group.label] = Math.round((group.byUuid.get(need.competencyUuid)?.belowShare ?? 0) * 100);
    }
    return row;
  });
  return (
    <section aria-labelledby="cohort-needs" className={classes.keep}>
      <Title order={2} id="cohort-needs" mb="xs">
        Training needs, ranked
      </Title>
      <Text size="sm" mb="sm">
        Competencies ranked by the share of the group below the level the role expects. The chart shows the
        top {top.length}
        {groups.length > 0 ? ', each group side by side' : ''}; the table lists all {ranked.length}.
      </Text>
      <div className={classes.chartAndTable}>
        <div>
          <Suspense fallback={<LoadingView label="Drawing the chart..." />}>
            <NeedsChart rows={rows} series={series} />
          </Suspense>
        </div>
        <WideTable
          minWidth={groups.length > 0 ? 560 + groups.length * 140 : 560}
          label="Table of the training needs"
        >
          <Table striped withTableBorder aria-labelledby="cohort-needs" data-testid="needs-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Rank</Table.Th>
                <Table.Th scope="col">Competency</Table.Th>
                <Table.Th scope="col">Expected level</Table.Th>
                <Table.Th scope="col">Median</Table.Th>
                <Table.Th scope="col">Below expected</Table.Th>
                {groups.map((g) => (
                  <Table.Th scope="col" key={g.label}>
                    Below expected: {g.label}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {ranked.map((need, i) => (
                <PlainTr key={need.competencyUuid} striped>
                  <PlainTd columnBorder={false}>{i + 1}</PlainTd>
                  <th scope="row" className={ROW_HEADER_CLASS}>
                    {competencyName(need)}
                  </th>
                  <PlainTd columnBorder={false}>{levelTitle(need.expectedRating)}</PlainTd>
                  <PlainTd columnBorder={false}>{levelTitle(need.median)}</PlainTd>
                  <PlainTd columnBorder={false}>{share(need)}</PlainTd>
                  {groups.map((g) => (
                    <PlainTd columnBorder={false} key={g.label}>
                      {share(g.byUuid.get(need.competencyUuid))}
                    </PlainTd>
                  ))}
                </PlainTr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      </div>
    </section>
  );
}
