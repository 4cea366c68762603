/**
 * The TeSS client asks only TESS_URL's origin and reads bounded answers (ADR 0039), against the
 * stand-in (`tess-stub`): a `links.next` or a redirect to another host fails as 'TeSS unavailable', a
 * same-origin redirect is followed, and an endless answer is cut off at the size limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchContentProviders } from '../src/modules/tess/client.js';
import { startTessStub } from '../tess-stub/server.js';

describe('TeSS client: same origin and a size limit', () => {
  let stub: Awaited<ReturnType<typeof startTessStub>>;
  beforeAll(async () => {
    stub = await startTessStub();
  });
  afterAll(() => stub.close());

  const providers = (prefix: string, maxBytes?: number) =>
    fetchContentProviders({ baseUrl: `${stub.url}${prefix}`, timeoutMs: 5_000, maxBytes });

  it('reads the providers, following a redirect on the same origin', async () => {
    expect((await providers('')).length).toBeGreaterThan(0);
    expect((await providers('/redirect-here')).length).toBeGreaterThan(0);
  });

  it('refuses a links.next to another host', async () => {
    await expect(providers('/offsite-next')).rejects.toMatchObject({
      code: 'TESS_UNAVAILABLE',
      cause: expect.stringContaining('not on'),
    });
  });

  it('refuses a redirect to another host', async () => {
    await expect(providers('/redirect-offsite')).rejects.toMatchObject({
      code: 'TESS_UNAVAILABLE',
      cause: expect.stringContaining('elsewhere.invalid'),
    });
  });

  it('stops reading an answer past the size limit', async () => {
    await expect(providers('/huge', 1024 * 1024)).rejects.toMatchObject({
      code: 'TESS_UNAVAILABLE',
      cause: expect.stringContaining('larger than 1048576 bytes'),
    });
  });
});
