/**
 * Whole-response cache for public reads (ADR 0017, superseding ADR 0004's per-request
 * revision query). Serialised bodies and their strong ETags stay in memory, bounded (LRU by entries and
 * bytes), and are dropped by the database's change feed when a framework they depend on changes in a way a
 * visitor can see: a hit costs no database round trip. An entry depends on one framework (its key: the
 * lower-cased name used in the route) or, with no framework, on all of them (lists such as version_manager).
 */
import { createHash } from 'node:crypto';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { ALL_FRAMEWORKS, type ChangeFeed, RESOURCE_VIEWS_PREFIX } from '../db/change-feed.js';
import { changeFeedOf, type Db } from '../db/client.js';

export interface CachedBody {
  /** The text sent to clients: JSON, or the HTML of a rendered page ({@link cachedDocument}). */
  json: string;
  /** Strong ETag of `json` (quoted). */
  etag: string;
  /** The body compressed, computed on first use per encoding (bodies under 1 KB are never compressed). */
  encoded?: Partial<Record<BodyEncoding, Buffer>>;
  /** `json` as UTF-8 bytes, computed on first use: the early path writes them without encoding the text. */
  bytes?: Buffer;
}

/** The body's text as UTF-8 bytes, computed once and kept with the body. */
export function identityBody(body: CachedBody): Buffer {
  body.bytes ??= Buffer.from(body.json, 'utf8');
  return body.bytes;
}

export type BodyEncoding = 'br' | 'gzip';

/** Bodies smaller than this are sent as they are. */
export const COMPRESS_MIN_BYTES = 1024;

/** Serialises a body and computes its strong ETag (SHA-256 of the bytes, base64url). */
export function toCachedBody(body: unknown): CachedBody {
  return toCachedText(JSON.stringify(body));
}

/** A text body (already serialised) with its strong ETag. */
export function toCachedText(text: string): CachedBody {
  return { json: text, etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 32)}"` };
}

/** The body compressed with `encoding`, computed once and kept with the body. */
export function encodedBody(body: CachedBody, encoding: BodyEncoding): Buffer {
  body.encoded ??= {};
  let bytes = body.encoded[encoding];
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? brotliCompressSync(body.json, {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
              [zlibConstants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body.json),
            },
          })
        : gzipSync(body.json, { level: 9 });
    body.encoded[encoding] = bytes;
  }
  return bytes;
}

interface Entry {
  body: CachedBody;
  /** Lower-cased framework key, or undefined when the entry depends on every framework. */
  framework: string | undefined;
  /** The page-view payload that also drops the entry (an answer showing a resource's hit count). */
  views: string | undefined;
}

/** Bounds of one database's cache. */
export interface CacheLimits {
  maxEntries: number;
  maxBytes: number;
}

const DEFAULT_LIMITS: CacheLimits = { maxEntries: 2_000, maxBytes: 64 * 1024 * 1024 };

/** Room for a body's text, its UTF-8 bytes and its compressed copies (at most about the text's size together). */
function entryBytes(entry: Entry): number {
  return 3 * Buffer.byteLength(entry.body.json);
}

