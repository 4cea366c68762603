import {
  type FrameworkVersionContent,
  type GuestProfile,
  highestRating,
  reconcileGuestMapping,
} from '@hub/domain';
import { Alert, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { PersonaCard, ScaleLegend } from '../../../components/profile';
import { QueryState } from '../../../components/QueryState';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { useDocumentMeta } from '../../../lib/document-meta';
import { isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { notifyFailure } from '../../../lib/notify';
import { useGuestFramework } from '../api/guest-api';
import classes from '../guest.module.css';
import { guestDomains, ratingsByCompetency } from '../guest-logic';
import { GUEST_PRINT_NOTE, GUEST_VIEW_BANNER } from '../guest-messages';
import { GuestCompareControl } from './GuestCompareControl';
import { GuestDeleteButton } from './GuestDeleteButton';
import { OpenFromFileButton, SaveToFileButton } from './GuestFileActions';
import { GuestMoveNotice, type MovedProfileState } from './GuestMoveNotice';
import { NoGuestProfileNotice, ProfileOfMissingFramework } from './GuestNotices';
import { ProfileCompetencies } from './ProfileCompetencies';

/**
 * Guest profile view of `framework` `version`: the original hub's dismissible banner, persona card, 'Edit profile',
 * compare control, Print (with print styles and the background-graphics note), 'Download PDF', 'Save to
 * file', 'Open from file', delete, the scale legend and every competency by domain with its proficiency
 * bar ('Level: n' or 'Not applicable'). Without a profile: a link to create one and 'Open from file'.
 * Source: docs/features/profiles.md §1; docs/features/browsing.md §9, §11; docs/features/profiles.md §2.
 */
export function GuestViewPage({ framework, version }: { framework: string; version: string }) {
  useDocumentMeta('Your profile');
  const content = useGuestFramework(framework, version);
  const profile = useGuestProfile();
  if (
    content.error instanceof ApiError &&
    content.error.status === 404 &&
    profile &&
    isGuestProfileOf(profile, framework, version)
  ) {
    return (
      <Stack gap="lg">
        <ProfileOfMissingFramework existing={profile} />
      </Stack>
    );
  }
  return (
    <QueryState query={content} notFoundMessage="This framework version does not exist.">
      {(data) =>
        profile && isGuestProfileOf(profile, framework, version) ? (
          <ProfileView content={data} profile={profile} framework={framework} version={version} />
        ) : (
          <Stack gap="lg">
            <Title order={1}>Your profile</Title>
            <NoGuestProfileNotice framework={framework} version={version} existing={profile}>
              <OpenFromFileButton />
            </NoGuestProfileNotice>
          </Stack>
        )
      }
    </QueryState>
  );
}

function ProfileView({
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
  const [bannerOpen, setBannerOpen] = useState(true);
  const locationState = useLocation().state as MovedProfileState | null;
  const moved = locationState?.movedFrom ? locationState : null;
  const domains = useMemo(() => guestDomains(content), [content]);
  const mapping = useMemo(
    () =>
      reconcileGuestMapping(profile.profile_mapping, {
        competencies: domains.flatMap((d) => d.competencies),
        expertiseLevels: content.expertiseLevels,
      }),
    [profile, domains, content],
  );
  const ratings = ratingsByCompetency(mapping);
  const maxRating = highestRating(content.expertiseLevels);

  const downloadPdf = async () => {
    try {
      const { downloadGuestPdf } = await import('../guest-pdf');
      await downloadGuestPdf({
        profile: { ...profile, profile_mapping: mapping },
        domains,
        levels: content.expertiseLevels,
        frameworkTitle: `${content.framework.title} ${content.version.number}`,
      });
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <Stack gap="lg">
      {bannerOpen && (
        <Alert
          color="blue"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setBannerOpen(false)}
          className={classes.noPrint}
        >
          {GUEST_VIEW_BANNER}
        </Alert>
      )}
      <Title order={1}>
        Your profile in {content.framework.title} {content.version.number}
      </Title>
      {moved && (
        <Alert
          color="blue"
          variant="light"
          title={`Moved from version ${moved.movedFrom}`}
          data-testid="moved-notice"
        >
          {moved.toReview.length === 0 ? (
            <Text size="sm">Every rating moved over; nothing needs a second look.</Text>
          ) : (
            <>
              <Text size="sm">Look again at these competencies, then map them:</Text>
              <List size="sm" spacing={2}>
                {moved.toReview.map((item) => (
                  <List.Item key={item.uuid}>{item.title}</List.Item>
                ))}
              </List>
            </>
          )}
        </Alert>
      )}
      <GuestMoveNotice content={content} profile={profile} />
      <PersonaCard
        persona={{
          name: profile.title,
          jobTitle: profile.job_title,
          imageUrl: profile.image[0]?.url ?? null,
          gender: profile.gender,
          age: profile.age,
        }}
      >
        <Group gap="xs" mt="xs" className={classes.noPrint}>
          <Button
            component={Link}
            to={paths.guestProfileCreate(framework, version)}
            variant="light"
            size="xs"
          >
            Edit profile
          </Button>
          <Button component={Link} to={paths.guestProfileMap(framework, version)} variant="light" size="xs">
            Map competencies
          </Button>
        </Group>
      </PersonaCard>
      <Stack gap="sm" className={classes.noPrint}>
        <GuestCompareControl framework={framework} version={version} />
        <Group gap="sm">
          <Button onClick={() => window.print()}>Print</Button>
          <Button variant="default" onClick={() => void downloadPdf()}>
            Download PDF
          </Button>
          <SaveToFileButton profile={profile} />
          <OpenFromFileButton />
          <GuestDeleteButton />
        </Group>
        <Text size="sm" c="dimmed">
          {GUEST_PRINT_NOTE}
        </Text>
      </Stack>
      <TextSections profile={profile} />
      <ScaleLegend levels={content.expertiseLevels} />
      <ProfileCompetencies
        framework={framework}
        version={version}
        domains={domains}
        ratings={ratings}
        maxRating={maxRating}
        idPrefix="guest-domain"
        intro={
          mapping.length === 0 && (
            <Text mb="sm">
              No competency has been mapped yet.{' '}
              <Link to={paths.guestProfileMap(framework, version)}>Map your competencies</Link>
            </Text>
          )
        }
      />
    </Stack>
  );
}

/** The profile's free-text sections, each shown only when filled in (plain text, line breaks kept). */
function TextSections({ profile }: { profile: GuestProfile }) {
  const sections = [
    ['Qualifications and background', profile.qualification_background],
    ['Activities and current role', profile.current_role],
    ['Additional information', profile.additional_information],
  ].filter(([, text]) => text?.trim());
  if (sections.length === 0) return null;
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        {sections.map(([heading, text]) => (
          <div key={heading}>
            <Title order={2} size="h4">
              {heading}
            </Title>
            <Text className={classes.prewrap}>{text}</Text>
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
