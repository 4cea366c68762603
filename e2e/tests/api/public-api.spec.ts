/**
 * Smoke test of the original hub's public read API (docs/features/public-api.md §1), through
 * Playwright's `request` fixture against the running server.
 */
import { expect, test } from '../fixtures';
import { BIOEXCEL } from '../support';

interface HubAttribute {
  title: string;
  type: string;
}
interface HubCompetency {
  title: string;
  archived: string;
  attributes: HubAttribute[];
}
interface HubDomain {
  title: string;
  competencies: HubCompetency[];
}
interface HubFramework {
  title: string;
  domains: HubDomain[];
}

test.describe('public hub API', () => {
  test('GET /api/bioexcel/1.0 returns the whole framework', async ({ request }) => {
    const response = await request.get('/api/bioexcel/1.0?_format=json');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/json');

    const body = (await response.json()) as HubFramework[];
    expect(Array.isArray(body)).toBe(true);
    const framework = body[0];
    if (!framework) throw new Error('empty array');
    expect(framework.domains.map((d) => d.title)).toEqual([...BIOEXCEL.domains]);
    const competencies = framework.domains.flatMap((d) => d.competencies);
    expect(competencies).toHaveLength(BIOEXCEL.competencyCount);
    expect(competencies.flatMap((c) => c.attributes)).toHaveLength(BIOEXCEL.attributeCount);
  });

  test('released versions carry an ETag and answer 304 to If-None-Match', async ({ request }) => {
    const first = await request.get('/api/bioexcel/1.0?_format=json');
    expect(first.status()).toBe(200);
    const etag = first.headers().etag;
    expect(etag, 'ETag header on a released version').toBeTruthy();

    const second = await request.get('/api/bioexcel/1.0?_format=json', {
      headers: { 'If-None-Match': etag ?? '' },
    });
    expect(second.status()).toBe(304);
    expect(await second.body()).toHaveLength(0);
  });

  test('accepts the parameters old clients send (duplicated timestamp, source, trailing slash)', async ({
    request,
  }) => {
    const response = await request.get(
      '/api/bioexcel/1.0/?_format=json&source=competencyhub&timestamp=1&timestamp=',
    );
    expect(response.status()).toBe(200);
    const body = (await response.json()) as HubFramework[];
    expect(body[0]?.domains).toHaveLength(BIOEXCEL.domains.length);
  });
});
