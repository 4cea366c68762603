/**
 * Sign-in limits as a token bucket (docs/features/accounts-and-security.md §6; ADR 0039; ADR 0024), with the clock passed in: a burst of the
 * limit, then one attempt per refill interval; a minute's edge gives no fresh allowance (a fixed window let
 * 13 of 10 through in 2 s); usernames are counted without regard to case or surrounding spaces; one account
 * tried from many addresses is limited too, with the same answer whether it exists or not.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/db/client.js';
import {
  ACCOUNT_LOCKED_MESSAGE,
  countedUsername,
  PERIOD_MS,
  takeAttempt,
} from '../src/modules/accounts/sign-in-limit.js';
import { anonymousHeaders, createUser } from './auth-helpers.js';
import { buildTestApp, drivers, openTestDatabase } from './helpers.js';

for (const driver of drivers) {
  describe(`sign-in token bucket [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: Awaited<ReturnType<typeof buildTestApp>>;
    beforeAll(async () => {
      database = await openTestDatabase(driver);
      await createUser(database.db, { username: 'casey', password: 'casey-password-1' });
      app = await buildTestApp(database, {
        loginRateLimit: 3,
        loginAddressRateLimit: 100,
        loginAccountRateLimit: 3,
        trustProxy: 1,
      });
    });
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    /** Attempts at the given times (ms); true where allowed. */
    const run = async (key: string, limit: number, times: number[]) => {
      const out: boolean[] = [];
      for (const t of times) out.push(await takeAttempt(database.db, key, limit, t));
      return out;
    };
    const minute = Date.UTC(2026, 0, 1, 12, 0, 0);

    it('allows a burst of the limit, then refuses until one refill interval has passed', async () => {
      const interval = PERIOD_MS / 10;
      const burst = await run(
        't:burst',
        10,
        Array.from({ length: 11 }, () => minute),
      );
      expect(burst).toEqual([...Array(10).fill(true), false]);
      expect(await run('t:burst', 10, [minute + interval - 1])).toEqual([false]);
      expect(await run('t:burst', 10, [minute + interval, minute + interval])).toEqual([true, false]);
      // After a whole period the bucket is full again.
      expect(
        await run(
          't:burst',
          10,
          Array.from({ length: 11 }, () => minute + interval + PERIOD_MS),
        ),
      ).toEqual([...Array(10).fill(true), false]);
    });

    it("gives no fresh allowance at a minute's edge: 10 in the last second and 3 in the next second allow 10", async () => {
      const before = Array.from({ length: 10 }, (_, i) => minute - 1_000 + i * 50);
      const after = [minute + 100, minute + 500, minute + 900];
      const allowed = (await run('t:edge', 10, [...before, ...after])).filter(Boolean).length;
      expect(allowed).toBe(10);
    });

    it('a refused attempt does not push the refill further away', async () => {
      await run('t:refused', 2, [minute, minute, minute, minute, minute]);
      expect(await run('t:refused', 2, [minute + PERIOD_MS / 2])).toEqual([true]);
    });

    it('counts usernames without regard to case or surrounding spaces', async () => {
      expect(countedUsername('  Casey ')).toBe('casey');
      expect(countedUsername('CASEY')).toBe(countedUsername('casey'));
      const statuses: number[] = [];
      for (const username of ['casey', 'Casey', ' CASEY ', 'casey\t']) {
        const response = await app.inject({
          method: 'POST',
          url: '/api/v1/session',
          headers: await anonymousHeaders(app),
          payload: { username, password: 'wrong-password' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429]);
    });

    it('limits one account tried from many addresses, saying the same whether it exists or not', async () => {
      const attempt = async (username: string, address: number) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/session',
          headers: { ...(await anonymousHeaders(app)), 'x-forwarded-for': `198.51.100.${address}` },
          payload: { username, password: 'wrong-password' },
        });
      for (const username of ['spray-target', 'no-such-account']) {
        if (username === 'spray-target') {
          await createUser(database.db, { username, password: 'spray-target-password-1' });
        }
        const answers = [];
        for (let address = 1; address <= 60; address += 1) answers.push(await attempt(username, address));
        const statuses = answers.map((answer) => answer.statusCode);
        // Each address tries once: only the account's limit (3 a minute, one more every 20 s) stops the rest.
        expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
        expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
        expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(56);
        expect(answers[59]?.json().error.message).toBe(ACCOUNT_LOCKED_MESSAGE);
      }
    });
  });
}
