/**
 * The change feed (ADR 0017): tells the process which frameworks changed in a way a visitor
 * can see, so that cached public responses are dropped exactly when they go stale and never otherwise.
 *
 * Row triggers (migration 0007) send `pg_notify('hub_content', key)` for every visible change, one
 * notification per framework key (the lower-cased machine name and the title without spaces) and for the
 * extensions built on it; PostgreSQL delivers a transaction's notifications once, after it commits, to
 * every listening session. PGlite delivers them to its only session before the query promise resolves.
 * With node-postgres, a dedicated client LISTENs; a write made by this process marks the feed dirty, and
 * the next cached read first waits for a barrier notification, so this process never serves what it has
 * just changed. While the listener is down, `live` is false and caches must not serve (on reconnect,
 * everything is flushed, because notifications may have been missed).
 * A LISTEN connection can stay open yet stop delivering (a frozen socket, a half-open TCP connection): the
 * feed sends itself a heartbeat notification every few seconds through the pool, and when one does not come
 * back in time it treats the listener as lost: not live, every cache flushed, a new connection (ADR 0039).
 */
import { randomUUID } from 'node:crypto';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/** The notification channel of migration 0007. */
export const CHANGE_CHANNEL = 'hub_content';
/** Payload meaning 'anything may have changed': flush everything. */
export const ALL_FRAMEWORKS = '*';
/**
 * Prefix of the payload of a page view (migration 0015: a training resource's hit count alone changed,
 * `training-resource-views:{slug}`): it concerns only answers that show that hit count, so only listeners
 * that ask for it ({@link ChangeFeed.onChange} with `views`) receive it.
 */
export const RESOURCE_VIEWS_PREFIX = 'training-resource-views:';
const BARRIER_PREFIX = 'barrier:';
const HEARTBEAT_PREFIX = 'heartbeat:';
const BARRIER_TIMEOUT_MS = 2_000;

/** How often the listener checks itself, and how long a heartbeat may take to come back. */
export interface HeartbeatOptions {
  intervalMs: number;
  timeoutMs: number;
}
/**
 * A frozen listener is found within interval + time-out (1.5 s): a cache serves what a frozen listener
 * let go stale that long at most (ADR 0039). Two small queries a second per instance; a heartbeat slower
 * than 1 s (a database that busy) costs a flush and a reconnect, never a stale answer.
 */
export const DEFAULT_HEARTBEAT: HeartbeatOptions = { intervalMs: 500, timeoutMs: 1_000 };

/** Called with a framework key (lower-case) or {@link ALL_FRAMEWORKS}. */
export type ChangeListener = (frameworkKey: string) => void;

export interface ChangeFeed {
  /** True while notifications are being received; a cache must not serve while it is false. */
  readonly live: boolean;
  /**
   * Adds a listener; returns the function that removes it. With `views`, it also receives the page-view
   * payloads ({@link RESOURCE_VIEWS_PREFIX}), which every other listener is spared.
   */
  onChange(listener: ChangeListener, options?: { views?: boolean }): () => void;
  /**
   * Resolves when every change committed by this process before the call has reached the listeners
   * (cheap when this process wrote nothing since the last call).
   */
  sync(): Promise<void>;
  /** True when {@link sync} has nothing to wait for: a cache may answer without awaiting it. */
  readonly settled: boolean;
  /** Called by the query logger for each statement this process sends. */
  noteStatement(sql: string): void;
  close(): Promise<void>;
}

/** Base: listeners, and emitting a payload to them. */
abstract class BaseFeed implements ChangeFeed {
  protected listeners = new Map<ChangeListener, { views: boolean }>();
  abstract readonly live: boolean;

  onChange(listener: ChangeListener, options: { views?: boolean } = {}): () => void {
    this.listeners.set(listener, { views: options.views === true });
    return () => this.listeners.delete(listener);
  }

  protected emit(payload: string): void {
    const view = payload.startsWith(RESOURCE_VIEWS_PREFIX);
    for (const [listener, options] of this.listeners) if (!view || options.views) listener(payload);
  }

  abstract sync(): Promise<void>;
  abstract readonly settled: boolean;
  noteStatement(_sql: string): void {}
  abstract close(): Promise<void>;
}

/** PGlite: one session, notifications delivered before the writing query resolves. */
class PgliteFeed extends BaseFeed {
  live = false;
  private unlisten: (() => Promise<void>) | undefined;

  async start(client: PGlite): Promise<void> {
    this.unlisten = await client.listen(CHANGE_CHANNEL, (payload) => this.emit(payload));
    this.live = true;
  }

  async sync(): Promise<void> {}

  get settled(): boolean {
    return true;
  }

  async close(): Promise<void> {
    this.live = false;
    await this.unlisten?.().catch(() => undefined);
  }
}

/** node-postgres: a dedicated LISTEN client, reconnecting; barriers for this process's own writes. */
class PostgresFeed extends BaseFeed {
  live = false;
  private client: pg.Client | undefined;
  private dirty = false;
  private inflight: Promise<void> | undefined;
  private readonly barriers = new Map<string, () => void>();
  private closed = false;
  private readonly id = randomUUID();
  private counter = 0;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  /** Heartbeat payload sent and not yet received, with its deadline timer. */
  private pendingBeat: { payload: string; timer: NodeJS.Timeout } | undefined;
  /** How many times a listener was given up as frozen (tests and logs). */
  frozenCount = 0;

  constructor(
    private readonly url: string,
    private readonly pool: pg.Pool,
    private readonly heartbeat: HeartbeatOptions = DEFAULT_HEARTBEAT,
  ) {
    super();
  }

