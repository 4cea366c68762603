import type { FrameworkSummary } from '@hub/domain';
import { Card, Grid, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { GuestProfilePanel } from './GuestProfilePanel';

/**
 * The home page's career-profile area: a framework selector (live frameworks), the grid of reference
 * profiles of the selected framework's latest live version, and the side panel with 'Add your profile'
 * (guest profile creation). No reference profile has been published yet, so the grid shows its
 * empty state. Spec: visitor-features.md §2 Home (framework selector, profile grid, side panel).
 * @param frameworks live frameworks offered in the selector
 * @param selected machine name of the selected framework; @param onSelect called with a new one
 */
export function ProfileGrid({
  frameworks,
  selected,
  onSelect,
}: {
  frameworks: readonly FrameworkSummary[];
  selected: string | null;
  onSelect: (machineName: string) => void;
}) {
  const live = frameworks.filter((f) => f.latestLiveVersion !== null);
  const current = live.find((f) => f.machineName === selected) ?? live[0];
  return (
    <section aria-labelledby="profiles-heading">
      <Title order={2} id="profiles-heading" mb="sm">
        Career profiles
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <NativeSelect
              label="Framework"
              description="Show the reference career profiles of this framework"
              value={current?.machineName ?? ''}
              onChange={(event) => onSelect(event.currentTarget.value)}
              data={live.map((f) => ({ value: f.machineName, label: `${f.title} ${f.latestLiveVersion}` }))}
              maw={420}
            />
            <Card withBorder padding="lg" data-testid="profile-grid">
              <Text>
                {current
                  ? 'No reference profiles have been published for this framework yet.'
                  : 'No framework has been published yet.'}
              </Text>
            </Card>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <GuestProfilePanel framework={current ?? null} version={current?.latestLiveVersion ?? null} />
        </Grid.Col>
      </Grid>
    </section>
  );
}
