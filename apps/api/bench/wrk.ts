/**
 * wrk, the C load generator of the benches (ADR 0029: autocannon runs in Node and saturated before the
 * server did): where it is installed and one run of it parsed from its `--latency` output. Used by
 * `npm run bench` (framework-endpoint.ts) and `npm run bench:case` (case-package.ts).
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';

/** The path of wrk when installed (BENCH_TOOL=autocannon forces undefined). */
export function findWrk(): string | undefined {
  if (process.env.BENCH_TOOL === 'autocannon') return undefined;
  try {
    return execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim() || undefined;
  } catch {
    return undefined;
  }
}

const run = promisify(execFile);

/** '1.23ms', '850.00us', '1.02s' → milliseconds. */
export function wrkMs(text: string | undefined): number {
  const match = /([\d.]+)(us|ms|s)/.exec(text ?? '');
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

/** One load run's figures. */
export interface Figures {
  requestsPerSecond: number;
  /** Requests answered during the run. */
  requests: number;
  /** The server process's CPU time (user + system) per request answered, in microseconds (0: not measured). */
  cpuPerRequest: number;
  p50: number;
  p99: number;
  /** Non-2xx/3xx answers and socket errors. */
  errors: number;
}

/** Options of {@link loadWithWrk}. */
export interface WrkOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Request header lines, e.g. `Accept-Encoding: br`. */
  headers?: readonly string[];
}

/**
 * One wrk run (2 threads) against `url`.
 * @returns its figures, `cpuPerRequest` 0 (the caller measures its own process)
 */
export async function loadWithWrk(wrk: string, url: string, options: WrkOptions): Promise<Figures> {
  const headerArgs = (options.headers ?? []).flatMap((line) => ['-H', line]);
  const { stdout } = await run(wrk, [
    '-t2',
    `-c${options.connections}`,
    `-d${options.duration}s`,
    '--latency',
    ...headerArgs,
    url,
  ]);
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? 0);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    requests: number(/(\d+) requests in/),
    cpuPerRequest: 0,
    p50: wrkMs(/\s50%\s+(\S+)/.exec(stdout)?.[1]),
    p99: wrkMs(/\s99%\s+(\S+)/.exec(stdout)?.[1]),
    errors:
      number(/Non-2xx or 3xx responses:\s+(\d+)/) +
      (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0),
  };
}

/** The middle value (the mean of the two middle ones for an even count). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
