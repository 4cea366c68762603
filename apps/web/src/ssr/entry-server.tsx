/**
 * Server entry of the web app (ADR 0020), built by `vite build --ssr` into
 * `dist/server/entry-server.js` and loaded by the API's web-delivery module. It renders one visitor URL
 * with React Router's data-router server rendering (`createStaticHandler` → `createStaticRouter` →
 * `StaticRouterProvider`), the same route table and providers as the browser, anonymously.
 *
 * Data (ADR 0068): the route table is built over a query client of this render, so the static handler's
 * `query` runs the matched routes' loaders (app/route-loaders.ts), which fill the client through the
 * transport the API set with {@link setApiTransport}. The page is then rendered once, and the cache and
 * the loaders' (empty) data are written into the page, so the browser hydrates from the same data without
 * running the loaders or fetching.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  matchRoutes,
  type RouteObject,
  StaticRouterProvider,
} from 'react-router';
import { AppProviders } from '../app/providers';
import { appRoutes, isClientOnly } from '../app/router';
import { type ApiTransport, setApiTransport } from '../lib/api-client';
import { RenderContext, type ServerRenderRecord } from '../lib/render-context';
import { createServerQueryClient, dehydrateForPage } from './page-queries';
import { type DocumentParts, documentHtml } from './template';

export type { ApiTransport };
export { setApiTransport };

/** The route table without loaders: for the screens' patterns and for matching an address. */
const handler = createStaticHandler(appRoutes());

/** The pattern {@link routePattern} gives an address that matches no screen (the catch-all 'Page not found'). */
export const NOT_FOUND_PATTERN = '*';

/** One screen's route: its whole path pattern and whether the server answers it with the shell. */
export interface PageRoute {
  /** React Router pattern, nested paths joined, e.g. `/framework/:framework/:version/:tab?`. */
  pattern: string;
  /** The screen depends on who is signed in ({@link isClientOnly} on it or a parent). */
  clientOnly: boolean;
}

/** Every screen's route (nested paths joined), computed once: matching them is cheap. */
function screenRoutes(routes: readonly RouteObject[], parent = '', clientOnly = false): PageRoute[] {
  const found: PageRoute[] = [];
  for (const route of routes) {
    const path = route.path ? `${parent}/${route.path}`.replace(/\/{2,}/g, '/') : parent || '/';
    const shell = clientOnly || isClientOnly(route.handle);
    if (route.index || route.path) found.push({ pattern: path, clientOnly: shell });
    if (route.children) found.push(...screenRoutes(route.children, path, shell));
  }
  return found;
}

const SCREEN_ROUTES = screenRoutes(handler.dataRoutes).filter(
  ({ pattern }) => pattern !== NOT_FOUND_PATTERN && !pattern.endsWith(`/${NOT_FOUND_PATTERN}`),
);
const SCREEN_PATTERNS = SCREEN_ROUTES.map((route) => route.pattern);

/**
 * The web app's page routes, for the API's route table (ADR 0053): every screen's pattern, once each, and
 * whether it is rendered on the server or answered with the shell.
 */
export function pageRoutes(): PageRoute[] {
  const seen = new Set<string>();
  return SCREEN_ROUTES.filter(({ pattern }) => !seen.has(pattern) && seen.add(pattern));
}

/**
 * The route pattern `pathname` matches, without rendering (the API keeps one 'Page not found' document for
 * {@link NOT_FOUND_PATTERN}; ADR 0039), e.g. `/framework/:framework/:version/:tab?`. Tests the screens'
 * patterns one by one: React Router's `matchRoutes` ranks the whole table on every call (4 ms).
 * @returns {@link NOT_FOUND_PATTERN} for an address no screen takes
 */
export function routePattern(pathname: string): string {
  return (
    SCREEN_PATTERNS.find((pattern) => matchPath({ path: pattern, end: true }, pathname)) ?? NOT_FOUND_PATTERN
  );
}

/** What the server answers for one URL. */
export interface RenderResult {
  /** HTTP status: 200, 404 (a not-found view rendered) or 500 (an error view rendered). */
  status: number;
  /** The whole HTML document. */
  html: string;
  /** A redirect target instead of a page (none of the visitor routes redirects today). */
  redirect?: string;
  /** The address is a client-only screen: answer the app's shell (`html` is the template). */
  shell?: boolean;
}

/** Options of {@link render}. */
export interface RenderOptions {
  /** Canonical public base URL (`PUBLIC_URL`, no trailing slash). */
  publicUrl: string;
  /** The built `index.html` of the client, into which the page is written. */
  template: string;
}

/** Reads a Node stream into a string. */
async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Renders `url` (path and query) to a complete HTML document.
 * @throws whatever the route table or a screen throws while rendering (the caller answers 500)
 */
export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const request = new Request(new URL(url, 'http://hub.local'));
  const pathname = new URL(request.url).pathname;
  const matched = matchRoutes(handler.dataRoutes, pathname) ?? [];
  if (matched.some((match) => isClientOnly(match.route.handle))) {
    return { status: 200, html: options.template, shell: true };
  }
  const client = createServerQueryClient();
  const loading = createStaticHandler(appRoutes(client));
  const context = await loading.query(request);
  if (context instanceof Response) {
    return { status: context.status, html: '', redirect: context.headers.get('Location') ?? '/' };
  }
  const router = createStaticRouter(loading.dataRoutes, context);
  const record: ServerRenderRecord = { status: context.statusCode === 404 ? 404 : 200 };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <RenderContext value={{ publicUrl: options.publicUrl, server: record }}>
        <AppProviders client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </RenderContext>
    </StrictMode>,
  );
  const body = await streamText(prelude);
  if (record.redirect) return { status: 301, html: '', redirect: record.redirect };
  const parts: DocumentParts = {
    pathname,
    publicUrl: options.publicUrl,
    title: record.meta?.title,
    description: record.meta?.description,
    body,
    state: {
      publicUrl: options.publicUrl,
      queries: dehydrateForPage(client),
      loaderData: context.loaderData,
    },
  };
  return { status: record.status, html: documentHtml(options.template, parts) };
}
