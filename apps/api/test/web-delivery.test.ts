/**
 * Web delivery (docs/features/public-api.md §11): compressed API answers and pre-compressed built files, immutable hashed
 * assets, HEAD like GET, robots.txt and a sitemap from the database, and real 404s for unknown API paths.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { drivers, openTemplateClone } from './helpers.js';

const SCRIPT = `console.log(${JSON.stringify('x'.repeat(3000))});`;

/** A built web app in a temporary folder: index.html and one hashed asset with its .br and .gz copies. */
function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Competency Hub</title><div id="root"></div>',
  );
  const asset = path.join(dir, 'assets', 'index-AbC123xy.js');
  writeFileSync(asset, SCRIPT);
  writeFileSync(`${asset}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${asset}.gz`, gzipSync(SCRIPT));
  return dir;
}

for (const driver of drivers) {
  describe(`web delivery [${driver}]`, () => {
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
          PUBLIC_URL: 'https://hub.example.org/base',
        },
        database,
      );
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves hashed assets pre-compressed and immutable, and the page shell revalidated', async () => {
      const asset = await app.inject({
        method: 'GET',
        url: '/assets/index-AbC123xy.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['content-encoding']).toBe('br');
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // A build file is no document: nosniff, but none of the page policies (ADR 0027).
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
      expect(asset.headers['content-security-policy']).toBeUndefined();
      expect(asset.headers['permissions-policy']).toBeUndefined();
      expect(brotliDecompressSync(asset.rawPayload).toString()).toBe(SCRIPT);

      const gzipped = await app.inject({
        method: 'GET',
        url: '/assets/index-AbC123xy.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gzipped.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzipped.rawPayload).toString()).toBe(SCRIPT);

      const page = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['content-security-policy']).toContain("script-src 'self'");
      // Powerful browser features off on pages (ADR 0039).
      expect(page.headers['permissions-policy']).toMatch(/(^|, )camera=\(\)/);
      expect(page.headers['permissions-policy']).toMatch(/(^|, )geolocation=\(\)/);
    });

    it('answers HEAD like GET, without a body', async () => {
      for (const url of [
        '/',
        '/framework/bioexcel/1.0',
        '/assets/index-AbC123xy.js',
        '/robots.txt',
        '/sitemap.xml',
        '/api/bioexcel/1.0',
      ]) {
        const get = await app.inject({ method: 'GET', url });
        const head = await app.inject({ method: 'HEAD', url });
        expect(head.statusCode, url).toBe(get.statusCode);
        expect(head.headers['content-type'], url).toBe(get.headers['content-type']);
        expect(head.body, url).toBe('');
      }
      const api = await app.inject({ method: 'HEAD', url: '/api/bioexcel/1.0' });
      const apiGet = await app.inject({ method: 'GET', url: '/api/bioexcel/1.0' });
      expect(api.headers.etag).toBe(apiGet.headers.etag);
    });

    it('compresses API answers for clients that accept it, cached reads and dynamic ones alike', async () => {
      const plain = await app.inject({ method: 'GET', url: '/api/bioexcel/1.0' });
      const br = await app.inject({
        method: 'GET',
        url: '/api/bioexcel/1.0',
        headers: { 'accept-encoding': 'br' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toContain('Accept-Encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);

      const dynamicPlain = await app.inject({ method: 'GET', url: '/api/resources?page=1' });
      const dynamic = await app.inject({
        method: 'GET',
        url: '/api/resources?page=1',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(dynamic.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(gunzipSync(dynamic.rawPayload).toString())).toEqual(dynamicPlain.json());
    });

    it('answers a JSON 404 for unknown API and CASE paths, whatever the method', async () => {
      for (const [method, url] of [
        ['GET', '/api/v1/no-such-thing'],
        ['HEAD', '/api/v1/no-such-thing'],
        ['POST', '/api/no/such/route'],
        ['GET', '/ims/case/v1p1/NoSuchThing'],
      ] as const) {
        const response = await app.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        if (method !== 'HEAD') expect(response.json().error.code).toBe('NOT_FOUND');
      }
    });

    it('serves robots.txt pointing at the sitemap, and keeps crawlers off the managers’ screens', async () => {
      const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      expect(robots.body).toContain('Sitemap: https://hub.example.org/base/sitemap.xml');
      expect(robots.body).toContain('Disallow: /manage-frameworks');
    });

    it('lists released versions, competencies, Live profiles and training resources in the sitemap', async () => {
      const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
      const urls = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] as string);
      expect(urls).toContain('https://hub.example.org/base/');
      expect(urls).toContain('https://hub.example.org/base/framework/bioexcel/1.0');
      expect(urls).toContain('https://hub.example.org/base/framework/iscb-3.0e1/e1');
      expect(urls.filter((u) => u.includes('/framework/bioexcel/1.0/competency/details/'))).toHaveLength(31);
      expect(urls.filter((u) => u.includes('/framework/iscb-3.0e1/e1/profile/view/'))).toHaveLength(4);
      // Each profile at its canonical address, with its alias (docs/features/browsing.md §12).
      expect(
        urls.filter((u) =>
          /^https:\/\/hub\.example\.org\/base\/framework\/iscb-3\.0e1\/e1\/profile\/view\/\d+\/core-facility-scientist-i$/.test(
            u,
          ),
        ),
      ).toHaveLength(1);
      // DIRECT 2.0.0 (ADR 0046): its 164 skills and 3 sample profiles.
      expect(urls.filter((u) => u.includes('/framework/direct/2.0.0/competency/details/'))).toHaveLength(164);
      expect(urls.filter((u) => u.includes('/framework/direct/2.0.0/profile/view/'))).toHaveLength(3);
      // The BioExcel knowledge base (200) and DIRECT's learning resources (207).
      expect(urls.filter((u) => u.includes('/training-resources/'))).toHaveLength(200 + 207);
      expect(urls.some((u) => u.includes('draft'))).toBe(false);
    });
  });
}
