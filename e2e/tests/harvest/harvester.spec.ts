/**
 * Walks the hub like a harvester such as TeSS (docs/features/browsing.md §12), with no browser and no script run: reads
 * `/sitemap.xml`, fetches every training resource page's served HTML, extracts its JSON-LD and checks it
 * against the Bioschemas minimum properties (name, description, keywords or about, url; for a
 * CourseInstance its dates and mode), and the types the issue names (schema.org `LearningResource` with
 * `dct:conformsTo` the Bioschemas TrainingMaterial profile, or `Course` with a `CourseInstance`).
 * TeSS's own reading is replayed (`tess-extraction.ts`, after ElixirTeSS/TeSS_RDF_Extractors and TeSS's
 * bioschemas_ingestor.rb): every page yields exactly one TeSS material or event with title, url and
 * description, an event has dates and a location or 'online', no learning objective is an IRI, every page's
 * resource has a url of its own (TeSS keeps one resource per url over the whole source), and the nodes carry the required properties of the Bioschemas TrainingMaterial, Course and CourseInstance
 * release profiles. Also: every sitemap URL is a page's canonical address and answers 200.
 */
import { expect, test } from '@playwright/test';
import { parseDocument } from './html';
import { profileProblems, tessExtract, tessHarvest } from './tess-extraction';

type Json = Record<string, unknown>;

/** The `<loc>` values of a sitemap. */
function sitemapLocs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => (match[1] ?? '').replace(/&amp;/g, '&'));
}

/** A sitemap URL (under PUBLIC_URL) as a path on the server under test. */
function pathOf(loc: string): string {
  const url = new URL(loc);
  return `${url.pathname}${url.search}`;
}

const types = (node: Json): string[] => {
  const type = node['@type'];
  return Array.isArray(type) ? (type as string[]) : typeof type === 'string' ? [type] : [];
};
const nonEmpty = (value: unknown) =>
  (typeof value === 'string' && value.trim().length > 0) || (Array.isArray(value) && value.length > 0);

/** Problems of one training resource's JSON-LD against the Bioschemas minimum properties. */
function minimumProblems(node: Json): string[] {
  const problems: string[] = [];
  for (const key of ['name', 'description', 'url']) {
    if (!nonEmpty(node[key])) problems.push(`no ${key}`);
  }
  if (!nonEmpty(node.keywords) && !node.about) problems.push('neither keywords nor about');
  if (types(node).includes('Course')) {
    // A Course is a dated event: TeSS reads it only with a CourseInstance (an undated event is a
    // LearningResource); every instance carries its dates and mode.
    const instances = ([] as Json[]).concat((node.hasCourseInstance as Json | Json[] | undefined) ?? []);
    if (instances.length === 0) problems.push('Course without a CourseInstance (TeSS reads none)');
    for (const instance of instances) {
      if (!types(instance).includes('CourseInstance'))
        problems.push('hasCourseInstance is not a CourseInstance');
      if (!nonEmpty(instance.startDate)) problems.push('CourseInstance without startDate');
      if (instance.endDate !== undefined && String(instance.endDate) < String(instance.startDate)) {
        problems.push('CourseInstance ends before it starts');
      }
      if (!nonEmpty(instance.courseMode)) problems.push('CourseInstance without courseMode');
    }
  }
  return problems;
}

/** Fetches the sitemap and every training resource page; returns each page's JSON-LD. */
async function harvest(request: import('@playwright/test').APIRequestContext) {
  const sitemap = await request.get('/sitemap.xml');
  expect(sitemap.status()).toBe(200);
  const locs = sitemapLocs(await sitemap.text());
  const training = locs.filter((loc) => new URL(loc).pathname.startsWith('/training-resources/'));
  const pages: { loc: string; nodes: Json[] }[] = [];
  for (const loc of training) {
    const response = await request.get(pathOf(loc), { headers: { Accept: 'text/html' } });
    expect(response.status(), loc).toBe(200);
    const doc = parseDocument(await response.text());
    expect(doc.canonical, loc).toBe(loc);
    pages.push({ loc, nodes: doc.jsonLd as Json[] });
  }
  return { locs, pages };
}

