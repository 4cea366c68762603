/**
 * The chart of the ranked training needs (docs/features/cohort.md): one horizontal bar per competency, the
 * share of the group below the expected level, with one bar per sub-group side by side when the group is
 * split. Mantine charts on recharts, loaded lazily with this module. Inert (hidden from assistive
 * technology): the table beside it carries the same numbers.
 */
import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Box } from '@mantine/core';
import { chartLabel, SERIES_COLORS } from './chart-labels';

/** One bar group: the competency's short label and each series' share below (0–100). */
export interface NeedsChartRow {
  label: string;
  [series: string]: string | number;
}

/**
 * @param rows the competencies to draw, in rank order
 * @param series the sub-groups' labels (or ['All'] for the whole group), keys of each row
 */
export default function NeedsChart({ rows, series }: { rows: NeedsChartRow[]; series: string[] }) {
  const height = Math.max(160, rows.length * (24 + 14 * series.length) + 60);
  return (
    <Box inert data-testid="needs-chart" w="100%">
      <BarChart
        h={height}
        w="100%"
        data={rows.map((r) => ({ ...r, label: chartLabel(String(r.label)) }))}
        dataKey="label"
        orientation="vertical"
        series={series.map((name, i) => ({
          name,
          color: SERIES_COLORS[i % SERIES_COLORS.length] ?? 'blue.7',
        }))}
        withLegend={series.length > 1}
        withTooltip={false}
        gridAxis="x"
        xAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100] }}
        yAxisProps={{ width: 130, interval: 0, tick: { fontSize: 11 } }}
        valueFormatter={(value) => `${value}%`}
        barChartProps={{ barGap: 2 }}
      />
    </Box>
  );
}
