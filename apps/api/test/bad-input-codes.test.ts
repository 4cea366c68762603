/**
 * Bad input and an unreachable database answer 400 and 503, never 500 (ADR 0039): ids beyond
 * PostgreSQL's integer range, lone UTF-16 surrogates (400 naming the field), a NUL escaped inside a CASE
 * package (400 with its JSON path), multipart uploads without a boundary or cut short, and requests while
 * PostgreSQL cannot be reached (503 with Retry-After).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('bad input: 400, not 500', (ctx) => {
  let headers: PersonaHeaders;
  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'badin', ['bioexcel', 'iscb-3.0e1']);
  });

  it('answers an id beyond the integer range with 400 or 404', async () => {
    for (const url of [
      '/api/iscb-3.0e1/e1/profiles?_format=json&id=2147483648',
      '/api/iscb-3.0e1/e1/profiles?_format=json&id=9999999999',
      '/api/v1/media/2147483648',
      '/api/v1/learning-pathways/2147483648',
      '/api/v1/training/resources/2147483648',
    ]) {
      const response = await ctx().app.inject({ method: 'GET', url });
      expect([400, 404], `${url}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('refuses a lone UTF-16 surrogate with a 400 naming the field', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/manage/frameworks/bioexcel/learning-pathways',
      headers: { ...headers.contentManager, 'content-type': 'application/json' },
      payload:
        '{"title":"Path","description":"","published":false,"steps":[{"resourceId":1,"note":"half \\ud800"}]}',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.issues).toContainEqual({
      path: 'steps.0.note',
      message: 'must not contain a lone UTF-16 surrogate',
    });
  });

  it('refuses a NUL escaped inside a CASE package with its JSON path', async () => {
    const pkg = {
      CFDocument: { identifier: 'd0d0d0d0-0000-4000-8000-000000000001', title: 'Nul test' },
      CFItems: [{ identifier: 'd0d0d0d0-0000-4000-8000-000000000002', fullStatement: 'a\u0000b' }],
      CFAssociations: [],
    };
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/manage/frameworks/import-case',
      headers: headers.manager as Record<string, string>,
      payload: { package: JSON.stringify(pkg) },
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.issues).toContainEqual({
      path: '$.CFItems[0].fullStatement',
      message: 'must not contain control characters such as NUL',
    });
  });

  it('answers a multipart upload without a boundary or cut short with 400', async () => {
    const noBoundary = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: { ...headers.manager, 'content-type': 'multipart/form-data' },
      payload: 'whatever',
    });
    expect(noBoundary.statusCode, noBoundary.body).toBe(400);
    const cut = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: { ...headers.manager, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload:
        '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
    });
    expect(cut.statusCode, cut.body).toBe(400);
    // Cut inside a file part of 200 KB: busboy says 'Part terminated early …' while the part is read.
    const cutInFile = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/manage/media',
      headers: { ...headers.manager, 'content-type': 'multipart/form-data; boundary=XyZ' },
      payload: `--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n${'x'.repeat(200_000)}`,
    });
    expect(cutInFile.statusCode, cutInFile.body).toBe(400);
  });
});

describe('database out of reach', () => {
  let app: Awaited<ReturnType<typeof buildApp>>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    // Nothing listens on port 1: every query fails to connect, as during a PostgreSQL restart.
    const database = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/unreachable' });
    app = await buildApp(
      { LOG_LEVEL: 'silent', RATE_LIMIT_PER_MINUTE: 100_000, WEB_DIST_DIR: '/nonexistent' },
      database,
    );
    close = async () => {
      await app.close();
      await database.close();
    };
  });
  afterAll(() => close());

  it('answers 503 with Retry-After', async () => {
    for (const url of ['/api/v1/frameworks', '/api/bioexcel/1.0?_format=json', '/api/v1/health']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, `${url}: ${response.body}`).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
    }
  });
});
