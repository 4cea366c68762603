/**
 * `npm run bench:first-render -w @hub/api`: how long does a visitor page's first render take (page cache
 * empty)? Needs the built web app (`npm run build -w @hub/web`). Source: ADR 0068.
 *
 * Starts the hub in process (in-memory PGlite with the shipped data, the built web app, the rate limits out
 * of the way), renders a few pages to warm the code up (other addresses than the measured ones), then
 * renders, through `inject`, the framework page `/framework/bioexcel/1.0` once and every competency page of
 * the sitemap once each (each address is rendered once, so each render is a page-cache miss). Prints the
 * framework page's time and the competency pages' p50, p90 and max, as wall time and as the process's CPU
 * time (user + system: steadier when other processes share the machine). BENCH_MAX_PAGES caps the competency
 * pages (all by default).
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { seedOnStart } from '../src/db/prepare.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = process.env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
const maxPages = Number(process.env.BENCH_MAX_PAGES ?? 100_000);
const FRAMEWORK_PAGE = '/framework/bioexcel/1.0';

/** The value at quantile `q` of sorted `values`. */
function quantile(values: readonly number[], q: number): number {
  return values[Math.min(values.length - 1, Math.floor(q * values.length))] ?? Number.NaN;
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await seedOnStart(database.db);
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: 100_000_000,
      PAGE_RENDER_LIMIT_PER_MINUTE: 100_000_000,
      WEB_DIST_DIR: webDist,
    },
    database,
  );
  const sitemap = await app.inject('/sitemap.xml');
  const addresses = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (m) => new URL(m[1] ?? '/').pathname,
  );
  const competencies = addresses.filter((a) => a.includes('/competency/details/')).slice(0, maxPages);
  /** Wall time and this process's CPU time (user + system; steadier on a busy machine) of one render, in ms. */
  const render = async (url: string) => {
    const started = performance.now();
    const cpu = process.cpuUsage();
    const response = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}`);
    const used = process.cpuUsage(cpu);
    return { wall: performance.now() - started, cpu: (used.user + used.system) / 1000 };
  };
  const figures = (values: number[]) => {
    values.sort((a, b) => a - b);
    return `p50 ${quantile(values, 0.5).toFixed(0)} ms, p90 ${quantile(values, 0.9).toFixed(0)} ms, max ${(values.at(-1) ?? 0).toFixed(0)} ms`;
  };
  // Warm-up on addresses that are not measured: the home page, the about page, a training resource.
  for (const url of [
    '/',
    '/about',
    ...addresses.filter((a) => a.startsWith('/training-resources/')).slice(0, 3),
  ]) {
    await render(url);
  }
  console.log(`load average (1 min) at start: ${loadavg()[0]?.toFixed(2)}`);
  const framework = await render(FRAMEWORK_PAGE);
  console.log(
    `first render of ${FRAMEWORK_PAGE} (cache empty): ${framework.wall.toFixed(0)} ms (CPU ${framework.cpu.toFixed(0)} ms)`,
  );
  const times: { wall: number; cpu: number }[] = [];
  for (const url of competencies) times.push(await render(url));
  console.log(`first render of ${times.length} competency pages (cache empty):`);
  console.log(`  wall ${figures(times.map((t) => t.wall))}`);
  console.log(`  CPU  ${figures(times.map((t) => t.cpu))}`);
  console.log(`load average (1 min) at the end: ${loadavg()[0]?.toFixed(2)}`);
  await app.close();
  await database.close();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
