/**
 * Whole-response cache for public reads, keyed by request identity and validated against the
 * database's content revision (migration 0002: bumped by every change, from any process). While
 * nothing changes, a request costs one one-row query; after a change the next request rebuilds.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { contentRevision } from '../db/schema/index.js';

export interface CachedBody {
  /** The JSON text sent to clients. */
  json: string;
  /** Strong ETag of `json` (quoted). */
  etag: string;
}

interface Entry extends CachedBody {
  revision: number;
}

const MAX_ENTRIES = 500;
const caches = new WeakMap<Db, Map<string, Entry>>();

/** Serialises a body and computes its strong ETag (SHA-256 of the bytes, base64url). */
export function toCachedBody(body: unknown): CachedBody {
  const json = JSON.stringify(body);
  return { json, etag: `"${createHash('sha256').update(json).digest('base64url').slice(0, 32)}"` };
}

/** The content revision: bumped by every committed content change (migration triggers). */
export async function currentRevision(db: Db): Promise<number> {
  const [row] = await db
    .select({ revision: contentRevision.revision })
    .from(contentRevision)
    .where(eq(contentRevision.id, 1));
  return row?.revision ?? 0;
}

/**
 * Returns the cached body for `key` when the content revision is unchanged, else builds, caches and returns it.
 * @param key everything that identifies the response (route and normalised parameters)
 * @param build produces the response body; errors (e.g. NOT_FOUND) propagate and are not cached
 */
export async function cachedResponse(
  db: Db,
  key: string,
  build: () => Promise<unknown>,
): Promise<CachedBody> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const revision = await currentRevision(db);
  const hit = cache.get(key);
  if (hit && hit.revision === revision) return hit;
  const body = toCachedBody(await build());
  if (cache.size >= MAX_ENTRIES) cache.clear();
  cache.set(key, { ...body, revision });
  return body;
}
