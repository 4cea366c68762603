import type { ReferenceProfile } from '@hub/domain';
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useUpdateProfile } from '../api/profiles';
import { mediaIdFromUrl, profileToFormValues } from '../logic';
import type { ImageValue } from './ImageField';
import { ProfileForm } from './ProfileForm';
import { useProfileSave } from './save-profile';

/**
 * Edit page of a reference profile (`/profile/edit/{id}`, manager of the framework; visitor spec §2
 * Profiles): heading 'Create a reference profile' as in the spec, a 'View' link to the profile, the form
 * filled from the profile (status select included; the stored image kept unless cleared or replaced) and
 * the 'Assign competencies' submit, which saves and goes to `/profile/map/{id}`.
 * @param profile the loaded profile; @param frameworkTitle display name of its framework
 */
export function EditProfilePage({
  profile,
  frameworkTitle,
}: {
  profile: ReferenceProfile;
  frameworkTitle: string;
}) {
  const { framework, version, id } = profile;
  const navigate = useNavigate();
  const update = useUpdateProfile(framework, version, id);
  const initialImage: ImageValue = profile.imageUrl
    ? { kind: 'stored', url: profile.imageUrl, id: mediaIdFromUrl(profile.imageUrl) }
    : { kind: 'none' };

  const { save, pending, errors } = useProfileSave(update, (saved) =>
    navigate(paths.referenceProfileMap(framework, version, saved.id)),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create a reference profile</Title>
        <Text c="dimmed">
          Editing {profile.title} ({profile.jobTitle}), {frameworkTitle} {version}
        </Text>
        <Anchor component={Link} to={paths.profileView(framework, version, id, profile.urlAlias)}>
          View
        </Anchor>
      </div>
      <ProfileForm
        initialValues={profileToFormValues(profile)}
        initialImage={initialImage}
        withStatus
        submitLabel="Assign competencies"
        pending={pending}
        serverErrors={errors}
        onSubmit={(values, image) => void save(values, image)}
      />
    </Stack>
  );
}
