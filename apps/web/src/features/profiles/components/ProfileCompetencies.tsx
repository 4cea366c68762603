import type { Domain } from '@hub/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useRef } from 'react';
import { useAppLinkClicks } from '../../../components/PlainElements';
import { ProficiencyBar } from '../../../components/profile';
import { paths } from '../../../config/paths';
import classes from '../guest.module.css';

/**
 * A profile's competencies grouped by domain, each linking to its details page, with a proficiency bar
 * ('Level: n' or 'Not applicable'). Source: docs/features/profiles.md §1 (competencies grouped by domain
 * with proficiency bars), docs/features/browsing.md §11.
 * @param domains the domains to show (an extension's core domains included), in display order
 * @param ratings rating per competency id (unmapped competencies are 'Not applicable')
 * @param maxRating highest rating of the version's expertise levels
 * @param idPrefix prefix of the domain heading ids (unique on the page)
 * @param intro shown under the heading, before the domains (the guest view's 'nothing mapped yet' note)
 * Each row is a plain grid element with SimpleGrid's class and a plain link (ADR 0027: fewer
 * components to hydrate, and no inline stylesheet per row).
 */
export function ProfileCompetencies({
  framework,
  version,
  domains,
  ratings,
  maxRating,
  idPrefix = 'profile-domain',
  intro,
}: {
  framework: string;
  version: string;
  domains: readonly Domain[];
  ratings: ReadonlyMap<number, number>;
  maxRating: number;
  idPrefix?: string;
  intro?: ReactNode;
}) {
  const container = useRef<HTMLElement>(null);
  useAppLinkClicks(container);
  return (
    <section aria-labelledby={`${idPrefix}-heading`} ref={container}>
      <Title order={2} id={`${idPrefix}-heading`} mb="sm">
        Competencies
      </Title>
      {intro}
      <Stack gap="lg">
        {domains.map((domain) => (
          <section key={domain.id} aria-labelledby={`${idPrefix}-${domain.id}`}>
            <Title order={3} id={`${idPrefix}-${domain.id}`} mb="xs">
              {domain.title}
            </Title>
            <Stack gap="xs">
              {domain.competencies.map((competency) => (
                <div
                  key={competency.id}
                  className={`${classes.competency} ${SimpleGrid.classes.root} mantine-SimpleGrid-root ${classes.competencyRow}`}
                >
                  <Text>
                    <a href={paths.competencyDetails(framework, version, competency.id)} data-app-link="">
                      {competency.title}
                    </a>
                  </Text>
                  <ProficiencyBar
                    label={competency.title}
                    rating={ratings.get(competency.id) ?? null}
                    maxRating={maxRating}
                  />
                </div>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </section>
  );
}
