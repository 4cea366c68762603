/**
 * Accounts and sessions (docs/features/accounts-and-security.md §1; docs/features/accounts-and-security.md §2; docs/features/curation.md §13; docs/features/original-hub.md): sign-in with a server-side
 * session, CSRF on every unsafe request, sign-out, password change, the authorisation list and the
 * login rate limit — on PGlite and PostgreSQL.
 */
import { BAD_CREDENTIALS_MESSAGE } from '@hub/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDemoUsers } from '../src/modules/accounts/demo.js';
import { anonymousHeaders, cookiePair, createUser, sessionCookie, signIn } from './auth-helpers.js';
import { buildTestApp, describeWithSeededApp, drivers, openTestDatabase } from './helpers.js';

describeWithSeededApp('accounts and sessions', (ctx) => {
  beforeAll(async () => {
    const { db } = ctx().database;
    await createUser(db, {
      username: 'Manager',
      password: 'manager-password-1',
      roles: ['framework_manager'],
      frameworks: ['bioexcel', 'iscb'],
      name: 'Mona Manager',
    });
    await createUser(db, { username: 'content', password: 'content-password-1', roles: ['content_manager'] });
    await createUser(db, { username: 'changer', password: 'changer-password-1' });
  });

  const sessionOf = async (cookie?: string) =>
    (
      await ctx().app.inject({ method: 'GET', url: '/api/v1/session', headers: cookie ? { cookie } : {} })
    ).json();

  it('reports an anonymous visitor as signed out without creating a session', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      user: null,
      can: { createFramework: false, manageTraining: false, createOwnProfile: true, frameworks: {} },
    });
    expect(response.headers['set-cookie']).toBeUndefined();
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('issues the CSRF token with an HttpOnly, SameSite=Lax, signed cookie for the API only', async () => {
    const response = await ctx().app.inject({ method: 'GET', url: '/api/v1/session/token' });
    expect(response.statusCode).toBe(200);
    expect(response.json().csrfToken).toMatch(/\S{20,}/);
    const cookie = String(response.headers['set-cookie']);
    expect(cookie).toMatch(/^hub_csrf=/);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    // Sent to the API only, so pages and static files never cost a session lookup.
    expect(cookie).toMatch(/Path=\/api(;|$)/);
  });

  it('stores no session row when anonymous visitors ask for CSRF tokens, and the token still guards sign-in', async () => {
    const { app, database } = ctx();
    const count = async () =>
      Number(
        (
          (await database.db.execute(sql`SELECT count(*)::int AS n FROM session`)) as unknown as {
            rows: { n: number }[];
          }
        ).rows[0]?.n,
      );
    const before = await count();
    for (let i = 0; i < 100; i++) await app.inject({ method: 'GET', url: '/api/v1/session/token' });
    expect(await count()).toBe(before);
    const anonymous = await anonymousHeaders(app);
    const forged = await app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { cookie: anonymous.cookie, 'x-csrf-token': 'forged-token' },
      payload: { username: 'manager', password: 'manager-password-1' },
    });
    expect(forged.statusCode).toBe(403);
  });

  it('refuses a sign-in without the CSRF token', async () => {
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/session',
      payload: { username: 'manager', password: 'manager-password-1' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.headers['x-csrf-invalid']).toBe('1');
    expect(response.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a token from another session', async () => {
    const a = await anonymousHeaders(ctx().app);
    const b = await anonymousHeaders(ctx().app);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: { cookie: a.cookie, 'x-csrf-token': b['x-csrf-token'] },
      payload: { username: 'manager', password: 'manager-password-1' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('gives one generic 400 message for a wrong password and for an unknown user', async () => {
    for (const payload of [
      { username: 'manager', password: 'wrong-password' },
      { username: 'nobody', password: 'manager-password-1' },
    ]) {
      const headers = await anonymousHeaders(ctx().app);
      const response = await ctx().app.inject({ method: 'POST', url: '/api/v1/session', headers, payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(BAD_CREDENTIALS_MESSAGE);
    }
  });

  it('refuses an empty username or password with field issues', async () => {
    const headers = await anonymousHeaders(ctx().app);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers,
      payload: { username: '  ', password: '' },
    });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.password']));
  });

  it('signs in (username in any case) with a new session id and shows roles and frameworks', async () => {
    const anonymous = await anonymousHeaders(ctx().app);
    const response = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/session',
      headers: anonymous,
      payload: { username: 'MANAGER', password: 'manager-password-1' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({
      username: 'manager',
      name: 'Mona Manager',
      roles: ['framework_manager'],
    });
    expect(body.user.frameworks.map((f: { machineName: string }) => f.machineName).sort()).toEqual([
      'bioexcel',
      'iscb',
    ]);
    const cookie = sessionCookie(response.headers['set-cookie']);
    expect(cookie).toBeDefined();
    expect(cookie).not.toBe(anonymous.cookie);
    expect((await sessionOf(cookie)).user.username).toBe('manager');
    // The pre-sign-in session id does not become a signed-in session (no session fixation).
    expect((await sessionOf(anonymous.cookie)).user).toBeNull();
  });

  it('stores only a hash of the session id', async () => {
    const { headers } = await signIn(ctx().app, 'content', 'content-password-1');
    const raw = decodeURIComponent(headers.cookie.split('=')[1] ?? '').split('.')[0] ?? '';
    const rows = await ctx().database.db.execute(sql`select id_hash from session`);
    const hashes = (rows as unknown as { rows: { id_hash: string }[] }).rows.map((r) => r.id_hash);
    expect(hashes.length).toBeGreaterThan(0);
    expect(hashes).not.toContain(raw);
  });

  it('signs out with POST and the CSRF token only', async () => {
    const { headers } = await signIn(ctx().app, 'content', 'content-password-1');
    const noToken = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/session/logout',
      headers: { cookie: headers.cookie },
    });
    expect(noToken.statusCode).toBe(403);
    expect((await sessionOf(headers.cookie)).user?.username).toBe('content');
    const response = await ctx().app.inject({ method: 'POST', url: '/api/v1/session/logout', headers });
    expect(response.statusCode).toBe(204);
    expect((await sessionOf(headers.cookie)).user).toBeNull();
  });

  it('answers the authorisation list for the signed-in user only', async () => {
    const anonymous = await ctx().app.inject({
      method: 'GET',
      url: '/api/authorisation/manager?_format=json',
    });
    expect(anonymous.statusCode).toBe(401);
    const { headers } = await signIn(ctx().app, 'manager', 'manager-password-1');
    const own = await ctx().app.inject({
      method: 'GET',
      url: '/api/authorisation/manager?_format=json',
      headers: { cookie: headers.cookie },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(
      expect.arrayContaining([
        { framework: expect.stringMatching(/bioexcel/i), framework_machine_name: 'bioexcel' },
        { framework: expect.stringMatching(/iscb/i), framework_machine_name: 'iscb' },
      ]),
    );
    expect(own.json()).toHaveLength(2);
    const other = await ctx().app.inject({
      method: 'GET',
      url: '/api/authorisation/content',
      headers: { cookie: headers.cookie },
    });
    expect(other.statusCode).toBe(403);
  });

  describe('change password', () => {
    const change = (headers: Record<string, string>, payload: object) =>
      ctx().app.inject({ method: 'PUT', url: '/api/v1/account/password', headers, payload });

    it('needs a signed-in user', async () => {
      const headers = await anonymousHeaders(ctx().app);
      const response = await change(headers, {
        currentPassword: 'x',
        newPassword: 'a-new-password-1',
        confirmPassword: 'a-new-password-1',
      });
      expect(response.statusCode).toBe(401);
    });

    it('refuses a mismatch, a short password and a wrong current password with field issues', async () => {
      const { headers } = await signIn(ctx().app, 'changer', 'changer-password-1');
      const cases = [
        [
          {
            currentPassword: 'changer-password-1',
            newPassword: 'a-new-password-1',
            confirmPassword: 'other-one-123',
          },
          'body.confirmPassword',
        ],
        [
          { currentPassword: 'changer-password-1', newPassword: 'short', confirmPassword: 'short' },
          'body.newPassword',
        ],
        [
          {
            currentPassword: 'not-the-password',
            newPassword: 'a-new-password-1',
            confirmPassword: 'a-new-password-1',
          },
          'currentPassword',
        ],
      ] as const;
      for (const [payload, path] of cases) {
        const response = await change(headers, payload);
        expect(response.statusCode).toBe(400);
        expect(response.json().error.issues.map((i: { path: string }) => i.path)).toContain(path);
      }
      // Nothing changed: the old password still works.
      await expect(signIn(ctx().app, 'changer', 'changer-password-1')).resolves.toBeDefined();
    });

    it('changes the password and ends the other sessions', async () => {
      const other = await signIn(ctx().app, 'changer', 'changer-password-1');
      const { headers } = await signIn(ctx().app, 'changer', 'changer-password-1');
      const response = await change(headers, {
        currentPassword: 'changer-password-1',
        newPassword: 'changer-password-2',
        confirmPassword: 'changer-password-2',
      });
      expect(response.statusCode).toBe(204);
      expect((await sessionOf(headers.cookie)).user?.username).toBe('changer');
      expect((await sessionOf(other.headers.cookie)).user).toBeNull();
      await expect(signIn(ctx().app, 'changer', 'changer-password-1')).rejects.toThrow(/400/);
      await expect(signIn(ctx().app, 'changer', 'changer-password-2')).resolves.toBeDefined();
    });
  });

  it('creates demo accounts whose printed passwords sign in', async () => {
    const accounts = await ensureDemoUsers(ctx().database.db);
    expect(accounts.map((a) => a.username)).toEqual(['demo-framework-manager', 'demo-content-manager']);
    for (const account of accounts) {
      const { headers } = await signIn(ctx().app, account.username, account.password);
      expect((await sessionOf(headers.cookie)).user.roles).toEqual([account.role]);
    }
  });
});

for (const driver of drivers) {
  describe(`login rate limit [${driver}]`, () => {
    let close: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      const database = await openTestDatabase(driver);
      await createUser(database.db, { username: 'limited', password: 'limited-password-1' });
      app = await buildTestApp(database, { loginRateLimit: 3 });
      close = async () => {
        await app.close();
        await database.close();
      };
    });
    afterAll(() => close());

    it('answers 429 after too many sign-in attempts for one username', async () => {
      const headers = await anonymousHeaders(app);
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/v1/session',
          headers,
          payload: { username: 'limited', password: 'wrong-password' },
        });
      const statuses = [];
      for (let i = 0; i < 4; i++) statuses.push((await attempt()).statusCode);
      expect(statuses).toEqual([400, 400, 400, 429]);
      const limited = await attempt();
      expect(limited.json().error.code).toBe('RATE_LIMITED');
    });
  });
}

