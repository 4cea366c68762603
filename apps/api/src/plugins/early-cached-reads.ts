/**
 * Cached reads answered by the application's first `onRequest` hook, before CORS, the security headers, the
 * general rate limit, parsing, validation, the session and the handler run (ADR 0017, ADR 0029:
 * public reads at the ceiling; ADR 0017, ADR 0029). A route opts in with `config: { cachedRead }`: given the
 * raw path parameters and query, `key` returns the key its handler caches the body under. A GET whose key is
 * in the response cache is answered from it with what the usual path would send (the API security headers,
 * CORS for public reads, ETag, Cache-Control, Vary, 304 for a matching If-None-Match, brotli or gzip from the
 * copies kept with the body), written straight to the socket from bytes and header lists kept per body (one
 * pass over the raw request headers, no per-request header object; ADR 0029); anything else (a
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
  /**
   * The handler's cache key from the raw path parameters and (plain) query, or from the URL as the client
   * wrote it (a page's canonical address, ADR 0039); undefined: not early.
   */
  key: (params: Record<string, string>, query: Record<string, string>, url: string) => string | undefined;
  /** The query parameters the route accepts; a request with any other falls through to validation. */
  query: readonly string[];
  /** The Cache-Control the handler sends with the body. */
  cacheControl: string;
  /**
   * Headers of the answer that depend on the path parameters (a download's Content-Disposition), added to
   * the route's base headers for each URL.
   */
  headers?: (params: Record<string, string>) => Record<string, string>;
  /**
   * True for reads whose answer depends on who is signed in: only requests without the session cookie
   * are answered early (the key names an anonymous reader's scope), with `Vary: Cookie`.
   */
  anonymousOnly?: boolean;
  /** The body's Content-Type (default JSON; a visitor page's is HTML). */
  contentType?: string;
  /** The security headers of the answer instead of the API's (a visitor page: the page set, ADR 0054). */
  securityHeaders?: Readonly<Record<string, string>>;
  /** Headers that depend on the body (a page's CSP with its inline scripts' hashes), computed once per body. */
  bodyHeaders?: (body: CachedBody) => Record<string, string>;
  /** Where the body is kept (default the response cache; a rendered page: the page cache). */
  peek?: (db: Db, key: string) => CachedBody | undefined;
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

const SESSION_COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/** What the fast path reads of a request's headers. */
interface ReadHeaders {
  /** The request carries the session cookie (its reader may be signed in). */
  session: boolean;
  /** If-None-Match, several fields joined as Node joins them. */
  ifNoneMatch: string | undefined;
  /** Accept-Encoding, several fields joined as Node joins them. */
  acceptEncoding: string | undefined;
}

/** Appends a repeated field's value the way Node's `request.headers` joins it. */
const joined = (previous: string | undefined, value: string) =>
  previous === undefined ? value : `${previous}, ${value}`;

/**
 * The three request headers the fast path uses, read in one pass over the raw header list (Node's
 * `request.headers` would build an object of every header for each request).
 */
function readHeaders(raw: readonly string[]): ReadHeaders {
  let session = false;
  let ifNoneMatch: string | undefined;
  let acceptEncoding: string | undefined;
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i] as string;
    const length = name.length;
    if (length !== 6 && length !== 13 && length !== 15) continue;
    const lower = name.toLowerCase();
    const value = raw[i + 1] as string;
    if (lower === 'cookie') session ||= value.includes(SESSION_COOKIE_PREFIX);
    else if (lower === 'if-none-match') ifNoneMatch = joined(ifNoneMatch, value);
    else if (lower === 'accept-encoding') acceptEncoding = joined(acceptEncoding, value);
  }
  return { session, ifNoneMatch, acceptEncoding };
}

const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];
const JSON_TYPE = 'application/json; charset=utf-8';
/** What the CORS plugin adds to a public read's answer (plugins/cors.ts). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': CORS_EXPOSED_HEADERS.join(', '),
};

/** Response headers as the flat name, value list `writeHead` takes. */
type HeaderList = readonly string[];

/** The response headers shared by every early answer of one route (computed once per route and variant). */
function baseHeaders(read: CachedRead, cors: boolean): HeaderList {
  return Object.entries({
    ...(read.securityHeaders ?? API_HEADERS),
    ...(cors ? CORS_HEADERS : undefined),
    'cache-control': read.cacheControl,
    vary: read.anonymousOnly ? 'Cookie, Accept-Encoding' : 'Accept-Encoding',
  }).flat();
}

/** What an early answer of one route sends besides the body: its base headers and the per-body ones. */
interface RouteAnswer {
  base: HeaderList;
  contentType: string;
  bodyHeaders?: CachedRead['bodyHeaders'];
}

