/**
 * Every JSON-LD `@id` the hub publishes resolves (ADR 0045): the served HTML of every sitemap page, and of
 * the extension's pages of the ISCB 3.0 competencies it shows (linked from its framework page, not in the
 * sitemap), is read without a browser; each `@id` under the hub's address must be a page (200) or answer
 * 303 to a page that answers 200.
 */
import { type APIRequestContext, expect, test } from '@playwright/test';
import { parseDocument } from './html';

/** The `<loc>` values of a sitemap. */
const sitemapLocs = (xml: string) =>
  [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));

/** Every `@id` value in a JSON-LD value, however deep. */
function ids(value: unknown, into: Set<string>): Set<string> {
  if (Array.isArray(value)) for (const item of value) ids(item, into);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      if (key === '@id' && typeof inner === 'string') into.add(inner);
      else ids(inner, into);
    }
  }
  return into;
}

/** Runs `task` over `items`, `width` at a time. */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += width) await Promise.all(items.slice(i, i + width).map(task));
}

/** The pages of the ISCB 3.0 competencies the extension iscb-3.0e1 e1 shows as its core. */
async function extensionCorePages(request: APIRequestContext): Promise<string[]> {
  const content = (await (await request.get('/api/v1/frameworks/iscb-3.0e1/versions/e1')).json()) as {
    coreDomains: { competencies: { id: number }[] }[];
  };
  return content.coreDomains.flatMap((d) =>
    d.competencies.map((c) => `/framework/iscb-3.0e1/e1/competency/details/${c.id}`),
  );
}

test('every JSON-LD @id of every page resolves to a page', async ({ request }) => {
  test.setTimeout(300_000);
  const sitemap = await request.get('/sitemap.xml');
  const locs = sitemapLocs(await sitemap.text());
  const hub = new URL(locs[0] ?? 'http://invalid').origin;
  const core = await extensionCorePages(request);
  expect(core.length).toBe(13);
  const pages = [...locs.map((loc) => new URL(loc).pathname), ...core];

  const found = new Map<string, string>();
  await inBatches(pages, 6, async (path) => {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    for (const id of ids(parseDocument(await response.text()).jsonLd, new Set())) {
      if (id.startsWith(`${hub}/`) && !found.has(id)) found.set(id, path);
    }
  });
  expect(found.size).toBeGreaterThan(100);

  const broken: string[] = [];
  await inBatches([...found], 6, async ([id, page]) => {
    const answer = await request.get(id.slice(hub.length), { maxRedirects: 0 });
    // A page's own address (a training resource's @id) answers itself.
    if (answer.status() === 200) return;
    const location = answer.headers().location ?? '';
    if (answer.status() !== 303 || !location.startsWith(`${hub}/`)) {
      broken.push(`${id} (on ${page}): ${answer.status()}`);
      return;
    }
    const target = await request.get(location.slice(hub.length));
    if (target.status() !== 200) broken.push(`${id} (on ${page}) → ${location}: ${target.status()}`);
  });
  expect(broken, '@ids that do not resolve').toEqual([]);
});
