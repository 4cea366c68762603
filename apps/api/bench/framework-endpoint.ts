/**
 * `npm run bench`: load test of the public framework endpoint on loopback (issue #2 §3).
 *
 * Starts the real app on an in-memory PGlite seeded with the shipped frameworks, and beside it a plain
 * Fastify route that returns a constant JSON body of the same size (the ceiling). Loads each with
 * autocannon (10 connections, BENCH_SECONDS each, default 10) after a warm-up, and prints
 * requests/s, p50/p99 latency and the ratio of the two. Numbers depend on the machine: quote them with it.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { importShippedFrameworks } from '../src/db/seed/shipped.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 10;
const path = '/api/bioexcel/1.0?_format=json';

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function load(url: string, duration: number): Promise<Figures> {
  const result = await autocannon({ url, connections, duration });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors,
    non2xx: result.non2xx,
  };
}

async function main(): Promise<void> {
  const database = await openDatabase({});
  await database.migrate();
  await importShippedFrameworks(database.db);
  const app = await buildApp(
    { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000_000, WEB_DIST_DIR: '/nonexistent' },
    database,
  );
  const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const body = (await app.inject({ method: 'GET', url: path })).body;
  const constant = Fastify({ logger: false });
  constant.get('/constant', async (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(body),
  );
  const constantUrl = await constant.listen({ port: 0, host: '127.0.0.1' });

  console.log(
    `Body: ${body.length} bytes. ${connections} connections, ${seconds}s per run after a 2s warm-up, loopback.`,
  );
  await load(`${appUrl}${path}`, 2);
  await load(`${constantUrl}/constant`, 2);
  const hub = await load(`${appUrl}${path}`, seconds);
  const ceiling = await load(`${constantUrl}/constant`, seconds);

  const row = (name: string, f: Figures) =>
    `${name.padEnd(38)} ${f.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${String(f.p50).padStart(4)} ms   p99 ${String(f.p99).padStart(4)} ms   errors ${f.errors + f.non2xx}`;
  console.log(row(`GET ${path}`, hub));
  console.log(row('constant JSON body, same size (ceiling)', ceiling));
  console.log(`ratio hub / ceiling: ${(hub.requestsPerSecond / ceiling.requestsPerSecond).toFixed(2)}`);

  await constant.close();
  await app.close();
  await database.close();
  if (hub.errors + hub.non2xx > 0) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
