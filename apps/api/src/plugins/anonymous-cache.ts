/**
 * Anonymous cached reads of the session scope answered before sessions are looked at (issue #11 §1: a
 * profile read at the ceiling, ADR 0017). A route of that scope opts in with
 * `config: { anonymousCacheKey }`: given the raw path parameters and query, it returns the key its handler
 * caches an anonymous reader's body under. A GET without the session cookie whose key is in the response
 * cache is answered from it in `onRequest`, with what the handler would send (ETag, `Vary: Cookie`,
 * revalidation); anything else (a miss, a cookie, a query the fast path does not understand) goes on to
 * the session, validation and the handler as usual.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client.js';
import { CACHE_REVALIDATE, sendWithEtag } from '../lib/http-cache.js';
import { peekCachedResponse } from '../lib/response-cache.js';
import { SESSION_COOKIE } from './auth.js';

/** Builds the cache key of an anonymous read from the raw path parameters and query strings. */
export type AnonymousCacheKey = (
  params: Record<string, string>,
  query: Record<string, string>,
) => string | undefined;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Opts the route in to {@link registerAnonymousCache}. */
    anonymousCacheKey?: AnonymousCacheKey;
  }
}

/** Query values the fast path takes as they are: short and plain; anything else is left to validation. */
const PLAIN = /^[\w.-]{0,64}$/;

/**
 * The query as plain strings, or undefined when any key or value is not plain or repeated (validation
 * would judge it: the fast path never answers what the handler might refuse).
 */
function plainQuery(query: unknown, allowed: ReadonlySet<string>): Record<string, string> | undefined {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(query as Record<string, unknown>)) {
    if (!allowed.has(name) || typeof value !== 'string' || !PLAIN.test(value)) return undefined;
    result[name] = value;
  }
  return result;
}

/** True when the request carries the session cookie (its reader may be signed in). */
const hasSessionCookie = (request: FastifyRequest) =>
  request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

/**
 * Adds the fast path to `scope`; register it before the session plugin so that it runs first.
 * @param allowedQuery the query parameters the opted-in routes accept (others fall through)
 */
export function registerAnonymousCache(
  scope: FastifyInstance,
  db: Db,
  allowedQuery: readonly string[],
): void {
  const allowed = new Set(allowedQuery);
  scope.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    const keyOf = request.routeOptions.config.anonymousCacheKey;
    if (!keyOf || request.method !== 'GET' || hasSessionCookie(request)) return done();
    const query = plainQuery(request.query, allowed);
    const key = query && keyOf(request.params as Record<string, string>, query);
    const body = key === undefined ? undefined : peekCachedResponse(db, key);
    if (!body) return done();
    reply.header('Vary', 'Cookie');
    sendWithEtag(request, reply, body, CACHE_REVALIDATE);
  });
}