test.describe('harvesting training resources from the served HTML', () => {
  test.setTimeout(180_000);

  test('every training resource page of the sitemap has JSON-LD with the Bioschemas minimum properties', async ({
    request,
  }) => {
    const { pages } = await harvest(request);
    // The shipped BioExcel knowledge base has 200 training resources.
    expect(pages.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    for (const { loc, nodes } of pages) {
      if (nodes.length === 0) {
        problems.push(`${loc}: no JSON-LD`);
        continue;
      }
      for (const node of nodes) problems.push(...minimumProblems(node).map((p) => `${loc}: ${p}`));
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('materials are schema.org LearningResource conforming to Bioschemas TrainingMaterial; events are a Course with a CourseInstance', async ({
    request,
  }) => {
    const { pages } = await harvest(request);
    const problems: string[] = [];
    for (const { loc, nodes } of pages) {
      for (const node of nodes) {
        const kind = types(node);
        if (kind.includes('Course')) continue;
        if (!kind.includes('LearningResource'))
          problems.push(`${loc}: type ${kind.join(',')}, not LearningResource`);
        const conformsTo = JSON.stringify(node['dct:conformsTo'] ?? '');
        if (!/bioschemas\.org\/profiles\/TrainingMaterial/.test(conformsTo)) {
          problems.push(`${loc}: dct:conformsTo does not name the TrainingMaterial profile`);
        }
      }
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
  });

  test('TeSS harvests exactly one material or event from every page, as its extractors read them', async ({
    request,
  }) => {
    const { pages } = await harvest(request);
    expect(pages.length).toBeGreaterThanOrEqual(200);
    const problems: string[] = [];
    let events = 0;
    for (const { loc, nodes } of pages) {
      const { materials, events: found } = tessExtract(nodes);
      events += found.length;
      const all = [...materials, ...found];
      if (all.length !== 1) problems.push(`${loc}: ${materials.length} materials and ${found.length} events`);
      for (const item of all) {
        for (const key of ['title', 'url', 'description'] as const) {
          if (!item[key]) problems.push(`${loc}: no ${key}`);
        }
        const iris = item.learningObjectives.filter((o) => /^[a-z][a-z0-9+.-]*:\/\//i.test(o));
        if (iris.length > 0) problems.push(`${loc}: IRIs among learning objectives: ${iris.join(', ')}`);
      }
      for (const event of found) {
        if (!event.start) problems.push(`${loc}: event without a start date`);
        if (!event.venue && !event.online) problems.push(`${loc}: event with neither a location nor online`);
      }
      problems.push(...nodes.flatMap((node) => profileProblems(node)).map((p) => `${loc}: ${p}`));
    }
    expect(problems, problems.slice(0, 20).join('\n')).toEqual([]);
    // The shipped knowledge base has 8 dated events; TeSS reads each once.
    expect(events).toBeGreaterThanOrEqual(8);

    // Over the whole source TeSS keeps one resource per url: resources sharing a provider's overview
    // address (the SURF, ARCHER, PATC@BSC and KNIME courses) must stay apart, each under its own url.
    const harvested = tessHarvest(pages.map((p) => p.nodes));
    const urls = [...harvested.materials, ...harvested.events].map((item) => item.url);
    expect(new Set(urls).size, 'distinct urls').toBe(urls.length);
    expect(urls, 'one TeSS resource per page').toHaveLength(pages.length);
  });

  test('the sitemap lists canonical addresses only, each answering 200', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    const locs = sitemapLocs(await sitemap.text()).filter(
      (loc) => !new URL(loc).pathname.startsWith('/training-resources/'),
    );
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) {
      const response = await request.get(pathOf(loc), { maxRedirects: 0 });
      expect(response.status(), loc).toBe(200);
      expect(parseDocument(await response.text()).canonical, loc).toBe(loc);
    }
  });
});
