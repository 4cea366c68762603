import type { ReferenceProfile } from '@hub/domain';
import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { isGuestProfileOf, useGuestProfileOnDemand } from '../../../lib/guest-profile-on-demand';
import { useReferenceProfiles } from '../api/reference-api';
import { compareTargets } from '../reference-logic';
import { RoleSelect } from './RoleSelect';

/**
 * The compare control of a reference profile view: 'Compare with your profile' when this browser holds a
 * guest profile of the same framework version, and a role selector (other Live profiles) with 'Compare'.
 * Source: docs/features/profiles.md §1, Comparison; docs/features/browsing.md §9.
 */
export function ReferenceCompareControl({ profile }: { profile: ReferenceProfile }) {
  const { framework, version } = profile;
  const guest = useGuestProfileOnDemand();
  const list = useReferenceProfiles(framework, version);
  const targets = compareTargets(list.data?.profiles ?? [], profile.id);
  const [chosen, setChosen] = useState<number | null>(null);
  const hasGuest = guest !== null && isGuestProfileOf(guest, framework, version);
  if (!hasGuest && targets.length === 0) return null;
  return (
    <Group align="flex-end" gap="sm">
      {hasGuest && profile.publishingStatus === 'Live' && (
        <Button component={Link} to={paths.profilesCompare(framework, version, 'guest', profile.id)}>
          Compare with your profile
        </Button>
      )}
      {targets.length > 0 && (
        <>
          <RoleSelect
            profiles={targets}
            value={chosen}
            onChange={setChosen}
            label="Compare with another role"
          />
          {chosen === null ? (
            <Button variant="default" disabled>
              Compare
            </Button>
          ) : (
            <Button
              variant="default"
              component={Link}
              to={paths.profilesCompare(framework, version, profile.id, chosen)}
            >
              Compare
            </Button>
          )}
        </>
      )}
    </Group>
  );
}
