/**
 * The rate limit (docs/features/public-api.md §11) counts a client's reads of the API and of pages, not the web build's
 * hashed files: a page needs dozens of them, and visitors sharing one address (a classroom) must not be
 * refused the app's code (ADR 0027).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { drivers, openTemplateClone } from './helpers.js';

const LIMIT = 5;

for (const driver of drivers) {
  describe(`rate limit and built files [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let dist: string;

    beforeAll(async () => {
      dist = mkdtempSync(path.join(tmpdir(), 'hub-web-dist-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
      writeFileSync(path.join(dist, 'assets', 'index-AbC123xy.js'), 'console.log(1);');
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: LIMIT, WEB_DIST_DIR: dist },
        database,
      );
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    it('serves built files past the limit, and refuses API reads over it', async () => {
      for (let i = 0; i < LIMIT * 4; i += 1) {
        const asset = await app.inject({ method: 'GET', url: '/assets/index-AbC123xy.js' });
        expect(asset.statusCode).toBe(200);
      }
      const statuses: number[] = [];
      for (let i = 0; i <= LIMIT; i += 1) {
        statuses.push((await app.inject({ method: 'GET', url: '/api/v1/frameworks' })).statusCode);
      }
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(200));
      expect(statuses[LIMIT]).toBe(429);
      // Over the limit, a CASE client reads the binding's imsx_StatusInfo (429 server_busy), others ours.
      const refusedCase = await app.inject({ method: 'GET', url: '/ims/case/v1p1/CFDocuments' });
      expect(refusedCase.statusCode).toBe(429);
      expect(refusedCase.json()).toMatchObject({
        imsx_codeMajor: 'failure',
        imsx_severity: 'error',
        imsx_codeMinor: { imsx_codeMinorField: [{ imsx_codeMinorFieldValue: 'server_busy' }] },
      });
      const refused = await app.inject({ method: 'GET', url: '/api/v1/frameworks' });
      expect(refused.json().error.code).toBe('RATE_LIMITED');
    });

    it('answers a missing built file with a plain 404, never a rendered page', async () => {
      for (const url of ['/assets/gone-AbC123xy.js', '/assets/../assets/none.js', '/assets']) {
        const missing = await app.inject({ method: 'GET', url });
        expect(missing.statusCode, url).toBe(404);
        expect(missing.headers['content-type'], url).toMatch(/^application\/json/);
      }
    });
  });
}
