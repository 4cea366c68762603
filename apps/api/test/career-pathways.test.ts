/**
 * Career pathways (docs/features/profiles.md §7, §3; docs/features/browsing.md §8, §9; docs/features/public-api.md §1; docs/features/profiles.md §1, §4): a manager creates,
 * edits and deletes pathways of the shipped iscb-3.0e1 e1 profiles; visitors read them through `/api/v1`
 * and the original hub API; bad input (unknown, Draft or other-version profiles, duplicates, markup,
 * blank text) is refused with a message naming the step and changes nothing.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvent, profile } from '../src/db/schema/index.js';
import { createUser, signIn } from './auth-helpers.js';
import {
  insertProfile,
  MANAGE,
  pathwaySnapshot,
  READ,
  send,
  shippedProfiles,
  versionId,
} from './career-pathways-helpers.js';
import { PASSWORD, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const contract = new Ajv2020({ allErrors: true, strict: false }).compile(
  JSON.parse(
    readFileSync(
      path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts', 'career-pathways.schema.json'),
      'utf8',
    ),
  ),
);

describeWithSeededApp('career pathways', (ctx) => {
  let headers: PersonaHeaders;
  let stage: Map<string, number>;
  let draftProfile: number;
  let otherVersionProfile: number;
  let pathwayId: number;

  const stageId = (jobTitle: string) => {
    const id = stage.get(jobTitle);
    if (id === undefined) throw new Error(`no shipped profile '${jobTitle}'`);
    return id;
  };

  beforeAll(async () => {
    const { app, database } = ctx();
    headers = await setUpPersonas(app, database.db, 'paths', ['iscb-3.0e1']);
    stage = await shippedProfiles(database.db);
    const e1 = await versionId(database.db, 'iscb-3.0e1', 'e1');
    draftProfile = await insertProfile(database.db, {
      versionId: e1,
      jobTitle: 'Unpublished analyst',
      status: 'Draft',
      alias: '/unpublished-analyst',
    });
    otherVersionProfile = await insertProfile(database.db, {
      versionId: await versionId(database.db, 'iscb', '3.0'),
      jobTitle: 'Bioinformatician of ISCB 3.0',
      status: 'Live',
      alias: '/bioinformatician',
    });
  });

  it('ships the four core-facility profiles the pathway tests use', () => {
    expect([...stage.keys()]).toEqual(
      expect.arrayContaining(['Core facility scientist I', 'Core facility scientist II', 'Managerial role']),
    );
  });

  it('lists no pathways before any is created', async () => {
    const { app } = ctx();
    expect((await send(app, {}, 'GET', READ)).json()).toEqual({ pathways: [] });
    const hub = await send(app, {}, 'GET', '/api/iscb-3.0e1/e1/career-pathways?_format=json');
    expect(hub.statusCode).toBe(200);
    expect(hub.json()).toEqual([]);
  });

  it('lets the manager create a pathway of two Live profiles, in the order given', async () => {
    const { app, database } = ctx();
    const res = await send(app, headers.manager, 'POST', MANAGE, {
      title: 'Core facility career',
      description: 'From a first core facility post to a senior one.',
      profileIds: [stageId('Core facility scientist I'), stageId('Core facility scientist II')],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    pathwayId = body.id;
    expect(body).toMatchObject({
      title: 'Core facility career',
      description: 'From a first core facility post to a senior one.',
      framework: 'iscb-3.0e1',
      version: 'e1',
    });
    expect(
      body.steps.map((s: { position: number; profile: { jobTitle: string } }) => [
        s.position,
        s.profile.jobTitle,
      ]),
    ).toEqual([
      [1, 'Core facility scientist I'],
      [2, 'Core facility scientist II'],
    ]);
    expect(body.steps[0].profile).toMatchObject({ publishingStatus: 'Live', seniorityLevel: 'entry_level' });

    const [event] = await database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'career_pathway.create'))
      .orderBy(desc(auditEvent.id));
    expect(event).toMatchObject({
      entityType: 'career_pathway',
      entityId: pathwayId,
      username: 'paths-manager',
    });
    expect(event?.after).toMatchObject({ title: 'Core facility career' });
  });

  it('shows the pathway to anonymous visitors through /api/v1 and the hub API', async () => {
    const { app } = ctx();
    const one = await send(app, {}, 'GET', `${READ}/${pathwayId}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().steps).toHaveLength(2);
    expect((await send(app, {}, 'GET', READ)).json().pathways.map((p: { id: number }) => p.id)).toEqual([
      pathwayId,
    ]);

    const hub = await send(
      app,
      {},
      'GET',
      '/api/iscb-3.0e1/e1/career-pathways?_format=json&source=competencyhub',
    );
    expect(contract(hub.json()), JSON.stringify(contract.errors)).toBe(true);
    expect(hub.json()).toEqual([
      {
        id: String(pathwayId),
        nid: String(pathwayId),
        title: 'Core facility career',
        description: 'From a first core facility post to a senior one.',
        profiles: [
          {
            id: String(stageId('Core facility scientist I')),
            job_title: 'Core facility scientist I',
            image: [],
            url_alias: expect.stringMatching(/^\//),
            seniroty_level: 'entry_level',
          },
          {
            id: String(stageId('Core facility scientist II')),
            job_title: 'Core facility scientist II',
            image: [],
            url_alias: expect.stringMatching(/^\//),
            seniroty_level: 'mid_level',
          },
        ],
        frameworkName: 'iscb-3.0e1',
        frameworkVersion: 'e1',
      },
    ]);
    for (const query of [`id=${pathwayId}`, `nid=${pathwayId}`]) {
      const single = await send(app, {}, 'GET', `/api/iscb-3.0e1/e1/career-pathways/?${query}`);
      expect(single.statusCode).toBe(200);
      expect(single.json()).toEqual(hub.json());
    }
    expect((await send(app, {}, 'GET', '/api/iscb-3.0e1/e1/career-pathways?id=999999')).statusCode).toBe(404);
    expect((await send(app, {}, 'GET', '/api/iscb-3.0e1/e1/career-pathways?id=abc')).statusCode).toBe(400);
    expect((await send(app, {}, 'GET', '/api/iscb/3.0/career-pathways')).json()).toEqual([]);
  });

  it('answers 404 for unknown frameworks, versions and pathways and for a pathway of another version', async () => {
    const { app } = ctx();
    expect(
      (await send(app, {}, 'GET', '/api/v1/frameworks/nope/versions/e1/career-pathways')).statusCode,
    ).toBe(404);
    expect(
      (await send(app, {}, 'GET', '/api/v1/frameworks/iscb-3.0e1/versions/9.9/career-pathways')).statusCode,
    ).toBe(404);
    expect((await send(app, {}, 'GET', `${READ}/999999`)).statusCode).toBe(404);
    expect(
      (await send(app, {}, 'GET', `/api/v1/frameworks/iscb/versions/3.0/career-pathways/${pathwayId}`))
        .statusCode,
    ).toBe(404);
    expect((await send(app, {}, 'GET', '/api/nope/1.0/career-pathways')).statusCode).toBe(404);
  });

  it('refuses bad input with a message naming the field or step, and changes nothing', async () => {
    const { app, database } = ctx();
    const live = stageId('Core facility scientist I');
    const cases: { body: unknown; path: string; message: RegExp }[] = [
      {
        body: { title: 'T', description: 'D', profileIds: [live, 999999] },
        path: 'profileIds.1',
        message: /not a reference profile of iscb-3\.0e1 e1/,
      },
      {
        body: { title: 'T', description: 'D', profileIds: [draftProfile] },
        path: 'profileIds.0',
        message: /Draft: only Live profiles/,
      },
      {
        body: { title: 'T', description: 'D', profileIds: [otherVersionProfile] },
        path: 'profileIds.0',
        message: /not a reference profile of iscb-3\.0e1 e1/,
      },
      {
        body: { title: 'T', description: 'D', profileIds: [live, live] },
        path: 'body.profileIds',
        message: /once/,
      },
      {
        body: { title: 'T', description: 'D', profileIds: [] },
        path: 'body.profileIds',
        message: /at least one profile/,
      },
      { body: { title: '  ', description: 'D', profileIds: [live] }, path: 'body.title', message: /title/ },
      {
        body: { title: '<b></b><script>x</script>', description: 'D', profileIds: [live] },
        path: 'title',
        message: /title/,
      },
      {
        body: { title: 'T', description: '<img src=x onerror=alert(1)>', profileIds: [live] },
        path: 'description',
        message: /description/,
      },
      { body: { title: 'T', description: 'D', profileIds: ['1'] }, path: 'body.profileIds.0', message: /.+/ },
    ];
    for (const { body, path: field, message } of cases) {
      const before = await pathwaySnapshot(database.db);
      const res = await send(app, headers.manager, 'POST', MANAGE, body);
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body}`).toBe(400);
      expect(res.json().error.issues, `${JSON.stringify(body)}: ${res.body}`).toContainEqual({
        path: field,
        message: expect.stringMatching(message),
      });
      expect(await pathwaySnapshot(database.db)).toBe(before);
    }
  });

  it('stores title and description as plain text, markup stripped', async () => {
    const { app } = ctx();
    const res = await send(app, headers.manager, 'PUT', `${MANAGE}/${pathwayId}`, {
      title: 'Core <script>alert(1)</script>facility <b>career</b>',
      description: '<p onclick="x()">Two <em>stages</em></p>',
      profileIds: [stageId('Core facility scientist I'), stageId('Core facility scientist II')],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ title: 'Core facility career', description: 'Two stages' });
  });

  it('lets the manager reorder, add and remove profiles; the audit trail keeps before and after', async () => {
    const { app, database } = ctx();
    const order = [
      stageId('Managerial role'),
      stageId('Core facility scientist II'),
      stageId('Core facility scientist I'),
    ];
    const res = await send(app, headers.manager, 'PUT', `${MANAGE}/${pathwayId}`, {
      title: 'Core facility career, reversed',
      description: 'Read from the top down.',
      profileIds: order,
    });
    expect(res.statusCode, res.body).toBe(200);
    const read = (await send(app, {}, 'GET', `${READ}/${pathwayId}`)).json();
    expect(read.steps.map((s: { profile: { id: number } }) => s.profile.id)).toEqual(order);
    expect(read.steps.map((s: { position: number }) => s.position)).toEqual([1, 2, 3]);

    const removed = await send(app, headers.manager, 'PUT', `${MANAGE}/${pathwayId}`, {
      title: 'Core facility career',
      description: 'Two stages.',
      profileIds: [order[2], order[1]],
    });
    expect(removed.json().steps.map((s: { profile: { id: number } }) => s.profile.id)).toEqual([
      order[2],
      order[1],
    ]);
    const [event] = await database.db
      .select()
      .from(auditEvent)
      .where(and(eq(auditEvent.action, 'career_pathway.update'), eq(auditEvent.entityId, pathwayId)))
      .orderBy(desc(auditEvent.id));
    expect(event?.before).toMatchObject({ profileIds: order });
    expect(event?.after).toMatchObject({ profileIds: [order[2], order[1]] });
  });

  it('hides a step whose profile went back to Draft from anonymous visitors only', async () => {
    const { app, database } = ctx();
    const second = stageId('Core facility scientist II');
    await database.db.update(profile).set({ publishingStatus: 'Draft' }).where(eq(profile.id, second));
    try {
      const anonymous = (await send(app, {}, 'GET', `${READ}/${pathwayId}`)).json();
      expect(anonymous.steps.map((s: { profile: { id: number } }) => s.profile.id)).toEqual([
        stageId('Core facility scientist I'),
      ]);
      const hub = (await send(app, {}, 'GET', `/api/iscb-3.0e1/e1/career-pathways?id=${pathwayId}`)).json();
      expect(hub[0].profiles).toHaveLength(1);
      await createUser(database.db, { username: 'paths-reader', password: PASSWORD });
      const reader = (await signIn(app, 'paths-reader', PASSWORD)).headers;
      const signedIn = (await send(app, reader, 'GET', `${READ}/${pathwayId}`)).json();
      expect(
        signedIn.steps.map((s: { profile: { publishingStatus: string } }) => s.profile.publishingStatus),
      ).toEqual(['Live', 'Draft']);
    } finally {
      await database.db.update(profile).set({ publishingStatus: 'Live' }).where(eq(profile.id, second));
    }
  });

  it('refuses to edit or delete a pathway through another version or framework', async () => {
    const { app, database } = ctx();
    const before = await pathwaySnapshot(database.db);
    const body = { title: 'T', description: 'D', profileIds: [stageId('Core facility scientist I')] };
    const wrongVersion = await send(
      app,
      headers.manager,
      'PUT',
      `/api/v1/manage/frameworks/iscb-3.0e1/versions/9.9/career-pathways/${pathwayId}`,
      body,
    );
    expect(wrongVersion.statusCode).toBe(404);
    const unknown = await send(app, headers.manager, 'DELETE', `${MANAGE}/999999`);
    expect(unknown.statusCode).toBe(404);
    expect(await pathwaySnapshot(database.db)).toBe(before);
  });

  it('deletes a pathway and leaves its profiles', async () => {
    const { app, database } = ctx();
    const profilesBefore = await shippedProfiles(database.db);
    const res = await send(app, headers.manager, 'DELETE', `${MANAGE}/${pathwayId}`);
    expect(res.statusCode).toBe(204);
    expect((await send(app, {}, 'GET', `${READ}/${pathwayId}`)).statusCode).toBe(404);
    expect(await shippedProfiles(database.db)).toEqual(profilesBefore);
    const [event] = await database.db
      .select()
      .from(auditEvent)
      .where(eq(auditEvent.action, 'career_pathway.delete'));
    expect(event).toMatchObject({ entityId: pathwayId, after: null });
  });
});
