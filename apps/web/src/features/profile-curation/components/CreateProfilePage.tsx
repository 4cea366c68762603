import type { ReferenceProfile } from '@hub/domain';
import { Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { useCreateProfile } from '../api/profiles';
import { EMPTY_PROFILE_FORM } from '../logic';
import { ProfileForm } from './ProfileForm';
import { useProfileSave } from './save-profile';

/**
 * 'Create a reference profile' (manager of the framework; docs/features/profiles.md §1, §3): the profile
 * form with the status select (Draft by default); the image is uploaded first, then the profile is
 * created and the manager goes on to its competency mapping (`/profile/map/{id}`). A failure shows the
 * server's field messages and 'Unable to perform the request'.
 * @param framework machine name; @param version version number; @param frameworkTitle display name
 */
export function CreateProfilePage({
  framework,
  version,
  frameworkTitle,
}: {
  framework: string;
  version: string;
  frameworkTitle: string;
}) {
  const navigate = useNavigate();
  const create = useCreateProfile(framework, version);

  const { save, pending, errors } = useProfileSave<ReferenceProfile>(
    (request, callbacks) => create.mutate(request, callbacks),
    create.isPending,
    (profile) => navigate(paths.referenceProfileMap(framework, version, profile.id)),
  );

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Create a reference profile</Title>
        <Text c="dimmed">
          {frameworkTitle} {version}
        </Text>
      </div>
      <ProfileForm
        initialValues={EMPTY_PROFILE_FORM}
        initialImage={{ kind: 'none' }}
        withStatus
        submitLabel="Assign competencies"
        pending={pending}
        serverErrors={errors}
        onSubmit={(values, image, saved) => void save(values, image, saved)}
      />
    </Stack>
  );
}
