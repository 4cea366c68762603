/**
 * The hub as the measurement scripts start it (`npm run lighthouse`, `npm run bench:navigation`): the API
 * serving the built web app (`apps/web/dist`, built beforehand) on an in-memory database with the shipped
 * data, on 127.0.0.1:`port`; or a hub already running at `url`.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** A hub to measure: its base URL (no trailing slash), and `stop()`, which stops it if it was started here. */
export interface LocalHub {
  base: string;
  stop(): void;
}

/** Waits until `url` answers 2xx. @throws Error after 120 s */
async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/**
 * Starts the hub on `port` unless `url` names a running one, and waits until it answers.
 * @throws Error when it does not answer its health check within 120 s
 */
export async function startLocalHub(options: { url?: string; port: string }): Promise<LocalHub> {
  const url = options.url?.replace(/\/+$/, '');
  let server: ChildProcess | undefined;
  const base = url ?? `http://127.0.0.1:${options.port}`;
  if (!url) {
    server = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: path.join(root, 'apps/api'),
      env: {
        ...process.env,
        PORT: options.port,
        HOST: '127.0.0.1',
        PGLITE_DIR: 'memory://',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const stop = () => {
    server?.kill('SIGTERM');
  };
  try {
    await waitFor(`${base}/api/v1/health`);
  } catch (error) {
    stop();
    throw error;
  }
  return { base, stop };
}