/** The complete header lists of one cached body sent with one route's base headers. */
interface Answer {
  base: HeaderList;
  contentType: string;
  /** 304: the base headers and the ETag. */
  notModified: HeaderList;
  /** 200 without content coding. */
  identity: HeaderList;
  /** 200 brotli- or gzip-encoded, made on first use. */
  encoded: Partial<Record<BodyEncoding, HeaderList>>;
}

/** Each cached body's header lists (a body is sent by one route, so with one base). */
const answers = new WeakMap<CachedBody, Answer>();

/** The header lists of `body` with `route`'s headers, computed on its first answer. */
function answerOf(body: CachedBody, route: RouteAnswer): Answer {
  let answer = answers.get(body);
  if (answer?.base !== route.base) {
    const own = route.bodyHeaders ? Object.entries(route.bodyHeaders(body)).flat() : [];
    const notModified = [...route.base, ...own, 'etag', body.etag];
    answer = {
      base: route.base,
      notModified,
      contentType: route.contentType,
      identity: [
        ...notModified,
        'content-type',
        route.contentType,
        'content-length',
        String(identityBody(body).length),
      ],
      encoded: {},
    };
    answers.set(body, answer);
  }
  return answer;
}

/** The 200 header list of `body` encoded with `encoding`. */
function encodedHeaders(answer: Answer, body: CachedBody, encoding: BodyEncoding): HeaderList {
  let headers = answer.encoded[encoding];
  if (!headers) {
    const length = String(encodedBody(body, encoding).length);
    headers = [
      ...answer.notModified,
      'content-type',
      answer.contentType,
      'content-length',
      length,
      'content-encoding',
      encoding,
    ];
    answer.encoded[encoding] = headers;
  }
  return headers;
}

/**
 * Writes a cached body (or 304) with the headers the usual path would send, straight to the response,
 * from header lists and bytes computed on the body's first answer.
 * @param route the route's {@link baseHeaders}, content type and per-body headers
 * @param headers what the request asks for (conditional, content coding)
 */
function writeCached(res: ServerResponse, body: CachedBody, route: RouteAnswer, headers: ReadHeaders) {
  const answer = answerOf(body, route);
  if (etagMatches(headers.ifNoneMatch, body.etag)) {
    res.writeHead(304, answer.notModified as string[]);
    res.end();
    return;
  }
  const accept = headers.acceptEncoding;
  const encoding =
    accept && body.json.length >= COMPRESS_MIN_BYTES
      ? (negotiate(accept, ENCODINGS) as BodyEncoding | null)
      : null;
  if (encoding) {
    res.writeHead(200, encodedHeaders(answer, body, encoding) as string[]);
    res.end(encodedBody(body, encoding));
    return;
  }
  res.writeHead(200, answer.identity as string[]);
  res.end(identityBody(body));
}

/** What the front path knows of a URL the early hook has answered: its cache key and headers. */
interface RememberedUrl {
  key: string;
  peek: (db: Db, key: string) => CachedBody | undefined;
  anonymousOnly: boolean;
  route: RouteAnswer;
}

/** How many URLs the front path remembers (the oldest are forgotten first). */
const MAX_REMEMBERED_URLS = 10_000;

/**
 * The front path (ADR 0029): URLs the early hook has answered, exactly as the client wrote
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
    const headers = readHeaders(request.rawHeaders);
    if (remembered.anonymousOnly && headers.session) return false;
    const body = remembered.peek(this.db, remembered.key);
    if (!body) return false;
    writeCached(res, body, remembered.route, headers);
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
  const bases = new WeakMap<CachedRead, RouteAnswer[]>();
  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    if (request.method !== 'GET') return done();
    const config = request.routeOptions.config;
    const read = config.cachedRead;
    if (!read) return done();
    const headers = readHeaders(request.raw.rawHeaders);
    if (read.anonymousOnly && headers.session) return done();
    const query = plainQuery(request.query, read.query);
    const key = query && read.key(request.params as Record<string, string>, query, request.raw.url as string);
    const peek = read.peek ?? peekCachedResponse;
    const body = key === undefined ? undefined : peek(db, key);
    if (!body) return done();
    const cors = config.cors !== false;
    let pair = bases.get(read);
    if (!pair) {
      const route = (cors: boolean): RouteAnswer => ({
        base: baseHeaders(read, cors),
        contentType: read.contentType ?? JSON_TYPE,
        bodyHeaders: read.bodyHeaders,
      });
      pair = [route(false), route(true)];
      bases.set(read, pair);
    }
    const routeAnswer = pair[cors ? 1 : 0] as RouteAnswer;
    const route = read.headers
      ? {
          ...routeAnswer,
          base: [
            ...routeAnswer.base,
            ...Object.entries(read.headers(request.params as Record<string, string>)).flat(),
          ],
        }
      : routeAnswer;
    reply.hijack();
    writeCached(reply.raw, body, route, headers);
    front?.remember(request.raw.url as string, {
      key: key as string,
      peek,
      anonymousOnly: read.anonymousOnly === true,
      route,
    });
  });
}
