import type { ProfileFramework } from '@hub/domain';
import { Card, Grid, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { useProfileFrameworks, useReferenceProfiles } from '../api/reference-api';
import { ProfileCardGrid } from './ProfileCards';

/** The framework version a side panel is shown for. */
export interface SelectedProfileFramework {
  machineName: string;
  title: string;
  version: string;
}

/**
 * Option value of a framework version: its machine name, or `machineName@version` when the list holds
 * several versions of that framework.
 */
function keyOf(f: ProfileFramework, list: readonly ProfileFramework[]): string {
  const versions = list.filter((other) => other.machineName === f.machineName).length;
  return versions > 1 ? `${f.machineName}@${f.version}` : f.machineName;
}

/**
 * The home page's career-profile area: a framework selector listing the framework versions with Live
 * profiles (from the database, most profiles first; the default is the first), the grid of the selected
 * version's profiles (6 cards, then 'View more' / 'View less') and a side panel rendered by the caller
 * (the guest profile or 'Add your profile'). Source: docs/features/browsing.md §2; docs/features/profiles.md §2.
 * @param fallback framework version offered to the side panel when no framework has Live profiles
 * @param sidePanel renders the side panel for the selected framework version (null: none)
 */
export function HomeProfileGrid({
  fallback,
  sidePanel,
}: {
  fallback: SelectedProfileFramework | null;
  sidePanel: (selected: SelectedProfileFramework | null) => ReactNode;
}) {
  const frameworks = useProfileFrameworks();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const list = frameworks.data?.frameworks ?? [];
  const current = list.find((f) => keyOf(f, list) === selectedKey) ?? list[0] ?? null;
  const selected = current
    ? { machineName: current.machineName, title: current.title, version: current.version }
    : frameworks.data
      ? fallback
      : null;
  return (
    <section aria-labelledby="profiles-heading">
      <Title order={2} id="profiles-heading" mb="sm">
        Career profiles
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {frameworks.isPending && <LoadingView label="Loading profiles..." />}
          {frameworks.error && !frameworks.data && (
            <ErrorView error={frameworks.error} onRetry={() => void frameworks.refetch()} />
          )}
          {frameworks.data && list.length === 0 && (
            <Card withBorder padding="lg" data-testid="profile-grid">
              <Text>No reference profiles have been published yet.</Text>
            </Card>
          )}
          {current && (
            <Stack gap="md">
              <NativeSelect
                label="Framework"
                description="Show the reference career profiles of this framework"
                value={keyOf(current, list)}
                onChange={(event) => setSelectedKey(event.currentTarget.value)}
                data={list.map((f) => ({ value: keyOf(f, list), label: optionLabel(f) }))}
                maw={420}
              />
              <FrameworkProfiles framework={current} />
            </Stack>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>{sidePanel(selected)}</Grid.Col>
      </Grid>
    </section>
  );
}

/** 'ISCB core facility extension e1 (4 profiles)'. */
function optionLabel(f: ProfileFramework): string {
  return `${f.title} ${f.version} (${f.liveProfileCount} ${f.liveProfileCount === 1 ? 'profile' : 'profiles'})`;
}

/** The profile grid of one framework version (signed-in users also see its Drafts). */
function FrameworkProfiles({ framework }: { framework: ProfileFramework }) {
  const profiles = useReferenceProfiles(framework.machineName, framework.version);
  if (profiles.isPending) return <LoadingView label="Loading profiles..." />;
  if (profiles.error && !profiles.data) {
    return <ErrorView error={profiles.error} onRetry={() => void profiles.refetch()} />;
  }
  return (
    <div data-testid="profile-grid">
      <ProfileCardGrid
        key={`${framework.machineName}@${framework.version}`}
        framework={framework.machineName}
        version={framework.version}
        profiles={profiles.data?.profiles ?? []}
        label={`Career profiles of ${framework.title} ${framework.version}`}
      />
    </div>
  );
}
