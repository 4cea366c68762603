/**
 * Node's time-outs (ADR 0039, ADR 0024): a request whose body never finishes arriving is answered 408
 * and its connection closed; connections that send nothing (300 at once) are closed after the headers
 * time-out; an idle
 * keep-alive connection is closed by the server.
 */
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { openTestDatabase } from './helpers.js';

describe('server time-outs', () => {
  let database: DatabaseHandle;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    app = await buildApp(
      {
        LOG_LEVEL: 'silent',
        RATE_LIMIT_PER_MINUTE: 100_000,
        WEB_DIST_DIR: '/nonexistent',
        REQUEST_TIMEOUT_MS: 1000,
        KEEP_ALIVE_TIMEOUT_MS: 1000,
      },
      database,
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    port = typeof address === 'object' && address ? address.port : 0;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  /** Writes `text` on a new connection and resolves with everything received until the server closes it. */
  const talk = (text: string) =>
    new Promise<{ received: string; elapsedMs: number }>((resolve, reject) => {
      const started = Date.now();
      let received = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(text));
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      socket.on('error', reject);
      socket.on('close', () => resolve({ received, elapsedMs: Date.now() - started }));
    });

  it('answers 408 and closes a connection whose body stops arriving', async () => {
    const { received, elapsedMs } = await talk(
      'POST /api/nothing-here HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user',
    );
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsedMs).toBeLessThan(5000);
  });

  it('answers 408 and closes a connection whose headers stop arriving', async () => {
    const { received, elapsedMs } = await talk('GET /api/v1/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    expect(received).toMatch(/^HTTP\/1\.1 408/);
    expect(elapsedMs).toBeLessThan(5000);
  });

  it('closes connections that never send a byte after the headers time-out, 300 at once', async () => {
    // Node counts the headers time-out from the connection's start, so a silent connection is answered 408
    // and closed too (Node 24 as Node 22). A client that never reads its socket does not see the close, but
    // the server holds no connection any more: counted on the listening server itself.
    const silent = await Promise.all(Array.from({ length: 300 }, () => talk('')));
    expect(silent.every(({ received }) => /^HTTP\/1\.1 408/.test(received))).toBe(true);
    expect(Math.max(...silent.map(({ elapsedMs }) => elapsedMs))).toBeLessThan(5000);
    const open = await new Promise<number>((resolve, reject) =>
      app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
    );
    expect(open).toBe(0);
  });

  it('closes an idle keep-alive connection after its answer', async () => {
    const { received, elapsedMs } = await talk('GET /api/v1/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(received).toMatch(/^HTTP\/1\.1 200/);
    expect(elapsedMs).toBeLessThan(5000);
  });
});
