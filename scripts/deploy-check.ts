/**
 * `npm run deploy:check` (ADR 0024): starts on this machine exactly what docs/deploy.md describes —
 * two hub instances on one PostgreSQL behind nginx — sends a continuous stream of requests through nginx,
 * restarts one instance and then the other (SIGTERM, wait for the exit, start again, wait for health), and
 * prints the number of requests and of failed ones (target: 0 failed).
 *
 * Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust; DEPLOY_DATABASE_URL to change) and Debian's
 * nginx (`apt-get install nginx-light`). Everything listens on 127.0.0.1 (ports 3480-3482); the database
 * `hub_deploy_check` is created anew and dropped at the end, and every process is stopped on exit.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.DEPLOY_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const database = 'hub_deploy_check';
const PROXY_PORT = 3480;
const INSTANCE_PORTS = [3481, 3482];
const STREAM_CONCURRENCY = 16;
const secret = randomBytes(32).toString('hex');
const work = mkdtempSync(path.join(tmpdir(), 'hub-deploy-'));
const children = new Set<ChildProcess>();

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

function databaseUrl(): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Starts one instance as docs/deploy.md says (production, shared secret, trusting the local proxy). */
function startInstance(port: number): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(root, 'apps/api'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl(),
      SESSION_SECRET: secret,
      TRUST_PROXY: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${PROXY_PORT}`,
      LOG_LEVEL: 'warn',
      // The request stream is one client sending hundreds of requests a second: not what the limit is for.
      RATE_LIMIT_PER_MINUTE: '1000000',
      PAGE_RENDER_LIMIT_PER_MINUTE: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

async function waitFor(url: string, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null)
      throw new Error(`${url}: the process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

function nginxConfig(): string {
  const servers = INSTANCE_PORTS.map((port) => `    server 127.0.0.1:${port} max_fails=0;`).join('\n');
  return `worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  upstream hub {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${PROXY_PORT};
    location / {
      proxy_pass http://hub;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Sends GETs through the proxy from STREAM_CONCURRENCY loops until `stop()`; counts answers and failures. */
function requestStream() {
  const paths = ['/api/version_manager', '/api/bioexcel/1.0', '/api/v1/frameworks', '/api/v1/health'];
  const counts = { total: 0, failed: 0, failures: [] as string[] };
  let running = true;
  const loop = async (offset: number) => {
    for (let i = offset; running; i++) {
      const target = paths[i % paths.length] as string;
      counts.total += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${PROXY_PORT}${target}`);
        await response.arrayBuffer();
        if (!response.ok) {
          counts.failed += 1;
          counts.failures.push(`${response.status} ${target}`);
        }
      } catch (error) {
        counts.failed += 1;
        counts.failures.push(`${(error as Error).message} ${target}`);
      }
    }
  };
  const loops = Array.from({ length: STREAM_CONCURRENCY }, (_, i) => loop(i));
  return {
    counts,
    stop: async () => {
      running = false;
      await Promise.all(loops);
    },
  };
}

/** SIGTERM, wait for the exit (the instance drains its requests), start again, wait for health. */
async function restart(index: number, instances: ChildProcess[]): Promise<void> {
  const port = INSTANCE_PORTS[index] as number;
  const old = instances[index] as ChildProcess;
  const exited = new Promise((resolve) => old.once('exit', resolve));
  old.kill('SIGTERM');
  await exited;
  const fresh = startInstance(port);
  instances[index] = fresh;
  await waitFor(`http://127.0.0.1:${port}/api/v1/health`, fresh);
}

async function main(): Promise<void> {
  execFileSync('nginx', ['-v'], { stdio: 'ignore' });
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin(`CREATE DATABASE ${database}`);
  // The first instance migrates and seeds the empty database; the second starts on the seeded one.
  const instances: ChildProcess[] = [];
  for (const port of INSTANCE_PORTS) {
    const child = startInstance(port);
    instances.push(child);
    await waitFor(`http://127.0.0.1:${port}/api/v1/health`, child);
  }
  for (const dir of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(path.join(work, dir));
  writeFileSync(path.join(work, 'nginx.conf'), nginxConfig());
  const nginx = spawn('nginx', ['-p', work, '-c', path.join(work, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  children.add(nginx);
  await waitFor(`http://127.0.0.1:${PROXY_PORT}/api/v1/health`);
  console.log(
    `nginx on 127.0.0.1:${PROXY_PORT} → instances on ${INSTANCE_PORTS.join(', ')}, one PostgreSQL database (${database}).`,
  );

  const stream = requestStream();
  const started = Date.now();
  for (const index of INSTANCE_PORTS.keys()) {
    await restart(index, instances);
    console.log(
      `restarted the instance on port ${INSTANCE_PORTS[index]} after ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  }
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  await stream.stop();
  const { total, failed, failures } = stream.counts;
  console.log(
    `requests through nginx: ${total}, failed: ${failed} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const failure of failures.slice(0, 10)) console.log(`  ${failure}`);
  console.log(failed === 0 ? 'PASS: no request failed while both instances restarted' : 'FAIL');
  if (failed > 0) process.exitCode = 1;
}

async function cleanUp(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`).catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}

main()
  .catch((error) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(cleanUp);
