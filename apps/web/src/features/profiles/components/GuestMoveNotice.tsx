import {
  type FrameworkVersionContent,
  type GuestProfile,
  planProfileMove,
  type ReviewReason,
} from '@hub/domain';
import { Alert, Button, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorView } from '../../../components/ErrorView';
import { LoadingView } from '../../../components/LoadingView';
import { paths } from '../../../config/paths';
import { guestProfileStore } from '../../../lib/guest-profile';
import { notifyFailure } from '../../../lib/notify';
import { useGuestFramework } from '../api/guest-api';
import { guestDomains, toContentDomains } from '../guest-logic';
import { GUEST_SAVE_FAILED_MESSAGE } from '../guest-messages';

const REASONS: Record<ReviewReason, string> = {
  reworded: 'reworded',
  attributesChanged: 'its attributes changed',
  added: 'new in this version',
};

/** What the moved profile's page shows once: the version it came from and what to look at again. */
export interface MovedProfileState {
  movedFrom: string;
  toReview: { uuid: string; title: string; reason: ReviewReason }[];
}

/**
 * 'Move my profile to {version}' (docs/features/browsing.md §9): offered on the guest profile of an older version than the
 * framework's newest; the dialog previews the move (what moves over, what to review, what the newer
 * version no longer has) before the profile is rewritten for the newer version.
 * @param content the profile's version; @param profile the stored guest profile
 */
export function GuestMoveNotice({
  content,
  profile,
}: {
  content: FrameworkVersionContent;
  profile: GuestProfile;
}) {
  const latest = content.framework.latestLiveVersion;
  const [open, setOpen] = useState(false);
  // latestLiveVersion is the framework's newest live version (by release date, then number).
  if (!latest || latest === content.version.number) return null;
  return (
    <Alert color="blue" variant="light" title={`Version ${latest} of ${content.framework.title} is out`}>
      <Text size="sm" mb="xs">
        Your profile was made on version {content.version.number}. Move it to {latest}: your ratings follow
        each competency, and you see what changed before anything is saved.
      </Text>
      <Button size="xs" onClick={() => setOpen(true)}>
        Move my profile to {latest}
      </Button>
      {open && (
        <MoveDialog content={content} profile={profile} target={latest} onClose={() => setOpen(false)} />
      )}
    </Alert>
  );
}

function MoveDialog({
  content,
  profile,
  target,
  onClose,
}: {
  content: FrameworkVersionContent;
  profile: GuestProfile;
  target: string;
  onClose: () => void;
}) {
  const framework = content.framework.machineName;
  const newer = useGuestFramework(framework, target);
  const navigate = useNavigate();
  const plan = useMemo(
    () =>
      newer.data
        ? planProfileMove(
            profile.profile_mapping,
            toContentDomains(guestDomains(content)),
            toContentDomains(guestDomains(newer.data)),
            newer.data.expertiseLevels,
          )
        : null,
    [newer.data, profile, content],
  );
  const move = () => {
    if (!plan) return;
    const stored = guestProfileStore.write({
      ...profile,
      versionNumber: target,
      profile_mapping: plan.mapping,
    });
    if (!stored) {
      notifyFailure(new Error(GUEST_SAVE_FAILED_MESSAGE));
      return;
    }
    const state: MovedProfileState = { movedFrom: content.version.number, toReview: plan.toReview };
    navigate(paths.guestProfileView(framework, target), { state });
  };
  const lost = plan ? plan.removed.length + plan.removedAttributes.length + plan.levelMissing.length : 0;
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Move my profile to ${target}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {newer.error ? (
        <ErrorView error={newer.error} onRetry={() => void newer.refetch()} />
      ) : !plan ? (
        <LoadingView />
      ) : (
        <Stack gap="sm">
          <Text data-testid="move-summary">
            {plan.mapping.length} of {profile.profile_mapping.length} rated competencies move over to {target}
            .
          </Text>
          {plan.toReview.length > 0 && (
            <section aria-labelledby="move-review-heading">
              <Title order={3} size="h5" id="move-review-heading">
                To review ({plan.toReview.length})
              </Title>
              <List size="sm" spacing={2} data-testid="move-review">
                {plan.toReview.map((item) => (
                  <List.Item key={item.uuid}>
                    {item.title} ({REASONS[item.reason]})
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          {lost > 0 && (
            <section aria-labelledby="move-lost-heading">
              <Title order={3} size="h5" id="move-lost-heading">
                Not in {target} ({lost})
              </Title>
              <List size="sm" spacing={2} data-testid="move-lost">
                {plan.removed.map((c) => (
                  <List.Item key={c.uuid}>{c.title}: this competency is no longer in the framework</List.Item>
                ))}
                {plan.removedAttributes.map((a) => (
                  <List.Item key={`${a.competencyTitle}:${a.title}`}>
                    {a.title} (attribute of {a.competencyTitle}): no longer in the framework
                  </List.Item>
                ))}
                {plan.levelMissing.map((c) => (
                  <List.Item key={c.uuid}>
                    {c.title}: level {c.ratingLevel} does not exist in {target}; rate it again
                  </List.Item>
                ))}
              </List>
            </section>
          )}
          <Text size="sm">
            Your profile on {content.version.number} is replaced: save it to a file first if you want to keep
            it.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={move} data-autofocus>
              Move my profile
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