for (const driver of drivers) {
  describe(`sign-in limits across usernames and behind a proxy [${driver}]`, () => {
    let close: () => Promise<void>;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    let proxied: Awaited<ReturnType<typeof buildTestApp>>;
    let byAddress: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      const database = await openTestDatabase(driver);
      await createUser(database.db, { username: 'sprayed', password: 'sprayed-password-1' });
      app = await buildTestApp(database, { loginRateLimit: 3, loginAddressRateLimit: 5 });
      proxied = await buildTestApp(database, {
        loginRateLimit: 3,
        loginAddressRateLimit: 5,
        trustProxy: 1,
      });
      // The proxy named by address (inject connects from 127.0.0.1), as docs/deploy.md sets it.
      byAddress = await buildTestApp(database, {
        loginRateLimit: 3,
        loginAddressRateLimit: 5,
        trustProxy: ['127.0.0.1'],
      });
      close = async () => {
        await app.close();
        await proxied.close();
        await byAddress.close();
        await database.close();
      };
    });
    afterAll(() => close());

    const attempt = async (
      target: typeof app,
      username: string,
      extra: Record<string, string> = {},
      password = 'wrong-password',
    ) => {
      // The visitor's token request comes through the same proxy as the sign-in.
      const token = await target.inject({ method: 'GET', url: '/api/v1/session/token', headers: extra });
      const cookie = cookiePair(token.headers['set-cookie'], 'hub_csrf') ?? '';
      const headers = { ...extra, cookie, 'x-csrf-token': token.json().csrfToken };
      return target.inject({
        method: 'POST',
        url: '/api/v1/session',
        headers,
        payload: { username, password },
      });
    };

    it('stops password spraying: many usernames from one address are limited per address', async () => {
      const statuses = [];
      for (let i = 0; i < 7; i++) statuses.push((await attempt(app, `spray-${i}`)).statusCode);
      expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
    });

    it('behind a trusted proxy, counts per visitor (X-Forwarded-For) and marks the cookie Secure over https', async () => {
      const visitor = (n: number) => ({ 'x-forwarded-for': `203.0.113.${n}`, 'x-forwarded-proto': 'https' });
      for (let i = 0; i < 5; i++) expect((await attempt(proxied, `p-${i}`, visitor(1))).statusCode).toBe(400);
      expect((await attempt(proxied, 'p-6', visitor(1))).statusCode).toBe(429);
      // Another visitor behind the same proxy is not limited by the first one's attempts.
      const other = await attempt(proxied, 'sprayed', visitor(2), 'sprayed-password-1');
      expect(other.statusCode).toBe(200);
      const cookie = [other.headers['set-cookie']].flat().find((c) => c?.startsWith('hub_session='));
      expect(cookie).toMatch(/;\s*Secure/i);
    });

    for (const [label, target, real] of [
      ['a hop count', () => proxied, '203.0.113.77'],
      ['the proxy address', () => byAddress, '203.0.113.78'],
    ] as const) {
      it(`behind a proxy trusted by ${label}, a spoofed X-Forwarded-For appended to by nginx changes nothing`, async () => {
        // nginx's $proxy_add_x_forwarded_for appends the address it saw to what the client sent.
        const spoofed = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}, ${real}` });
        const statuses = [];
        for (let i = 0; i < 7; i++)
          statuses.push((await attempt(target(), `s-${label}-${i}`, spoofed(i))).statusCode);
        expect(statuses).toEqual([400, 400, 400, 400, 400, 429, 429]);
      });
    }

    it('ignores X-Forwarded-For without TRUST_PROXY (a client cannot pick its own address)', async () => {
      const forged = await attempt(app, 'forged', { 'x-forwarded-for': '198.51.100.7' });
      expect(forged.statusCode).toBe(429);
    });
  });
}
