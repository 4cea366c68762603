/**
 * The page renderer's reads are answered in process by the routes' own read functions (ADR 0071), never
 * through `app.inject`: every path a visitor page's loaders read (app/route-loaders.ts in the web app) gets
 * the very status and body the route answers over HTTP, errors included (400 naming the address's part,
 * 404, the same ErrorBody); a page rendered from them is the page rendered from HTTP reads; a path with no
 * in-process read fails the page in tests instead of falling back unseen. A stand-in server entry reads
 * through the transport the API gives it, as the built one does.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { drivers, openTemplateClone } from './helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Competency Hub</title></head><body><div id="root"></div></body></html>';

type Transport = (path: string, init: RequestInit) => Promise<Response>;

/**
 * A stand-in server entry: `/framework/{fw}/{v}` reads what the framework page's loaders read (the live
 * frameworks, the version, its career pathways and profiles, the journey list) and writes them into the
 * page; `/framework-detail` reads a route without an in-process read. `renderWith` renders with any transport.
 */
const ENTRY = `
let transport;
export function setApiTransport(next) { transport = next; globalThis.hubPageTransport = next; }
export async function renderWith(url, template, read) {
  const page = (status, body) => ({ status, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') });
  if (url === '/framework-detail') {
    const answer = await read('/api/v1/frameworks/bioexcel', { credentials: 'same-origin' });
    return page(answer.status, '<pre>' + (await answer.text()) + '</pre>');
  }
  const match = /^\\/framework\\/([^/?]+)\\/([^/?]+)$/.exec(url);
  if (!match) return page(404, '<h1>Page not found</h1>');
  const base = '/api/v1/frameworks/' + match[1] + '/versions/' + match[2];
  const paths = ['/api/v1/frameworks', base, base + '/career-pathways', base + '/profiles', '/api/v1/profiles/frameworks'];
  const answers = await Promise.all(paths.map((p) => read(p, { credentials: 'same-origin' })));
  if (answers[1].status !== 200) return page(answers[1].status, '<h1>Page not found</h1>');
  const texts = await Promise.all(answers.map((a) => a.text()));
  return page(200, texts.map((text, i) => '<pre data-read="' + paths[i] + '">' + text + '</pre>').join(''));
}
export async function render(url, { template }) { return renderWith(url, template, transport); }
`;

function fakeWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'hub-page-reads-'));
  mkdirSync(path.join(dir, 'server'));
  writeFileSync(path.join(dir, 'index.html'), TEMPLATE);
  writeFileSync(path.join(dir, 'server', 'entry-server.js'), ENTRY);
  return dir;
}

