/**
 * The radar chart of a comparison: one axis per domain, the average level of each profile (Mantine charts
 * on recharts, loaded lazily with this module). Inert (hidden from assistive technology, not focusable):
 * the domain averages table next to it carries the same numbers. Spec: issue #7 §2 (radar chart per domain).
 */
import '@mantine/charts/styles.css';
import type { ProfileComparison } from '@hub/domain';
import { RadarChart } from '@mantine/charts';
import { FIRST_COLOR, SECOND_COLOR } from './ComparisonDetails';

/**
 * @param comparison the comparison (its domain averages are plotted); @param names the two profiles'
 * display names (legend); @param maxRating the scale's highest rating (outer ring)
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
  const data = comparison.domains.map((d) => ({ domain: d.title, first: d.average1, second: d.average2 }));
  return (
    <div inert data-testid="comparison-radar">
      <RadarChart
        h={360}
        data={data}
        dataKey="domain"
        withLegend
        withPolarRadiusAxis
        radarChartProps={{ margin: { top: 16, right: 96, bottom: 16, left: 96 } }}
        polarRadiusAxisProps={{ domain: [0, Math.max(maxRating, 1)], tickCount: Math.max(maxRating, 1) + 1 }}
        series={[
          { name: 'first', label: names[0], color: FIRST_COLOR, opacity: 0.25 },
          { name: 'second', label: names[1], color: SECOND_COLOR, opacity: 0.25 },
        ]}
      />
    </div>
  );
}
