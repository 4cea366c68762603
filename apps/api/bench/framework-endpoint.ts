import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { type Figures, findWrk, loadWithWrk, median } from './wrk.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const connections = 32;
const webDist =
  process.env.BENCH_WEB_DIST ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');
const withPages = existsSync(path.join(webDist, 'server', 'entry-server.js'));
/** The page loaded against its ceiling. */
const FRAMEWORK_PAGE = '/framework/bioexcel/1.0';

const wrkPath = findWrk();
const tool = wrkPath ? `wrk (${wrkPath}, 2 threads)` : 'autocannon (wrk not found)';

/**
 * Loads `url` for `duration` seconds and measures this process's CPU time per answered request (the
 * server's cost, which a machine shared with other work changes far less than requests/s; with autocannon
 * the load generator's own CPU is in it too).
 */
async function load(url: string, duration: number): Promise<Figures> {
  const before = process.cpuUsage();
  const figures = await generateLoad(url, duration);
  const used = process.cpuUsage(before);
  return { ...figures, cpuPerRequest: (used.user + used.system) / Math.max(1, figures.requests) };
}

async function generateLoad(url: string, duration: number): Promise<Figures> {
  if (wrkPath) return loadWithWrk(wrkPath, url, { connections, duration });
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    cpuPerRequest: 0,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

/**
 * The number of response header fields and their size as sent (`name: value` lines), for the output: the
 * hub sends more fields than the bare ceiling (security headers, CORS, ETag, Cache-Control, Vary), a cost it
 * pays in the comparison.
 */
async function headerBlock(url: string): Promise<{ fields: number; bytes: number }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  await response.arrayBuffer();
  let fields = 0;
  let bytes = 0;
  response.headers.forEach((value, name) => {
    fields += 1;
    bytes += name.length + value.length + 4;
  });
  return { fields, bytes };
}

/** Averages of several rounds' figures (requests/s and latencies), errors summed. */
function combine(figures: Figures[]): Figures {
  const mean = (pick: (f: Figures) => number) =>
    figures.reduce((sum, f) => sum + pick(f), 0) / figures.length;
  return {
    requestsPerSecond: mean((f) => f.requestsPerSecond),
    requests: figures.reduce((sum, f) => sum + f.requests, 0),
    cpuPerRequest: mean((f) => f.cpuPerRequest),
    p50: Math.round(mean((f) => f.p50) * 10) / 10,
    p99: Math.round(mean((f) => f.p99) * 10) / 10,
    errors: figures.reduce((sum, f) => sum + f.errors, 0),
  };
}

/**
 * Loads the hub URL and its ceiling in alternating rounds.
 * @returns both sides' combined figures and each round's ratio hub / ceiling
 */
async function compare(hubUrl: string, ceilingUrl: string) {
  const duration = Math.max(1, Math.round(seconds / rounds));
  const hub: Figures[] = [];
  const ceiling: Figures[] = [];
  const ratios: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    let h: Figures;
    let c: Figures;
    if (round % 2 === 0) {
      h = await load(hubUrl, duration);
      c = await load(ceilingUrl, duration);
    } else {
      c = await load(ceilingUrl, duration);
      h = await load(hubUrl, duration);
    }
    hub.push(h);
    ceiling.push(c);
    ratios.push(h.requestsPerSecond / c.requestsPerSecond);
  }
  return { hub: combine(hub), ceiling: combine(ceiling), ratios };
}

const load1 = () => loadavg()[0]?.toFixed(2);

/**
 * Each competency page of the sitemap requested once, one at a time (its first request renders it: the page
 * cache is empty for it), and the milliseconds each took.
 */
