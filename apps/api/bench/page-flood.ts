/**
 * `npm run bench:flood -w @hub/api`: one client floods the visitor pages while another reads a cached page
 * (ADR 0039). Needs the built web app (`npm run build -w @hub/web`).
 *
 * Starts the hub in a child process (in-memory PGlite with the shipped data, the built web app, the default
 * rate limit of 600 per minute and render budget of 60) so that the load generator does not share the
 * server's event loop. It warms `/framework/bioexcel/1.0` (the cached page) and the 'Page not found' document,
 * then for each flood: one connection reads the cached page in a
 * loop (Node's http, each request timed) while autocannon, in this process, sends FLOOD_REQUESTS (default
 * 3,000) requests with distinct query strings or paths over 8 connections, stopped after FLOOD_SECONDS
 * (default 60) at the latest. Floods: `?v=N` on the cached page (a parameter no page reads), `?search=N` on the
 * framework's training tab (a parameter the page reads: each a render), and `/no-such-page-N` (not found).
 * Prints per flood: requests answered by status, the flood's duration, and the cached page's p50, p99 and
 * slowest latency while the flood ran. Numbers depend on the machine: quote them with it and its load.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.FLOOD_PORT ?? 3960);
const floodRequests = Number(process.env.FLOOD_REQUESTS ?? 3000);
const floodSeconds = Number(process.env.FLOOD_SECONDS ?? 60);
const cachedPage = '/framework/bioexcel/1.0';
const webDist = process.env.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');

/** The server role: the hub on `port`, as `npm start` would run it with the shipped data. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js');
  const { openDatabase } = await import('../src/db/client.js');
  const { importShippedFrameworks } = await import('../src/db/seed/shipped.js');
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    {
      LOG_LEVEL: 'silent',
      RATE_LIMIT_PER_MINUTE: 600,
      PAGE_RENDER_LIMIT_PER_MINUTE: 60,
      WEB_DIST_DIR: webDist,
    },
    database,
  );
  await app.listen({ port, host: '127.0.0.1' });
  process.send?.('ready');
}

/** GET `pathname` on the bench server; resolves with the status and the milliseconds it took. */
function timedGet(agent: http.Agent, pathname: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: pathname, agent }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    });
    request.on('error', reject);
  });
}

/** Reads the cached page in a loop on one keep-alive connection until `until` resolves. */
async function probe(until: Promise<unknown>): Promise<number[]> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const { status, ms } = await timedGet(agent, cachedPage);
    if (status !== 200) throw new Error(`cached page answered ${status}`);
    times.push(ms);
  }
  agent.destroy();
  return times;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** One flood of `floodRequests` distinct addresses made by `address(n)`, with the probe beside it. */
async function flood(name: string, address: (n: number) => string): Promise<void> {
  let n = 0;
  const statuses = new Map<number, number>();
  const started = performance.now();
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const instance = autocannon(
    {
      url: `http://127.0.0.1:${port}`,
      connections: 8,
      amount: floodRequests,
      timeout: floodSeconds,
      requests: [
        {
          setupRequest: (request) => {
            n += 1;
            return { ...request, path: address(n) };
          },
        },
      ],
    },
    () => finish(),
  );
  instance.on('response', (_client: unknown, statusCode: number) => {
    statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
  });
  const stopper = setTimeout(() => instance.stop(), floodSeconds * 1000);
  const times = (await Promise.all([probe(finished), finished]))[0].sort((a, b) => a - b);
  clearTimeout(stopper);
  const seconds = (performance.now() - started) / 1000;
  const answered = [...statuses].map(([status, count]) => `${count}×${status}`).join(' ');
  console.log(
    `${name}: ${n} sent, answered ${answered || 'none'} in ${seconds.toFixed(1)} s; cached page ` +
      `${times.length} reads, p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, ` +
      `max ${(times.at(-1) ?? Number.NaN).toFixed(1)} ms`,
  );
}

async function main(): Promise<void> {
  if (process.env.FLOOD_ROLE === 'server') return serve();
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  const server: ChildProcess = spawn(
    process.execPath,
    [...process.execArgv, fileURLToPath(import.meta.url)],
    {
      env: { ...process.env, FLOOD_ROLE: 'server' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('message', () => resolve());
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
    const warm = new http.Agent({ keepAlive: true });
    for (let i = 0; i < 20; i += 1) {
      const { status } = await timedGet(warm, cachedPage);
      if (status !== 200) throw new Error(`${cachedPage} answered ${status}: is the web app built?`);
    }
    // The one 'Page not found' document, rendered once like the cached page.
    if ((await timedGet(warm, '/no-such-page-0')).status !== 404)
      throw new Error('/no-such-page-0 is no 404');
    warm.destroy();
    await flood('unread query parameter (?v=N)', (i) => `${cachedPage}?v=${i}`);
    await flood(
      'read query parameter (training tab ?search=N)',
      (i) => `${cachedPage}/training-resources?search=${i}`,
    );
    await flood('unknown paths (/no-such-page-N)', (i) => `/no-such-page-${i}`);
    console.log(
      `load average at end: ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
  } finally {
    server.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
