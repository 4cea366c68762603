import {
  type FrameworkVersionContent,
  type GuestMappingEntry,
  type GuestProfile,
  levelOptionLabel,
  NOT_APPLICABLE_LABEL,
  reconcileGuestMapping,
} from '@hub/domain';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  List,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { guestProfileStore, isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { notifySuccess } from '../../../lib/notify';
import { useGuestFramework } from '../api/guest-api';
import { guestMappingDraftStore } from '../guest-draft';
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
  const reconcile = (entries: GuestMappingEntry[]) =>
    reconcileGuestMapping(entries, {
      competencies: domains.flatMap((d) => d.competencies),
      expertiseLevels: content.expertiseLevels,
    });
  const [baseline] = useState<GuestMappingEntry[]>(() => reconcile(profile.profile_mapping));
  // A draft of this framework version left by a reload or a closed tab is restored (issue #19 §1).
  const [restored, setRestored] = useState<string | null>(() => {
    const draft = guestMappingDraftStore.read();
    return draft && draft.frameworkName === framework && draft.versionNumber === version
      ? draft.updatedAt
      : null;
  });
  const [mapping, setMapping] = useState<GuestMappingEntry[]>(() => {
    const draft = guestMappingDraftStore.read();
    return restored && draft ? reconcile(draft.mapping) : baseline;
  });
  const [saveFailed, setSaveFailed] = useState(false);
  const saving = useRef(false);
  const byCompetency = new Map(mapping.map((entry) => [entry.competency, entry]));
  const dirty = JSON.stringify(mapping) !== JSON.stringify(baseline);

  // Keep the draft while the ratings differ from the saved ones; ask before the tab closes.
  useEffect(() => {
    if (!dirty) {
      if (guestMappingDraftStore.read()?.frameworkName === framework) guestMappingDraftStore.remove();
      return;
    }
    guestMappingDraftStore.write({
      frameworkName: framework,
      versionNumber: version,
      mapping,
      updatedAt: new Date().toISOString(),
    });
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty, mapping, framework, version]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saving.current && currentLocation.pathname !== nextLocation.pathname,
  );

  const discardDraft = () => {
    guestMappingDraftStore.remove();
    setMapping(baseline);
    setRestored(null);
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!guestProfileStore.write({ ...profile, profile_mapping: mapping })) {
      setSaveFailed(true);
      return;
    }
    guestMappingDraftStore.remove();
    saving.current = true;
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
        {restored && (
          <Alert color="blue" variant="outline" title="Your unsaved ratings were restored">
            <Text size="sm">
              This browser kept the ratings you had not saved yet (last changed{' '}
              {new Date(restored).toLocaleString('en-GB', { dateStyle: 'long', timeStyle: 'short' })}). Save
              to keep them.
            </Text>
            <Button mt="xs" size="xs" variant="default" onClick={discardDraft}>
              Discard them
            </Button>
          </Alert>
        )}
        {levels.length > 0 && (
          <section aria-labelledby="how-to-rate">
            <Title order={2} size="h4" id="how-to-rate">
              How to rate
            </Title>
            <Text size="sm" mt={4}>
              For each competency, choose the level that best describes what you do in your work today (not
              what you would like to do), or 'Not applicable' when it is not part of your work; its
              attributes, listed under it, show what the competency covers.
            </Text>
            <List size="sm" mt="xs" spacing={2} aria-label="Expertise levels">
              {levels.map((l) => (
                <List.Item key={l.id}>
                  <strong>{levelOptionLabel(l)}</strong>
                  {l.description.trim() ? `: ${l.description.trim()}` : ''}
                </List.Item>
              ))}
            </List>
          </section>
        )}
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
      <Modal
        opened={blocker.state === 'blocked'}
        onClose={() => blocker.reset?.()}
        title="Leave without saving your ratings?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>
          Your ratings are not saved in your profile yet. This browser keeps them as a draft, restored when
          you come back to this page.
        </Text>
        <Group mt="lg" justify="flex-end">
          <Button variant="default" onClick={() => blocker.reset?.()} data-autofocus>
            Stay on this page
          </Button>
          <Button color="red" onClick={() => blocker.proceed?.()}>
            Leave
          </Button>
        </Group>
      </Modal>
    </form>
  );
}
