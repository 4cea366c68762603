/**
 * Image type by content (magic bytes), for the guest profile's image: the browser checks the file's bytes,
 * never its name or the type the browser reports. Source: docs/features/profiles.md §3 (only JPG or PNG, at most
 * 2 MB); docs/features/profiles.md §1 (by content).
 */
import type { ImageMimeType } from '../schemas/profiles.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** 'image/png' or 'image/jpeg' when the first bytes are a PNG or JPEG signature, else null. */
export function detectImageType(bytes: Uint8Array): ImageMimeType | null {
  if (bytes.length >= PNG_SIGNATURE.length && PNG_SIGNATURE.every((b, i) => bytes[i] === b)) {
    return 'image/png';
  }
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Number of bytes a base64 text decodes to (padding accounted for). */
export function base64DecodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return Math.floor((base64.length * 3) / 4) - padding;
}
