/**
 * Cached reads answered by the first onRequest hook (ADR 0029), on every driver: what a client
 * sees is what the usual path sends (headers, body, 304, brotli), and cached answers are not counted by the
 * general rate limit while every other request still is.
 */
import { request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import { framework } from '../src/db/schema/index.js';
import { call, setUpPersonas } from './curation-helpers.js';
import { buildTestApp, drivers, openTemplateClone } from './helpers.js';
import { profileBody, profilesPath } from './profile-helpers.js';

const URL = '/api/bioexcel/1.0?_format=json';
/** Headers that differ between any two answers (Node adds them per response). */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);
const stable = (response: LightMyRequestResponse) =>
  Object.fromEntries(
    Object.entries(response.headers)
      .filter(([name]) => !PER_RESPONSE.has(name))
      .map(([name, value]) => [name, String(value)]),
  );

/** What a client reads over HTTP: status, headers (lower-cased, per-response ones left out) and raw bytes. */
interface Read {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/**
 * GET over a real connection, so that the server's front path (which `inject` does not reach) answers.
 * @param headers an object, or a raw `[name, value, …]` list to send a field twice
 */
function httpGet(base: string, path: string, headers: OutgoingHttpHeaders | string[] = {}): Promise<Read> {
  return new Promise((resolve, reject) => {
    // Node sends a raw list as it is, without the Host field HTTP/1.1 requires.
    const sent = Array.isArray(headers) ? ['Host', new globalThis.URL(base).host, ...headers] : headers;
    const request = httpRequest(`${base}${path}`, { headers: sent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!PER_RESPONSE.has(name)) kept[name] = String(value);
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on('error', reject);
    request.end();
  });
}

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

    it('answers a URL it has answered before in front of the router, until the body changes', async () => {
      const app = await buildTestApp(database);
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        const usual = await app.inject({ method: 'GET', url: `${URL}&source=x%20y` });
        const read = async () => {
          const response = await fetch(`${base}${URL}`, { headers: { 'accept-encoding': 'identity' } });
          const headers: Record<string, string> = {};
          response.headers.forEach((value, name) => {
            if (!PER_RESPONSE.has(name)) headers[name] = value;
          });
          return { status: response.status, headers, body: await response.text() };
        };
        await read();
        const front = await read();
        expect(front.status).toBe(200);
        expect(front.headers).toEqual(stable(usual));
        expect(front.body).toBe(usual.body);
        const before = front.headers.etag;
        await database.db
          .update(framework)
          .set({ description: `Changed ${Date.now()}` })
          .where(eq(framework.machineName, 'bioexcel'));
        const after = await read();
        expect(after.headers.etag).not.toBe(before);
        expect(JSON.parse(after.body)[0].description).toMatch(/^Changed /);
      } finally {
        await app.close();
      }
    });

    it('answers in front of the router as the usual path does: 304, brotli and gzip, a repeated field', async () => {
      const app = await buildTestApp(database);
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        for (const headers of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip, deflate' }]) {
          const usual = await app.inject({ method: 'GET', url: `${URL}&source=x%20y`, headers });
          await httpGet(base, URL, headers);
          const front = await httpGet(base, URL, headers);
          expect(front.status).toBe(200);
          expect(front.headers).toEqual(stable(usual));
          expect(front.body.equals(usual.rawPayload)).toBe(true);
        }
        const etag = (await httpGet(base, URL)).headers.etag as string;
        const usual304 = await app.inject({
          method: 'GET',
          url: `${URL}&source=x%20y`,
          headers: { 'if-none-match': etag },
        });
        const front304 = await httpGet(base, URL, { 'if-none-match': etag });
        expect(front304.status).toBe(304);
        expect(front304.body.length).toBe(0);
        expect(front304.headers).toEqual(stable(usual304));
        // Several If-None-Match fields count as one list (RFC 9110 §5.3), as Node joins them for the usual path.
        const twoFields = await httpGet(base, URL, [
          'If-None-Match',
          '"a"',
          'If-None-Match',
          etag,
          'If-None-Match',
          '"b"',
        ]);
        expect(twoFields.status).toBe(304);
        // Several Accept-Encoding fields likewise: the first or the last alone would give no encoding.
        const encodings = await httpGet(base, URL, [
          'Accept-Encoding',
          'identity;q=0',
          'Accept-Encoding',
          'gzip',
          'Accept-Encoding',
          'br;q=0',
        ]);
        expect(encodings.headers['content-encoding']).toBe('gzip');
      } finally {
        await app.close();
      }
    });

    it('answers a CASE package (CFPackages) in front of the router with the bytes and headers of its handler', async () => {
      const app = await buildTestApp(database);
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        const documentId = (await app.inject('/api/v1/frameworks/bioexcel/versions/1.0/case')).json()
          .CFDocument.identifier as string;
        const path = `/ims/case/v1p1/CFPackages/${documentId}`;
        for (const headers of [{}, { 'accept-encoding': 'br' }]) {
          // The first answer comes from the handler (the package is not cached yet, or the query is not one
          // the fast path takes); the next ones from the cache in front of the router.
          const usual = await app.inject({ method: 'GET', url: `${path}?x=1`, headers });
          await httpGet(base, path, headers);
          const front = await httpGet(base, path, headers);
          expect(front.status).toBe(200);
          expect(front.headers).toEqual(stable(usual));
          expect(front.body.equals(usual.rawPayload)).toBe(true);
        }
        // An upper-case identifier names the same package.
        const upper = await httpGet(base, path.replace(documentId, documentId.toUpperCase()));
        expect(upper.body.equals((await httpGet(base, path)).body)).toBe(true);
      } finally {
        await app.close();
      }
    });

    it('never answers a reader with a session in front of the router (their profiles include Drafts)', async () => {
      const app = await buildTestApp(database);
      try {
        const base = await app.listen({ port: 0, host: '127.0.0.1' });
        const personas = await setUpPersonas(app, database.db, `front-${driver}`, ['iscb-3.0e1']);
        const created = await call(
          app,
          personas.manager,
          'POST',
          profilesPath('iscb-3.0e1', 'e1'),
          profileBody({ title: 'Frankie Front Draft' }),
        );
        expect(created.statusCode).toBe(201);
        const id = String(created.json().id);
        const HUB = '/api/iscb-3.0e1/e1/profiles';
        const ids = (read: Read) => (JSON.parse(read.body.toString()) as { id: string }[]).map((p) => p.id);
        await httpGet(base, HUB);
        const anonymous = await httpGet(base, HUB, { cookie: 'theme=dark' });
        expect(anonymous.headers.vary).toBe('Cookie, Accept-Encoding');
        expect(ids(anonymous)).not.toContain(id);
        const signedIn = await httpGet(base, HUB, { cookie: `theme=dark; ${personas.noRoles.cookie}` });
        expect(signedIn.headers['cache-control']).toBe('private, no-cache');
        expect(ids(signedIn)).toContain(id);
        // The session cookie in a middle Cookie field is seen too.
        const [session, csrf] = personas.noRoles.cookie.split('; ') as [string, string];
        const secondField = await httpGet(base, HUB, [
          'Cookie',
          csrf,
          'Cookie',
          session,
          'Cookie',
          'theme=dark',
        ]);
        expect(ids(secondField)).toContain(id);
        await call(app, personas.manager, 'DELETE', `${profilesPath('iscb-3.0e1', 'e1')}/${id}`);
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
