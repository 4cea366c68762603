/**
 * Cached reads answered in `onRequest`, before parsing, validation, the session and the handler run (issue
 * #11 §1: public reads at the ceiling; ADR 0017). A route opts in with `config: { cachedRead }`: given the
 * raw path parameters and query, `key` returns the key its handler caches the body under. A GET whose key is
 * in the response cache is answered from it with what the handler would send (ETag, Cache-Control, Vary);
 * anything else (a miss, a query the fast path does not understand, and for reads that depend on who is
 * signed in, the session cookie) goes on to validation and the handler as usual.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { sendWithEtag } from '../lib/http-cache.js';
import { peekCachedResponse } from '../lib/response-cache.js';
import { SESSION_COOKIE } from './auth.js';

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

/**
 * Adds the fast path to `scope`, for every opted-in route below it; register it in a scope above the
 * session plugin so that it runs first.
 */
export function registerEarlyCachedReads(scope: FastifyInstance, db: Db): void {
  scope.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const read = request.routeOptions.config.cachedRead;
    if (!read || request.method !== 'GET' || (read.anonymousOnly && hasSessionCookie(request))) {
      return done();
    }
    const query = plainQuery(request.query, read.query);
    const key = query && read.key(request.params as Record<string, string>, query);
    const body = key === undefined ? undefined : peekCachedResponse(db, key);
    if (!body) return done();
    if (read.anonymousOnly) reply.header('Vary', 'Cookie');
    sendWithEtag(request, reply, body, read.cacheControl);
  });
}
