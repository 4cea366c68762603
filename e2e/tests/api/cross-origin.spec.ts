/**
 * Browser tools on another origin read the hub (docs/features/public-api.md §12): a page served by this test on its own port
 * (another origin than the hub) reads the original hub API, the legacy framework list, a CASE 1.1
 * package and a CTDL-ASN graph with fetch, and a revalidation with If-None-Match (a preflighted request);
 * a managers' route stays unreadable from there. The original client's credentialed session probe
 * (`/api/users`, fetched with credentials) is readable (ADR 0044); a credentialed read of another route is
 * not, so no session cookie reaches the hub from another origin there.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '../fixtures';

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

let server: Server;
let origin: string;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(PAGE);
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
