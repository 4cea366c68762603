/**
 * Profile images stored in the database (ADR 0012; docs/features/profiles.md §1; docs/features/profiles.md §3; docs/features/browsing.md §11): JPG or PNG
 * recognised by content (magic bytes and structure, never the client's file name or content type), at
 * most MAX_IMAGE_BYTES, served back with the detected content type.
 */
import { createHash } from 'node:crypto';
import { type ImageMimeType, MAX_IMAGE_BYTES, PROFILE_MESSAGES } from '@hub/domain';
import type { Db } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { runRevisedWrite } from '../../lib/revised-write.js';
import * as repo from './repository.js';
import type { Actor } from './service.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * Recognises a JPG or PNG by its bytes: a PNG starts with the signature and its IHDR chunk and ends with
 * the IEND chunk; a JPG starts with an SOI marker followed by another marker and ends with EOI.
 * @returns the content type, or null for anything else (a script renamed .png included)
 */
export function detectImageType(bytes: Buffer): ImageMimeType | null {
  if (
    bytes.length >= 57 &&
    bytes.subarray(0, 8).equals(PNG_SIGNATURE) &&
    bytes.subarray(12, 16).toString('latin1') === 'IHDR' &&
    bytes.subarray(bytes.length - 8, bytes.length - 4).toString('latin1') === 'IEND'
  ) {
    return 'image/png';
  }
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) {
    let end = bytes.length;
    while (end > 2 && bytes[end - 1] === 0x00) end--;
    if (bytes[end - 2] === 0xff && bytes[end - 1] === 0xd9) return 'image/jpeg';
  }
  return null;
}

/**
 * Checks and stores an uploaded image, recording an audit event: a creation run by the write runner
 * (lib/revised-write.ts, ADR 0056).
 * @returns the stored row
 * @throws AppError BAD_REQUEST 'Image size should not be more than 2 MB' or 'Only JPG or PNG images are allowed'
 */
export async function storeImage(db: Db, actor: Actor, bytes: Buffer): Promise<repo.MediaRow> {
  if (bytes.length > MAX_IMAGE_BYTES) {
    throw badRequest(PROFILE_MESSAGES.imageTooLarge, [
      { path: 'file', message: PROFILE_MESSAGES.imageTooLarge },
    ]);
  }
  const mime = bytes.length > 0 ? detectImageType(bytes) : null;
  if (!mime) {
    throw badRequest(PROFILE_MESSAGES.imageWrongType, [
      { path: 'file', message: PROFILE_MESSAGES.imageWrongType },
    ]);
  }
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  return runRevisedWrite(db, {
    actor,
    lock: 'none',
    load: async () => null,
    update: ({ tx }) =>
      repo.insertMedia(tx, { data: bytes, mime, size: bytes.length, sha256, uploadedBy: actor.id }),
    audit: ({ after: row }) => ({
      action: 'media.upload',
      entityType: 'media',
      entityId: row.id,
      frameworkId: null,
      before: null,
      after: { id: row.id, mime, size: row.size, sha256 },
    }),
  });
}

/**
 * One stored image.
 * @throws AppError NOT_FOUND for an unknown id
 */
export async function getImage(db: Db, id: number): Promise<repo.MediaRow> {
  const row = await repo.findMedia(db, id);
  if (!row) throw notFound(`Image ${id} not found`);
  return row;
}

/** The URL an image is served from. */
export const mediaUrl = (id: number) => `/api/v1/media/${id}`;
