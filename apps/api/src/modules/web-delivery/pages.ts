/**
 * Server-rendered visitor pages (issue #18 §1, ADR 0020). When the web build holds the server entry
 * (`WEB_DIST_DIR/server/entry-server.js`, built by `npm run build -w @hub/web`), every page address is
 * rendered by it: the screens read their data in process from this API (`app.inject`, anonymous, no
 * cookies), so the same routes and response cache answer them. A rendered page of released content goes
 * through the response cache like the API's answers (ETag, `no-cache` revalidation), tagged with every
 * framework, so any change the feed reports drops it: every table a visitor's page shows notifies the feed
 * (migration 0007; only the training hit count does not, and no page shows it). A page is kept only when
 * it answered 200 and every read it made succeeded. Without the server entry, the built `index.html` is
 * the answer.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { sendWithEtag } from '../../lib/http-cache.js';
import { cachedDocument, toCachedText } from '../../lib/response-cache.js';

/** What the server entry exports (apps/web/src/ssr/entry-server.tsx). */
interface ServerEntry {
  render(
    url: string,
    options: { publicUrl: string; template: string },
  ): Promise<{ status: number; html: string; redirect?: string; shell?: boolean }>;
  setApiTransport(transport: (path: string, init: RequestInit) => Promise<Response>): void;
}

/** Header marking the renderer's own API reads (its value is a secret of this process). */
export const RENDER_HEADER = 'x-hub-render';

/** The secret of {@link RENDER_HEADER}: a reader sending it is this process's renderer. */
export const RENDER_TOKEN = randomUUID();

/** True when a request is one of this process's own render reads (exempt from the rate limit). */
export function isRenderRead(request: FastifyRequest): boolean {
  return request.headers[RENDER_HEADER] === RENDER_TOKEN;
}

/** Per render: whether every read so far succeeded (the page may be cached). */
interface RenderReads {
  cacheable: boolean;
}

const CACHE_CONTROL = 'public, no-cache';
const HTML = 'text/html; charset=utf-8';
/** Response headers of an API read that the renderer's Response does not take over. */
const DROPPED = new Set(['set-cookie', 'content-encoding', 'content-length', 'transfer-encoding']);

/** The answer for a page address: `page(request, reply)`. */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Builds the page handler of the web app in `webDist`.
 * @param app the application (its routes answer the renderer's reads)
 * @returns undefined when `webDist` has no `index.html`
 */
export async function createPageHandler(
  app: FastifyInstance,
  opts: { db: Db; publicUrl: string; webDist: string },
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
  entry.setApiTransport(async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json', 'accept-encoding': 'identity', [RENDER_HEADER]: RENDER_TOKEN },
    });
    const scope = reads.getStore();
    if (scope && answer.statusCode >= 300) scope.cacheable = false;
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
  });

  return async (request, reply) => {
    const url = request.url;
    let status = 200;
    let redirect: string | undefined;
    let shellOnly = false;
    let body: Awaited<ReturnType<typeof cachedDocument>>;
    try {
      body = await cachedDocument(opts.db, `page:${url}`, () =>
        reads.run({ cacheable: true }, async () => {
          const result = await entry.render(url, { publicUrl: opts.publicUrl, template });
          status = result.status;
          redirect = result.redirect;
          shellOnly = result.shell === true;
          const scope = reads.getStore();
          const cache = status === 200 && !redirect && !shellOnly && scope?.cacheable === true;
          return { text: result.html, cache };
        }),
      );
    } catch (error) {
      request.log.error({ err: error, url }, 'page render failed');
      return sendShell(request, reply, 500);
    }
    if (redirect) return reply.redirect(redirect, status);
    if (shellOnly) return sendShell(request, reply);
    reply.code(status);
    return sendWithEtag(request, reply, body, status === 200 ? CACHE_CONTROL : 'no-cache', HTML);
  };
}
