/**
 * Version diffs through the API (docs/features/browsing.md §9): a manager's 'Review changes' of the BioExcel draft, then the
 * visitors' diff between BioExcel 1.0 and the 1.1 released from it; matched by lineage uuid.
 */
import type { ManageFrameworkView, VersionDiff } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('version diffs', (ctx) => {
  let manager: AuthHeaders;
  let view: ManageFrameworkView;
  const api = (method: 'GET' | 'POST' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'diff-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'diff-manager', PASSWORD)).headers;
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    view = (await api('GET', '/bioexcel')).json();
  });

  it("shows a manager the draft's changes against 1.0 before the release, and nothing for an untouched draft", async () => {
    const untouched = await api('GET', '/bioexcel/draft/diff');
    expect(untouched.statusCode).toBe(200);
    expect(untouched.json()).toMatchObject({ framework: 'bioexcel', from: '1.0', to: 'draft', changes: [] });

    const [first, second] = view.domains[0]?.competencies ?? [];
    expect(
      (await api('PATCH', `/bioexcel/competencies/${first?.id}`, { title: `${first?.title} together` }))
        .statusCode,
    ).toBe(200);
    expect((await api('PATCH', `/bioexcel/competencies/${second?.id}`, { archived: true })).statusCode).toBe(
      200,
    );
    expect((await api('POST', '/bioexcel/domains', { titles: ['Data stewardship'] })).statusCode).toBe(201);

    const review = await api('GET', '/bioexcel/draft/diff');
    const diff: VersionDiff = review.json();
    expect(diff.counts).toMatchObject({ reworded: 1, archived: 1, added: 1, removed: 0 });
    const reworded = diff.changes.find((c) => c.kind === 'reworded');
    expect(reworded).toMatchObject({
      uuid: first?.uuid,
      before: { title: first?.title },
      after: { title: `${first?.title} together` },
    });
    expect(diff.changes.find((c) => c.kind === 'added')).toMatchObject({
      level: 'domain',
      title: 'Data stewardship',
    });
  });

  it('refuses the review to anonymous callers (401) and other users (403)', async () => {
    const { app, database } = ctx();
    expect((await call(app, await anonymousHeaders(app), 'GET', '/bioexcel/draft/diff')).statusCode).toBe(
      401,
    );
    await createUser(database.db, {
      username: 'diff-other',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    const other = (await signIn(app, 'diff-other', PASSWORD)).headers;
    expect((await call(app, other, 'GET', '/bioexcel/draft/diff')).statusCode).toBe(403);
  });

  it('gives visitors the same diff between 1.0 and the released 1.1, and refuses bad pairs', async () => {
    const review: VersionDiff = (await api('GET', '/bioexcel/draft/diff')).json();
    const released = await api('POST', '/bioexcel/release', {
      version: '1.1',
      releaseNotes: 'Teams reworded',
    });
    expect(released.statusCode).toBe(200);
    const { app } = ctx();
    const res = await app.inject({ url: '/api/v1/frameworks/bioexcel/diff?from=1.0&to=1.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const diff: VersionDiff = res.json();
    expect(diff).toEqual({ ...review, to: '1.1' });
    const backwards: VersionDiff = (
      await app.inject({ url: '/api/v1/frameworks/bioexcel/diff?from=1.1&to=1.0' })
    ).json();
    expect(backwards.counts).toMatchObject({ reworded: 1, restored: 1, removed: 1, added: 0 });

    expect((await app.inject({ url: '/api/v1/frameworks/bioexcel/diff?from=1.0&to=9.9' })).statusCode).toBe(
      404,
    );
    expect((await app.inject({ url: '/api/v1/frameworks/nope/diff?from=1.0&to=1.1' })).statusCode).toBe(404);
    const same = await app.inject({ url: '/api/v1/frameworks/bioexcel/diff?from=1.0&to=1.0' });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.message).toBe('Choose two different versions to compare');
    expect((await app.inject({ url: '/api/v1/frameworks/bioexcel/diff?from=1.0' })).statusCode).toBe(400);
    const openapi = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(openapi.paths)).toContain('/api/v1/frameworks/{framework}/diff');
  });
});
