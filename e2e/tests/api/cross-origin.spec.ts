/**
 * Browser tools on another origin read the hub (docs/features/public-api.md §12): a page served by this test on its own port
 * (another origin than the hub) reads the original hub API, the legacy framework list, a CASE 1.1
 * package and a CTDL-ASN graph with fetch, and a revalidation with If-None-Match (a preflighted request);
 * a managers' route stays unreadable from there. The original client's credentialed session probe
 * (`/api/users`, fetched with credentials) is readable (ADR 0044); a credentialed read of another route is
 * not, so no session cookie reaches the hub from another origin there. A second page replays, in the
 * original client's request modes, every request that client makes on each visitor screen of BioExcel,
 * ISCB and the ISCB core facility extension (its profiles and comparison included): each is readable, 2xx
 * and in the shape the client reads, with no console error and no failed request.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';
import { type ClientRequest, replayOriginalClient } from './original-client-requests';

/** The other origin's page: reads the URLs it is given and writes what it got into the page. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Standards tool</title></head>
<body><main><h1>Standards tool</h1><ul id="results"></ul></main><script>
async function read(label, url, init) {
  const item = document.createElement('li');
  item.dataset.label = label;
  try {
    const response = await fetch(url, init);
    const text = await response.text();
    item.dataset.status = String(response.status);
    item.dataset.etag = response.headers.get('etag') || '';
    item.textContent = text;
  } catch (error) {
    item.dataset.status = 'blocked';
    item.textContent = String(error);
  }
  document.getElementById('results').append(item);
}
window.readAll = async (hub) => {
  await read('version_manager', hub + '/api/version_manager?_format=json&source=competencyhub');
  await read('legacy', hub + '/api/v1/framework?_format=json');
  await read('documents', hub + '/ims/case/v1p1/CFDocuments?limit=1&sort=title');
  await read('ctdl', hub + '/api/v1/frameworks/bioexcel/versions/1.0/ctdl-asn');
  await read('manage', hub + '/api/v1/manage/frameworks');
  await read('users', hub + '/api/users?_format=json', { credentials: 'include' });
  await read('credentialed-read', hub + '/api/version_manager?_format=json&c=1', { credentials: 'include' });
  const first = document.querySelector('[data-label="version_manager"]').dataset.etag;
  await read('revalidate', hub + '/api/version_manager?_format=json', { headers: { 'If-None-Match': first } });
  const documents = JSON.parse(document.querySelector('[data-label="documents"]').textContent);
  await read('package', documents.CFDocuments[0].CFPackageURI.uri.replace(/^https?:\\/\\/[^/]+/, hub));
  document.body.dataset.done = 'yes';
};
</script></body></html>`;

/** The original client's stand-in: an empty page on the other origin that the replay runs in. */
const CLIENT_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Competency Hub</title>
<link rel="icon" href="data:,"></head><body><main><h1>Competency Hub</h1></main></body></html>`;

type Json = Record<string, unknown>;
const isList = (value: unknown): value is Json[] => Array.isArray(value);
const everyHas = (value: unknown, keys: string[]) =>
  isList(value) && value.every((item) => keys.every((key) => key in item));

/** What the client reads from each answer, as a check of its shape. */
const SHAPES: Record<string, (body: unknown) => boolean> = {
  // Root reads user.roles.includes(…) and user.username; the guest profile form saves only without roles.
  user: (body) => {
    const user = (body as { user?: Json }).user;
    return (
      user?.is_logged_in === false &&
      Array.isArray(user.roles) &&
      user.roles.length === 0 &&
      typeof user.username === 'string'
    );
  },
  token: (body) => typeof body === 'string' && body.length > 0,
  // Framework pages read [0].title, description, nid and domains[].competencies[].{id,title,attributes}.
  version: (body) =>
    isList(body) &&
    body.length === 1 &&
    everyHas(body, ['nid', 'title', 'description', 'domains']) &&
    ((body[0]?.domains ?? []) as Json[]).every((domain) =>
      everyHas(domain.competencies, ['id', 'title', 'attributes']),
    ),
  versionManager: (body) =>
    everyHas(body, ['title', 'versions', 'attribute_types', 'expertise_levels']) &&
    (body as Json[]).every((framework) => everyHas(framework.versions, ['number', 'status'])),
  profiles: (body) => everyHas(body, ['id', 'publishing_status', 'job_title', 'image', 'url_alias']),
  profile: (body) =>
    !isList(body) &&
    typeof body === 'object' &&
    body !== null &&
    ['id', 'job_title', 'title', 'image', 'profile_mapping'].every((key) => key in body),
  pathways: (body) => everyHas(body, ['publishing_status']),
  count: (body) => typeof body === 'number',
  // The training tab reads archived, competency_profile[].framework_label and row 0's hitcount.
  courses: (body) => everyHas(body, ['nid', 'slug', 'title', 'archived', 'hitcount', 'competency_profile']),
  export: (body) => {
    const table = body as { headers?: unknown; data?: unknown; filters?: Json };
    return (
      Array.isArray(table.headers) &&
      Array.isArray(table.data) &&
      Array.isArray(table.filters?.identifiers) &&
      Array.isArray(table.filters?.profiles)
    );
  },
  legacyFrameworks: (body) => everyHas(body, ['name', 'attribute_types']),
  competencyResources: (body) => everyHas(body, ['nid', 'title']),
  resource: (body) =>
    !isList(body) && typeof body === 'object' && body !== null && 'id' in body && 'title' in body,
};

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(request.url === '/client' ? CLIENT_PAGE : PAGE);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://localhost:${(server.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('a page on another origin reads the hub API, CASE and CTDL-ASN with fetch', async ({
  page,
  baseURL,
}) => {
  await page.goto(origin);
  await expect(page.getByRole('heading', { name: 'Standards tool' })).toBeVisible();
  const hub = String(baseURL);
  expect(new URL(hub).origin).not.toBe(new URL(origin).origin);
  await page.evaluate(
    (url) => (window as unknown as { readAll: (u: string) => Promise<void> }).readAll(url),
    hub,
  );
  await expect(page.locator('body')).toHaveAttribute('data-done', 'yes');
  const result = (label: string) => page.locator(`[data-label="${label}"]`);

  await expect(result('version_manager')).toHaveAttribute('data-status', '200');
  expect(JSON.parse((await result('version_manager').textContent()) ?? '[]')[0]).toHaveProperty('versions');
  await expect(result('version_manager')).not.toHaveAttribute('data-etag', '');
  await expect(result('legacy')).toHaveAttribute('data-status', '200');
  expect(JSON.parse((await result('legacy').textContent()) ?? '[]')[0]).toHaveProperty('attribute_types');
  await expect(result('documents')).toHaveAttribute('data-status', '200');
  await expect(result('ctdl')).toHaveAttribute('data-status', '200');
  expect(JSON.parse((await result('ctdl').textContent()) ?? '{}')['@graph'][0]['@type']).toBe(
    'ceasn:CompetencyFramework',
  );
  await expect(result('package')).toHaveAttribute('data-status', '200');
  expect(JSON.parse((await result('package').textContent()) ?? '{}')).toHaveProperty('CFItems');
  // A conditional read is preflighted (If-None-Match) and answered 304.
  await expect(result('revalidate')).toHaveAttribute('data-status', '304');
  // Managers' routes give other origins nothing to read.
  await expect(result('manage')).toHaveAttribute('data-status', 'blocked');
  // The original client's credentialed session probe is readable; other reads refuse credentials.
  await expect(result('users')).toHaveAttribute('data-status', '200');
  expect(JSON.parse((await result('users').textContent()) ?? '{}').user.is_logged_in).toBe(false);
  await expect(result('credentialed-read')).toHaveAttribute('data-status', 'blocked');
});

test("the original client's requests on every visitor screen are readable from its origin", async ({
  page,
  baseURL,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('requestfailed', (request) =>
    problems.push(`failed: ${request.url()} ${request.failure()?.errorText}`),
  );
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()}: ${response.url()}`);
  });
  await page.goto(`${origin}/client`);
  await expect(page.getByRole('heading', { name: 'Competency Hub' })).toBeVisible();
  const hub = new URL(String(baseURL)).origin;
  expect(hub).not.toBe(origin);

  const requests: ClientRequest[] = await page.evaluate(replayOriginalClient, hub);
  for (const request of requests) {
    const where = `${request.screen} · ${request.label} (${request.mode}) ${request.url}`;
    expect(request.status, where).toBe(200);
    expect(
      SHAPES[request.shape]?.(request.body),
      `${where}: ${JSON.stringify(request.body).slice(0, 300)}`,
    ).toBe(true);
  }
  expect(problems).toEqual([]);

  // Every screen was walked: the extension's profiles, their comparison and the training resource pages.
  const screens = new Set(requests.map((request) => request.screen));
  for (const framework of ['bioexcel 1.0', 'iscb 3.0', 'iscbcorefacilityextension e1']) {
    expect(screens, framework).toContain(`framework page ${framework}: export tab`);
    expect([...screens].some((screen) => screen.startsWith(`competency page ${framework} `))).toBe(true);
  }
  const extensionProfiles = [...screens].filter((screen) =>
    screen.startsWith('profile page iscb core facility extension e1 '),
  );
  expect(extensionProfiles.length).toBeGreaterThanOrEqual(2);
  expect(
    [...screens].filter((screen) => screen.startsWith('profile comparison iscb core facility extension e1 '))
      .length,
  ).toBe(extensionProfiles.length);
  // Training resources reached by both links: the training tab's slug and the competency pages' own slug.
  expect([...screens].some((screen) => screen.startsWith('training resource page (training tab link)'))).toBe(
    true,
  );
  expect(
    [...screens].some((screen) => screen.startsWith('training resource page (competency page link)')),
  ).toBe(true);
});