/**
 * An LRU of response bodies with framework tags, on `lru-cache` (O(1) reads and evictions, bounded by
 * entries and by bytes). Exported for its unit tests; routes use {@link cachedResponse}.
 * Takes its bounds (an infinite `maxEntries` bounds by bytes only); a body larger than `maxBytes` is never kept.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, Entry>;
  /** Incremented by every invalidation: a body built across one must not be stored. */
  generation = 0;

  constructor(limits: CacheLimits = DEFAULT_LIMITS) {
    this.entries = new LRUCache<string, Entry>({
      ...(Number.isFinite(limits.maxEntries) ? { max: limits.maxEntries } : {}),
      maxSize: limits.maxBytes,
      maxEntrySize: limits.maxBytes,
      sizeCalculation: entryBytes,
    });
  }

  /** Number of entries and their size in bytes (the JSON text, counted twice for compressed copies). */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }

  /** The entry for `key`, marked as most recently used. */
  get(key: string): CachedBody | undefined {
    return this.entries.get(key)?.body;
  }

  /**
   * Stores a body; evicts the least recently used entries beyond the bounds. A body beyond the byte bound
   * is not kept (and drops the entry it would replace).
   * @param views the slug of a training resource whose hit count the body shows (dropped by its page views)
   */
  set(key: string, body: CachedBody, framework: string | undefined, views?: string): void {
    this.entries.set(key, {
      body,
      framework: framework?.toLowerCase(),
      views: views === undefined ? undefined : `${RESOURCE_VIEWS_PREFIX}${views}`,
    });
  }

  /**
   * Drops what a change to one framework makes stale: its entries and the entries that depend on every
   * framework; {@link ALL_FRAMEWORKS} drops everything; a page view ({@link RESOURCE_VIEWS_PREFIX}) drops
   * only the entries that show that resource's hit count.
   */
  invalidate(frameworkKey: string): void {
    this.generation += 1;
    if (frameworkKey === ALL_FRAMEWORKS) {
      this.entries.clear();
      return;
    }
    const key = frameworkKey.toLowerCase();
    const stale = frameworkKey.startsWith(RESOURCE_VIEWS_PREFIX)
      ? (entry: Entry) => entry.views === frameworkKey
      : (entry: Entry) => entry.framework === undefined || entry.framework === key;
    const dropped: string[] = [];
    // Collected first: the tags are not indexed (an invalidation is rare beside a read).
    for (const [entryKey, entry] of this.entries.entries()) if (stale(entry)) dropped.push(entryKey);
    for (const entryKey of dropped) this.entries.delete(entryKey);
  }
}

/**
 * Calls `listener` for every change the database's change feed reports (a framework key or
 * {@link ALL_FRAMEWORKS}), and with {@link ALL_FRAMEWORKS} whenever the feed goes down or comes back.
 * @returns false when the database has no change feed (the caller must not keep derived data then)
 */
export function onContentChange(db: Db, listener: (frameworkKey: string) => void): boolean {
  const feed = changeFeedOf(db);
  if (!feed) return false;
  feed.onChange(listener);
  return true;
}

/**
 * True when data derived from the database may be served from memory now: the change feed is live and
 * every change this process committed has reached its listeners (awaits that).
 */
export async function changeFeedCurrent(db: Db): Promise<boolean> {
  const feed = changeFeedOf(db);
  if (!feed) return false;
  await feed.sync();
  return feed.live;
}

interface Attached {
  cache: ResponseCache;
  feed: ChangeFeed;
}

const attached = new WeakMap<Db, Attached>();

/** The cache of a database with a change feed, subscribed to that feed on first use. */
function cacheOf(db: Db): Attached | undefined {
  let found = attached.get(db);
  if (!found) {
    const feed = changeFeedOf(db);
    if (!feed) return undefined;
    const cache = new ResponseCache();
    feed.onChange((frameworkKey) => cache.invalidate(frameworkKey), { views: true });
    found = { cache, feed };
    attached.set(db, found);
  }
  return found;
}

/**
 * The cached body for `key` when it can be served at once: the change feed is live and has nothing to
 * catch up on. Undefined otherwise, and the caller takes the usual path ({@link cachedResponse}).
 * @param key as given to {@link cachedResponse}
 */
export function peekCachedResponse(db: Db, key: string): CachedBody | undefined {
  const found = cacheOf(db);
  if (!found?.feed.live || !found.feed.settled) return undefined;
  return found.cache.get(key);
}

/** Options of {@link cachedResponse}. */
export interface CachedResponseOptions {
  /**
   * The framework (machine name or another accepted key, as in the route) the body depends on; omit for
   * bodies that depend on every framework.
   */
  framework?: string;
  /** The slug of the training resource whose hit count the body shows: its page views drop the body. */
  views?: string;
}

/**
 * Returns the cached body for `key`, else builds, caches and returns it. Without a change feed (a
 * database not opened by `openDatabase`) or while the feed is down, every call builds.
 * @param key everything that identifies the response (route and normalised parameters)
 * @param build produces the response body; errors (e.g. NOT_FOUND) propagate and are not cached
 */
export function cachedResponse(
  db: Db,
  key: string,
  build: () => Promise<unknown>,
  options: CachedResponseOptions = {},
): Promise<CachedBody> {
  return cachedBody(db, key, async () => toCachedBody(await build()), options);
}

/**
 * Like {@link cachedResponse} for a body built as text (a download serialised by its route, such as a
 * released version's CASE package; ADR 0039).
 * @param build produces the text; errors propagate and are not cached
 */
