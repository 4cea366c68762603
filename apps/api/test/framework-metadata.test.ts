/**
 * docs/features/curation.md §5, on every driver: a framework's managers edit its title, description, category and
 * licence (audited; others are refused), and a framework manager creates a new framework with an empty
 * draft, which is assigned to them.
 */
import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvent, framework } from '../src/db/schema/index.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('framework metadata and new frameworks', (ctx) => {
  let manager: AuthHeaders;
  let content: AuthHeaders;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'meta-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    await createUser(database.db, {
      username: 'meta-content',
      password: PASSWORD,
      roles: ['content_manager'],
    });
    manager = (await signIn(app, 'meta-manager', PASSWORD)).headers;
    content = (await signIn(app, 'meta-content', PASSWORD)).headers;
  });

  const lastAudit = async () =>
    (await ctx().database.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1))[0];

  it("edits a framework's metadata with audit, and refuses bad values and other users", async () => {
    const res = await call(ctx().app, manager, 'PATCH', '/bioexcel', {
      title: 'BioExcel competencies',
      description: 'Biomolecular research',
      category: 'Research infrastructure professionals',
      licence: 'CC0 1.0',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      machineName: 'bioexcel',
      // The new revision: the If-Match of the next change (ADR 0021).
      revision: expect.any(Number),
      title: 'BioExcel competencies',
      description: 'Biomolecular research',
      category: 'Research infrastructure professionals',
      licence: 'CC0 1.0',
    });
    expect(await lastAudit()).toMatchObject({
      action: 'framework.update',
      username: 'meta-manager',
      before: expect.objectContaining({ title: 'BioExcel' }),
      after: expect.objectContaining({ title: 'BioExcel competencies' }),
    });
    expect(
      (await call(ctx().app, manager, 'PATCH', '/bioexcel', { category: 'Astronauts' })).statusCode,
    ).toBe(400);
    expect((await call(ctx().app, manager, 'PATCH', '/bioexcel', { title: '  ' })).statusCode).toBe(400);
    expect((await call(ctx().app, manager, 'PATCH', '/iscb', { title: 'Mine' })).statusCode).toBe(403);
    expect((await call(ctx().app, content, 'PATCH', '/bioexcel', { title: 'Mine' })).statusCode).toBe(403);
  });

  it('creates a framework with an empty draft, assigned to its creator; names are unique', async () => {
    const body = {
      machineName: 'new-skills',
      title: 'New skills',
      category: 'Research-oriented students and professionals',
    };
    expect((await call(ctx().app, content, 'POST', '', body)).statusCode).toBe(403);
    const res = await call(ctx().app, manager, 'POST', '', body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ machineName: 'new-skills', licence: 'CC BY 4.0', description: '' });
    const view = await call(ctx().app, manager, 'GET', '/new-skills');
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({
      framework: { machineName: 'new-skills', revision: res.json().revision },
      editable: true,
      version: { number: 'draft' },
      domains: [],
    });
    const list = (await call(ctx().app, manager, 'GET', '')).json().frameworks;
    expect(list.map((f: { machineName: string }) => f.machineName)).toContain('new-skills');
    const [created] = await ctx()
      .database.db.select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'framework.create'));
    expect(created).toMatchObject({
      username: 'meta-manager',
      after: expect.objectContaining({ title: 'New skills' }),
    });
    const dup = await call(ctx().app, manager, 'POST', '', {
      ...body,
      machineName: 'BioExcel'.toLowerCase(),
    });
    expect(dup.statusCode).toBe(409);
    expect(
      (await call(ctx().app, manager, 'POST', '', { ...body, machineName: 'Bad Name' })).statusCode,
    ).toBe(400);
    const [row] = await ctx()
      .database.db.select()
      .from(framework)
      .where(eq(framework.machineName, 'new-skills'));
    expect(row?.title).toBe('New skills');
  });
});
