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

/**
 * Writes a cached body (or 304) with the headers the usual path would send, straight to the socket; the
 * reply is hijacked, so onSend hooks do not run (the body is already encoded), onResponse hooks and the
 * request log still do.
 */
function sendEarly(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  read: CachedRead,
  cors: boolean,
) {
  const headers: Record<string, string | number> = {
    ...API_HEADERS,
    ...(cors ? CORS_HEADERS : undefined),
    etag: body.etag,
    'cache-control': read.cacheControl,
    vary: read.anonymousOnly ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
  };
  reply.hijack();
  const res = reply.raw;
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

/**
 * Adds the fast path for every opted-in route of the application. Register it on the root instance before
 * any other `onRequest` hook (CORS, security headers, rate limit) so that it runs first.
 */
export function registerEarlyCachedReads(app: FastifyInstance, db: Db): void {
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET') return done();
    const config = request.routeOptions.config;
    const read = config.cachedRead;
    if (!read || (read.anonymousOnly && hasSessionCookie(request))) return done();
    const query = plainQuery(request.query, read.query);
    const key = query && read.key(request.params as Record<string, string>, query);
    const body = key === undefined ? undefined : peekCachedResponse(db, key);
    if (!body) return done();
    sendEarly(request, reply, body, read, config.cors !== false);
  });
}
