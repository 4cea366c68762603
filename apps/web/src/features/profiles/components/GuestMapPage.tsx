import {
  type Competency,
  type ExpertiseLevel,
  type FrameworkVersionContent,
  type GuestMappingEntry,
  type GuestProfile,
  levelOptionLabel,
  reconcileGuestMapping,
} from '@hub/domain';
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useBlocker, useNavigate } from 'react-router';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { guestProfileStore, isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { notifySuccess } from '../../../lib/notify';
import { referenceProfileQuery, referenceProfilesQuery } from '../../../lib/queries';
import { useGuestFramework } from '../api/guest-api';
import { guestMappingDraftStore } from '../guest-draft';
import { chooseLevel, guestDomains, ratedLevels, toggleAttribute } from '../guest-logic';
import { ratedCount, visibleDomains } from '../guest-map-logic';
import { GUEST_SAVE_FAILED_MESSAGE } from '../guest-messages';
import { GuestMapControls } from './GuestMapControls';
import { GuestMapDomains } from './GuestMapDomains';
import { NoGuestProfileNotice } from './GuestNotices';

/**
 * Guest competency mapping of `framework` `version`: 'Create a profile in {framework description}', per
 * domain (an extension's core domains first) and competency a 'Select a scale' select ('Level n: title',
 * 'Not applicable') and the attribute checkboxes, with the rules of docs/features/browsing.md §9; Save stores the mapping and
 * opens the profile view. Source: docs/features/profiles.md §1; docs/features/browsing.md §9, §10.
 * A long framework is usable (ADR 0046): the progress, a text filter, 'rate only what a role needs' and,
 * for a framework with domain groups, groups that collapse.
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
  // A draft of this framework version left by a reload or a closed tab is restored (docs/features/browsing.md §13).
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
  const byCompetency = useMemo(() => new Map(mapping.map((entry) => [entry.competency, entry])), [mapping]);
  // Long frameworks (ADR 0046): a text filter and a reference profile's competencies narrow what is shown;
  // the ratings (and the draft) always hold every competency.
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [roleId, setRoleId] = useState<number | null>(null);
  const [showOthers, setShowOthers] = useState(false);
  const profilesList = useQuery(referenceProfilesQuery(framework, version));
  const roleProfiles = (profilesList.data?.profiles ?? []).filter((p) => p.publishingStatus === 'Live');
  const role = useQuery({
    ...referenceProfileQuery(framework, version, roleId ?? 0),
    enabled: roleId !== null,
  });
  const roleCompetencies = useMemo(
    () => (roleId !== null && role.data ? new Set(role.data.mapping.map((m) => m.competencyId)) : null),
    [roleId, role.data],
  );
  const total = useMemo(() => domains.reduce((n, d) => n + d.competencies.length, 0), [domains]);
  const view = useMemo(
    () => visibleDomains(domains, { query: deferredQuery, roleCompetencies, showOthers }),
    [domains, deferredQuery, roleCompetencies, showOthers],
  );
  const onLevel = useCallback(
    (competency: Competency, level: ExpertiseLevel | null) =>
      setMapping((current) => chooseLevel(current, competency, level)),
    [],
  );
  const onAttribute = useCallback(
    (competency: Competency, attributeId: number, checked: boolean) =>
      setMapping((current) => toggleAttribute(current, competency, attributeId, checked)),
    [],
  );
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
          <>
            <GuestMapControls
              rated={ratedCount(mapping, domains)}
              total={total}
              query={query}
              onQuery={setQuery}
              profiles={roleProfiles}
              roleId={roleId}
              onRole={(id) => {
                setRoleId(id);
                setShowOthers(false);
              }}
              hidden={view.hidden}
              showOthers={showOthers}
              onShowOthers={setShowOthers}
            />
            {view.domains.length === 0 ? (
              <Text role="status">No competencies match "{deferredQuery.trim()}"</Text>
            ) : (
              <GuestMapDomains
                domains={view.domains}
                byCompetency={byCompetency}
                levels={levels}
                onLevel={onLevel}
                onAttribute={onAttribute}
              />
            )}
          </>
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
