/**
 * CORS (docs/features/public-api.md §12, ADR 0023): every route of the OpenAPI document is requested from another origin, and
 * its preflight too; public reads answer `Access-Control-Allow-Origin: *` without credentials, session,
 * account, manage and write routes never do. The early cached reads, 304s and the sitemap carry it too.
 */
import { describe, expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

const ORIGIN = 'https://tools.example.org';

/** The routes that must never get CORS even when they are GETs: session, account, managers' routes. */
const PRIVATE = [
  /^\/api\/v1\/manage\//,
  /^\/api\/v1\/session/,
  /^\/api\/v1\/account/,
  /^\/api\/authorisation\//,
  /profiles_clone$/,
];
const expectPublic = (method: string, path: string) =>
  method === 'get' && !PRIVATE.some((pattern) => pattern.test(path));
/** The Drupal session probes the original client sends with credentials: origin echoed, credentials allowed. */
const CREDENTIALED = ['/api/users', '/session/token', '/rest/session/token'];

describeWithSeededApp('CORS on public reads only', (ctx) => {
  /** The OpenAPI paths with concrete values (a shipped framework and version). */
  async function routes() {
    const { app } = ctx();
    const doc = (await app.inject('/api/openapi.json')).json() as { paths: Record<string, object> };
    const frameworks = (await app.inject('/api/version_manager?_format=json')).json() as {
      title: string;
      versions: { number: string; status: string }[];
    }[];
    const first = frameworks[0];
    if (!first) throw new Error('no shipped framework');
    const fw = first.title.toLowerCase().replace(/ /g, '');
    const version = first.versions.find((v) => v.status === 'live')?.number ?? '1.0';
    const fill = (path: string) =>
      path
        .replace('{framework}', fw)
        .replace('{version}', version)
        .replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops)
        .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .map((method) => ({ method, path, url: fill(path) })),
    );
  }

  it('answers every public read from another origin, and no other route', async () => {
    const { app } = ctx();
    const all = await routes();
    expect(all.length).toBeGreaterThan(50);
    expect(all.filter((r) => expectPublic(r.method, r.path)).length).toBeGreaterThan(25);
    for (const route of all) {
      const response = await app.inject({
        method: route.method.toUpperCase() as 'GET',
        url: route.url,
        headers: { origin: ORIGIN },
      });
      const label = `${route.method.toUpperCase()} ${route.path}`;
      const credentialed = route.method === 'get' && CREDENTIALED.includes(route.path);
      expect(response.headers['access-control-allow-credentials'], label).toBe(
        credentialed ? 'true' : undefined,
      );
      expect(response.headers['access-control-allow-origin'], label).toBe(
        credentialed ? ORIGIN : expectPublic(route.method, route.path) ? '*' : undefined,
      );
      const preflight = await app.inject({
        method: 'OPTIONS',
        url: route.url,
        headers: { origin: ORIGIN, 'access-control-request-method': route.method.toUpperCase() },
      });
      if (expectPublic(route.method, route.path)) {
        expect(preflight.statusCode, label).toBe(204);
        expect(preflight.headers['access-control-allow-origin'], label).toBe(credentialed ? ORIGIN : '*');
        expect(preflight.headers['access-control-allow-methods'], label).toBe('GET, HEAD');
        expect(preflight.headers['access-control-allow-headers'], label).toContain('If-None-Match');
      } else {
        expect(preflight.headers['access-control-allow-origin'], label).toBeUndefined();
        expect(preflight.statusCode, label).toBe(404);
      }
    }
  });

  it('keeps the ETag, 304 and the early cached read, and sends no Vary: Origin', async () => {
    const { app } = ctx();
    const url = '/api/version_manager?_format=json';
    const first = await app.inject({ url, headers: { origin: ORIGIN } });
    const early = await app.inject({ url, headers: { origin: ORIGIN } }); // answered from the cache
    for (const response of [first, early]) {
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe('*');
      expect(response.headers['access-control-expose-headers']).toContain('ETag');
      expect(String(response.headers.vary)).not.toMatch(/origin/i);
    }
    expect(early.headers.etag).toBe(first.headers.etag);
    const notModified = await app.inject({
      url,
      headers: { origin: ORIGIN, 'if-none-match': String(first.headers.etag) },
    });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.headers['access-control-allow-origin']).toBe('*');
  });

  it('echoes the origin with credentials on the session probes only, which answer as to anyone', async () => {
    const { app } = ctx();
    for (const url of ['/api/users?_format=json', '/session/token']) {
      // A credentialed request: a browser refuses `Access-Control-Allow-Origin: *` to it.
      const response = await app.inject({ url, headers: { origin: ORIGIN, cookie: 'SESS=whatever' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe(ORIGIN);
      expect(response.headers['access-control-allow-credentials'], url).toBe('true');
      expect(String(response.headers.vary), url).toMatch(/origin/i);
    }
    const anonymous = await app.inject({
      url: '/api/users?_format=json',
      headers: { origin: ORIGIN, cookie: 'x=y' },
    });
    expect(anonymous.json().user.is_logged_in).toBe(false);
    // Every other read stays `*` without credentials, so a browser never sends a cookie cross-origin there.
    const read = await app.inject({ url: '/api/version_manager?_format=json', headers: { origin: ORIGIN } });
    expect(read.headers['access-control-allow-origin']).toBe('*');
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('answers the sitemap, CASE and a CTDL-ASN graph from another origin', async () => {
    const { app } = ctx();
    for (const url of ['/sitemap.xml', '/ims/case/v1p1/CFDocuments', '/ims/case/v1p0/CFDocuments']) {
      const response = await app.inject({ url, headers: { origin: ORIGIN } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['access-control-allow-origin'], url).toBe('*');
    }
  });
});

describe('CORS policy list', () => {
  it('names the private families the policy excludes', () => {
    expect(expectPublic('get', '/api/v1/manage/frameworks')).toBe(false);
    expect(expectPublic('get', '/api/v1/frameworks')).toBe(true);
  });
});
