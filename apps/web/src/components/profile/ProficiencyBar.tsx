import { proficiencyLabel, proficiencyPercent } from '@hub/domain';
import { Group, Text } from '@mantine/core';
import classes from './profile.module.css';

/**
 * One competency's proficiency bar: a `role="meter"` named after the competency, width = rating ÷ highest
 * rating, with the visible text 'Level: n' or 'Not applicable'. Prints with its colours (print styles).
 * Source: docs/features/profiles.md §1; docs/features/browsing.md §11.
 * @param label accessible name (usually the competency title)
 * @param rating the mapped level's rating; null or 0 for an unmapped / not applicable competency
 * @param maxRating highest rating of the framework's expertise levels
 * @param color Mantine colour of the filled part (default the theme's primary); @param hideText hides the
 * 'Level: n' text (when the caller shows it elsewhere, e.g. next to two bars in a comparison)
 */
export function ProficiencyBar({
  label,
  rating,
  maxRating,
  color = 'blue.8',
  hideText = false,
}: {
  label: string;
  rating: number | null;
  maxRating: number;
  color?: string;
  hideText?: boolean;
}) {
  const value = rating ?? 0;
  const percent = proficiencyPercent(value, maxRating);
  const text = proficiencyLabel(rating);
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      {/* biome-ignore lint/a11y/useSemanticElements: a native <meter> cannot be styled to print its colours in every browser; the ARIA meter carries the same semantics */}
      <div
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={Math.max(maxRating, 0)}
        aria-valuenow={Math.max(0, Math.min(value, maxRating))}
        aria-valuetext={text}
        className={classes.track}
      >
        <div
          className={classes.fill}
          style={{ width: `${percent}%`, backgroundColor: `var(--mantine-color-${color.replace('.', '-')})` }}
          data-testid="proficiency-fill"
        />
      </div>
      {!hideText && (
        <Text size="sm" miw="7.5rem" c={value > 0 ? undefined : 'dimmed'}>
          {text}
        </Text>
      )}
    </Group>
  );
}
