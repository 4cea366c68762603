import type { Domain } from '@hub/domain';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProficiencyBar } from '../../../components/profile';
import { paths } from '../../../config/paths';
import classes from '../guest.module.css';

/**
 * A profile's competencies grouped by domain, each linking to its details page, with a proficiency bar
 * ('Level: n' or 'Not applicable'). Spec: visitor-features.md §2 Profiles (competencies grouped by domain
 * with proficiency bars), §9 (bar width).
 * @param domains the domains to show (an extension's core domains included), in display order
 * @param ratings rating per competency id (unmapped competencies are 'Not applicable')
 * @param maxRating highest rating of the version's expertise levels
 * @param idPrefix prefix of the domain heading ids (unique on the page)
 * @param intro shown under the heading, before the domains (the guest view's 'nothing mapped yet' note)
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
  return (
    <section aria-labelledby={`${idPrefix}-heading`}>
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
                <SimpleGrid
                  key={competency.id}
                  cols={{ base: 1, sm: 2 }}
                  spacing="sm"
                  className={classes.competency}
                >
                  <Text>
                    <Link to={paths.competencyDetails(framework, version, competency.id)}>
                      {competency.title}
                    </Link>
                  </Text>
                  <ProficiencyBar
                    label={competency.title}
                    rating={ratings.get(competency.id) ?? null}
                    maxRating={maxRating}
                  />
                </SimpleGrid>
              ))}
            </Stack>
          </section>
        ))}
      </Stack>
    </section>
  );
}
