/**
 * Visitor pages under a render flood (ADR 0039), with a stand-in server entry that counts its renders: query
 * parameters no page reads are ignored (one render, one cache entry), renders are counted by the client's
 * rate limit while cached pages never are, addresses no screen takes get one cached 'Page not found'
 * document, and pages answer 503 with Retry-After while the database is out of reach.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { canonicalPageUrl } from '../src/modules/web-delivery/page-address.js';
import { openTemplateClone } from './helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Hub</title></head><body><div id="root"></div></body></html>';

/** Renders `/framework/{fw}/{v}[/training-resources]` from the API's version read; `render N` in each page. */
const ENTRY = `
let transport;
let renders = 0;
export function setApiTransport(next) { transport = next; }
export function routePattern(pathname) {
  return pathname.startsWith('/framework/') ? '/framework/:framework/:version/:tab?' : '*';
}
export async function render(url, { template }) {
  renders += 1;
  const page = (status, body) => ({ status, html: template.replace('<div id="root"></div>', '<div id="root">' + body + ' render ' + renders + ' of ' + url + '</div>') });
  const match = /^\\/framework\\/([^/?]+)\\/([^/?]+)(\\/training-resources)?(\\?.*)?$/.exec(url);
  if (!match) return page(404, '<h1>Page not found</h1>');
  const response = await transport('/api/v1/frameworks/' + match[1] + '/versions/' + match[2], {});
  if (response.status === 404) return page(404, '<h1>Page not found</h1>');
  if (!response.ok) return page(500, '<h1>Something went wrong</h1>');
  const body = await response.json();
  return page(200, '<h1>' + body.framework.title + '</h1>');
}
`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-flood-dist-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

/** The render counter the stand-in writes into each page. */
const renderNumber = (html: string) => Number(/render (\d+)/.exec(html)?.[1]);

describe('canonical page address', () => {
  it('keeps only the query parameters the page reads, in a fixed order', () => {
    expect(canonicalPageUrl('/framework/bioexcel/1.0?v=1')).toBe('/framework/bioexcel/1.0');
    expect(canonicalPageUrl('/framework/bioexcel/1.0/?utm_source=x')).toBe('/framework/bioexcel/1.0');
    expect(canonicalPageUrl('/framework/b/1.0/training-resources?v=2&type=Course&search=dna&page=2')).toBe(
      '/framework/b/1.0/training-resources?page=2&search=dna&type=Course',
    );
    expect(canonicalPageUrl('/framework/b/1.0/competency/details/7?scroll=true&x=1')).toBe(
      '/framework/b/1.0/competency/details/7?scroll=true',
    );
    expect(canonicalPageUrl('/framework/b/1.0/competency/details/7?scroll=no')).toBe(
      '/framework/b/1.0/competency/details/7',
    );
    expect(canonicalPageUrl('/?a=1')).toBe('/');
  });
});

describe('visitor pages under a render flood [pglite]', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = fakeWebDist();
    database = await openTemplateClone('pglite', 'seeded');
    app = await buildApp(
      {
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: 100,
        PAGE_RENDER_LIMIT_PER_MINUTE: 5,
        WEB_DIST_DIR: dist,
      },
      database,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string) => app.inject({ method: 'GET', url, remoteAddress: '10.0.0.1' });

  it('renders a page once whatever query parameters it does not read, and keeps serving it past the limit', async () => {
    const first = await get('/framework/bioexcel/1.0?v=0');
    expect(first.statusCode).toBe(200);
    const rendered = renderNumber(first.body);
    // The page is rendered for its canonical address.
    expect(first.body).toContain('of /framework/bioexcel/1.0<');
    for (let v = 1; v <= 30; v += 1) {
      const response = await get(`/framework/bioexcel/1.0?v=${v}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers.etag).toBe(first.headers.etag);
      expect(renderNumber(response.body)).toBe(rendered);
    }
  });

  it('counts renders by a render budget per client: distinct read parameters get 429 past it, cached pages do not', async () => {
    const answers = [];
    for (let n = 1; n <= 8; n += 1) {
      answers.push(await get(`/framework/bioexcel/1.0/training-resources?search=q${n}`));
    }
    // One render of this client went to the page above; four more are left of its five.
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 429, 429, 429, 429]);
    expect(Number(answers[4]?.headers['retry-after'])).toBeGreaterThan(0);
    // The cached page still answers this client, uncounted.
    const cached = await get('/framework/bioexcel/1.0?v=99');
    expect(cached.statusCode).toBe(200);
  });

  it('answers every address no screen takes with one cached Page not found document, uncounted', async () => {
    const first = await app.inject({ method: 'GET', url: '/no-such-page-0', remoteAddress: '10.0.0.2' });
    expect(first.statusCode).toBe(404);
    expect(first.body).toContain('Page not found');
    const rendered = renderNumber(first.body);
    for (let n = 1; n <= 30; n += 1) {
      const response = await app.inject({
        method: 'GET',
        url: `/no-such-page-${n}`,
        remoteAddress: '10.0.0.2',
      });
      expect(response.statusCode).toBe(404);
      expect(renderNumber(response.body)).toBe(rendered);
    }
  });
});

describe('visitor pages while the database is out of reach', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let dist: string;
  beforeAll(async () => {
    dist = fakeWebDist();
    // Nothing listens on port 1: every query fails to connect, as during a PostgreSQL restart.
    database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/unreachable' });
    app = await buildApp(
      { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000, WEB_DIST_DIR: dist },
      database,
    );
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('answers 503 with Retry-After, so a proxy retries another instance', async () => {
    const response = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});
