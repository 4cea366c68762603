/**
 * Reads the image chosen in the guest form: JPG or PNG by content (magic bytes), at most 2 MB, returned
 * as a base64 data URL for storage in the browser. Source: docs/features/profiles.md §3; docs/features/browsing.md §11.
 */
import { detectImageType, MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '@hub/domain';

/** Result of {@link readGuestImage}: the data URL, or the original hub's message. */
export type GuestImageResult = { ok: true; url: string } | { ok: false; message: string };

/** Base64 of bytes, in chunks (no call-stack limit on large images). */
function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return btoa(binary);
}

/**
 * Checks and reads `file`. Size is checked first ('Image size should not be more than 2 MB'), then the
 * content ('Only JPG or PNG images are allowed'); the file name and the browser's type are ignored.
 */
export async function readGuestImage(file: Blob): Promise<GuestImageResult> {
  if (file.size > MAX_IMAGE_BYTES) return { ok: false, message: PROFILE_MESSAGES.imageTooLarge };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) return { ok: false, message: PROFILE_MESSAGES.imageWrongType };
  return { ok: true, url: `data:${type};base64,${toBase64(bytes)}` };
}
