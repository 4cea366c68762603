/**
 * Visitor pages as routes (ADR 0053) and their CSP (ADR 0054), with a stand-in server entry that exports
 * its route table: a screen pattern is a real route (rendered), a client-only one answers the shell, a
 * rendered page's CSP allows exactly its inline scripts by SHA-256 hash, and the cached page is answered
 * by the early path with the same bytes, ETag and policy, without rendering again.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTemplateClone } from './helpers.js';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>Competency Hub</title></head><body><div id="root"></div></body></html>';
/** The inline script the stand-in renders (as React's streamed scripts are). */
const SCRIPT = '$RB=[];$RV=function(){}';

/** A stand-in server entry with a route table: the framework page renders, the sign-in page is client-only. */
const ENTRY = `
let renders = 0;
export function setApiTransport() {}
export function pageRoutes() {
  return [
    { pattern: '/framework/:framework/:version/:tab?', clientOnly: false },
    { pattern: '/login', clientOnly: true },
  ];
}
export function routePattern(pathname) {
  if (pathname === '/login') return '/login';
  return /^\\/framework\\/[^/]+\\/[^/]+(\\/[^/]+)?$/.test(pathname) ? '/framework/:framework/:version/:tab?' : '*';
}
export async function render(url, { template }) {
  renders += 1;
  const body = '<h1>' + url + '</h1><p>render ' + renders + '</p><script>${SCRIPT}</script>' +
    '<script type="application/ld+json">{"a":1}</script>';
  return { status: 200, html: template.replace('<div id="root"></div>', '<div id="root">' + body + '</div>') };
}
`;

describe('visitor pages as routes', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let dist: string;

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'hub-page-routes-'));
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'index.html'), TEMPLATE);
    writeFileSync(path.join(dist, 'server', 'entry-server.js'), ENTRY);
    database = await openTemplateClone('pglite', 'seeded');
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

  it('has a route per screen pattern: the framework page is found by the router, not the 404 handler', () => {
    expect(app.hasRoute({ method: 'GET', url: '/framework/:framework/:version/:tab?' })).toBe(true);
    expect(app.hasRoute({ method: 'GET', url: '/login' })).toBe(true);
  });

  it("allows exactly the page's inline scripts by hash, and answers the cached page early with the same policy", async () => {
    const first = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
    expect(first.statusCode).toBe(200);
    const hash = createHash('sha256').update(SCRIPT).digest('base64');
    const policy = String(first.headers['content-security-policy']);
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The JSON-LD data block is not a script to allow.
    expect(policy.match(/'sha256-/g)).toHaveLength(1);

    const second = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0' });
    expect(second.body).toBe(first.body);
    expect(second.body).toContain('render 1');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(second.headers['content-security-policy']).toBe(policy);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(second.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a client-only screen with the shell and its plain policy, and ?_format= with the JSON 404', async () => {
    const login = await app.inject({ method: 'GET', url: '/login' });
    expect(login.statusCode).toBe(200);
    expect(login.body).toBe(TEMPLATE);
    expect(login.headers['content-security-policy']).toContain("script-src 'self';");
    const json = await app.inject({ method: 'GET', url: '/framework/bioexcel/1.0?_format=json' });
    expect(json.statusCode).toBe(404);
    expect(json.headers['content-type']).toContain('application/json');
  });
});
