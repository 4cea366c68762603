/**
 * docs/features/curation.md §5: a release number must come after the newest live version's, compared as versions
 * (1.10 after 1.9); a lower or equal number is refused with a message naming the live version and
 * changes nothing.
 */
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('release numbers', (ctx) => {
  let manager: AuthHeaders;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'numbers-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'numbers-manager', PASSWORD)).headers;
  });

  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  it('refuses a number before the live version, then accepts 1.10 after 1.9', async () => {
    const { database } = ctx();
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const before = await snapshot(database.db);
    for (const number of ['0.9', '1.0.0', '1.0-beta']) {
      const low = await api('POST', '/bioexcel/release', { version: number, releaseNotes: 'Too low' });
      expect(low.statusCode, number).toBe(400);
      expect(low.json().error.issues).toEqual([
        {
          path: 'version',
          message: `Version ${number} is not after the live version 1.0: choose a higher number`,
        },
      ]);
    }
    expect(await snapshot(database.db)).toBe(before);

    const v19 = await api('POST', '/bioexcel/release', { version: '1.9', releaseNotes: 'Nine' });
    expect(v19.statusCode, v19.body).toBe(200);
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const v15 = await api('POST', '/bioexcel/release', { version: '1.5', releaseNotes: 'Lower' });
    expect(v15.json().error.message).toContain('live version 1.9');
    const v110 = await api('POST', '/bioexcel/release', { version: '1.10', releaseNotes: 'Ten' });
    expect(v110.statusCode, v110.body).toBe(200);
    const view = (await api('GET', '/bioexcel')).json();
    expect(view.currentLiveVersion).toBe('1.10');
  });
});
