/**
 * The rate limit of page renders (ADR 0039). A server render costs 100-700 ms of the event loop, an API
 * read well under 1 ms, so a render is counted twice: by the client's general limit (RATE_LIMIT_PER_MINUTE,
 * shared with its uncached API reads) and by a render budget of its own (PAGE_RENDER_LIMIT_PER_MINUTE).
 * Cached pages are never counted. Uses the registered @fastify/rate-limit (its store and client key).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** The 429 the error handler answers ('Too many requests'), as the rate limit plugin throws it. */
class TooManyRenders extends Error {
  readonly statusCode = 429;
}

/**
 * A function counting one render for the request's client.
 * @param app an application with @fastify/rate-limit registered
 * @param rendersPerMinute the render budget of one client address
 * @returns `countRender(request, reply)`: resolves when allowed; throws a 429 error (Retry-After set) when
 *   either limit is used up
 */
export function renderLimiter(
  app: FastifyInstance,
  rendersPerMinute: number,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  const general = app.createRateLimit();
  const renders = app.createRateLimit({
    max: rendersPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `render:${request.ip}`,
  });
  return async (request, reply) => {
    // The render budget first: a client past it keeps its general allowance for the API reads of the app.
    for (const limit of [renders, general]) {
      const result = await limit(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('Retry-After', String(result.ttlInSeconds));
        throw new TooManyRenders(`Too many page renders; retry in ${result.ttlInSeconds} s`);
      }
    }
  };
}
