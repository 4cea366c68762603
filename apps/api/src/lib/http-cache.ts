/**
 * Conditional responses for content that changes rarely or never (docs/features/public-api.md §1: released
 * versions carry a strong ETag and long-lived Cache-Control; drafts are no-store).
 */
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  type BodyEncoding,
  type CachedBody,
  COMPRESS_MIN_BYTES,
  encodedBody,
  identityBody,
} from './response-cache.js';

const ENCODINGS: BodyEncoding[] = ['br', 'gzip'];

/**
 * Cache-Control for a body that can never change (a released version's content and nothing mutable:
 * no framework metadata, no release notes), so a day in any cache. ADR 0017.
 */
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
 * with no body when the request's If-None-Match matches. Bodies of 1 KB or more go brotli- or
 * gzip-compressed when Accept-Encoding allows (docs/features/public-api.md §11), from copies kept with the cached body.
 * `contentType` is JSON unless given (rendered pages send HTML; ADR 0020).
 * @returns the reply, for `return` in handlers
 */
export function sendWithEtag(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
  contentType = 'application/json; charset=utf-8',
) {
  const vary = reply.getHeader('vary');
  reply
    .header('ETag', body.etag)
    .header('Cache-Control', cacheControl)
    .header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
  if (etagMatches(request.headers['if-none-match'], body.etag)) {
    return reply.code(304).send();
  }
  reply.type(contentType);
  const accept = request.headers['accept-encoding'];
  const encoding =
    accept && body.json.length >= COMPRESS_MIN_BYTES
      ? (negotiate(accept, ENCODINGS) as BodyEncoding | null)
      : null;
  if (encoding) {
    // Compressed once per body and encoding (response-cache.ts); the compression plugin leaves it alone.
    return reply.header('Content-Encoding', encoding).send(encodedBody(body, encoding));
  }
  // The UTF-8 bytes kept with the body: a string would be measured and encoded again on every request.
  return reply.send(identityBody(body));
}
