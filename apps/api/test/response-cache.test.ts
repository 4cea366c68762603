/**
 * The public read cache (ADR 0017): LRU bounds and framework tags, the change feed's
 * notifications (only visible changes, only the frameworks concerned, extensions with their core), and
 * two app instances on one PostgreSQL serving a release made through either.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { ResponseCache, toCachedBody } from '../src/lib/response-cache.js';
import { createUser, signIn } from './auth-helpers.js';
import { createDraft, createFramework } from './factories.js';
import { drivers, openTemplateClone } from './helpers.js';

describe('ResponseCache', () => {
  const body = (text: string) => toCachedBody({ text });

  it('drops the least recently used entry beyond the entry bound', () => {
    const cache = new ResponseCache({ maxEntries: 2, maxBytes: 1_000_000 });
    cache.set('a', body('a'), 'x');
    cache.set('b', body('b'), 'x');
    expect(cache.get('a')).toBeDefined(); // a is now the most recent
    cache.set('c', body('c'), 'x');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size.entries).toBe(2);
  });

  it('keeps an entry read between stores and drops the ones nobody read, oldest first', () => {
    const cache = new ResponseCache({ maxEntries: 3, maxBytes: 1_000_000 });
    cache.set('hot', body('hot'), 'x');
    for (let i = 0; i < 10; i++) {
      cache.set(`k${i}`, body(`k${i}`), 'x');
      expect(cache.get('hot')).toBeDefined();
    }
    expect(cache.get('k9')).toBeDefined();
    expect(cache.get('k8')).toBeDefined();
    expect(cache.get('k7')).toBeUndefined();
    expect(cache.size.entries).toBe(3);
  });

  it('keeps its bytes under the byte bound and refuses a body larger than the bound', () => {
    const cache = new ResponseCache({ maxEntries: 100, maxBytes: 1_000 });
    for (let i = 0; i < 20; i++) cache.set(`k${i}`, body('x'.repeat(100)), 'x');
    expect(cache.size.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.get('k19')).toBeDefined();
    expect(cache.get('k0')).toBeUndefined();
    cache.set('huge', body('x'.repeat(2_000)), 'x');
    expect(cache.get('huge')).toBeUndefined();
  });

  it("drops one framework's entries and the cross-framework lists, and leaves other frameworks alone", () => {
    const cache = new ResponseCache();
    cache.set('bio', body('bio'), 'BioExcel');
    cache.set('iscb', body('iscb'), 'iscb');
    cache.set('list', body('list'), undefined);
    cache.invalidate('bioexcel');
    expect(cache.get('bio')).toBeUndefined();
    expect(cache.get('list')).toBeUndefined();
    expect(cache.get('iscb')).toBeDefined();
    cache.invalidate('*');
    expect(cache.size).toEqual({ entries: 0, bytes: 0 });
  });
});

/** Collects the change feed's framework keys from now on. */
function recordChanges(database: DatabaseHandle): { keys: string[]; stop: () => void } {
  const keys: string[] = [];
  const stop = database.changes.onChange((key) => keys.push(key));
  return { keys, stop };
}

