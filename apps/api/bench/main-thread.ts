/**
 * Main-thread CPU time of a page for `npm run bench:ui` (ADR 0060): the wall-clock figures of a shared
 * two-core machine move with its load, the CPU time the page's main thread spent in tasks much less. Read
 * from the Chrome DevTools protocol (`Performance.getMetrics` with `timeDomain: 'threadTicks'`, so
 * `TaskDuration` is thread time, not elapsed time), minus the time the protocol's own commands took.
 * Also the target lines: each figure with its target and PASS or FAIL, and the load average.
 */
import { loadavg } from 'node:os';
import type { CDPSession, Page } from '@playwright/test';

/** Reads one page's main-thread CPU time (ms) since it was opened. */
export interface MainThread {
  /** Task time minus DevTools command time, in ms. */
  cpu: () => Promise<number>;
  /** Waits until the main thread has been idle (< 5 ms of tasks in 300 ms) or `limitMs` passed; its CPU. */
  settled: (limitMs?: number) => Promise<number>;
}

/**
 * Starts the thread-time metrics of `page` (call before its `goto`).
 * @returns the reader of its main-thread CPU time
 */
export async function mainThread(page: Page): Promise<MainThread> {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable', { timeDomain: 'threadTicks' } as never);
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => metrics.find((m) => m.name === name)?.value ?? 0;
    return (value('TaskDuration') - value('DevToolsCommandDuration')) * 1000;
  };
  const settled = async (limitMs = 60_000) => {
    const until = Date.now() + limitMs;
    let before = await cpu();
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, 300));
      const now = await cpu();
      if (now - before < 5 || Date.now() > until) return now;
      before = now;
    }
  };
  return { cpu, settled };
}

/** The load average of the last minute, for the figures' lines ('load 3.2'). */
export function load(): string {
  return `load ${(loadavg()[0] ?? 0).toFixed(1)}`;
}

/** One target line: `label  value ms  target < limit  PASS|FAIL  (detail)`. */
export function target(label: string, value: number, limit: number, detail: string): string {
  const verdict = value < limit ? 'PASS' : 'FAIL';
  return `${label.padEnd(36)} ${value.toFixed(0).padStart(6)} ms  target < ${limit}  ${verdict}  (${detail})`;
}
