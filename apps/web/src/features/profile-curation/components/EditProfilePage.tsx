import { type ReferenceProfile, rowEtag } from '@hub/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifySuccess } from '../../../lib/notify';
import { type Saved, theirsKept } from '../../../lib/stale-write';
import { useUpdateProfile } from '../api/profiles';
import { mediaIdFromUrl, profileRequestOf, profileToFormValues } from '../logic';
import type { ImageValue } from './ImageField';
import { ProfileForm } from './ProfileForm';
import { useProfileSave } from './save-profile';

/**
 * Edit page of a reference profile (`/profile/edit/{id}`, manager of the framework; docs/features/profiles.md §1): heading 'Create a reference profile' as in the original hub, a 'View' link to the profile, the form
 * filled from the profile (status select included; the stored image kept unless cleared or replaced) and
 * the 'Assign competencies' submit, which saves and goes to `/profile/map/{id}`. The save is based on the
 * profile's revision as loaded (ADR 0021): a stale one opens the conflict dialog ('Take theirs' opens the
 * profile as saved); leaving with unsaved changes asks first.
 * @param profile the loaded profile; @param frameworkTitle display name of its framework
 * @param notice shown above the form (the screen's 'changed since you opened it' notice, ADR 0070)
 */
export function EditProfilePage({
  profile,
  frameworkTitle,
  notice,
}: {
  profile: ReferenceProfile;
  frameworkTitle: string;
  notice?: ReactNode;
}) {
  const { framework, version, id } = profile;
  const navigate = useNavigate();
  const update = useUpdateProfile(framework, version, id);
  const [basedOn] = useState(() => rowEtag(profile.revision));
  // The base of a field-level merge after a stale save (ADR 0057).
  const [base] = useState(() => profileRequestOf(profile));
  const initialImage: ImageValue = profile.imageUrl
    ? { kind: 'stored', url: profile.imageUrl, id: mediaIdFromUrl(profile.imageUrl) }
    : { kind: 'none' };

  const { save, pending, errors } = useProfileSave<Saved<ReferenceProfile>>(
    (request, callbacks) => update.mutate({ body: request, base, ifMatch: basedOn }, callbacks),
    update.isPending,
    (result) => {
      if (theirsKept(result)) {
        notifySuccess('Their change was kept');
        navigate(paths.profileView(framework, version, id, profile.urlAlias));
        return;
      }
      navigate(paths.referenceProfileMap(framework, version, result.id));
    },
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create a reference profile</Title>
        <Text c="dimmed">
          Editing {profile.title}
          {profile.jobTitle && profile.jobTitle !== profile.title ? ` (${profile.jobTitle})` : ''},{' '}
          {frameworkTitle} {version}
        </Text>
        <Anchor component={Link} to={paths.profileView(framework, version, id, profile.urlAlias)}>
          View
        </Anchor>
      </div>
      {notice}
      <ProfileForm
        initialValues={profileToFormValues(profile)}
        initialImage={initialImage}
        withStatus
        submitLabel="Assign competencies"
        pending={pending}
        serverErrors={errors}
        onSubmit={(values, image, saved) => void save(values, image, saved)}
      />
    </Stack>
  );
}
