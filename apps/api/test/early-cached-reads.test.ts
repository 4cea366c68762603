/**
 * Cached reads answered by the first onRequest hook (issue #22 §3, ADR 0029), on every driver: what a client
 * sees is what the usual path sends (headers, body, 304, brotli), and cached answers are not counted by the
 * general rate limit while every other request still is.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { buildTestApp, drivers, openTemplateClone } from './helpers.js';

const URL = '/api/bioexcel/1.0?_format=json';
/** Headers that differ between any two answers (Node adds them per response). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const stable = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, String(value)]),
  );

for (const driver of drivers) {
  describe(`early cached reads [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTemplateClone(driver, 'seeded');
    });
    afterAll(async () => {
      await database.close();
    });

    it('answers a cached read with the headers and body of the usual path, 304 and brotli included', async () => {
      const app = await buildTestApp(database);
      try {
        for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip, deflate' }]) {
          // A query value the fast path does not take (`source` with a space, which the handler ignores)
          // sends the request down the usual path.
          const usual = await app.inject({ method: 'GET', url: `${URL}&source=x%20y`, headers });
          await app.inject({ method: 'GET', url: URL, headers });
          const early = await app.inject({ method: 'GET', url: URL, headers });
          expect(early.statusCode).toBe(200);
          expect(stable(early)).toEqual(stable(usual));
          expect(early.rawPayload.equals(usual.rawPayload)).toBe(true);
        }
        const etag = (await app.inject({ method: 'GET', url: URL })).headers.etag as string;
        const usual304 = await app.inject({
          method: 'GET',
          url: `${URL}&source=x%20y`,
          headers: { 'if-none-match': etag },
        });
        const early304 = await app.inject({ method: 'GET', url: URL, headers: { 'if-none-match': etag } });
        expect(early304.statusCode).toBe(304);
        expect(early304.body).toBe('');
        expect(stable(early304)).toEqual(stable(usual304));
        expect(early304.headers).toMatchObject({
          'access-control-allow-origin': '*',
          'x-content-type-options': 'nosniff',
        });
      } finally {
        await app.close();
      }
    });

    it('does not count cached answers against the general rate limit; every other request still counts', async () => {
      const app = await buildTestApp(database, { rateLimit: 3 });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 8; i++) statuses.push((await app.inject({ method: 'GET', url: URL })).statusCode);
        // The first answer may be built by the handler (counted); every other is cached.
        expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
        const uncached = [];
        for (let i = 0; i < 4; i++) {
          uncached.push(
            (await app.inject({ method: 'GET', url: '/api/v1/frameworks/unknown-x' })).statusCode,
          );
        }
        expect(uncached).toContain(429);
      } finally {
        await app.close();
      }
    });
  });
}
