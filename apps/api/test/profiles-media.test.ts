/**
 * Profile images (docs/features/profiles.md §1; docs/features/profiles.md §3; docs/features/browsing.md §11; ADR 0012): JPG and PNG recognised by content,
 * at most 2,097,152 bytes, the original hub's messages for anything else, stored in the database and served back
 * byte for byte with the detected type, a year-long immutable cache and nosniff.
 */
import { beforeAll, expect, it } from 'vitest';
import { type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { get, JPG, PNG, pngOfSize, profileSnapshot, upload } from './profile-helpers.js';

describeWithSeededApp('profiles: images', (ctx) => {
  let headers: PersonaHeaders;
  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'pmedia', ['iscb-3.0e1']);
  });

  it('stores a PNG and a JPG and serves them back with their type and a long immutable cache', async () => {
    for (const [bytes, type] of [
      [PNG, 'image/png'],
      [JPG, 'image/jpeg'],
    ] as const) {
      const res = await upload(ctx().app, headers.manager, bytes, 'photo.bin', 'application/octet-stream');
      expect(res.statusCode).toBe(201);
      const { id, url } = res.json();
      expect(url).toBe(`/api/v1/media/${id}`);
      const served = await get(ctx().app, url);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe(type);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(served.rawPayload.equals(bytes)).toBe(true);
      const again = await ctx().app.inject({
        method: 'GET',
        url,
        headers: { 'if-none-match': served.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    }
    expect((await get(ctx().app, '/api/v1/media/999999')).statusCode).toBe(404);
  });

  it('accepts exactly 2 MB and refuses one byte more with the spec message', async () => {
    const exact = await upload(ctx().app, headers.manager, pngOfSize(2_097_152));
    expect(exact.statusCode).toBe(201);
    const before = await profileSnapshot(ctx().database.db);
    const over = await upload(ctx().app, headers.manager, pngOfSize(2_097_153));
    expect(over.statusCode).toBe(400);
    expect(over.json().error.message).toBe('Image size should not be more than 2 MB');
    expect(await profileSnapshot(ctx().database.db)).toBe(before);
  });

  it('refuses fake images by content, whatever the name and declared type, with the spec message', async () => {
    const fakes = [
      Buffer.from('<script>alert(document.cookie)</script>'),
      Buffer.concat([PNG.subarray(0, 8), Buffer.from('<script>alert(1)</script>')]),
      Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'),
      Buffer.from('%PDF-1.4\n%%EOF'),
      Buffer.alloc(0),
    ];
    const before = await profileSnapshot(ctx().database.db);
    for (const bytes of fakes) {
      const res = await upload(ctx().app, headers.manager, bytes, 'persona_picture.png', 'image/png');
      expect(res.statusCode, bytes.toString('latin1').slice(0, 20)).toBe(400);
      expect(res.json().error.message).toBe('Only JPG or PNG images are allowed');
    }
    expect(await profileSnapshot(ctx().database.db)).toBe(before);
  });

  it('needs a framework manager, a CSRF token and a multipart body', async () => {
    const { app } = ctx();
    expect((await upload(app, headers.anonymous, PNG)).statusCode).toBe(401);
    expect((await upload(app, headers.noRoles, PNG)).statusCode).toBe(403);
    expect((await upload(app, headers.contentManager, PNG)).statusCode).toBe(403);
    expect((await upload(app, { cookie: headers.manager.cookie }, PNG)).statusCode).toBe(403);
    const json = await app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: { ...headers.manager, 'content-type': 'application/json' },
      payload: { file: PNG.toString('base64') },
    });
    expect(json.statusCode).toBe(400);
  });
});