for (const driver of drivers) {
  describe(`page reads in process [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let dist: string;
    let transport: Transport;
    /** An HTTP read of the route through the whole plugin chain, as a Response. */
    const overHttp: Transport = async (url) => {
      const answer = await app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
      return new Response(answer.body, { status: answer.statusCode });
    };

    beforeAll(async () => {
      dist = fakeWebDist();
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000, WEB_DIST_DIR: dist, NODE_ENV: 'test' },
        database,
      );
      transport = (globalThis as { hubPageTransport?: Transport }).hubPageTransport as Transport;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    /** Every address shape a visitor page's loaders read, with ids from the shipped data, and bad ones. */
    async function loaderPaths(): Promise<string[]> {
      const json = async (url: string) => JSON.parse((await app.inject(url)).body);
      // The version with the most Live profiles (the home page's default), and a framework with two releases.
      const withProfiles = (await json('/api/v1/profiles/frameworks')).frameworks[0];
      const base = `/api/v1/frameworks/${withProfiles.machineName}/versions/${withProfiles.version}`;
      const content = await json(base);
      const competencyId = content.domains[0].competencies[0].id as number;
      const profileId = (await json(`${base}/profiles`)).profiles[0].id as number;
      let diff = '';
      for (const { machineName } of (await json('/api/v1/frameworks')).frameworks) {
        const versions = (await json(`/api/v1/frameworks/${machineName}`)).versions as { number: string }[];
        if (versions.length > 1) {
          diff = `/api/v1/frameworks/${machineName}/diff?from=${versions[1]?.number}&to=${versions[0]?.number}`;
          break;
        }
      }
      expect(diff).not.toBe('');
      const list = await json('/api/v1/frameworks/bioexcel/training-resources?page=1&search=&type=All');
      const slug = list.items[0].slug as string;
      const pathways = (await json(`${base}/career-pathways`)).pathways as { id: number }[];
      const learning = (await json('/api/v1/frameworks/bioexcel/learning-pathways')).pathways as {
        id: number;
      }[];
      return [
        '/api/v1/frameworks',
        '/api/v1/unpublished-frameworks',
        '/api/v1/profiles/frameworks',
        base,
        `${base}/`,
        base.replace('/frameworks/', '/frameworks/%20'),
        `${base}/competencies/${competencyId}`,
        `${base}/export`,
        `${base}/export?exclude=${encodeURIComponent('Domain,Attribute type')}`,
        `${base}/profiles`,
        `${base}/profiles/${profileId}`,
        `${base}/career-pathways`,
        ...pathways.slice(0, 1).map((p) => `${base}/career-pathways/${p.id}`),
        '/api/v1/frameworks/bioexcel/training-resources?page=1&search=&type=All',
        '/api/v1/frameworks/bioexcel/training-resources?page=2&search=molecular+dynamics&type=All',
        `/api/v1/training-resources/${encodeURIComponent(slug)}`,
        '/api/v1/frameworks/bioexcel/learning-pathways',
        ...learning.slice(0, 1).map((p) => `/api/v1/learning-pathways/${p.id}`),
        diff,
        // What the screens show as 'not found' or an error: the same status and ErrorBody.
        '/api/v1/frameworks/nope/versions/1.0',
        '/api/v1/frameworks/bioexcel/versions/9.9',
        `${base}/competencies/abc`,
        `${base}/competencies/99999999`,
        `${base}/profiles/abc`,
        `${base}/profiles/99999999`,
        `${base}/career-pathways/0`,
        `${base}/career-pathways/99999999`,
        '/api/v1/frameworks/bioexcel/training-resources?page=0&search=&type=All',
        '/api/v1/frameworks/bioexcel/training-resources?page=1&search=&type=Nonsense',
        '/api/v1/frameworks/nope/training-resources?page=1&search=&type=All',
        '/api/v1/training-resources/no-such-resource',
        '/api/v1/frameworks/nope/learning-pathways',
        '/api/v1/learning-pathways/abc',
        '/api/v1/learning-pathways/99999999',
        '/api/v1/frameworks/bioexcel/diff?from=1.0&to=1.0',
        '/api/v1/frameworks/bioexcel/diff?from=1.0&to=9.9',
        '/api/v1/frameworks/bioexcel/diff',
      ];
    }

    it('answers every loader read in process with the status and body of its route over HTTP', async () => {
      const paths = await loaderPaths();
      const inject = vi.spyOn(app, 'inject');
      const inProcess = [];
      for (const url of paths) {
        const response = await transport(url, { credentials: 'same-origin' });
        inProcess.push({ url, status: response.status, body: await response.text() });
      }
      expect(inject).not.toHaveBeenCalled();
      inject.mockRestore();
      const statuses = new Set<number>();
      for (const read of inProcess) {
        const http = await app.inject({ method: 'GET', url: read.url });
        expect({ url: read.url, status: read.status }).toEqual({ url: read.url, status: http.statusCode });
        expect(read.body, read.url).toBe(http.body);
        statuses.add(read.status);
      }
      // The table covers answers and the screens' not-found and bad-address errors.
      expect([...statuses].sort()).toEqual([200, 400, 404]);
    });

    it('renders a page from in-process reads exactly as from HTTP reads, and caches it', async () => {
      const entry = (await import(pathToFileURL(path.join(dist, 'server', 'entry-server.js')).href)) as {
        renderWith: (url: string, template: string, read: Transport) => Promise<{ html: string }>;
      };
      const live = JSON.parse((await app.inject('/api/v1/frameworks')).body).frameworks as {
        machineName: string;
        latestLiveVersion: string;
      }[];
      const pages = live.slice(0, 3).map((f) => `/framework/${f.machineName}/${f.latestLiveVersion}`);
      expect(pages).toHaveLength(3);
      for (const url of pages) {
        const served = await app.inject({ method: 'GET', url });
        expect(served.statusCode, url).toBe(200);
        expect(served.body, url).toBe((await entry.renderWith(url, TEMPLATE, overHttp)).html);
        expect(served.body, url).toContain('data-read="/api/v1/profiles/frameworks"');
        const again = await app.inject({ method: 'GET', url });
        expect(again.headers.etag, url).toBe(served.headers.etag);
      }
      const missing = await app.inject({ method: 'GET', url: '/framework/nope/1.0' });
      expect(missing.statusCode).toBe(404);
    });

    it('fails a page whose loaders read a path with no in-process read, rather than reading it over HTTP', async () => {
      const page = await app.inject({ method: 'GET', url: '/framework-detail' });
      expect(page.statusCode).toBe(500);
      expect(page.body).not.toContain('BioExcel');
    });

    it('outside tests reads such a path through the plugin chain, with a warning in the log', async () => {
      const otherDist = fakeWebDist();
      const other = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: otherDist,
          NODE_ENV: 'production',
        },
        database,
      );
      try {
        const warn = vi.spyOn(other.log, 'warn');
        const page = await other.inject({ method: 'GET', url: '/framework-detail' });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('BioExcel');
        expect(warn).toHaveBeenCalledWith(
          expect.objectContaining({ url: '/api/v1/frameworks/bioexcel' }),
          expect.stringContaining('through inject'),
        );
      } finally {
        await other.close();
        rmSync(otherDist, { recursive: true, force: true });
      }
    });
  });
}
