/**
 * Bad text on every write route (ADR 0024): a NUL or another control character in any field, invalid
 * UTF-8, and titles made only of invisible characters. The write routes are read from the OpenAPI document,
 * so a new route is covered without touching this file.
 */
import { expect, it } from 'vitest';
import { anonymousHeaders } from './auth-helpers.js';
import { createFramework, createSession, describeWithApp } from './factories.js';

interface OpenApi {
  paths: Record<string, Record<string, unknown>>;
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/** A concrete URL for an OpenAPI path: the factory framework for `{framework}`, `1` for other parameters. */
const concrete = (path: string) =>
  path
    .replace(/\{framework\}/g, 'guarded')
    .replace(/\{version\}/g, '1.0')
    .replace(/\{[^}]+\}/g, '1');

describeWithApp(
  'text guard',
  async (db) => {
    await createFramework(db, { machine_name: 'guarded', title: 'Guarded' });
  },
  (ctx) => {
    const writeRoutes = async () => {
      const { app } = ctx();
      const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as OpenApi;
      return Object.entries(doc.paths).flatMap(([path, methods]) =>
        WRITE_METHODS.filter((method) => method in methods).map((method) => ({ method, path })),
      );
    };

    it('refuses a NUL or another control character in any field of every write route, naming the field', async () => {
      const { app, database } = ctx();
      const { headers } = await createSession(app, database.db, {
        roles: ['framework_manager', 'content_manager'],
        frameworks: ['guarded'],
      });
      const routes = await writeRoutes();
      expect(routes.length).toBeGreaterThan(30);
      for (const { method, path } of routes) {
        for (const bad of ['a\u0000b', 'bell\u0007', 'esc\u001b[0m', 'c1\u0085']) {
          const response = await app.inject({
            method: method.toUpperCase() as 'POST',
            url: `/api${concrete(path)}`,
            headers,
            payload: { title: bad, nested: { list: ['fine', 'fine'] } },
          });
          expect(response.statusCode, `${method} ${path}`).toBe(400);
          expect(response.json().error.issues, `${method} ${path}`).toContainEqual({
            path: 'title',
            message: 'must not contain control characters such as NUL',
          });
        }
      }
    });

    it('refuses invalid UTF-8 in the body of every write route', async () => {
      const { app, database } = ctx();
      const { headers } = await createSession(app, database.db, { roles: ['framework_manager'] });
      const invalid = Buffer.concat([
        Buffer.from('{"title":"'),
        Buffer.from([0xc3, 0x28]),
        Buffer.from('"}'),
      ]);
      for (const { method, path } of await writeRoutes()) {
        const response = await app.inject({
          method: method.toUpperCase() as 'POST',
          url: `/api${concrete(path)}`,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: invalid,
        });
        expect(response.statusCode, `${method} ${path}`).toBe(400);
        expect(response.json().error.message).toBe('The request body is not valid UTF-8.');
      }
    });

    it('answers 400, never 500, to a NUL in the sign-in username, anonymously', async () => {
      const { app } = ctx();
      const response = await app.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers: await anonymousHeaders(app),
        payload: { username: 'ad\u0000min', password: 'whatever-password' },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.issues).toEqual([
        { path: 'username', message: 'must not contain control characters such as NUL' },
      ]);
    });

    it('refuses control characters in path parameters and queries of reads too', async () => {
      const { app } = ctx();
      const inPath = await app.inject({ method: 'GET', url: '/api/guard%00ed/1.0' });
      expect(inPath.statusCode).toBe(400);
      const inQuery = await app.inject({
        method: 'GET',
        url: '/api/v1/frameworks/guarded/training-resources?search=%00',
      });
      expect(inQuery.statusCode).toBe(400);
      expect(inQuery.json().error.issues[0].path).toBe('query.search');
    });

    it('treats a title made only of invisible characters as blank', async () => {
      const { app, database } = ctx();
      const { headers } = await createSession(app, database.db, {
        roles: ['framework_manager'],
        frameworks: ['guarded'],
      });
      const draft = await app.inject({
        method: 'POST',
        url: '/api/v1/manage/frameworks/guarded/draft',
        headers,
      });
      expect(draft.statusCode).toBe(201);
      const domain = await app.inject({
        method: 'POST',
        url: '/api/v1/manage/frameworks/guarded/domains',
        headers,
        payload: { titles: ['\u200B\u2060\uFEFF'] },
      });
      expect(domain.statusCode).toBe(400);
      expect(domain.json().error.issues?.[0]?.path).toMatch(/^body\.titles/);
    });
  },
);
