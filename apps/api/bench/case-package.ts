/**
 * `npm run bench:case`: throughput of a released version's CASE package against the framework endpoint
 * (ADR 0039: the package is cached like the hub reads and should answer at least 0.8 of the framework
 * endpoint's requests/s), with wrk, without `Accept-Encoding` and with `br` and `gzip`, as HTTP clients send.
 *
 * Starts the real app on an in-memory PGlite with the shipped frameworks (rate limit out of the way) and a
 * bare Fastify route sending the package's exact bytes as a Buffer (the ceiling for those bytes: what is
 * left between the hub and it is per-request cost, not size). For each encoding it loads, in BENCH_ROUNDS
 * alternating rounds of BENCH_SECONDS in all per target (defaults 5 and 30), at 32 connections:
 * `GET /api/bioexcel/1.0` (the framework endpoint), the CASE download `…/versions/1.0/case` and
 * `/ims/case/v1p1/CFPackages/{id}`, and (uncompressed) the ceiling. It prints the bytes each answer sends,
 * requests/s, p50/p99, this process's CPU per request and the median ratio to the framework endpoint, then
 * the lowest ratio per encoding against the target and, uncompressed, the ratio to the ceiling for the
 * package's bytes (ADR 0063: 8 times the framework endpoint's bytes, so without compression the package is
 * bound by its size, not by per-request work).
 * Needs wrk (Debian's `wrk`). Numbers depend on the machine: quote them with its load average.
 */
import { loadavg } from 'node:os';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';
import { type Figures, findWrk, loadWithWrk, median } from './wrk.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 30);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));
const connections = 32;
const load1 = () => loadavg()[0]?.toFixed(2);

interface Target {
  name: string;
  url: string;
}

/** Bytes of the answer's body as sent with the given Accept-Encoding (after a warm-up request). */
async function sentBytes(url: string, encoding: string): Promise<number> {
  const response = await fetch(url, { headers: { 'accept-encoding': encoding } });
  await response.arrayBuffer();
  return Number(response.headers.get('content-length') ?? Number.NaN);
}

async function main(): Promise<void> {
  const wrk = findWrk();
  if (!wrk) throw new Error('bench:case needs wrk (apt-get install wrk)');
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000_000, WEB_DIST_DIR: '/nonexistent' },
    database,
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  const download = await app.inject('/api/v1/frameworks/bioexcel/versions/1.0/case');
  if (download.statusCode !== 200) throw new Error(`CASE download answered ${download.statusCode}`);
  const documentId = (JSON.parse(download.body) as { CFDocument: { identifier: string } }).CFDocument
    .identifier;

  const ceiling = Fastify({ logger: false });
  const bytes = Buffer.from(download.body, 'utf8');
  ceiling.get('/constant', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(bytes),
  );
  const ceilingUrl = await ceiling.listen({ port: 0, host: '127.0.0.1' });

  const framework: Target = { name: 'GET /api/bioexcel/1.0', url: `${appUrl}/api/bioexcel/1.0?_format=json` };
  const targets: Target[] = [
    {
      name: 'GET /api/v1/…/bioexcel/versions/1.0/case',
      url: `${appUrl}/api/v1/frameworks/bioexcel/versions/1.0/case`,
    },
    { name: 'GET /ims/case/v1p1/CFPackages/{id}', url: `${appUrl}/ims/case/v1p1/CFPackages/${documentId}` },
  ];

  console.log(`load average (1 min) at start: ${load1()}`);
  console.log(
    `wrk (${wrk}, 2 threads), ${connections} connections, ${rounds} alternating rounds of ${Math.max(1, Math.round(seconds / rounds))}s per target; ratio = median over rounds of target / framework endpoint.`,
  );
  const duration = Math.max(1, Math.round(seconds / rounds));
  const worst = new Map<string, number>();
  let toCeiling = Number.POSITIVE_INFINITY;
  let failed = 0;
  for (const encoding of ['identity', 'br', 'gzip']) {
    const headers = encoding === 'identity' ? [] : [`Accept-Encoding: ${encoding}`];
    const all =
      encoding === 'identity'
        ? [...targets, { name: 'ceiling (same bytes, bare Fastify)', url: `${ceilingUrl}/constant` }]
        : targets;
    const measure = async (url: string): Promise<Figures> => {
      const before = process.cpuUsage();
      const figures = await loadWithWrk(wrk, url, { connections, duration, headers });
      const used = process.cpuUsage(before);
      return { ...figures, cpuPerRequest: (used.user + used.system) / Math.max(1, figures.requests) };
    };
    for (const target of [framework, ...all])
      await loadWithWrk(wrk, target.url, { connections, duration: 2, headers });
    const results = new Map<string, Figures[]>();
    const ratios = new Map<string, number[]>();
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [framework, ...all] : [...all].reverse().concat(framework);
      const figures = new Map<string, Figures>();
      for (const target of order) figures.set(target.name, await measure(target.url));
      const base = figures.get(framework.name) as Figures;
      for (const [name, f] of figures) {
        results.set(name, [...(results.get(name) ?? []), f]);
        ratios.set(name, [...(ratios.get(name) ?? []), f.requestsPerSecond / base.requestsPerSecond]);
      }
    }
    console.log(`\nAccept-Encoding: ${encoding === 'identity' ? '(none)' : encoding}`);
    for (const target of [framework, ...all]) {
      const list = results.get(target.name) ?? [];
      const mean = (pick: (f: Figures) => number) => list.reduce((s, f) => s + pick(f), 0) / list.length;
      const ratio = median(ratios.get(target.name) ?? []);
      const errors = list.reduce((s, f) => s + f.errors, 0);
      const size = await sentBytes(target.url, encoding);
      if (target !== framework && !target.url.startsWith(ceilingUrl)) {
        worst.set(encoding, Math.min(worst.get(encoding) ?? Number.POSITIVE_INFINITY, ratio));
        failed += errors;
        if (encoding === 'identity') {
          const ceilingRatio = median(ratios.get('ceiling (same bytes, bare Fastify)') ?? []);
          toCeiling = Math.min(toCeiling, ratio / ceilingRatio);
        }
      }
      console.log(
        `${target.name.padEnd(42)} ${String(size).padStart(7)} B  ${mean((f) => f.requestsPerSecond)
          .toFixed(0)
          .padStart(
            6,
          )} req/s  p50 ${mean((f) => f.p50).toFixed(1)} ms  p99 ${mean((f) => f.p99).toFixed(1)} ms  cpu ${mean((f) => f.cpuPerRequest).toFixed(0)} µs/req  ratio ${ratio.toFixed(2)} (rounds ${Math.min(...(ratios.get(target.name) ?? [])).toFixed(2)}–${Math.max(...(ratios.get(target.name) ?? [])).toFixed(2)})  errors ${errors}`,
      );
    }
  }
  console.log('\nlowest median ratio CASE package / framework endpoint (target >= 0.80):');
  for (const [encoding, ratio] of worst) {
    const label = encoding === 'identity' ? 'uncompressed' : `Accept-Encoding: ${encoding}`;
    console.log(`  ${label.padEnd(22)} ${ratio.toFixed(2)}  ${ratio >= 0.8 ? 'PASS' : 'FAIL'}`);
  }
  console.log(
    `  uncompressed, against the ceiling for the package's own bytes: ${toCeiling.toFixed(2)} (1.00: no per-request cost left)`,
  );
  console.log(`load average (1 min) at the end: ${load1()}`);
  await ceiling.close();
  await app.close();
  await database.close();
  if (failed > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
