/**
 * Helpers of the create and edit pages: turning the form's image into a media id (uploading a new file
 * first) and the server's field issues into form messages. Spec: visitor-features.md §2 Profiles, §5.
 */
import { ApiError } from '../../../lib/api-client';
import { uploadImage } from '../api/profiles';
import type { ProfileFormValues } from '../logic';
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
