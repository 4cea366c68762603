/**
 * Rules on versions from ADR 0009 (migration 0004), on every driver: version numbers are unique per
 * framework regardless of case (database and release), a live version's release date and base never
 * change, a draft records the version it copied and a release takes the deterministic version uuid.
 */
import { versionUuid } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { framework, frameworkVersion } from '../src/db/schema/index.js';
import { isLiveVersionViolation } from '../src/lib/errors.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD, snapshot, today } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const EXTENSION = 'iscb-3.0e1';

describeWithSeededApp('version rules', (ctx) => {
  let manager: AuthHeaders;
  let frameworkId: number;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'rules-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: [EXTENSION],
    });
    manager = (await signIn(app, 'rules-manager', PASSWORD)).headers;
    const [fw] = await database.db.select().from(framework).where(eq(framework.machineName, EXTENSION));
    frameworkId = fw?.id as number;
  });

  const versionRow = async (number: string) => {
    const [row] = await ctx()
      .database.db.select()
      .from(frameworkVersion)
      .where(and(eq(frameworkVersion.frameworkId, frameworkId), eq(frameworkVersion.number, number)));
    if (!row) throw new Error(`no version ${number}`);
    return row;
  };
  const failure = (action: () => Promise<unknown>) =>
    action().then(
      () => null,
      (e: unknown) => e,
    );

  it('refuses a second version whose number differs only in case, in the database', async () => {
    const error = await failure(() =>
      ctx()
        .database.db.insert(frameworkVersion)
        .values({ frameworkId, number: 'E1', status: 'live', releaseDate: '2026-01-01' }),
    );
    expect(error, 'E1 beside e1 should be refused').not.toBeNull();
    expect(
      (
        await ctx()
          .database.db.select()
          .from(frameworkVersion)
          .where(eq(frameworkVersion.frameworkId, frameworkId))
      ).length,
    ).toBe(1);
  });

  it('records the copied version in a draft, refuses releasing E1 beside e1, and gives a release its uuid', async () => {
    const { app, database } = ctx();
    const e1 = await versionRow('e1');
    expect(e1.uuid).toBe(versionUuid(EXTENSION, 'e1'));
    const created = await call(app, manager, 'POST', `/${EXTENSION}/draft`);
    expect(created.statusCode, created.body).toBe(201);
    const draft = await versionRow('draft');
    expect(draft.basedOnVersionId).toBe(e1.id);

    const before = await snapshot(database.db);
    const dup = await call(app, manager, 'POST', `/${EXTENSION}/release`, {
      version: 'E1',
      releaseNotes: 'Second edition',
    });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toMatchObject({
      message: 'Version E1 already exists',
      issues: [{ path: 'version', message: 'Version E1 already exists' }],
    });
    expect(await snapshot(database.db)).toBe(before);

    const released = await call(app, manager, 'POST', `/${EXTENSION}/release`, {
      version: 'E2',
      releaseNotes: 'Second edition',
    });
    expect(released.statusCode, released.body).toBe(200);
    const e2 = await versionRow('E2');
    expect(e2).toMatchObject({ status: 'live', basedOnVersionId: e1.id, releaseDate: today() });
    expect(e2.uuid).toBe(versionUuid(EXTENSION, 'e2'));
    const hub = await app.inject({ method: 'GET', url: `/api/${EXTENSION}/E2` });
    expect(hub.statusCode, hub.body).toBe(200);
    expect(hub.body).toContain(e2.uuid);
  });

  it("never changes a live version's release date or the version it was based on", async () => {
    const { database } = ctx();
    const e1 = await versionRow('e1');
    const e2 = await versionRow('E2');
    for (const [row, values] of [
      [e2, { releaseDate: '2020-01-01' }],
      [e2, { releaseDate: null }],
      [e1, { releaseDate: '2020-01-01' }],
      [e2, { basedOnVersionId: null }],
    ] as const) {
      const error = await failure(() =>
        database.db.update(frameworkVersion).set(values).where(eq(frameworkVersion.id, row.id)),
      );
      expect(isLiveVersionViolation(error), JSON.stringify(values)).toBe(true);
    }
    expect(await versionRow('E2')).toEqual(e2);
    expect(await versionRow('e1')).toEqual(e1);
  });
});
