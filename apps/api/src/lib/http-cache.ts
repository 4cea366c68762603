/**
 * Conditional responses for content that changes rarely or never (DESIGN.md §HTTP API: released
 * versions carry a strong ETag and long-lived Cache-Control; drafts are no-store).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './response-cache.js';

/** Cache-Control for a released (live) version's content: immutable rows, so a day in any cache. */
export const CACHE_LIVE = 'public, max-age=86400';
/** Cache-Control for lists that change when a version is released: always revalidate with the ETag. */
export const CACHE_REVALIDATE = 'public, no-cache';

/** True when an If-None-Match header (a list, or `*`) matches the strong ETag. */
export function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim() === etag);
}

/**
 * Sends a serialised JSON body with its strong ETag and the given Cache-Control, or `304 Not Modified`
 * with no body when the request's If-None-Match matches.
 * @returns the reply, for `return` in handlers
 */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
) {
  reply.header('ETag', body.etag).header('Cache-Control', cacheControl);
  if (etagMatches(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  return reply
    .type('application/json; charset=utf-8')
    .serializer((p: unknown) => p as string)
    .send(body.json);
}
