/**
 * Learning pathways (docs/features/training.md §6), on every driver: content managers create, reorder, publish and delete a
 * pathway of training resources; visitors see published ones only, in the app's API and in the original
 * hub's `GET /api/{framework}/pathways` shape; unknown resources and other roles are refused.
 */
import { learningPathwayListSchema, learningPathwaySchema } from '@hub/domain';
import { asc } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { trainingResource } from '../src/db/schema/index.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const PASSWORD = 'correct horse battery staple';

describeWithSeededApp('learning pathways', (ctx) => {
  let content: AuthHeaders;
  let manager: AuthHeaders;
  let ids: number[] = [];
  const send = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers?: AuthHeaders,
    payload?: unknown,
  ) => ctx().app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

  beforeAll(async () => {
    const { database, app } = ctx();
    await createUser(database.db, { username: 'lp-content', password: PASSWORD, roles: ['content_manager'] });
    await createUser(database.db, {
      username: 'lp-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    content = (await signIn(app, 'lp-content', PASSWORD)).headers;
    manager = (await signIn(app, 'lp-manager', PASSWORD)).headers;
    ids = (
      await database.db
        .select({ id: trainingResource.id })
        .from(trainingResource)
        .orderBy(asc(trainingResource.id))
        .limit(3)
    ).map((r) => r.id);
  });

  it('a content manager creates a draft, reorders it and publishes it; visitors see it only once published', async () => {
    const body = (published: boolean, order: number[]) => ({
      title: 'Molecular dynamics <b>path</b>',
      description: '<p>Start here<script>x()</script></p>',
      published,
      steps: order.map((id, i) => ({ resourceId: id, note: i === 0 ? 'Begin with this' : '' })),
    });
    const created = await send(
      'POST',
      '/api/v1/manage/frameworks/bioexcel/learning-pathways',
      content,
      body(false, ids),
    );
    expect(created.statusCode, created.body).toBe(201);
    const pathway = learningPathwaySchema.parse(created.json());
    expect(pathway).toMatchObject({
      title: 'Molecular dynamics path',
      description: '<p>Start here</p>',
      published: false,
    });
    expect(pathway.urlAlias).toBe(`/learning-pathways/${pathway.id}`);
    expect(pathway.steps.map((s) => s.resource.id)).toEqual(ids);

    const anonymous = await anonymousHeaders(ctx().app);
    expect((await send('GET', `/api/v1/learning-pathways/${pathway.id}`, anonymous)).statusCode).toBe(404);
    const hubBefore = await send('GET', '/api/bioexcel/pathways?_format=json');
    expect(hubBefore.json()).toEqual([]);
    const managerList = learningPathwayListSchema.parse(
      (await send('GET', '/api/v1/frameworks/bioexcel/learning-pathways', content)).json(),
    );
    expect(managerList.pathways.map((p) => [p.id, p.published, p.stepCount])).toEqual([
      [pathway.id, false, 3],
    ]);

    const reordered = [ids[2], ids[0], ids[1]] as number[];
    const updated = await send(
      'PUT',
      `/api/v1/manage/learning-pathways/${pathway.id}`,
      content,
      body(true, reordered),
    );
    expect(updated.statusCode, updated.body).toBe(200);
    expect(learningPathwaySchema.parse(updated.json()).steps.map((s) => [s.position, s.resource.id])).toEqual(
      reordered.map((id, i) => [i + 1, id]),
    );
    const visitor = learningPathwaySchema.parse(
      (await send('GET', `/api/v1/learning-pathways/${pathway.id}`)).json(),
    );
    expect(visitor.steps[0]?.note).toBe('Begin with this');
    expect((await send('GET', '/api/bioexcel/pathways/?_format=json&source=competencyhub')).json()).toEqual([
      {
        title: 'Molecular dynamics path',
        url_alias: `/learning-pathways/${pathway.id}`,
        image: [],
        publishing_status: true,
      },
    ]);

    expect((await send('DELETE', `/api/v1/manage/learning-pathways/${pathway.id}`, content)).statusCode).toBe(
      204,
    );
    expect((await send('GET', `/api/v1/learning-pathways/${pathway.id}`, content)).statusCode).toBe(404);
  });

  it('refuses unknown resources, a resource twice, a blank title, other roles and anonymous callers', async () => {
    const url = '/api/v1/manage/frameworks/bioexcel/learning-pathways';
    const unknown = await send('POST', url, content, { title: 'X', steps: [{ resourceId: 999999 }] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.issues[0]).toMatchObject({
      path: 'steps.0.resourceId',
      message: 'Training resource 999999 does not exist',
    });
    const twice = await send('POST', url, content, {
      title: 'X',
      steps: [{ resourceId: ids[0] }, { resourceId: ids[0] }],
    });
    expect(twice.statusCode).toBe(400);
    expect((await send('POST', url, content, { title: '<i></i>', steps: [] })).statusCode).toBe(400);
    expect((await send('POST', url, manager, { title: 'X', steps: [] })).statusCode).toBe(403);
    expect(
      (await send('POST', url, await anonymousHeaders(ctx().app), { title: 'X', steps: [] })).statusCode,
    ).toBe(401);
    expect((await send('GET', '/api/v1/frameworks/nope/learning-pathways')).statusCode).toBe(404);
  });
});
