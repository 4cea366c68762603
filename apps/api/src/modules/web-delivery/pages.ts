/**
 * Server-rendered visitor pages (ADR 0020). When the web build holds the server entry
 * (`WEB_DIST_DIR/server/entry-server.js`, built by `npm run build -w @hub/web`), every page address is
 * rendered by it, once, after its route loaders (ADR 0068) read their data in process from this API: each
 * `/api/…` path a loader reads is answered by its route's own read function (`plugins/page-reads.ts`, ADR
 * 0071: the route's schemas, service, presenter and response cache, anonymously), not through the plugin
 * chain. A path without one fails the render in tests and the e2e servers, and elsewhere is read through
 * `app.inject` with a warning in the log. A rendered
 * page of released content goes through the response cache like the API's answers (ETag, `no-cache`
 * revalidation), tagged with every framework, so any change the feed reports drops it: every table a visitor's page shows notifies the feed
 * (migration 0007; only the training hit count does not, and no page shows it). A page is kept only when
 * it answered 200 and every read it made succeeded. Without the server entry, the built `index.html` is
 * the answer.
 * Against render floods (ADR 0039): a page is rendered for, and cached under, its canonical address (the
 * query parameters it reads only, page-address.ts) in the byte-bounded page cache; a render (a miss) is
 * counted by the client's rate limit like an uncached API read, a cached page never; an address no screen
 * takes gets the one cached 'Page not found' document without rendering; a page whose reads found the
 * database out of reach answers 503 with Retry-After, as the API does.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendWithEtag } from '../../lib/http-cache.js';
import {
  type CachedBody,
  cachedDocument,
  peekCachedDocument,
  toCachedText,
} from '../../lib/response-cache.js';
import type { CachedRead } from '../../plugins/early-cached-reads.js';
import type { PageReadAnswer, PageReads } from '../../plugins/page-reads.js';
import { PAGE_HEADERS, pageCsp } from '../../plugins/security-headers.js';
import { inlineScriptHashes } from './inline-scripts.js';
import { canonicalPageUrl, READ_PARAMETERS } from './page-address.js';

/** What the server entry exports (apps/web/src/ssr/entry-server.tsx). */
interface ServerEntry {
  render(
    url: string,
    options: { publicUrl: string; template: string },
  ): Promise<{ status: number; html: string; redirect?: string; shell?: boolean }>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
  /** The route pattern a path matches, `*` when none (absent from older builds: every address renders). */
  routePattern?(pathname: string): string;
  /** Every screen's pattern and whether the server answers it with the shell (ADR 0053). */
  pageRoutes?(): { pattern: string; clientOnly: boolean }[];
}

/** Each page body's Content-Security-Policy, computed from the body once and kept as long as the body is (ADR 0054). */
const policies = new WeakMap<CachedBody, string>();

/**
 * The Content-Security-Policy of a rendered page: the page policy allowing its inline scripts by hash
 * (React's streamed scripts), computed on the body's first answer and kept with it, so that a cached page is
 * answered without scanning it again.
 */
export function pagePolicy(body: CachedBody): string {
  let policy = policies.get(body);
  if (policy === undefined) {
    policy = pageCsp(inlineScriptHashes(body.json));
    policies.set(body, policy);
  }
  return policy;
}

/** Sends a page document with its own CSP (the onRequest hook set the page policy without script hashes). */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: CachedBody,
  cacheControl: string,
): FastifyReply {
  reply.header('content-security-policy', pagePolicy(body));
  return sendWithEtag(request, reply, body, cacheControl, HTML);
}

/** Header marking the renderer's own API reads (its value is a secret of this process). */
export const RENDER_HEADER = 'x-hub-render';

/** The secret of {@link RENDER_HEADER}: a reader sending it is this process's renderer. */
export const RENDER_TOKEN = randomUUID();

/** True when a request is one of this process's own render reads (exempt from the rate limit). */
export function isRenderRead(request: FastifyRequest): boolean {
  return request.headers[RENDER_HEADER] === RENDER_TOKEN;
}

/**
 * Per render: whether every read so far succeeded (the page may be cached), whether one found the database
 * out of reach, and the paths read without an in-process read.
 */
interface RenderReads {
  cacheable: boolean;
  unavailable: boolean;
  unserved: string[];
}

/** What one render gave besides its HTML. */
interface RenderOutcome {
  status: number;
  redirect?: string;
  shell: boolean;
  /** A read answered 503: the database is out of reach. */
  unavailable: boolean;
}

