import {
  type ExpertiseLevel,
  levelOptionLabel,
  type MappingState,
  mappingFromEntries,
  type ReferenceProfile,
  rowEtag,
} from '@hub/domain';
import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { type MappingNames, useSaveMapping } from '../api/profiles';
import type { MappableDomain } from '../logic';
import { CompetencyMappingFields } from './CompetencyMappingFields';

/**
 * 'Competency mapping' of a reference profile (`/profile/map/{id}`, manager of the framework; docs/features/profiles.md §1; docs/features/browsing.md §9; docs/features/original-hub.md: saving a reference profile's mapping works): a 'Profile overview'
 * link to the profile view, an expertise select and attribute checkboxes per competency, and Save, which
 * replaces the stored mapping ('Items updated'; 'Unable to perform the request: …' on failure).
 * @param profile the loaded profile; @param domains mappable domains of its version
 * @param levels the version's expertise levels
 */
export function MapProfilePage({
  profile,
  domains,
  levels,
}: {
  profile: ReferenceProfile;
  domains: readonly MappableDomain[];
  levels: readonly ExpertiseLevel[];
}) {
  const { framework, version, id } = profile;
  const save = useSaveMapping(framework, version, id);
  // The base of a merge after a stale save (ADR 0057): the mapping as loaded.
  const [base] = useState<MappingState>(() => mappingFromEntries(profile.mapping));
  const [mapping, setMapping] = useState<MappingState>(base);
  const names = useMemo((): MappingNames => {
    const competencies = new Map(domains.flatMap((d) => d.competencies.map((c) => [c.id, c] as const)));
    const levelTitles = new Map(levels.map((l) => [l.id, levelOptionLabel(l)]));
    return {
      competency: (cid) => competencies.get(cid)?.title ?? `Competency ${cid}`,
      level: (lid) => levelTitles.get(lid) ?? `Level ${lid}`,
      attributeCount: (cid) => competencies.get(cid)?.attributes.length ?? 0,
    };
  }, [domains, levels]);
  const viewPath = paths.profileView(framework, version, id, profile.urlAlias);

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate({ base, mine: mapping, ifMatch: rowEtag(profile.revision), names });
      }}
    >
      <Stack gap="lg">
        <div>
          <Title order={1}>Competency mapping</Title>
          <Text c="dimmed">
            {profile.title}, {profile.jobTitle} ({profile.publishingStatus})
          </Text>
          <Group gap="md">
            <Anchor component={Link} to={viewPath}>
              Profile overview
            </Anchor>
            <Anchor component={Link} to={paths.referenceProfileEdit(framework, version, id)}>
              Edit overview
            </Anchor>
          </Group>
        </div>
        <CompetencyMappingFields domains={domains} levels={levels} value={mapping} onChange={setMapping} />
        <Group>
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
          <Text size="sm" c="dimmed">
            {Object.keys(mapping).length} of {domains.reduce((n, d) => n + d.competencies.length, 0)}{' '}
            competencies mapped
          </Text>
        </Group>
      </Stack>
    </form>
  );
}
