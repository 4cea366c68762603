/** Configuration validated at start (docs/features/accounts-and-security.md §9): bad values stop the server naming the key. */
import { describe, expect, it } from 'vitest';
import { absoluteUri, ConfigError, loadConfig } from '../src/config.js';

describe('loadConfig', () => {
  it('uses the documented defaults', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PGLITE_DIR).toMatch(/data[/\\]pglite$/);
    expect(config.SEED_ON_START).toBe(true);
  });

  it('names every bad key in one message', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT');
    expect(message).toContain('DATABASE_URL');
    expect(message).toContain('LOG_LEVEL');
  });

  it('requires SESSION_SECRET in production, naming the key', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required when NODE_ENV is production/,
    );
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).NODE_ENV).toBe(
      'production',
    );
  });

  it('reads TRUST_PROXY as off, on, a hop count or a list of addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    // `true` is one hop, never 'trust every hop' (the left-most entry is the client's; ADR 0024).
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'yes please' })).toThrow(/TRUST_PROXY/);
  });

  it('accepts a PostgreSQL URL and a port', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@localhost/db',
      SEED_ON_START: 'false',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@localhost/db',
      SEED_ON_START: false,
    });
  });

  it('gives a canonical public base URL for absolute URIs, defaulting to localhost on PORT', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    const config = loadConfig({ PUBLIC_URL: 'https://hub.example.org/competency/' });
    expect(config.PUBLIC_URL).toBe('https://hub.example.org/competency');
    expect(absoluteUri(config.PUBLIC_URL, '/api/bioexcel/1.0')).toBe(
      'https://hub.example.org/competency/api/bioexcel/1.0',
    );
    expect(absoluteUri('https://hub.example.org/', 'frameworks/bioexcel')).toBe(
      'https://hub.example.org/frameworks/bioexcel',
    );
    for (const bad of ['hub.example.org', 'ftp://hub.example.org', 'https://hub.example.org/?a=1']) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });
});
