import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { notifyFailure } from '../../../lib/notify';
import { useCreateProfile } from '../api/profiles';
import { EMPTY_PROFILE_FORM, type ProfileFormValues, toProfileRequest } from '../logic';
import type { ImageValue } from './ImageField';
import { ProfileForm, type ProfileFormErrors } from './ProfileForm';
import { imageIdFor, profileFormErrors } from './save-profile';

/**
 * 'Create a reference profile' (manager of the framework; visitor spec §2 Profiles, §5): the profile
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
  const [uploading, setUploading] = useState(false);
  const [errors, setErrors] = useState<ProfileFormErrors>({});

  const save = async (values: ProfileFormValues, image: ImageValue, saved: () => void) => {
    setErrors({});
    let imageId: number | null;
    setUploading(true);
    try {
      imageId = await imageIdFor(image);
    } catch (error) {
      setErrors(profileFormErrors(error, true));
      notifyFailure(error);
      return;
    } finally {
      setUploading(false);
    }
    create.mutate(toProfileRequest(values, imageId), {
      onSuccess: (profile) => {
        saved();
        navigate(paths.referenceProfileMap(framework, version, profile.id));
      },
      onError: (error) => {
        setErrors(profileFormErrors(error, false));
        notifyFailure(error);
      },
    });
  };

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
        pending={uploading || create.isPending}
        serverErrors={errors}
        onSubmit={(values, image, saved) => void save(values, image, saved)}
      />
    </Stack>
  );
}
