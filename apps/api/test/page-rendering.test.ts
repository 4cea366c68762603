/**
 * Server-rendered pages (ADR 0020) through the API's web-delivery module, with a stand-in
 * server entry (the real one is built by `npm run build -w @hub/web` and tested end to end in
 * `e2e/tests/harvest`): the renderer's reads go in process to the API, anonymously; a page that answered
 * 200 is cached with a strong ETag and `no-cache` revalidation, and dropped by the change feed when the
 * content changes; not-found and errors keep their status and are not cached; HEAD answers like GET;
 * client-only screens get the shell.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { drivers, openTemplateClone } from './helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Competency Hub</title></head><body><div id="root"></div></body></html>';

/** A stand-in server entry: renders `/framework/{fw}/{v}` from the API's version read, counting renders. */
const ENTRY = `
let transport;
let renders = 0;
export function setApiTransport(next) { transport = next; }
export async function render(url, { publicUrl, template }) {
  if (url === '/login') return { status: 200, html: template, shell: true };
  if (url === '/boom') throw new Error('render failed');
  const page = (status, body) => ({ status, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') });
  const match = /^\\/framework\\/([^/?]+)\\/([^/?]+)$/.exec(url);
  if (!match) return page(404, '<h1>Page not found</h1>');
  const response = await transport('/api/v1/frameworks/' + match[1] + '/versions/' + match[2], { credentials: 'same-origin' });
  if (response.status === 404) return page(404, '<h1>Page not found</h1>');
  const body = await response.json();
  renders += 1;
  return page(200, '<h1>' + body.framework.title + '</h1><p>' + body.framework.description + '</p><p>render ' + renders + ' ' + publicUrl + '</p>');
}
`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-ssr-dist-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

for (const driver of drivers) {
  describe(`server-rendered pages [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let dist: string;

    beforeAll(async () => {
      dist = fakeWebDist();
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: dist,
          PUBLIC_URL: 'https://hub.example.org',
        },
        database,
      );
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('renders a page from the API in process, caches it with an ETag and revalidates', async () => {
      const first = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
      expect(first.statusCode).toBe(200);
      expect(first.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(first.headers['cache-control']).toBe('public, no-cache');
      expect(first.body).toContain('<h1>BioExcel</h1>');
      expect(first.body).toContain('https://hub.example.org');
      const etag = String(first.headers.etag);
      expect(etag).toMatch(/^".+"$/);

      const second = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
      expect(second.body).toBe(first.body);
      expect(second.headers.etag).toBe(etag);

      const revalidated = await app.inject({
        method: 'GET',
        url: '/framework/bioexcel/1.0',
        headers: { 'if-none-match': etag },
      });
      expect(revalidated.statusCode).toBe(304);

      const head = await app.inject({ method: 'HEAD', url: '/framework/bioexcel/1.0' });
      expect(head.statusCode).toBe(200);
      expect(head.headers.etag).toBe(etag);
      expect(head.body).toBe('');
    });

    it('drops the cached page when the change feed reports a visible change', async () => {
      const before = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
      await database.db.execute(
        sql`UPDATE framework SET description = 'Changed for the page cache test' WHERE machine_name = 'bioexcel'`,
      );
      const after = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
      expect(after.statusCode).toBe(200);
      expect(after.body).toContain('Changed for the page cache test');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    });

    it('answers 404 for unknown content, for GET and HEAD, and does not cache it', async () => {
      for (const url of ['/framework/nope/1.0', '/framework/bioexcel/9.9', '/no-such-page']) {
        const get = await app.inject({ method: 'GET', url });
        expect(get.statusCode, url).toBe(404);
        expect(get.body, url).toContain('Page not found');
        expect(get.headers['cache-control'], url).toBe('no-cache');
        const head = await app.inject({ method: 'HEAD', url });
        expect(head.statusCode, url).toBe(404);
      }
    });

    it('answers 500 with the shell when rendering fails, and the shell for client-only screens', async () => {
      const failed = await app.inject({ method: 'GET', url: '/boom' });
      expect(failed.statusCode).toBe(500);
      expect(failed.body).toBe(TEMPLATE);
      const login = await app.inject({ method: 'GET', url: '/login' });
      expect(login.statusCode).toBe(200);
      expect(login.body).toBe(TEMPLATE);
    });

    it('keeps the server entry away from browsers and answers unknown API paths with JSON', async () => {
      const entry = await app.inject({ method: 'GET', url: '/server/entry-server.js' });
      expect(entry.statusCode).toBe(404);
      expect(entry.body).not.toContain('setApiTransport');
      const api = await app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
      expect(api.statusCode).toBe(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
    });
  });
}