  /** The current LISTEN client (tests freeze its socket). */
  get listener(): pg.Client | undefined {
    return this.client;
  }

  async start(): Promise<void> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      const payload = message.payload ?? ALL_FRAMEWORKS;
      if (payload.startsWith(BARRIER_PREFIX)) {
        this.barriers.get(payload)?.();
        return;
      }
      if (payload.startsWith(HEARTBEAT_PREFIX)) {
        if (this.pendingBeat?.payload === payload) {
          clearTimeout(this.pendingBeat.timer);
          this.pendingBeat = undefined;
        }
        return;
      }
      this.emit(payload);
    });
    const lost = () => this.drop(client);
    client.on('error', lost);
    client.on('end', lost);
    await client.connect();
    await client.query(`LISTEN ${CHANGE_CHANNEL}`);
    this.client = client;
    // Anything may have changed while nobody listened.
    this.emit(ALL_FRAMEWORKS);
    this.live = true;
    this.startHeartbeat();
  }

  /** Gives up a listener (lost or frozen): not live, every cache flushed, its socket closed, reconnect. */
  private drop(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = undefined;
    this.live = false;
    this.stopHeartbeat();
    this.emit(ALL_FRAMEWORKS);
    // A frozen connection may never answer end(): destroy its socket.
    (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
    client.end().catch(() => undefined);
    if (!this.closed) this.reconnect(0);
  }

  private startHeartbeat(): void {
    this.stopHeartbeat();
    this.heartbeatTimer = setInterval(() => this.beat(), this.heartbeat.intervalMs);
    this.heartbeatTimer.unref();
  }

  private stopHeartbeat(): void {
    if (this.heartbeatTimer) clearInterval(this.heartbeatTimer);
    this.heartbeatTimer = undefined;
    if (this.pendingBeat) clearTimeout(this.pendingBeat.timer);
    this.pendingBeat = undefined;
  }

  /** Sends one heartbeat through the pool; a listener that does not hear it in time is dropped. */
  private beat(): void {
    const client = this.client;
    if (!client || this.pendingBeat) return;
    this.counter += 1;
    const payload = `${HEARTBEAT_PREFIX}${this.id}:${this.counter}`;
    const timer = setTimeout(() => {
      this.frozenCount += 1;
      this.drop(client);
    }, this.heartbeat.timeoutMs);
    timer.unref();
    this.pendingBeat = { payload, timer };
    // The pool itself failing is not the listener's fault: that heartbeat is simply not counted.
    this.pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]).catch(() => {
      if (this.pendingBeat?.payload === payload) {
        clearTimeout(timer);
        this.pendingBeat = undefined;
      }
    });
  }

  /** Tries to connect again after a back-off (100 ms doubling, at most 5 s). */
  reconnect(attempt: number): void {
    const delay = Math.min(5_000, 100 * 2 ** attempt);
    setTimeout(() => {
      if (this.closed) return;
      this.start().catch(() => this.reconnect(attempt + 1));
    }, delay).unref();
  }

  override noteStatement(sql: string): void {
    // Any statement that is not a plain read may change content (COMMIT included).
    if (!/^\s*select\b/i.test(sql)) this.dirty = true;
  }

  get settled(): boolean {
    return !this.dirty && this.inflight === undefined;
  }

  sync(): Promise<void> {
    if (!this.dirty) return this.inflight ?? Promise.resolve();
    this.dirty = false;
    const barrier = this.barrier().finally(() => {
      if (this.inflight === barrier) this.inflight = undefined;
    });
    this.inflight = barrier;
    return barrier;
  }

  /** Sends a barrier notification and waits for it: notifications arrive in commit order. */
  private async barrier(): Promise<void> {
    if (!this.live) return;
    this.counter += 1;
    const payload = `${BARRIER_PREFIX}${this.id}:${this.counter}`;
    let timer: NodeJS.Timeout | undefined;
    const arrived = new Promise<void>((resolve) => {
      this.barriers.set(payload, resolve);
      timer = setTimeout(() => {
        // Lost in transit: assume the worst.
        this.emit(ALL_FRAMEWORKS);
        resolve();
      }, BARRIER_TIMEOUT_MS);
    });
    try {
      await this.pool.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, payload]);
      await arrived;
    } catch {
      this.emit(ALL_FRAMEWORKS);
    } finally {
      clearTimeout(timer);
      this.barriers.delete(payload);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    this.live = false;
    this.stopHeartbeat();
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}

/** Starts the feed of an embedded PGlite database. */
export async function startPgliteFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = new PgliteFeed();
  await feed.start(client);
  return feed;
}

/**
 * Starts the feed of a PostgreSQL database: a dedicated LISTEN connection to `url` and barriers through
 * `pool`. A failed first connection leaves the feed not live (caches then bypass) and retries. `heartbeat`:
 * how often the listener is checked ({@link DEFAULT_HEARTBEAT}: every 0.5 s, 1 s to answer).
 */
export async function startPostgresFeed(
  url: string,
  pool: pg.Pool,
  heartbeat: HeartbeatOptions = DEFAULT_HEARTBEAT,
): Promise<ChangeFeed & { readonly frozenCount: number; readonly listener: pg.Client | undefined }> {
  const feed = new PostgresFeed(url, pool, heartbeat);
  try {
    await feed.start();
  } catch {
    // Not live: caches bypass until the retry connects.
    feed.reconnect(0);
  }
  return feed;
}
