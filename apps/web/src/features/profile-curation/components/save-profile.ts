/**
 * The one save flow of the create and edit pages (`useProfileSave`): turning the form's image into a
 * media id (uploading a new file first), saving, and the server's field issues as form messages.
 * Source: docs/features/profiles.md §1, §3.
 */
import type { ProfileRequest } from '@hub/domain';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notifyFailure } from '../../../lib/notify';
import { uploadImage } from '../api/profiles';
import { type ProfileFormValues, toProfileRequest } from '../logic';
import type { ImageValue } from './ImageField';
import type { ProfileFormErrors } from './ProfileForm';

/**
 * The media id to save with the profile: a new file is uploaded (POST /api/v1/manage/media), a stored
 * image keeps its id, none gives null.
 * @throws ApiError when the upload is refused (for example a file that is not really a JPG or PNG)
 */
export async function imageIdFor(image: ImageValue): Promise<number | null> {
  if (image.kind === 'file') return (await uploadImage(image.file)).id;
  if (image.kind === 'stored') return image.id;
  return null;
}

const FORM_FIELDS: readonly (keyof ProfileFormValues)[] = [
  'title',
  'jobTitle',
  'age',
  'gender',
  'seniorityLevel',
  'qualificationBackground',
  'currentRole',
  'additionalInformation',
  'publishingStatus',
];

/**
 * Field messages of a failed save: the server's issues by field ('body.title' → title, 'imageId' or
 * 'file' → image); an upload refusal without issues (413, 415) becomes the image's message.
 * @param fromUpload true when the failure came from the image upload
 */
export function profileFormErrors(error: unknown, fromUpload: boolean): ProfileFormErrors {
  if (!(error instanceof ApiError)) return {};
  const errors: ProfileFormErrors = {};
  for (const issue of error.issues ?? []) {
    const path = issue.path.replace(/^body\./, '').split('.')[0] ?? '';
    const field = FORM_FIELDS.find((f) => f === path) ?? (/^(imageId|file)$/.test(path) ? 'image' : null);
    if (field && !(field in errors)) errors[field] = issue.message;
  }
  if (fromUpload && !errors.image) errors.image = error.message;
  return errors;
}

/** How a page sends the profile request: its mutation, with the callbacks the save flow passes. */
export type SendProfile<R> = (
  request: ProfileRequest,
  callbacks: { onSuccess: (result: R) => void; onError: (error: Error) => void },
) => void;

/**
 * The save flow of the create and edit pages: a new image is uploaded first, then `send` saves the
 * profile; a failure of either step sets the field messages and shows 'Unable to perform the request'.
 * On success the form is marked clean (`saved`, so leaving asks nothing) before `onSaved` runs.
 * @param send runs the page's mutation (create; or update based on the loaded revision)
 * @param sending whether that mutation is running
 * @param onSaved called with the mutation's result (the pages go on to the mapping)
 * @returns `save` (the form's submit), `pending` (upload or save running) and `errors` by field
 */
export function useProfileSave<R>(send: SendProfile<R>, sending: boolean, onSaved: (result: R) => void) {
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
    send(toProfileRequest(values, imageId), {
      onSuccess: (result) => {
        saved();
        onSaved(result);
      },
      onError: (error) => {
        setErrors(profileFormErrors(error, false));
        notifyFailure(error);
      },
    });
  };

  return { save, pending: uploading || sending, errors };
}
