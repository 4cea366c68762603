import type { TrainingNeed } from '@hub/domain';
import { Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { LoadingView } from '../../../components/LoadingView';
import { PlainTr } from '../../../components/PlainTable';
import { WideTable } from '../../../components/WideTable';
import classes from '../cohort.module.css';
import { competencyName } from '../cohort-data';
import { CHART_COMPETENCIES, ROW_HEADER_CLASS } from './NeedsSection';

/** A count's cell drawn like Mantine's `Table.Td` (a plain element: the table may have 200 rows). */
const CELL_CLASS = `${Table.classes.td} mantine-Table-td`;
const EXPECTED_CELL_CLASS = `${CELL_CLASS} ${classes.expected}`;

const LevelsChart = lazy(() => import('./LevelsChart'));

/**
 * 'Levels of the group' of the cohort page (docs/features/cohort.md): for each competency, how many people
 * are at each expertise level, the level the role expects marked. The chart draws the top needs as shares;
 * the table beside it gives every competency's counts.
 * @param needs every competency, the ranked ones first
 * @param levels the version's ratings, lowest ('Not applicable', 0) first, with their titles
 */
export function LevelsSection({
  needs,
  levels,
}: {
  needs: readonly TrainingNeed[];
  levels: readonly { rating: number; title: string }[];
}) {
  const rows = needs.slice(0, CHART_COMPETENCIES).map((need) => {
    const row: { label: string; [key: string]: string | number } = { label: need.code ?? need.title };
    for (const level of levels) row[level.title] = need.counts.get(level.rating) ?? 0;
    return row;
  });
  return (
    <section aria-labelledby="cohort-levels" className={classes.keep}>
      <Title order={2} id="cohort-levels" mb="xs">
        Levels of the group
      </Title>
      <Text size="sm" mb="sm">
        How many people are at each expertise level; the level the role expects is{' '}
        <span className={classes.expected}>underlined</span>. The chart shows the top {rows.length} needs as
        shares of the group.
      </Text>
      <div className={classes.chartAndTable}>
        <div>
          <Suspense fallback={<LoadingView label="Drawing the chart..." />}>
            <LevelsChart rows={rows} levels={levels.map((l) => l.title)} />
          </Suspense>
        </div>
        <WideTable minWidth={260 + levels.length * 110} label="Table of the levels">
          <Table striped withTableBorder aria-labelledby="cohort-levels" data-testid="levels-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Competency</Table.Th>
                {levels.map((l) => (
                  <Table.Th scope="col" key={l.rating}>
                    {l.title}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {needs.map((need) => (
                <PlainTr key={need.competencyUuid} striped>
                  <th scope="row" className={ROW_HEADER_CLASS}>
                    {competencyName(need)}
                  </th>
                  {levels.map((l) => {
                    const expected = l.rating === need.expectedRating && need.expectedRating > 0;
                    return (
                      <td key={l.rating} className={expected ? EXPECTED_CELL_CLASS : CELL_CLASS}>
                        {need.counts.get(l.rating) ?? 0}
                        {expected && <VisuallyHidden> (expected level)</VisuallyHidden>}
                      </td>
                    );
                  })}
                </PlainTr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      </div>
    </section>
  );
}
