import type { CloneProfilesResult } from '@hub/domain';
import { Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyFailure } from '../../../lib/notify';
import { useFrameworkCan } from '../../../lib/session';
import { useCloneProfiles } from '../api/profiles';

/** Words of the kinds of source items a clone could not carry over. */
const KIND_LABELS: Record<CloneProfilesResult['notCarried'][number]['kind'], string> = {
  competency: 'competency',
  expertiseLevel: 'expertise level',
  attribute: 'attribute',
};

/** The clone's outcome: the profiles created and what of their mapping this version lacks. */
function CloneResult({ result }: { result: CloneProfilesResult }) {
  return (
    <Stack gap="sm">
      <Text>
        {result.created.length === 0
          ? `No reference profiles were cloned from version ${result.fromVersion}.`
          : `${result.created.length} reference profile${result.created.length === 1 ? '' : 's'} cloned from version ${result.fromVersion}:`}
      </Text>
      {result.created.length > 0 && (
        <List size="sm">
          {result.created.map((p) => (
            <List.Item key={p.id}>
              {p.title}, {p.jobTitle} ({p.publishingStatus})
            </List.Item>
          ))}
        </List>
      )}
      {result.skipped.length > 0 && (
        <>
          <Title order={3} size="h5">
            Not cloned
          </Title>
          <List size="sm">
            {result.skipped.map((item) => (
              <List.Item key={`${item.profileTitle}: ${item.reason}`}>
                {item.profileTitle}: {item.reason}
              </List.Item>
            ))}
          </List>
        </>
      )}
      <Title order={3} size="h5">
        Not matched in this version
      </Title>
      {result.notCarried.length === 0 ? (
        <Text size="sm">Every mapped competency, level and attribute exists in this version.</Text>
      ) : (
        <List size="sm">
          {result.notCarried.map((item) => (
            <List.Item key={`${item.profileTitle}-${item.kind}-${item.uuid}`}>
              {item.profileTitle}: {KIND_LABELS[item.kind]} '{item.title}' no longer exists and was left out
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}

/**
 * Reference profile actions for managers of the framework (docs/features/profiles.md §7, §8; docs/features/profiles.md §4):
 * 'Create reference profile' (link to `/profile/create`), 'Create profiles from a survey' (link to
 * `/profile/create/survey`, docs/features/surveys.md) and 'Clone reference profiles from previous
 * version' (POST .../profiles/clone), whose result dialog lists what was cloned, what was skipped and what
 * could not be matched. Shown when the session's `can` lets the user edit the framework's profiles (the
 * server's rule, ADR 0035); nothing for other users.
 * @param framework machine name; @param version version number
 */
export function ProfileManagerActions({ framework, version }: { framework: string; version: string }) {
  const can = useFrameworkCan(framework);
  const clone = useCloneProfiles(framework, version);
  const [result, setResult] = useState<CloneProfilesResult | null>(null);
  if (!can.editProfiles) return null;
  return (
    <Group gap="sm">
      <Button component={Link} to={paths.referenceProfileCreate(framework, version)} variant="light">
        Create reference profile
      </Button>
      <Button component={Link} to={paths.referenceProfilesFromSurvey(framework, version)} variant="default">
        Create profiles from a survey
      </Button>
      <Button
        variant="default"
        loading={clone.isPending}
        onClick={() =>
          clone.mutate(undefined, { onSuccess: setResult, onError: (error) => notifyFailure(error) })
        }
      >
        Clone reference profiles from previous version
      </Button>
      <Modal
        opened={result !== null}
        onClose={() => setResult(null)}
        title="Reference profiles cloned"
        size="lg"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        {result && <CloneResult result={result} />}
      </Modal>
    </Group>
  );
}
