/**
 * CORS on the public reads (docs/features/public-api.md §12; ADR 0023): every GET/HEAD route of the hub API, the `/api/v1`
 * visitor reads, `/ims/case/*`, the CTDL-ASN graphs and the sitemap answers `Access-Control-Allow-Origin: *`
 * without credentials, and its preflight is answered; session, account, manage and write routes get no
 * CORS header and their preflights a JSON 404. `@fastify/cors` sets the headers in `onRequest` (so the
 * early cached reads, 304s and errors carry them); this plugin decides per route, once at registration:
 * a route that is not a public read gets `config.cors = false`, and preflights are checked against a
 * router of the read paths. The origin is the constant `*`, so no `Vary: Origin` is needed there.
 * The one exception: the Drupal session probes (`/api/users`, `/session/token`, `/rest/session/token`),
 * which the original client sends with credentials. A browser refuses `*` to a credentialed request, and
 * their answer never depends on a cookie, so they echo the request's origin with
 * `Access-Control-Allow-Credentials: true` and `Vary: Origin` (ADR 0023, 0044).
 */
import fastifyCors from '@fastify/cors';
import type { ErrorBody } from '@hub/domain';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import FindMyWay from 'find-my-way';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * `false`: @fastify/cors adds nothing to this route's answers; the credentialed options: the origin is
     * echoed and credentials allowed (the session probes). Set by {@link registerCors}.
     */
    cors?: false | typeof CREDENTIALED;
  }
}

/** Where public reads live: the JSON APIs and the sitemap and robots files. */
const PUBLIC_PREFIXES = [
  '/api/',
  '/ims/case/',
  '/sitemap.xml',
  '/robots.txt',
  '/session/token',
  '/rest/session/token',
];
/** Paths under those that are never public: session, account, managers' routes and manager-only reads. */
const PRIVATE_PATTERNS = [
  /^\/api\/v1\/manage(\/|$)/,
  /^\/api\/v1\/session(\/|$)/,
  /^\/api\/v1\/account(\/|$)/,
  /^\/api\/authorisation(\/|$)/,
  /^\/api\/:framework\/:version\/profiles_clone$/,
];

/**
 * Reads the original client sends with credentials whose answers never depend on a cookie (the anonymous
 * user, a token no write here uses): credentials are allowed there, and nowhere else.
 */
const CREDENTIALED_PATTERNS = [/^\/api\/users\/?$/, /^\/(rest\/)?session\/token\/?$/];
/** @fastify/cors route options of those reads: the request's origin echoed, credentials allowed. */
const CREDENTIALED = { origin: true, credentials: true } as const;

/**
 * True when a route (method, URL pattern) is a session probe that answers credentialed cross-origin reads.
 * @param url the route's pattern, e.g. `/api/users`
 */
export function isCredentialedRead(method: string, url: string): boolean {
  return (method === 'GET' || method === 'HEAD') && CREDENTIALED_PATTERNS.some((p) => p.test(url));
}

/** Response headers a cross-origin reader may see besides the safelisted ones. */
export const CORS_EXPOSED_HEADERS = ['ETag', 'X-Total-Count', 'Content-Disposition', 'Link'];
/** Request headers a cross-origin reader may send (conditional and content-negotiation headers). */
export const CORS_ALLOWED_HEADERS = ['Accept', 'Accept-Language', 'If-None-Match', 'If-Modified-Since'];

/**
 * True when a route (method, URL pattern as registered) is a public read that gets CORS.
 * @param url the route's pattern, e.g. `/api/:framework/:version`
 */
export function isPublicRead(method: string, url: string): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (!PUBLIC_PREFIXES.some((prefix) => url === prefix || url.startsWith(prefix))) return false;
  return !PRIVATE_PATTERNS.some((pattern) => pattern.test(url));
}

/** Registers the CORS policy; call before any route is registered (it classifies routes in `onRoute`). */
export const registerCors = fp(async (app: FastifyInstance) => {
  const readPaths = FindMyWay();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = [route.method].flat();
    if (methods.includes('OPTIONS') && route.url === '*') return; // @fastify/cors's own preflight route
    const isPublic = methods.every((method) => isPublicRead(method, route.url));
    const credentialed = isPublic && methods.every((method) => isCredentialedRead(method, route.url));
    if (!isPublic) route.config = { ...route.config, cors: false };
    else if (credentialed) route.config = { ...route.config, cors: CREDENTIALED };
    // Every GET path is known, public or not, so that a preflight finds the route the request would take
    // (`/api/v1/session` rather than the public `/api/:framework/:version`).
    if (methods.includes('GET') && !readPaths.hasRoute('GET', route.url)) {
      readPaths.on('GET', route.url, () => undefined, { isPublic, credentialed });
    }
  });
  // A preflight for anything but a public read is not answered (before @fastify/cors would answer it).
  app.addHook('onRequest', (request, reply, done) => {
    if (request.method !== 'OPTIONS') return done();
    const path = request.url.split('?')[0] ?? '';
    const asked = String(request.headers['access-control-request-method'] ?? 'GET').toUpperCase();
    const found = asked === 'GET' || asked === 'HEAD' ? readPaths.find('GET', path) : null;
    const store = found?.store as { isPublic?: boolean; credentialed?: boolean } | undefined;
    const origin = request.headers.origin;
    if (store?.credentialed && origin) {
      // A credentialed preflight needs the exact origin too (@fastify/cors would answer with `*`).
      reply
        .code(204)
        .header('Access-Control-Allow-Origin', origin)
        .header('Access-Control-Allow-Credentials', 'true')
        .header('Vary', 'Origin')
        .header('Access-Control-Allow-Methods', 'GET, HEAD')
        .header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS.join(', '))
        .header('Access-Control-Max-Age', '86400')
        .header('Content-Length', '0')
        .send();
      return;
    }
    if (store?.isPublic) return done();
    const body: ErrorBody = { error: { code: 'NOT_FOUND', message: `No route for OPTIONS ${path}` } };
    reply.code(404).send(body);
  });
  await app.register(fastifyCors, {
    hook: 'onRequest',
    origin: '*',
    credentials: false,
    methods: ['GET', 'HEAD'],
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: CORS_EXPOSED_HEADERS,
    maxAge: 86_400,
    strictPreflight: false,
  });
});
