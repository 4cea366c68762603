import {
  type FrameworkVersionContent,
  highestRating,
  type ReferenceProfile,
  ratingsOfMapping,
} from '@hub/domain';
import { Badge, Group, Stack, Title } from '@mantine/core';
import { useMemo } from 'react';
import { NotFoundView } from '../../../components/NotFoundView';
import { PersonaCard, ScaleLegend } from '../../../components/profile';
import { QueryState } from '../../../components/QueryState';
import { Redirect } from '../../../components/Redirect';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { useGuestFramework } from '../api/guest-api';
import { useReferenceProfile } from '../api/reference-api';
import { guestDomains } from '../guest-logic';
import { ManageProfileMenu } from './ManageProfileMenu';
import { ProfileCompetencies } from './ProfileCompetencies';
import { ProfileDerivationSection } from './ProfileDerivationSection';
import { ReferenceCompareControl } from './ReferenceCompareControl';
import { ProfileSourceSection, ProfileTextSections } from './ReferenceProfileDetails';

const NOT_FOUND = 'This career profile does not exist, or it has not been published.';

/**
 * Reference profile view `/framework/{fw}/{v}/profile/view/{id}/{alias}`: persona card, 'Manage profile'
 * menu (managers of the framework only), compare control, the profile's text, its 'Source' provenance, the
 * scale legend and the competencies by domain with proficiency bars. An address with another alias is
 * replaced by the profile's own. 'Fetching data...' while loading; not found for an unknown profile (or a
 * Draft for an anonymous visitor); an error view with retry otherwise.
 * Source: docs/features/profiles.md §1 (provenance), §2.
 * @param id the profile id from the address (null when malformed: not found); @param alias the address's alias
 */
export function ReferenceProfilePage({
  framework,
  version,
  id,
  alias,
}: {
  framework: string;
  version: string;
  id: number | null;
  alias: string | undefined;
}) {
  const content = useGuestFramework(framework, version);
  const profile = useReferenceProfile(framework, version, id);
  useDocumentMeta(profile.data ? `${profile.data.title} – career profile` : 'Career profile');
  if (id === null) return <NotFoundView message={NOT_FOUND} />;
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) => (
        <QueryState query={profile} notFoundMessage={NOT_FOUND}>
          {(loaded) =>
            `/${alias ?? ''}` !== loaded.urlAlias ? (
              <Redirect to={paths.profileView(framework, version, loaded.id, loaded.urlAlias)} />
            ) : (
              <ProfileView content={data} profile={loaded} />
            )
          }
        </QueryState>
      )}
    </QueryState>
  );
}

function ProfileView({ content, profile }: { content: FrameworkVersionContent; profile: ReferenceProfile }) {
  const domains = useMemo(() => guestDomains(content), [content]);
  const ratings = useMemo(() => ratingsOfMapping(profile.mapping), [profile]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Title order={1}>Profile overview</Title>
        <ManageProfileMenu profile={profile} />
      </Group>
      <PersonaCard
        persona={{
          name: profile.title,
          jobTitle: profile.jobTitle,
          imageUrl: profile.imageUrl,
          seniorityLevel: profile.seniorityLevel,
          gender: profile.gender,
          age: profile.age,
        }}
      >
        <Group gap="xs">
          <Badge variant="filled" color="gray.8">
            {content.framework.title} {content.version.number}
          </Badge>
          {profile.label && (
            // e.g. 'DIRECT sample profile': illustrative, not surveyed (ADR 0046).
            <Badge variant="outline" color="gray.8" tt="none">
              {profile.label}
            </Badge>
          )}
          {profile.publishingStatus === 'Draft' && (
            <Badge variant="filled" color="red.9">
              Draft
            </Badge>
          )}
        </Group>
      </PersonaCard>
      <ReferenceCompareControl profile={profile} />
      <ProfileTextSections profile={profile} />
      <ProfileSourceSection source={profile.source} />
      <ProfileDerivationSection derivation={profile.derivation} levels={content.expertiseLevels} />
      <ScaleLegend levels={content.expertiseLevels} />
      <ProfileCompetencies
        framework={profile.framework}
        version={profile.version}
        domains={domains}
        ratings={ratings}
        maxRating={highestRating(content.expertiseLevels)}
      />
    </Stack>
  );
}