const CACHE_CONTROL = 'public, no-cache';
const HTML = 'text/html; charset=utf-8';
const JSON_TYPE = 'application/json; charset=utf-8';
/** Response headers of an API read that the renderer's Response does not take over. */
const DROPPED = new Set(['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding']);
/** The route pattern of an address no screen takes (the server entry's `NOT_FOUND_PATTERN`). */
const NOT_FOUND_PATTERN = '*';
/** The address the one 'Page not found' document is rendered for. */
const NOT_FOUND_URL = '/page-not-found';
/** Seconds a client is told to wait when a page's reads found the database out of reach (as the API's 503). */
const RETRY_AFTER_SECONDS = '5';

/** The answer for a page address: `page(request, reply)`. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Options of {@link createPageHandler}. */
export interface PageHandlerOptions {
  db: Db;
  publicUrl: string;
  webDist: string;
  /**
   * Counts one render against the client's rate limit (the API's limiter; throws its 429 error when the
   * client has none left). Called before every render, never for a cached page.
   */
  countRender?: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /** The page cache's bound in bytes (PAGE_CACHE_MB). */
  pageCacheBytes?: number;
  /** The routes' in-process reads (ADR 0071); without them every read goes through `app.inject`. */
  reads?: PageReads;
  /**
   * A read with no in-process read fails the page (500, logged) instead of going through `app.inject`:
   * tests and the e2e servers, so that no visitor page falls back unseen.
   */
  strictReads?: boolean;
}

/** The cache key of a page's canonical address. */
function pageKey(canonicalUrl: string): string {
  return `page:${canonicalUrl}`;
}

/** The cache key of the 'Page not found' document of a route pattern. */
function notFoundKey(pattern: string): string {
  return `page-404:${pattern}`;
}

/** True for the rate limit's refusal (the error handler answers it 429). */
function isRateLimited(error: unknown): boolean {
  return (error as { statusCode?: unknown } | null)?.statusCode === 429;
}

/**
 * Builds the page handler of the web app in `webDist`.
 * @param app the application (its routes answer the renderer's reads)
 * @returns undefined when `webDist` has no `index.html`
 */
