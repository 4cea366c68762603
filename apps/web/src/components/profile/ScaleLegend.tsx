import { highestRating, legendLevels, proficiencyPercent, type RatedLevel } from '@hub/domain';
import { Box, Group, List, Text, Title } from '@mantine/core';
import classes from './profile.module.css';

/** False for a level titled only 'Level n' (or 'Level n (most advanced)' keeps its extra words). */
export function levelTitleAddsWords(title: string, rating: number): boolean {
  return title.replace(/\W/g, '').toLowerCase() !== `level${rating}`;
}

/**
 * The scale legend of profile views and the comparison: every expertise level except 'Not applicable'
 * (rating 0), lowest first, each as 'Level n' with its title (unless it only repeats 'Level n'), its
 * description where there is one, and a sample bar of its width.
 * Renders nothing when the framework has no levels above 0. Source: docs/features/profiles.md §1; docs/features/browsing.md §11.
 * @param levels the framework version's expertise levels (any order); @param headingOrder heading level
 */
export function ScaleLegend({
  levels,
  headingOrder = 2,
}: {
  levels: readonly (RatedLevel & { id?: number; description?: string })[];
  headingOrder?: 2 | 3 | 4;
}) {
  const shown = legendLevels(levels);
  if (shown.length === 0) return null;
  const max = highestRating(levels);
  return (
    <Box component="section" aria-labelledby="scale-legend-heading">
      <Title order={headingOrder} id="scale-legend-heading" size="h4" mb="xs">
        Scale
      </Title>
      <List listStyleType="none" spacing="xs" p={0}>
        {shown.map((level) => (
          <List.Item key={level.id ?? level.ratingLevel}>
            <Group gap="sm" wrap="nowrap" align="center">
              <div className={`${classes.track} ${classes.legendTrack}`} aria-hidden="true">
                <div
                  className={classes.fill}
                  style={{
                    width: `${proficiencyPercent(level.ratingLevel, max)}%`,
                    backgroundColor: 'var(--mantine-color-blue-8)',
                  }}
                />
              </div>
              <Text size="sm">
                {/* 'Level 1: Level 1' says nothing twice (docs/features/browsing.md §13): a title starting 'Level n' alone. */}
                <Text span fw={700} size="sm">
                  {levelTitleAddsWords(level.title, level.ratingLevel) &&
                  !level.title.toLowerCase().startsWith(`level ${level.ratingLevel} `)
                    ? `Level ${level.ratingLevel}`
                    : level.title}
                </Text>
                {levelTitleAddsWords(level.title, level.ratingLevel) &&
                !level.title.toLowerCase().startsWith(`level ${level.ratingLevel} `)
                  ? `: ${level.title}`
                  : ''}
                {level.description ? (
                  <Text span c="dimmed" size="sm">{` (${level.description})`}</Text>
                ) : null}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
    </Box>
  );
}
