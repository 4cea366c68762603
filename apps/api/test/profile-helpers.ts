/**
 * Helpers of the profile API tests: real tiny images (a 1x1 PNG and a 1x1 JPG), a multipart body
 * builder for the image upload, request helpers, and a snapshot of every table a profile write may
 * change (to prove that a refused request changed nothing).
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../src/db/client.js';
import { auditEvent, expertiseLevel, media, profile, profileMapping } from '../src/db/schema/index.js';
import type { AuthHeaders } from './auth-helpers.js';

/** A valid 1x1 PNG (70 bytes). */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid 1x1 baseline JPG (336 bytes). */
export const JPG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEAYABgAAD/2wBDAAgGBgcGBQgHBwcJCQgKDBQNDAsLDBkSEw8UHRofHh0aHBwgJC4nICIsIxwcKDcpLDAxNDQ0Hyc5PTgyPC4zNDL/wAALCAABAAEBAREA/8QAHwAAAQUBAQEBAQEAAAAAAAAAAAECAwQFBgcICQoL/8QAtRAAAgEDAwIEAwUFBAQAAAF9AQIDAAQRBRIhMUEGE1FhByJxgRQyoZEII0KxwRVS0fAkM2JyggkKFhcYGRolJicoKSo0NTY3ODk6Q0RFRkdISUpTVFVWV1hZWmNkZWZnaGlqc3R1dnd4eXqDhIWGh4iJipKTlJWWl5iZmqKjpKWmp6ipqrKztLW2t7i5usLDxMXGx8jJytLT1NXW19jZ2uHi4+Tl5ufo6erx8vP09fb3+Pn6/9oACAEBAAA/APn+iiigD//Z',
  'base64',
);

/** A PNG of exactly `size` bytes: the 1x1 image with zero padding inside an ancillary chunk's room. */
export function pngOfSize(size: number): Buffer {
  const iend = PNG.subarray(PNG.length - 12);
  const head = PNG.subarray(0, PNG.length - 12);
  return Buffer.concat([head, Buffer.alloc(size - PNG.length), iend]);
}

/** A multipart/form-data body with one file part. */
export function multipart(bytes: Buffer, filename = 'persona_picture.png', contentType = 'image/png') {
  const boundary = '----hubtestboundary7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads an image through POST /api/v1/manage/media. */
export function upload(
  app: FastifyInstance,
  headers: Partial<AuthHeaders>,
  bytes: Buffer,
  filename?: string,
  contentType?: string,
): Promise<LightMyRequestResponse> {
  const body = multipart(bytes, filename, contentType);
  return app.inject({
    method: 'POST',
    url: '/api/v1/manage/media',
    headers: { ...(headers as Record<string, string>), 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Path of a version's profiles under `/api/v1/manage/frameworks`. */
export const profilesPath = (fw: string, v: string) => `/${fw}/versions/${v}/profiles`;

/** GET with optional session headers. */
export function get(
  app: FastifyInstance,
  url: string,
  headers: Partial<AuthHeaders> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, headers: headers as Record<string, string> });
}

/** Every row of the tables a profile write may change, as JSON (equal snapshots: nothing changed). */
export async function profileSnapshot(db: Db): Promise<string> {
  const [profiles, mappings, images, levels, audit] = await Promise.all([
    db.select().from(profile).orderBy(asc(profile.id)),
    db.select().from(profileMapping).orderBy(asc(profileMapping.id)),
    db.select({ id: media.id, sha256: media.sha256 }).from(media).orderBy(asc(media.id)),
    db.select().from(expertiseLevel).orderBy(asc(expertiseLevel.id)),
    db.select().from(auditEvent).orderBy(asc(auditEvent.id)),
  ]);
  return JSON.stringify({ profiles, mappings, images, levels, audit });
}

/** A valid profile request body. */
export const profileBody = (overrides: Record<string, unknown> = {}) => ({
  title: 'Alex',
  jobTitle: 'Bioinformatics analyst',
  age: 34,
  gender: 'Nonbinary',
  seniorityLevel: 'mid_level',
  qualificationBackground: '<p>MSc in <strong>bioinformatics</strong></p>',
  currentRole: '<p>Runs the sequencing pipelines</p>',
  additionalInformation: '',
  imageId: null,
  publishingStatus: 'Draft',
  ...overrides,
});
