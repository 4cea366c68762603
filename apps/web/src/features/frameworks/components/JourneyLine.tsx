import type { FrameworkVersionContent } from '@hub/domain';
import { Anchor, Text } from '@mantine/core';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { journeyCapability, useJourneyFrameworks } from '../../../lib/journey';

/**
 * One line on what a visitor can do with this framework version (docs/features/browsing.md §13): browse only (no expertise
 * levels), rate yourself (levels, no reference profiles) or rate yourself and compare with its reference
 * profiles, with a link to a group's training needs (docs/features/cohort.md); where something is not
 * possible it says why and links the framework versions where the whole journey works. Nothing until the list of those has loaded.
 * @param content the version content (its expertise levels)
 */
export function JourneyLine({ content }: { content: FrameworkVersionContent }) {
  const journeys = useJourneyFrameworks();
  if (!journeys.data) return null;
  const { framework, version } = content;
  const here = journeys.data.frameworks.find(
    (f) => f.machineName === framework.machineName && f.version === version.number,
  );
  const profiles = here?.liveProfileCount ?? 0;
  const levels = content.expertiseLevels.filter((l) => l.ratingLevel > 0).length;
  const capability = journeyCapability(levels, profiles);
  const elsewhere = journeys.data.frameworks.filter((f) => f !== here);
  const links = elsewhere.map((f, i) => (
    <Fragment key={`${f.machineName} ${f.version}`}>
      {i > 0 ? ', ' : ''}
      <Anchor component={Link} to={paths.framework(f.machineName, f.version)} underline="always">
        {f.title} {f.version}
      </Anchor>
    </Fragment>
  ));
  return (
    <Text data-testid="journey-line">
      <strong>What you can do here: </strong>
      {capability === 'compare' && (
        <>
          browse the competencies, rate yourself on its {levels} expertise levels and compare yourself with
          its {profiles} reference {profiles === 1 ? 'profile' : 'profiles'}.{' '}
          <Anchor
            component={Link}
            to={paths.guestProfileCreate(framework.machineName, version.number)}
            underline="always"
          >
            Rate yourself
          </Anchor>{' '}
          or see the{' '}
          <Anchor
            component={Link}
            to={paths.cohort(framework.machineName, version.number)}
            underline="always"
          >
            training needs of a group
          </Anchor>
          .
        </>
      )}
      {capability === 'rate' && (
        <>
          browse the competencies and rate yourself; comparing with a role is not possible because this
          version has no reference profiles.
          {links.length > 0 && <> Rate yourself and compare with reference profiles in {links}.</>}
        </>
      )}
      {capability === 'browse' && (
        <>
          browse only; rating yourself is not possible because this version has no expertise levels.
          {links.length > 0 && <> Rate yourself and compare with reference profiles in {links}.</>}
        </>
      )}
    </Text>
  );
}
