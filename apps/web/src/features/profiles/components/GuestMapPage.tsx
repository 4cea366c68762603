import {
  type FrameworkVersionContent,
  type GuestMappingEntry,
  type GuestProfile,
  levelOptionLabel,
  NOT_APPLICABLE_LABEL,
  reconcileGuestMapping,
} from '@hub/domain';
import { Alert, Button, Checkbox, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { guestProfileStore, isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { notifySuccess } from '../../../lib/notify';
import { useGuestFramework } from '../api/guest-api';
import { chooseLevel, guestDomains, ratedLevels, toggleAttribute } from '../guest-logic';
import { GUEST_SAVE_FAILED_MESSAGE } from '../guest-messages';
import { NoGuestProfileNotice } from './GuestNotices';

const NOT_APPLICABLE_VALUE = 'na';

/**
 * Guest competency mapping of `framework` `version`: 'Create a profile in {framework description}', per
 * domain (an extension's core domains first) and competency a 'Select a scale' select ('Level n: title',
 * 'Not applicable') and the attribute checkboxes, with the rules of spec §4; Save stores the mapping and
 * opens the profile view. Spec: visitor-features.md §2 Profiles (/profile/map/guest), §4 (Mapping), §8.
 */
export function GuestMapPage({ framework, version }: { framework: string; version: string }) {
  useDocumentMeta('Map your competencies');
  const content = useGuestFramework(framework, version);
  const profile = useGuestProfile();
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) =>
        profile && isGuestProfileOf(profile, framework, version) ? (
          <MappingForm content={data} profile={profile} framework={framework} version={version} />
        ) : (
          <Stack gap="lg">
            <Title order={1}>Create a profile in {data.framework.description || data.framework.title}</Title>
            <NoGuestProfileNotice framework={framework} version={version} existing={profile} />
          </Stack>
        )
      }
    </QueryState>
  );
}

function MappingForm({
  content,
  profile,
  framework,
  version,
}: {
  content: FrameworkVersionContent;
  profile: GuestProfile;
  framework: string;
  version: string;
}) {
  const navigate = useNavigate();
  const domains = useMemo(() => guestDomains(content), [content]);
  const levels = useMemo(() => ratedLevels(content.expertiseLevels), [content]);
  const [mapping, setMapping] = useState<GuestMappingEntry[]>(() =>
    reconcileGuestMapping(profile.profile_mapping, {
      competencies: domains.flatMap((d) => d.competencies),
      expertiseLevels: content.expertiseLevels,
    }),
  );
  const [saveFailed, setSaveFailed] = useState(false);
  const byCompetency = new Map(mapping.map((entry) => [entry.competency, entry]));

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!guestProfileStore.write({ ...profile, profile_mapping: mapping })) {
      setSaveFailed(true);
      return;
    }
    notifySuccess('Your competencies were saved');
    navigate(paths.guestProfileView(framework, version));
  };

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="lg">
        <div>
          <Title order={1}>
            Create a profile in {content.framework.description || content.framework.title}
          </Title>
          <Text mt="xs">
            {profile.title}, {profile.job_title}: for each competency of {content.framework.title}{' '}
            {content.version.number}, choose your expertise level or 'Not applicable', and untick the
            attributes that do not apply to you.{' '}
            <Link to={paths.guestProfileCreate(framework, version)}>Edit profile</Link>
          </Text>
        </div>
        {levels.length === 0 ? (
          <Alert color="blue" variant="outline" title="No expertise levels">
            This framework version has no expertise levels yet, so its competencies cannot be mapped.
          </Alert>
        ) : (
          domains.map((domain) => (
            <section key={domain.id} aria-labelledby={`domain-${domain.id}`}>
              <Title order={2} id={`domain-${domain.id}`} size="h3" mb="sm">
                {domain.title}
              </Title>
              <Stack gap="sm">
                {domain.competencies.map((competency) => {
                  const entry = byCompetency.get(String(competency.id));
                  const ticked = new Set(entry?.attributes ?? []);
                  return (
                    <Paper key={competency.id} withBorder p="md">
                      <Title order={3} size="h5" id={`competency-${competency.id}`}>
                        {competency.code ? `${competency.code} ` : ''}
                        {competency.title}
                      </Title>
                      <NativeSelect
                        mt="xs"
                        maw={360}
                        label="Select a scale"
                        aria-label={`Select a scale for ${competency.title}`}
                        value={entry ? entry.expertise : NOT_APPLICABLE_VALUE}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          const level = levels.find((l) => String(l.id) === value) ?? null;
                          setMapping((current) => chooseLevel(current, competency, level));
                        }}
                        data={[
                          { value: NOT_APPLICABLE_VALUE, label: NOT_APPLICABLE_LABEL },
                          ...levels.map((l) => ({ value: String(l.id), label: levelOptionLabel(l) })),
                        ]}
                      />
                      {competency.attributes.length > 0 && (
                        <Stack gap={4} mt="sm" role="group" aria-label={`Attributes of ${competency.title}`}>
                          {competency.attributes.map((attribute) => (
                            <Checkbox
                              key={attribute.id}
                              label={`${attribute.type}: ${attribute.title}`}
                              disabled={!entry}
                              checked={ticked.has(String(attribute.id))}
                              onChange={(event) => {
                                const checked = event.currentTarget.checked;
                                setMapping((current) =>
                                  toggleAttribute(current, competency, attribute.id, checked),
                                );
                              }}
                            />
                          ))}
                        </Stack>
                      )}
                    </Paper>
                  );
                })}
              </Stack>
            </section>
          ))
        )}
        {saveFailed && (
          <Alert color="red" variant="outline" role="alert" title="Your competencies were not stored">
            {GUEST_SAVE_FAILED_MESSAGE}
          </Alert>
        )}
        <Group>
          <Button type="submit" disabled={levels.length === 0}>
            Save
          </Button>
          <Button component={Link} variant="default" to={paths.guestProfileView(framework, version)}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
