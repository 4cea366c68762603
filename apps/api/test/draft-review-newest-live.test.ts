/**
 * 'Review changes' compares the draft with the newest live version when a framework has several (docs/features/accounts-and-security.md §6): ISCB ships 2.0 and 3.0, so an untouched ISCB draft shows no change against 3.0 (against 2.0 it
 * would show every competency 3.0 added or reworded).
 */
import type { VersionDiff } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('draft review against the newest live version', (ctx) => {
  let manager: AuthHeaders;
  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'iscb-reviewer',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    manager = (await signIn(app, 'iscb-reviewer', PASSWORD)).headers;
  });

  it('compares an ISCB draft with 3.0, not 2.0', async () => {
    expect((await call(ctx().app, manager, 'POST', '/iscb/draft')).statusCode).toBe(201);
    const review = await call(ctx().app, manager, 'GET', '/iscb/draft/diff');
    expect(review.statusCode).toBe(200);
    const diff: VersionDiff = review.json();
    expect(diff.from).toBe('3.0');
    expect(diff.changes).toEqual([]);
  });
});
