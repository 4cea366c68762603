/**
 * Cached reads answered by the application's first `onRequest` hook, before CORS, the security headers, the
 * general rate limit, parsing, validation, the session and the handler run (issue #11 §1, issue #22 §3:
 * public reads at the ceiling; ADR 0017, ADR 0029). A route opts in with `config: { cachedRead }`: given the
 * raw path parameters and query, `key` returns the key its handler caches the body under. A GET whose key is
 * in the response cache is answered from it with what the usual path would send (the API security headers,
 * CORS for public reads, ETag, Cache-Control, Vary, 304 for a matching If-None-Match, brotli or gzip from the
 * copies kept with the body), written straight to the socket from bytes kept with the body; anything else (a
 * miss, a query the fast path does not understand, and for reads that depend on who is signed in, the
 * session cookie) goes on through the usual hooks to validation and the handler.
 * Cached answers are not counted by the general rate limit (ADR 0029): answering one costs about what
 * counting it and answering 429 would.
 */

import type { IncomingMessage, ServerResponse } from 'node:http';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { etagMatches } from '../lib/http-cache.js';
import {
  type BodyEncoding,
  type CachedBody,
  COMPRESS_MIN_BYTES,
  encodedBody,
  identityBody,
  peekCachedResponse,
} from '../lib/response-cache.js';
import { SESSION_COOKIE } from './auth.js';
import { CORS_EXPOSED_HEADERS } from './cors.js';
import { API_HEADERS } from './security-headers.js';

/** How a route's cached body is found and sent early. */
export interface CachedRead {
  /** The handler's cache key from the raw path parameters and (plain) query; undefined: not early. */
  key: (params: Record<string, string>, query: Record<string, string>) => string | undefined;
  /** The query parameters the route accepts; a request with any other falls through to validation. */
  query: readonly string[];
  /** The Cache-Control the handler sends with the body. */
  cacheControl: string;
  /**
   * True for reads whose answer depends on who is signed in: only requests without the session cookie
   * are answered early (the key names an anonymous reader's scope), with `Vary: Cookie`.
   */
  anonymousOnly?: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route in to {@link registerEarlyCachedReads}. */
    cachedRead?: CachedRead;
  }
}

/** Query values the fast path takes as they are: short and plain; anything else is left to validation. */
const PLAIN = /^[\w.-]{0,64}$/;

/**
 * The query as plain strings, or undefined when any key is not `allowed` or any value is not plain or
 * repeated (validation would judge it: the fast path never answers what the handler might refuse).
 */
function plainQuery(query: unknown, allowed: readonly string[]): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (!allowed.includes(name) || typeof value !== 'string' || !PLAIN.test(value)) return undefined;
    result[name] = value;
  }
  return result;
}

/** True when the request carries the session cookie (its reader may be signed in). */
const hasSessionCookie = (request: FastifyRequest) =>
  request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];
const JSON_TYPE = 'application/json; charset=utf-8';
/** What the CORS plugin adds to a public read's answer (plugins/cors.ts). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
};

/** The response headers shared by every early answer of one route (computed once per route and variant). */
function baseHeaders(read: CachedRead, cors: boolean): Readonly<Record<string, string>> {
  return {
    ...API_HEADERS,
    ...(cors ? CORS_HEADERS : undefined),
    'cache-control': read.cacheControl,
    vary: read.anonymousOnly ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
  };
}

/**
 * Writes a cached body (or 304) with the headers the usual path would send, straight to the response.
 * @param base the route's {@link baseHeaders}
 */
function writeCached(
  request: IncomingMessage,
  res: ServerResponse,
  body: CachedBody,
  base: Readonly<Record<string, string>>,
) {
  const headers: Record<string, string | number> = { ...base, etag: body.etag };
  if (etagMatches(request.headers['if-none-match'], body.etag)) {
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const accept = request.headers['accept-encoding'];
  const encoding =
    accept && body.json.length >= COMPRESS_MIN_BYTES
      ? (negotiate(accept, ENCODINGS) as BodyEncoding | null)
      : null;
  const bytes = encoding ? encodedBody(body, encoding) : identityBody(body);
  headers['content-type'] = JSON_TYPE;
  headers['content-length'] = bytes.length;
  if (encoding) headers['content-encoding'] = encoding;
  res.writeHead(200, headers);
  res.end(bytes);
}

/** What the front path knows of a URL the early hook has answered: its cache key and headers. */
interface RememberedUrl {
  key: string;
  anonymousOnly: boolean;
  base: Readonly<Record<string, string>>;
}

/** How many URLs the front path remembers (the oldest are forgotten first). */
const MAX_REMEMBERED_URLS = 10_000;

/**
 * The front path (issue #22 §3, ADR 0029): URLs the early hook has answered, exactly as the client wrote
 * them, with the cache key the hook computed for them. A GET of such a URL is answered before Fastify sees
 * it (no routing, no request objects) while its key is cached; anything else goes to Fastify. Safe because
 * the key of a URL never changes (it is computed from the URL alone); whether it is cached is checked on
 * every request, and reads that depend on who is signed in are answered only without the session cookie.
 */
export class FrontCache {
  private readonly urls = new Map<string, RememberedUrl>();

  constructor(private readonly db: Db) {}

  /** Notes that `url` is answered from `key` (called by the early hook). */
  remember(url: string, entry: RememberedUrl): void {
    if (this.urls.has(url) || url.length > 512) return;
    if (this.urls.size >= MAX_REMEMBERED_URLS) {
      const oldest = this.urls.keys().next().value;
      if (oldest !== undefined) this.urls.delete(oldest);
    }
    this.urls.set(url, entry);
  }

  /** Answers a request from the cache when it can. @returns true when it answered */
  handle(request: IncomingMessage, res: ServerResponse): boolean {
    if (request.method !== 'GET' || request.url === undefined) return false;
    const remembered = this.urls.get(request.url);
    if (!remembered) return false;
    if (remembered.anonymousOnly && request.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return false;
    const body = peekCachedResponse(this.db, remembered.key);
    if (!body) return false;
    writeCached(request, res, body, remembered.base);
    return true;
  }
}

/**
 * Adds the fast path for every opted-in route of the application. Register it on the root instance before
 * any other `onRequest` hook (CORS, security headers, rate limit) so that it runs first. An answer is
 * written straight to the response (the reply is hijacked: onSend hooks do not run, the body is already
 * encoded; onResponse hooks and the request log still do), and its URL is remembered by `front`.
 */
export function registerEarlyCachedReads(app: FastifyInstance, db: Db, front?: FrontCache): void {
  const bases = new WeakMap<CachedRead, Readonly<Record<string, string>>[]>();
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET') return done();
    const config = request.routeOptions.config;
    const read = config.cachedRead;
    if (!read || (read.anonymousOnly && hasSessionCookie(request))) return done();
    const query = plainQuery(request.query, read.query);
    const key = query && read.key(request.params as Record<string, string>, query);
    const body = key === undefined ? undefined : peekCachedResponse(db, key);
    if (!body) return done();
    const cors = config.cors !== false;
    let pair = bases.get(read);
    if (!pair) {
      pair = [baseHeaders(read, false), baseHeaders(read, true)];
      bases.set(read, pair);
    }
    const base = pair[cors ? 1 : 0] as Readonly<Record<string, string>>;
    reply.hijack();
    writeCached(request.raw, reply.raw, body, base);
    front?.remember(request.raw.url as string, {
      key: key as string,
      anonymousOnly: read.anonymousOnly === true,
      base,
    });
  });
}
