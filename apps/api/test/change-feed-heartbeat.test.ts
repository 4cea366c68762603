/**
 * The change feed notices a LISTEN connection that stays open but stops delivering (ADR 0039): its
 * heartbeat does not come back, so the feed flushes every cache ('*'), reconnects, and delivers again.
 * With the default heartbeat a frozen listener is found within 2 s (ADR 0039). PostgreSQL only (PGlite has
 * one in-process session that cannot freeze).
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ALL_FRAMEWORKS, CHANGE_CHANNEL, startPostgresFeed } from '../src/db/change-feed.js';

/** Freezes a feed's listener: its socket stays open but nothing it receives is read any more. */
function freeze(listener: pg.Client | undefined): pg.Client {
  const client = listener as pg.Client;
  (client as unknown as { connection: { stream: NodeJS.ReadableStream } }).connection.stream.pause();
  return client;
}

const url = process.env.TEST_DATABASE_URL;

describe.runIf(Boolean(url))('change feed heartbeat [postgres]', () => {
  let pool: pg.Pool;
  let feed: Awaited<ReturnType<typeof startPostgresFeed>>;
  const heard: string[] = [];
  beforeAll(async () => {
    pool = new pg.Pool({ connectionString: url, max: 2 });
    feed = await startPostgresFeed(url as string, pool, { intervalMs: 100, timeoutMs: 300 });
    feed.onChange((key) => heard.push(key));
  });
  afterAll(async () => {
    await feed.close();
    await pool.end();
  });

  const notify = (key: string) => pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, key]);

  it('flushes and reconnects when the listener freezes, then delivers again', async () => {
    expect(feed.live).toBe(true);
    await notify('before-freeze');
    await vi.waitFor(() => expect(heard).toContain('before-freeze'));
    const frozen = freeze(feed.listener);
    heard.length = 0;
    await notify('while-frozen');
    await vi.waitFor(() => expect(feed.frozenCount).toBe(1), { timeout: 5_000, interval: 50 });
    expect(heard).toContain(ALL_FRAMEWORKS);
    await vi.waitFor(
      () => {
        expect(feed.live).toBe(true);
        expect(feed.listener).not.toBe(frozen);
      },
      { timeout: 5_000, interval: 50 },
    );
    await notify('after-reconnect');
    await vi.waitFor(() => expect(heard).toContain('after-reconnect'));
    // Heartbeats keep coming back on the new listener: no further drop.
    expect(feed.frozenCount).toBe(1);
  });

  it('finds a frozen listener within 2 s with the default heartbeat', async () => {
    const own = await startPostgresFeed(url as string, pool);
    try {
      expect(own.live).toBe(true);
      const frozenAt = Date.now();
      freeze(own.listener);
      await vi.waitFor(() => expect(own.frozenCount).toBe(1), { timeout: 2_000, interval: 20 });
      expect(Date.now() - frozenAt).toBeLessThanOrEqual(2_000);
    } finally {
      await own.close();
    }
  });
});