async function firstRenders(appUrl: string): Promise<number[]> {
  const sitemap = await (await fetch(`${appUrl}/sitemap.xml`)).text();
  const limit = Number(process.env.BENCH_RENDER_PAGES ?? Number.POSITIVE_INFINITY);
  const pages = [...sitemap.matchAll(/<loc>[^<]*?(\/framework\/[^<]*\/competency\/details\/[^<]+)<\/loc>/g)]
    .map((match) => match[1] as string)
    .slice(0, limit);
  const times: number[] = [];
  for (const page of pages) {
    const start = performance.now();
    const response = await fetch(`${appUrl}${page}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${page} answered ${response.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/** The `q` quantile of `values` (nearest rank). */
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? 0;
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: 100_000_000,
      PAGE_RENDER_LIMIT_PER_MINUTE: 100_000_000,
      WEB_DIST_DIR: withPages ? webDist : '/nonexistent',
    },
    database,
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const profiles = JSON.parse((await app.inject('/api/iscb-3.0e1/e1/profiles')).body) as { id: string }[];
  const profileId = profiles[0]?.id;
  if (!profileId) throw new Error('no shipped reference profile to load');
  const endpoints = [
    '/api/bioexcel/1.0?_format=json',
    '/api/version_manager?_format=json',
    `/api/iscb-3.0e1/e1/profiles?id=${profileId}&_format=json`,
    // The page on the early path, and through the router and hooks (a parameter no page reads: ADR 0039).
    ...(withPages ? [FRAMEWORK_PAGE, `${FRAMEWORK_PAGE}?v=1`] : []),
  ];
  if (withPages) {
    const renders = await firstRenders(appUrl);
    console.log(
      `first render (page cache empty) of ${renders.length} competency pages, one at a time: p50 ${quantile(renders, 0.5).toFixed(0)} ms, p90 ${quantile(renders, 0.9).toFixed(0)} ms, slowest ${Math.max(...renders).toFixed(0)} ms (target p50 <= 100 ms)`,
    );
  } else {
    console.log(`no built web app in ${webDist}: pages are not measured (npm run build -w @hub/web)`);
  }

  const constant = Fastify({ logger: false });
  const bodies: string[] = [];
  for (const [index, path] of endpoints.entries()) {
    const response = await app.inject({ method: 'GET', url: path });
    if (response.statusCode !== 200) throw new Error(`${path} answered ${response.statusCode}`);
    bodies.push(response.body);
    // The cheapest answer Fastify gives: the bytes kept as a Buffer (the hub keeps its cached bodies' bytes
    // too, so a ceiling sending a string would have to encode it on every request and flatter the hub).
    const bytes = Buffer.from(response.body, 'utf8');
    const type = String(response.headers['content-type'] ?? 'application/json; charset=utf-8');
    constant.get(`/constant/${index}`, async (_request, reply) => reply.type(type).send(bytes));
  }
  const constantUrl = await constant.listen({ port: 0, host: '127.0.0.1' });
  const headerSizes = await Promise.all(
    endpoints.map(async (path, index) => ({
      hub: await headerBlock(`${appUrl}${path}`),
      ceiling: await headerBlock(`${constantUrl}/constant/${index}`),
    })),
  );

  console.log(`load average (1 min) at start: ${load1()} on this machine`);
  console.log(
    `${tool}, ${connections} connections, ${rounds} alternating rounds of ${Math.max(1, Math.round(seconds / rounds))}s per side after a 2s warm-up of each, loopback, no compression asked; ratio = median over rounds.`,
  );
  const rows: string[] = [];
  let worst = Number.POSITIVE_INFINITY;
  let failed = 0;
  for (const [index, path] of endpoints.entries()) {
    const hubUrl = `${appUrl}${path}`;
    const ceilingUrl = `${constantUrl}/constant/${index}`;
    await load(hubUrl, 2);
    await load(ceilingUrl, 2);
    const { hub, ceiling, ratios } = await compare(hubUrl, ceilingUrl);
    const ratio = median(ratios);
    // The usual path's page is printed for comparison, not held to the target.
    if (!path.endsWith('?v=1')) worst = Math.min(worst, ratio);
    failed += hub.errors;
    const cell = (f: Figures) =>
      `${f.requestsPerSecond.toFixed(0).padStart(7)} req/s p50 ${String(f.p50).padStart(3)} ms p99 ${String(f.p99).padStart(3)} ms cpu ${f.cpuPerRequest.toFixed(1)} µs/req`;
    rows.push(
      `${`GET ${path.split('&_format')[0]?.split('?_format')[0]}`.padEnd(40)} ${String(bodies[index]?.length).padStart(6)} B  hub ${cell(hub)}  ceiling ${cell(ceiling)}  ratio ${ratio.toFixed(2)} (rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}; cpu ceiling/hub ${(ceiling.cpuPerRequest / hub.cpuPerRequest).toFixed(2)})  errors ${hub.errors}`,
    );
  }
  for (const row of rows) console.log(row);
  const sizes = headerSizes.map(
    ({ hub, ceiling }) =>
      `hub ${hub.fields} (${hub.bytes} B), ceiling ${ceiling.fields} (${ceiling.bytes} B)`,
  );
  console.log(`response header fields per answer, endpoint by endpoint: ${sizes.join('; ')}`);
  console.log(`lowest median ratio hub / ceiling: ${worst.toFixed(2)} (target >= 0.80)`);
  console.log(`load average (1 min) at the end: ${load1()}`);

  await constant.close();
  await app.close();
  await database.close();
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
