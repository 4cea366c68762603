import type { GuestProfileOverview } from '@hub/domain';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { LoadingView } from '../../../components/LoadingView';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { useDocumentMeta } from '../../../lib/document-meta';
import { guestProfileStore, isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { useSession } from '../../../lib/session';
import { useGuestFramework } from '../api/guest-api';
import { GUEST_SAVE_FAILED_MESSAGE } from '../guest-messages';
import { GuestHelpModal } from './GuestHelpModal';
import { OneProfileNotice, SignedInNotice } from './GuestNotices';
import { EMPTY_GUEST_OVERVIEW, GuestProfileForm } from './GuestProfileForm';

/**
 * Create or edit the guest profile's overview for `framework` `version`, then go on to the mapping.
 * Refused while signed in (docs/features/profiles.md §3 message); when the browser holds a profile of another framework version,
 * 'We can only store one profile' (docs/features/browsing.md §9); the profile of this version is edited in place (its mapping kept).
 * Unknown framework or version: the not-found page. Source: docs/features/profiles.md §1, §3; docs/features/browsing.md §9, §10.
 */
export function GuestCreatePage({ framework, version }: { framework: string; version: string }) {
  useDocumentMeta('Create your profile');
  const session = useSession();
  const content = useGuestFramework(framework, version);
  const existing = useGuestProfile();
  const navigate = useNavigate();
  const [saveFailed, setSaveFailed] = useState(false);

  if (session.isPending) return <LoadingView />;
  const own = existing && isGuestProfileOf(existing, framework, version) ? existing : null;

  const save = (overview: GuestProfileOverview) => {
    const stored = guestProfileStore.write({
      ...overview,
      frameworkName: framework,
      frameworkId: framework,
      versionNumber: version,
      profile_mapping: own?.profile_mapping ?? [],
    });
    if (!stored) {
      setSaveFailed(true);
      return;
    }
    navigate(paths.guestProfileMap(framework, version));
  };

  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) => (
        <Stack gap="lg">
          <Group justify="space-between" align="flex-start">
            <div>
              <Title order={1}>Create your profile</Title>
              <Text mt="xs">
                Describe yourself, then map your expertise in the competencies of {data.framework.title}{' '}
                {data.version.number}. Your profile is stored only in this browser.
              </Text>
            </div>
            <GuestHelpModal />
          </Group>
          {session.user ? (
            <SignedInNotice />
          ) : existing && !own ? (
            <OneProfileNotice existing={existing} />
          ) : (
            <>
              {saveFailed && (
                <Alert color="red" variant="outline" role="alert" title="Your profile was not stored">
                  {GUEST_SAVE_FAILED_MESSAGE}
                </Alert>
              )}
              <GuestProfileForm
                key={own ? 'edit' : 'new'}
                initial={own ?? EMPTY_GUEST_OVERVIEW}
                onSubmit={save}
              />
            </>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