for (const driver of drivers) {
  describe(`change feed [${driver}]`, () => {
    let database: DatabaseHandle;
    beforeAll(async () => {
      database = await openTemplateClone(driver, 'seeded');
    });
    afterAll(async () => {
      await database?.close();
    });

    it('says nothing about draft edits, and names the framework (both keys) when a draft is released', async () => {
      const { machineName } = await createFramework(database.db, {
        machine_name: 'feedtest',
        title: 'Feed test framework',
      });
      await database.changes.sync(); // the import's own notifications are delivered before recording
      const recorded = recordChanges(database);
      const draftId = await createDraft(database.db, machineName);
      await database.db.execute(sql`UPDATE competency SET title = 'Reworded' WHERE version_id = ${draftId}`);
      await database.changes.sync();
      expect(recorded.keys).toEqual([]);

      await database.db.execute(
        sql`UPDATE framework_version SET status = 'live', number = '2.0', release_date = CURRENT_DATE WHERE id = ${draftId}`,
      );
      await database.changes.sync();
      recorded.stop();
      expect(new Set(recorded.keys)).toEqual(new Set(['feedtest', 'feedtestframework']));
    });

    it('names an extension with its core framework, and only them', async () => {
      await database.changes.sync();
      const recorded = recordChanges(database);
      await database.db.execute(
        sql`UPDATE framework SET description = 'Changed' WHERE machine_name = 'iscb'`,
      );
      await database.changes.sync();
      recorded.stop();
      expect(recorded.keys).toContain('iscb');
      expect(recorded.keys).toContain('iscb-3.0e1');
      expect(recorded.keys).not.toContain('bioexcel');
    });
  });
}

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.runIf(postgresUrl)('two app instances on one PostgreSQL', () => {
  const secret = randomBytes(32).toString('hex');
  let first: DatabaseHandle;
  let second: DatabaseHandle;
  let appA: Awaited<ReturnType<typeof buildApp>>;
  let appB: Awaited<ReturnType<typeof buildApp>>;
  let url: string;

  const config = {
    LOG_LEVEL: 'silent' as const,
    RATE_LIMIT_PER_MINUTE: 100_000,
    LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
    WEB_DIST_DIR: '/nonexistent',
    SESSION_SECRET: secret,
  };

  /** Resolves when `database`'s feed reports `key` (bounded: fails after 5 s). */
  const nextChange = (database: DatabaseHandle, key: string) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no change of ${key} reached the instance`)), 5_000);
      const stop = database.changes.onChange((changed) => {
        if (changed !== key && changed !== '*') return;
        clearTimeout(timer);
        stop();
        resolve();
      });
    });

  beforeAll(async () => {
    first = await openTemplateClone('postgres', 'seeded');
    // The clone's name: a second pool on the same database, as a second server process would open.
    const result = (await first.db.execute(sql`SELECT current_database() AS name`)) as unknown as {
      rows: { name: string }[];
    };
    const [row] = result.rows;
    const parsed = new URL(postgresUrl as string);
    parsed.pathname = `/${row?.name}`;
    url = parsed.toString();
    second = await openDatabase({ url });
    appA = await buildApp(config, first);
    appB = await buildApp(config, second);
    await createUser(first.db, {
      username: 'two-instances',
      password: 'correct horse battery staple',
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
  });

  afterAll(async () => {
    await appA?.close();
    await appB?.close();
    await second?.close();
    await first?.close();
  });

  it('serves a release made through A from B on the next request after the notification, sessions on both', async () => {
    const { headers } = await signIn(appA, 'two-instances', 'correct horse battery staple');
    // The session made on A works on B.
    const me = await appB.inject({ method: 'GET', url: '/api/v1/session', headers });
    expect(me.json().user?.username).toBe('two-instances');

    // B caches what it serves now.
    const listBefore = await appB.inject({ method: 'GET', url: '/api/version_manager' });
    const bioBefore = await appB.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel' });
    expect((await appB.inject({ method: 'GET', url: '/api/bioexcel/1.1' })).statusCode).toBe(404);

    // A draft is invisible: B's cached list stays (same ETag).
    const draft = await appB.inject({
      method: 'POST',
      url: '/api/v1/manage/frameworks/bioexcel/draft',
      headers,
    });
    expect(draft.statusCode).toBe(201);
    const listDuringDraft = await appB.inject({ method: 'GET', url: '/api/version_manager' });
    expect(listDuringDraft.headers.etag).toBe(listBefore.headers.etag);

    const reachedB = nextChange(second, 'bioexcel');
    const release = await appA.inject({
      method: 'POST',
      url: '/api/v1/manage/frameworks/bioexcel/release',
      headers,
      payload: { version: '1.1', releaseNotes: 'Released through instance A.' },
    });
    expect(release.statusCode).toBe(200);
    await reachedB;

    const served = await appB.inject({ method: 'GET', url: '/api/bioexcel/1.1' });
    expect(served.statusCode).toBe(200);
    const listAfter = await appB.inject({ method: 'GET', url: '/api/version_manager' });
    expect(listAfter.headers.etag).not.toBe(listBefore.headers.etag);
    const bio = listAfter.json().find((f: { machine_name: string }) => f.machine_name === 'bioexcel');
    expect(bio.versions.map((v: { number: string }) => v.number)).toContain('1.1');
    const bioAfter = await appB.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel' });
    expect(bioAfter.headers.etag).not.toBe(bioBefore.headers.etag);
    // A, which wrote, serves it as well.
    expect((await appA.inject({ method: 'GET', url: '/api/bioexcel/1.1' })).statusCode).toBe(200);
  });

  it('drops stale bodies in both instances after a write from another client (psql, the import CLI)', async () => {
    const readTitle = async (app: typeof appA) =>
      (await app.inject({ method: 'GET', url: '/api/v1/frameworks/iscb' })).json().title as string;
    const before = await readTitle(appA);
    expect(await readTitle(appB)).toBe(before);

    const reachedA = nextChange(first, 'iscb');
    const reachedB = nextChange(second, 'iscb');
    const outsider = new pg.Client({ connectionString: url });
    await outsider.connect();
    await outsider.query("UPDATE framework SET title = title || ' (renamed)' WHERE machine_name = 'iscb'");
    await outsider.end();
    await Promise.all([reachedA, reachedB]);

    expect(await readTitle(appA)).toBe(`${before} (renamed)`);
    expect(await readTitle(appB)).toBe(`${before} (renamed)`);
  });
});
