import { Button, Group, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useGuestCompareTargets } from '../api/guest-api';

/**
 * The guest view's compare control: a choice among the version's Live reference profiles and a 'Compare'
 * link to the comparison of the guest profile with it. Hidden when the version has no Live profile.
 * Source: docs/features/profiles.md §1; docs/features/browsing.md §9 (only Live profiles are comparison targets).
 */
export function GuestCompareControl({ framework, version }: { framework: string; version: string }) {
  const targets = useGuestCompareTargets(framework, version);
  const live = (targets.data?.profiles ?? []).filter((p) => p.publishingStatus === 'Live');
  const [chosen, setChosen] = useState('');
  if (live.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect
        label="Compare with a career profile"
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: '', label: 'Select a role to compare' },
          // 'Managerial role (Managerial role)' says nothing twice (ADR 0030).
          ...live.map((p) => ({
            value: String(p.id),
            label: p.jobTitle && p.jobTitle !== p.title ? `${p.title} (${p.jobTitle})` : p.title,
          })),
        ]}
        miw={280}
      />
      {chosen === '' ? (
        <Button disabled>Compare</Button>
      ) : (
        <Button component={Link} to={paths.guestProfileCompare(framework, version, Number(chosen))}>
          Compare
        </Button>
      )}
    </Group>
  );
}