export function cachedText(
  db: Db,
  key: string,
  build: () => Promise<string>,
  options: CachedResponseOptions = {},
): Promise<CachedBody> {
  return cachedBody(db, key, async () => toCachedText(await build()), options);
}

async function cachedBody(
  db: Db,
  key: string,
  build: () => Promise<CachedBody>,
  options: CachedResponseOptions,
): Promise<CachedBody> {
  const found = cacheOf(db);
  if (!found) return build();
  await found.feed.sync();
  if (!found.feed.live) return build();
  const hit = found.cache.get(key);
  if (hit) return hit;
  const generation = found.cache.generation;
  const body = await build();
  // A change that arrived while building may have made this body stale already: keep it only when
  // nothing was invalidated meanwhile.
  if (found.feed.live && generation === found.cache.generation) {
    found.cache.set(key, body, options.framework, options.views);
  }
  return body;
}

/** Bytes of rendered pages kept by default (ADR 0039): every page of the shipped data with room to spare. */
export const DEFAULT_PAGE_CACHE_BYTES = 256 * 1024 * 1024;

const pageCaches = new WeakMap<Db, Attached>();

/**
 * The page cache of a database with a change feed (ADR 0039): apart from the API's bodies, so that pages
 * never push API answers out nor the reverse, and bounded by bytes only (a page weighs up to a few hundred
 * KB, an API answer a few hundred bytes). Pages show no hit count, so page views do not reach it.
 * @param maxBytes its bound, taken on first use
 */
function pageCacheOf(db: Db, maxBytes: number): Attached | undefined {
  let found = pageCaches.get(db);
  if (!found) {
    const feed = changeFeedOf(db);
    if (!feed) return undefined;
    const cache = new ResponseCache({ maxEntries: Number.POSITIVE_INFINITY, maxBytes });
    feed.onChange((frameworkKey) => cache.invalidate(frameworkKey));
    found = { cache, feed };
    pageCaches.set(db, found);
  }
  return found;
}

/**
 * Entries and bytes of a database's page cache as it counts them (3 × each page's UTF-8 size: the text, its
 * bytes and compressed copies; ADR 0039), for `npm run bench:page-cache`; undefined before the first page.
 */
export function pageCacheSize(db: Db): { entries: number; bytes: number } | undefined {
  return pageCaches.get(db)?.cache.size;
}

/**
 * A rendered page from the page cache without waiting for the change feed (the early path's read of a page,
 * ADR 0029, ADR 0053): only while the feed is live and settled, as {@link peekCachedResponse}.
 */
export function peekCachedDocument(db: Db, key: string): CachedBody | undefined {
  const found = pageCaches.get(db);
  if (!found?.feed.live || !found.feed.settled) return undefined;
  return found.cache.get(key);
}

/** Options of {@link cachedDocument}. */
export interface CachedDocumentOptions extends CachedResponseOptions {
  /** The page cache's bound in bytes (taken when the cache is made); default {@link DEFAULT_PAGE_CACHE_BYTES}. */
  maxBytes?: number;
}

/**
 * Like {@link cachedResponse} for a body that is already text (a rendered page, ADR 0020), kept in the page
 * cache (ADR 0039), where the builder decides whether its result may be kept (a page is kept only when it
 * answered 200 and every read it made is itself covered by the change feed).
 * @param key everything that identifies the document
 * @param build produces the text and whether it may be cached; runs only on a miss
 * @param options the framework the document depends on; omitted: every framework (and training)
 */
export async function cachedDocument(
  db: Db,
  key: string,
  build: () => Promise<{ text: string; cache: boolean }>,
  options: CachedDocumentOptions = {},
): Promise<CachedBody> {
  const found = pageCacheOf(db, options.maxBytes ?? DEFAULT_PAGE_CACHE_BYTES);
  if (found) await found.feed.sync();
  const live = found?.feed.live === true;
  const hit = live ? found?.cache.get(key) : undefined;
  if (hit) return hit;
  const generation = found?.cache.generation;
  const { text, cache } = await build();
  const body = toCachedText(text);
  if (cache && found?.feed.live && generation === found.cache.generation) {
    found.cache.set(key, body, options.framework);
  }
  return body;
}