export async function createPageHandler(
  app: FastifyInstance,
  opts: PageHandlerOptions,
): Promise<PageHandler | undefined> {
  const indexFile = path.join(opts.webDist, 'index.html');
  if (!existsSync(indexFile)) return undefined;
  const template = readFileSync(indexFile, 'utf8');
  const shell = toCachedText(template);
  const entryFile = path.join(opts.webDist, 'server', 'entry-server.js');
  const entry = existsSync(entryFile)
    ? ((await import(pathToFileURL(entryFile).href)) as ServerEntry)
    : undefined;

  const sendShell = (request: FastifyRequest, reply: FastifyReply, status = 200) => {
    reply.code(status);
    return sendWithEtag(request, reply, shell, 'no-cache', HTML);
  };
  if (!entry) return async (request, reply) => sendShell(request, reply);

  const reads = new AsyncLocalStorage<RenderReads>();
  /** A read through the whole plugin chain (ADR 0020): only for a path without an in-process read. */
  const injected = async (url: string, method: string): Promise<Response> => {
    const answer = await app.inject({
      method: method as 'GET',
      url,
      headers: { accept: 'application/json', 'accept-encoding': 'identity', [RENDER_HEADER]: RENDER_TOKEN },
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value === undefined || DROPPED.has(name)) continue;
      headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers,
    });
  };
  entry.setApiTransport(async (url, init) => {
    const method = init.method ?? 'GET';
    const scope = reads.getStore();
    const found: PageReadAnswer | undefined = method === 'GET' ? await opts.reads?.answer(url) : undefined;
    let response: Response;
    if (found) {
      response = new Response(found.body, { status: found.status, headers: { 'content-type': JSON_TYPE } });
    } else if (opts.reads && opts.strictReads) {
      scope?.unserved.push(`${method} ${url}`);
      response = new Response(null, { status: 500 });
    } else {
      if (opts.reads) app.log.warn({ url, method }, 'page read without an in-process read: through inject');
      response = await injected(url, method);
    }
    if (scope && response.status >= 300) scope.cacheable = false;
    if (scope && response.status === 503) scope.unavailable = true;
    return response;
  });

  /**
   * The document for `url` from the page cache under `key`, else rendered (counted against the client's rate
   * limit) and kept when `keep` accepts the outcome and every read succeeded.
   */
  const cachedRender = async (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    url: string,
    keep: (outcome: RenderOutcome) => boolean,
  ): Promise<{ body: CachedBody; outcome: RenderOutcome | undefined }> => {
    let outcome: RenderOutcome | undefined;
    const body = await cachedDocument(
      opts.db,
      key,
      () =>
        reads.run({ cacheable: true, unavailable: false, unserved: [] }, async () => {
          await opts.countRender?.(request, reply);
          const result = await entry.render(url, { publicUrl: opts.publicUrl, template });
          const scope = reads.getStore();
          if (scope?.unserved.length) {
            throw new Error(`No in-process read for ${scope.unserved.join(', ')} (ADR 0071)`);
          }
          outcome = {
            status: result.status,
            redirect: result.redirect,
            shell: result.shell === true,
            unavailable: scope?.unavailable === true,
          };
          return { text: result.html, cache: keep(outcome) && scope?.cacheable === true };
        }),
      { maxBytes: opts.pageCacheBytes },
    );
    return { body, outcome };
  };

  /** The one 'Page not found' document of addresses no screen takes: rendered once, then from the cache. */
  const sendNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    const { body } = await cachedRender(
      request,
      reply,
      notFoundKey(NOT_FOUND_PATTERN),
      NOT_FOUND_URL,
      (outcome) => outcome.status === 404,
    );
    reply.code(404);
    return sendPage(request, reply, body, 'no-cache');
  };

  const answer: PageHandler = async (request, reply) => {
    const url = canonicalPageUrl(request.url);
    try {
      if (entry.routePattern?.(url.split('?')[0] as string) === NOT_FOUND_PATTERN) {
        return await sendNotFound(request, reply);
      }
      const { body, outcome } = await cachedRender(
        request,
        reply,
        pageKey(url),
        url,
        (rendered) => rendered.status === 200 && !rendered.redirect && !rendered.shell,
      );
      // No outcome: the page came from the cache (kept only when it answered 200).
      const status = outcome?.status ?? 200;
      if (outcome?.unavailable) {
        reply.code(503).header('Retry-After', RETRY_AFTER_SECONDS);
        return sendPage(request, reply, body, 'no-store');
      }
      if (outcome?.redirect) return reply.redirect(outcome.redirect, status);
      if (outcome?.shell) return sendShell(request, reply);
      reply.code(status);
      return sendPage(request, reply, body, status === 200 ? CACHE_CONTROL : 'no-cache');
    } catch (error) {
      if (isRateLimited(error)) throw error;
      request.log.error({ err: error, url }, 'page render failed');
      return sendShell(request, reply, 500);
    }
  };
  registerPageRoutes(app, entry.pageRoutes?.() ?? [], answer, sendShell);
  return answer;
}

/** The early path's description of a rendered page's cached answer (ADR 0029, ADR 0053). */
const PAGE_READ: CachedRead = {
  key: (_params, _query, url) => pageKey(canonicalPageUrl(url)),
  query: READ_PARAMETERS,
  cacheControl: CACHE_CONTROL,
  contentType: HTML,
  securityHeaders: Object.fromEntries(
    Object.entries(PAGE_HEADERS).filter(([name]) => name !== 'content-security-policy'),
  ),
  bodyHeaders: (body) => ({ 'content-security-policy': pagePolicy(body) }),
  peek: peekCachedDocument,
};

/**
 * The visitor pages' route table (ADR 0053): one GET (and HEAD) route per screen pattern of the web app
 * (`apps/web/src/config/paths.ts`, as its router nests them; `:name?` is an optional last segment in both
 * routers). A rendered screen's route answers its cached page on the early path before any other hook
 * (`cachedRead`, as the API's cached reads), else renders it; a screen that depends on who is signed in is
 * answered with the shell. A request asking for the original client's `?_format=` gets the JSON 404.
 */
function registerPageRoutes(
  app: FastifyInstance,
  routes: readonly { pattern: string; clientOnly: boolean }[],
  answer: PageHandler,
  sendShell: (request: FastifyRequest, reply: FastifyReply) => unknown,
): void {
  for (const { pattern, clientOnly } of routes) {
    app.get(
      pattern,
      { schema: { hide: true }, config: clientOnly ? {} : { cachedRead: PAGE_READ } },
      async (request, reply) => {
        if (/[?&]_format=/.test(request.url)) return reply.callNotFound();
        return clientOnly ? sendShell(request, reply) : answer(request, reply);
      },
    );
  }
}
