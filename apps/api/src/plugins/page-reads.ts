/**
 * The page renderer's in-process reads (ADR 0071). A GET route opts in with `config: { pageRead }`: the
 * named function its handler calls for the body (service → presenter, through `cachedResponse` where the
 * route caches). {@link PageReads} collects those routes as they are registered, with their whole path, and
 * answers a path the way the route would: matched by find-my-way (Fastify's own router, same options),
 * params and query validated by the route's own Zod schemas, the body its cached text or the presented value
 * serialised by the route's 200 schema, and an error as the one error handler maps it (`errorAnswer`:
 * the same 400/404/503 body). Anonymous: the page renderer shows what a visitor sees. No onRequest hook runs:
 * the page's own request went through them.
 */
import type { FastifyBaseLogger, FastifyError, FastifyInstance, FastifySchema, RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import FindMyWay from 'find-my-way';
import type { $ZodType } from 'zod/v4/core';
import type { CachedBody } from '../lib/response-cache.js';
import type { SessionUser } from '../lib/session-user.js';
import { errorAnswer } from './errors.js';

/** What a read takes: the route's validated params and query, and who reads (null: anonymous). */
export interface PageReadInput<P = unknown, Q = unknown> {
  params: P;
  query: Q;
  user: SessionUser | null;
}

/**
 * A route's read: the response body for its input, a cached body (sent as it is) or a presented value
 * (serialised by the route's 200 schema). Throws as the route does (AppError, database errors).
 */
export type PageRead<P = unknown, Q = unknown, R = CachedBody | object> = (
  input: PageReadInput<P, Q>,
) => Promise<R>;

/** A read whose body comes from the response cache (`cachedResponse`). */
export type CachedPageRead<P = unknown, Q = unknown> = PageRead<P, Q, CachedBody>;

/** A route handler's input to its read: its validated params and query, and the session's user (null: anonymous or a public route). */
export function readInput<P, Q>(request: {
  params: P;
  query: Q;
  sessionUser?: SessionUser | null;
}): PageReadInput<P, Q> {
  return { params: request.params, query: request.query, user: request.sessionUser ?? null };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's body as a function the page renderer calls in process ({@link PageReads}). */
    // biome-ignore lint/suspicious/noExplicitAny: each route's read takes its own validated params and query.
    pageRead?: PageRead<any, any>;
  }
}

/** One answer of {@link PageReads.answer}: status and JSON text, as the route would send them. */
export interface PageReadAnswer {
  status: number;
  body: string;
}

/** The route's read, its validators and its serialiser, compiled once when the route is registered. */
interface Reader {
  // biome-ignore lint/suspicious/noExplicitAny: see FastifyContextConfig.pageRead.
  read: PageRead<any, any>;
  params?: (data: unknown) => { value?: unknown; error?: unknown };
  query?: (data: unknown) => { value?: unknown; error?: unknown };
  serialise?: (data: unknown) => string;
}

/** True for a cached body (`cachedResponse`'s answer) rather than a presented value. */
export function isCachedBody(value: unknown): value is CachedBody {
  const body = value as Partial<CachedBody> | null;
  return typeof body?.json === 'string' && typeof body.etag === 'string';
}

/** A validation failure as Fastify reports it to the error handler (FST_ERR_VALIDATION). */
function validationError(validation: unknown, context: 'params' | 'querystring'): FastifyError {
  return Object.assign(new Error(`${context} validation failed`), {
    statusCode: 400,
    code: 'FST_ERR_VALIDATION',
    validation,
    validationContext: context,
  }) as unknown as FastifyError;
}

/**
 * The table of in-process reads: every GET route with a `pageRead`, by its whole path (prefixes included).
 * Create it before the routes are registered ({@link collectPageReads}).
 */
export class PageReads {
  private readonly router = FindMyWay<FindMyWay.HTTPVersion.V1>({
    ignoreTrailingSlash: true,
    maxParamLength: 200,
  });
  private readonly patterns: string[] = [];

  /** @param log where a read's unhandled error or unreachable database is logged, as the error handler does */
  constructor(private readonly log?: FastifyBaseLogger) {}

  /** Adds a route's read (called by the onRoute hook). */
  add(route: RouteOptions): void {
    const read = route.config?.pageRead;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (!read || !methods.includes('GET')) return;
    const schema = (route.schema ?? {}) as FastifySchema & { response?: Record<string, unknown> };
    const compile = (part: unknown, httpPart: string) =>
      part === undefined
        ? undefined
        : (validatorCompiler({
            schema: part as $ZodType,
            method: 'GET',
            url: route.url,
            httpPart,
          }) as Reader['params']);
    const ok = schema.response?.['200'] ?? schema.response?.[200];
    const reader: Reader = {
      read,
      params: compile(schema.params, 'params'),
      query: compile(schema.querystring, 'querystring'),
      serialise:
        ok === undefined
          ? undefined
          : (serializerCompiler({
              schema: ok as $ZodType,
              method: 'GET',
              url: route.url,
              httpStatus: '200',
            }) as (data: unknown) => string),
    };
    this.router.on('GET', route.url, () => undefined, reader);
    this.patterns.push(route.url);
  }

  /** The whole paths of the routes with a read (for tests and the log). */
  routes(): readonly string[] {
    return this.patterns;
  }

  /**
   * Answers `url` (path and query) as its route would answer an anonymous GET.
   * @returns undefined when no route with a read matches
   */
  async answer(url: string): Promise<PageReadAnswer | undefined> {
    const found = this.router.find('GET', url);
    if (!found) return undefined;
    const reader = found.store as Reader;
    try {
      const params = this.validated(reader.params, { ...found.params }, 'params');
      const query = this.validated(reader.query, { ...found.searchParams }, 'querystring');
      const value = await reader.read({ params, query, user: null });
      if (isCachedBody(value)) return { status: 200, body: value.json };
      return { status: 200, body: reader.serialise ? reader.serialise(value) : JSON.stringify(value) };
    } catch (error) {
      const mapped = errorAnswer(error as FastifyError, url);
      if (mapped.log) this.log?.[mapped.log.level]({ err: error, url }, mapped.log.message);
      return { status: mapped.status, body: JSON.stringify(mapped.body) };
    }
  }

  private validated(
    validate: Reader['params'],
    data: Record<string, unknown>,
    context: 'params' | 'querystring',
  ): unknown {
    if (!validate) return data;
    const result = validate(data);
    if (result.error) throw validationError(result.error, context);
    return result.value;
  }
}

/**
 * Collects the in-process reads of the routes registered on `app` from now on (an onRoute hook: register it
 * before the routes).
 */
export function collectPageReads(app: FastifyInstance): PageReads {
  const reads = new PageReads(app.log);
  app.addHook('onRoute', (route) => reads.add(route));
  return reads;
}
