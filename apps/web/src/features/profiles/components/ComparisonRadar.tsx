/**
 * The radar chart of a comparison: one axis per domain, the average level of each profile (Mantine charts
 * on recharts, loaded lazily with this module). Inert (hidden from assistive technology, not focusable):
 * the domain averages table next to it carries the same numbers and the full domain titles. Axis labels are
 * wrapped on up to three short lines (shortened with '…' beyond), scale numbers stay horizontal, and a
 * colour key names both profiles. The chart takes its column's full width (at least 320 px on a desktop,
 * the whole width on a phone). Source: docs/features/profiles.md §2; docs/features/profiles.md §5 (readable labels, colour key, size).
 */
import '@mantine/charts/styles.css';
// The colour key's swatches: ColorSwatch is used only here, so its Mantine CSS loads with this chunk
// (apps/web/src/app/mantine-styles.ts lists the components every page uses); without it they are 0 × 0.
import '@mantine/core/styles/ColorSwatch.css';
import type { ProfileComparison } from '@hub/domain';
import { RadarChart } from '@mantine/charts';
import { Box, ColorSwatch, Group, Text, useMantineTheme } from '@mantine/core';
import { FIRST_COLOR, SECOND_COLOR } from './ComparisonDetails';
import { axisLabelLines } from './radar-labels';

/** One axis label of the chart, wrapped (recharts gives the position and the anchor). */
function AxisLabel(props: {
  x?: number;
  y?: number;
  cx?: number;
  textAnchor?: 'start' | 'middle' | 'end' | 'inherit';
  payload?: { value?: string };
}) {
  const { x = 0, y = 0, textAnchor = 'middle', payload } = props;
  const lines = axisLabelLines(String(payload?.value ?? ''));
  const lineHeight = 13;
  const top = y - ((lines.length - 1) * lineHeight) / 2;
  return (
    <text x={x} y={top} textAnchor={textAnchor} fontSize={11} fill="var(--mantine-color-dark-7)">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a wrapped label's lines are positional and never reorder
        <tspan key={`${i}-${line}`} x={x} dy={i === 0 ? 0 : lineHeight}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

/**
 * @param comparison the comparison (its domain averages are plotted); @param names the two profiles'
 * display names (colour key); @param maxRating the scale's highest rating (outer ring)
 */
export default function ComparisonRadar({
  comparison,
  names,
  maxRating,
}: {
  comparison: ProfileComparison;
  names: [string, string];
  maxRating: number;
}) {
  const theme = useMantineTheme();
  const data = comparison.domains.map((d) => ({ domain: d.title, first: d.average1, second: d.average2 }));
  const top = Math.max(maxRating, 1);
  const swatch = (color: string) => {
    const [name, shade] = color.split('.');
    return theme.colors[name ?? 'blue']?.[Number(shade ?? 6)] ?? color;
  };
  return (
    <Box w="100%" miw={{ base: 0, md: 320 }}>
      <Group gap="md" justify="center" mb={4} data-testid="radar-key">
        {[FIRST_COLOR, SECOND_COLOR].map((color, i) => (
          <Group key={color} gap={6} wrap="nowrap">
            <ColorSwatch color={swatch(color)} size={14} aria-hidden />
            <Text size="sm">{names[i]}</Text>
          </Group>
        ))}
      </Group>
      <div inert data-testid="comparison-radar" style={{ width: '100%' }}>
        <RadarChart
          h={400}
          w="100%"
          data={data}
          dataKey="domain"
          withPolarRadiusAxis
          radarChartProps={{ margin: { top: 36, right: 64, bottom: 36, left: 64 }, outerRadius: '72%' }}
          polarAngleAxisProps={{ tick: (props: object) => <AxisLabel {...props} /> }}
          polarRadiusAxisProps={{
            domain: [0, top],
            tickCount: top + 1,
            angle: 90,
            tick: { fontSize: 10 },
          }}
          series={[
            { name: 'first', label: names[0], color: FIRST_COLOR, opacity: 0.25 },
            { name: 'second', label: names[1], color: SECOND_COLOR, opacity: 0.25 },
          ]}
        />
      </div>
    </Box>
  );
}
