/**
 * `npm run loadtest` (ADR 0019): 200 concurrent connections for 60 s (LOADTEST_SECONDS,
 * LOADTEST_CONNECTIONS) over a mix of pages, built files and API reads, from 5,000 client addresses.
 *
 * The hub runs as it would behind a proxy: its own process (`tsx src/main.ts`, so the load generator does
 * not share its event loop), the embedded database in memory with the shipped data, TRUST_PROXY=127.0.0.1 and
 * the default rate limit (600 a minute per address), so the limit must be keyed per visitor from
 * X-Forwarded-For for the run to pass. Pages and built files are included when apps/web/dist exists
 * (`npm run build -w @hub/web`). Prints requests/s, latency percentiles, errors, time-outs, non-2xx/3xx
 * answers and the server's resident memory sampled every 5 s. Exits 1 when a request failed, timed out or
 * p99 ≥ 500 ms. Only loopback addresses are used.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const seconds = Number(process.env.LOADTEST_SECONDS ?? 60);
const connections = Number(process.env.LOADTEST_CONNECTIONS ?? 200);
const port = Number(process.env.LOADTEST_PORT ?? 3190);
const ADDRESSES = 5_000;
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDist = path.resolve(apiDir, '../web/dist');
const base = `http://127.0.0.1:${port}`;

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function waitForHealth(child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not answer /api/v1/health within 120 s');
}

/** The request mix: API reads always; pages and one built script when the web app is built. */
async function requestMix(): Promise<{ path: string; weight: number }[]> {
  const competency = (await (await fetch(`${base}/api/v1/frameworks/bioexcel/versions/1.0`)).json()) as {
    domains: { competencies: { id: number }[] }[];
  };
  const competencyId = competency.domains[0]?.competencies[0]?.id;
  const profiles = (await (await fetch(`${base}/api/iscb-3.0e1/e1/profiles`)).json()) as { id: string }[];
  const resources = (await (await fetch(`${base}/api/v1/frameworks/bioexcel/training-resources`)).json()) as {
    items: { slug: string }[];
  };
  const resource = resources.items[0]?.slug;
  const mix = [
    { path: '/api/version_manager', weight: 2 },
    { path: '/api/bioexcel/1.0', weight: 3 },
    { path: '/api/iscb/3.0', weight: 1 },
    { path: '/api/v1/frameworks', weight: 2 },
    { path: '/api/v1/frameworks/bioexcel', weight: 2 },
    { path: '/api/v1/frameworks/bioexcel/versions/1.0', weight: 2 },
    { path: `/api/v1/frameworks/bioexcel/versions/1.0/competencies/${competencyId}`, weight: 1 },
    { path: '/api/iscb-3.0e1/e1/profiles', weight: 1 },
    { path: `/api/iscb-3.0e1/e1/profiles?id=${profiles[0]?.id}`, weight: 1 },
    { path: '/api/export/bioexcel/1.0', weight: 1 },
    { path: '/api/competency_framework_resources?framework=bioexcel&page=1', weight: 1 },
    { path: '/api/resources?page=1', weight: 1 },
    // Training reads (ADR 0039): a framework's list, a resource page in both APIs.
    { path: '/api/v1/frameworks/bioexcel/training-resources', weight: 1 },
    { path: `/api/v1/training-resources/${resource}`, weight: 1 },
    { path: `/api/resources?slug=${resource}`, weight: 1 },
  ];
  if (existsSync(path.join(webDist, 'index.html'))) {
    const script = readdirSync(path.join(webDist, 'assets')).find((f) => /^index-.*\.js$/.test(f));
    mix.push(
      { path: '/', weight: 2 },
      { path: '/framework/bioexcel/1.0', weight: 2 },
      { path: `/framework/bioexcel/1.0/competency/details/${competencyId}`, weight: 1 },
      { path: '/robots.txt', weight: 1 },
    );
    if (script) mix.push({ path: `/assets/${script}`, weight: 2 });
  }
  return mix;
}

async function main(): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PGLITE_DIR: 'memory://',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      TRUST_PROXY: '127.0.0.1',
      // LOADTEST_RATE_LIMIT: the general limit per address a minute (ADR 0039 measures without it:
      // LOADTEST_RATE_LIMIT=100000000); the default limit otherwise.
      RATE_LIMIT_PER_MINUTE: process.env.LOADTEST_RATE_LIMIT ?? '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => child.exitCode === null && child.kill('SIGTERM');
  process.on('exit', stop);
  try {
    await waitForHealth(child);
    const mix = await requestMix();
    const weighted = mix.flatMap((entry) => Array.from({ length: entry.weight }, () => entry.path));
    const pid = child.pid as number;
    const memory = [rssMb(pid)];
    const sampler = setInterval(() => memory.push(rssMb(pid)), 5_000);
    let counter = 0;
    const limit = process.env.LOADTEST_RATE_LIMIT
      ? `rate limit ${process.env.LOADTEST_RATE_LIMIT}/min`
      : 'default rate limit';
    console.log(
      `${connections} connections for ${seconds} s, ${mix.length} paths, ${ADDRESSES} client addresses (X-Forwarded-For, TRUST_PROXY=127.0.0.1), ${limit}; load average (1 min) ${loadavg()[0]?.toFixed(2)}.`,
    );
    const result = await autocannon({
      url: base,
      connections,
      duration: seconds,
      timeout: 10,
      requests: [
        {
          setupRequest: (request) => {
            counter += 1;
            const target = weighted[counter % weighted.length] as string;
            return {
              ...request,
              method: 'GET',
              path: target,
              headers: {
                'x-forwarded-for': `198.18.${Math.floor((counter % ADDRESSES) / 250)}.${(counter % ADDRESSES) % 250}`,
                'x-forwarded-proto': 'https',
                'accept-encoding': 'br, gzip',
              },
            };
          },
        },
      ],
    });
    clearInterval(sampler);
    memory.push(rssMb(pid));

    const failed = result.errors + result.timeouts + result.non2xx;
    console.log(`requests       ${result.requests.total} (${result.requests.average.toFixed(0)} req/s)`);
    console.log(
      `latency (ms)   p50 ${result.latency.p50}  p90 ${result.latency.p90}  p99 ${result.latency.p99}  max ${result.latency.max}`,
    );
    console.log(
      `errors         ${result.errors}  time-outs ${result.timeouts}  non-2xx/3xx ${result.non2xx}`,
    );
    console.log(
      `server RSS MB  start ${memory[0]}  max ${Math.max(...memory)}  end ${memory.at(-1)}  samples ${memory.join(' ')}`,
    );
    const ok = failed === 0 && result.latency.p99 < 500;
    console.log(ok ? 'PASS: no failed request, p99 < 500 ms' : 'FAIL: see the figures above');
    if (!ok) process.exitCode = 1;
  } finally {
    stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
