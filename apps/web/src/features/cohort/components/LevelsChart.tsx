/**
 * The chart of the group's levels (docs/features/cohort.md): one horizontal bar per competency split into
 * the shares of people at each expertise level, 'Not applicable' first. Mantine charts on recharts, loaded
 * lazily with this module. Inert: the table beside it carries the same counts.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { chartLabel, LEVEL_COLORS } from './chart-labels';

/** One bar: the competency's short label and the number of people at each level (keys: level titles). */
export interface LevelsChartRow {
  label: string;
  [level: string]: string | number;
}

/**
 * @param rows the competencies to draw
 * @param levels the level titles, lowest first ('Not applicable' first), keys of each row
 */
export default function LevelsChart({ rows, levels }: { rows: LevelsChartRow[]; levels: string[] }) {
  return (
    <Box inert data-testid="levels-chart" w="100%">
      <BarChart
        h={Math.max(160, rows.length * 30 + 80)}
        w="100%"
        data={rows.map((r) => ({ ...r, label: chartLabel(String(r.label)) }))}
        dataKey="label"
        type="percent"
        orientation="vertical"
        series={levels.map((name, i) => ({
          name,
          color: LEVEL_COLORS[Math.min(i, LEVEL_COLORS.length - 1)] ?? 'blue.9',
        }))}
        withLegend
        withTooltip={false}
        gridAxis="x"
        yAxisProps={{ width: 130, interval: 0, tick: { fontSize: 11 } }}
      />
    </Box>
  );
}
