/**
 * `npm run bench:page-cache -w @hub/api`: does the page cache hold every visitor page of the shipped data
 * (ADR 0039)? Needs the built web app (`npm run build -w @hub/web`).
 *
 * Starts the hub in process (in-memory PGlite with the shipped frameworks, profiles and training, the built
 * web app, the render limit out of the way, PAGE_CACHE_MB as set or its default) and renders, through
 * `inject`, every visitor page address it can reach: the sitemap's addresses and the home page; for every
 * released version in it, each framework tab, the guest profile screens, the group-needs screen and the
 * comparison of every ordered pair of its reference profiles (and of each alone); then every link found in
 * the rendered pages (pagination, 'What changed', pathways, …), followed until no new address turns up.
 * Addresses are taken at their canonical form (the page cache's key, `page-address.ts`); sign-in, account and
 * managers' screens (`/login`, `/user/…`, `…/manage…`, `…/edit`, `…/create` but the guest's, settings and
 * mapping forms) and files are left out. Prints the pages by status, their HTML bytes, the page cache's own
 * count of entries and bytes against its bound, and whether every page that answered 200 is held.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedOnStart } from '../src/db/prepare.js';
import { pageCacheSize } from '../src/lib/response-cache.js';
import { canonicalPageUrl } from '../src/modules/web-delivery/page-address.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = process.env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
const pageCacheMb = Number(process.env.PAGE_CACHE_MB ?? 256);
const maxPages = Number(process.env.BENCH_MAX_PAGES ?? 50_000);
const FRAMEWORK_TABS = [
  'competencies',
  'career-profiles',
  'career-pathways',
  'training-resources',
  'learning-pathways',
  'export-framework',
];

/** Addresses that are not visitor pages: accounts, managers' screens, forms and files. */
const NOT_VISITOR = [
  /^\/(api|ims|id|assets)\//,
  /^\/(login|user|manage-frameworks|all-training-resources)(\/|$)/,
  /\/manage(\/|$)/,
  /\/(edit|settings|manage-attributes)(\/|$)/,
  /\/training-resource\/(create|edit)/,
  /\/learning-pathway\/create$/,
  /\/career-pathway\/create$/,
  /\/profile\/create(\/survey)?$/,
  /\/profile\/map\/(?!guest$)/,
  /\/training-resources\/[^/]+\/(map|demap)\//,
  /\.[a-z0-9]{2,5}$/i,
];

const isVisitorPage = (address: string) =>
  !NOT_VISITOR.some((pattern) => pattern.test(address.split('?')[0] ?? ''));

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await seedOnStart(database.db);
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: 100_000_000,
      PAGE_RENDER_LIMIT_PER_MINUTE: 100_000_000,
      PAGE_CACHE_MB: pageCacheMb,
      WEB_DIST_DIR: webDist,
    },
    database,
  );
  const sitemap = await app.inject('/sitemap.xml');
  const sitemapPaths = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '/').pathname,
  );
  const seeds = new Set<string>(['/', ...sitemapPaths]);
  const versions = new Set(
    sitemapPaths
      .map((p) => /^\/framework\/([^/]+)\/([^/]+)$/.exec(p))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => `${m[1]}/${m[2]}`),
  );
  for (const version of versions) {
    const [framework, number] = version.split('/') as [string, string];
    const base = `/framework/${framework}/${number}`;
    for (const tab of FRAMEWORK_TABS) seeds.add(`${base}/${tab}`);
    for (const screen of ['profile/create/guest', 'profile/map/guest', 'profile/view/guest', 'cohort']) {
      seeds.add(`${base}/${screen}`);
    }
    const profiles = await app.inject(`/api/${framework}/${number}/profiles`);
    const ids =
      profiles.statusCode === 200
        ? (profiles.json() as { id: string | number }[]).map((p) => String(p.id))
        : [];
    for (const p1 of [...ids, 'guest']) {
      seeds.add(`${base}/profiles/compare/${p1}`);
      for (const p2 of ids) if (p2 !== p1) seeds.add(`${base}/profiles/compare/${p1}/${p2}`);
      if (p1 !== 'guest') seeds.add(`${base}/profiles/compare/guest/${p1}/summary`);
    }
  }

  const seen = new Set<string>();
  const queue: string[] = [];
  const add = (address: string) => {
    const canonical = canonicalPageUrl(address);
    if (seen.has(canonical) || !isVisitorPage(canonical)) return;
    seen.add(canonical);
    queue.push(canonical);
  };
  for (const seed of seeds) add(seed);

  const statuses = new Map<number, number>();
  let html = 0;
  let ok = 0;
  let rendered = 0;
  const started = performance.now();
  console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(2)}`);
  while (queue.length > 0 && rendered < maxPages) {
    const address = queue.shift() as string;
    const response = await app.inject({ method: 'GET', url: address, headers: { accept: 'text/html' } });
    rendered += 1;
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
    if (response.statusCode !== 200) continue;
    ok += 1;
    html += Buffer.byteLength(response.body);
    for (const match of response.body.matchAll(/href="([^"#]*)/g)) {
      const href = (match[1] ?? '').replaceAll('&amp;', '&');
      if (!href || href.startsWith('//')) continue;
      const url = new URL(href, `http://hub.invalid${address}`);
      if (url.host === 'hub.invalid') add(`${url.pathname}${url.search}`);
    }
    if (rendered % 200 === 0) console.log(`… ${rendered} pages rendered, ${queue.length} waiting`);
  }
  const size = pageCacheSize(database.db) ?? { entries: 0, bytes: 0 };
  const bound = pageCacheMb * 1024 * 1024;
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  const byStatus = [...statuses].map(([status, count]) => `${count} × ${status}`).join(', ');
  console.log(
    `${rendered} page addresses (${seeds.size} from the sitemap and the route patterns, the rest found by links) rendered in ${((performance.now() - started) / 1000).toFixed(0)} s: ${byStatus}${queue.length ? `; ${queue.length} left unvisited (BENCH_MAX_PAGES=${maxPages})` : ''}`,
  );
  console.log(
    `HTML of the ${ok} pages answered 200: ${mb(html)} MB (mean ${(html / Math.max(1, ok) / 1024).toFixed(1)} KB)`,
  );
  console.log(
    `page cache as it counts them (3 × UTF-8 size): ${size.entries} entries, ${mb(size.bytes)} MB of PAGE_CACHE_MB ${pageCacheMb} (${((size.bytes / bound) * 100).toFixed(1)} %)`,
  );
  const all = size.entries >= ok && size.bytes <= bound && queue.length === 0;
  console.log(
    all
      ? `every page fits: all ${ok} pages answered 200 are held, with ${mb(bound - size.bytes)} MB to spare`
      : `NOT every page fits: ${size.entries} of ${ok} pages held`,
  );
  console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)}`);
  await app.close();
  await database.close();
  if (!all) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
