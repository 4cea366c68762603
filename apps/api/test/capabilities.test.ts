/**
 * The `can` the API sends matches what it then allows (ADR 0036; ADR 0035). For each caller —
 * anonymous, signed in without roles, content manager, framework manager of another framework acting on
 * iscb-3.0e1, its framework manager, and a user holding both roles ('admin') — every capability of
 * `GET /api/v1/session` is tried: where `can` says yes the request passes the access check, where it
 * says no it is refused with 401 or 403. The manage view's `can` follows the draft's state the same way.
 */
import type { Capabilities, ManageFrameworkView } from '@hub/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { MANAGE as PATHWAYS, send, shippedProfiles } from './career-pathways-helpers.js';
import { PASSWORD, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { profileBody } from './profile-helpers.js';

const FW = 'iscb-3.0e1';
const MANAGE = '/api/v1/manage/frameworks';

type Caller = keyof PersonaHeaders | 'admin';
const CALLERS: Caller[] = ['anonymous', 'noRoles', 'contentManager', 'otherManager', 'manager', 'admin'];

/**
 * True when the request was done (2xx; 409 for a draft that another caller created first), false when
 * the access check refused it (401, 403). Any other answer means the test's request is wrong.
 */
function allowed(res: LightMyRequestResponse): boolean {
  if (res.statusCode === 401 || res.statusCode === 403) return false;
  if ((res.statusCode >= 200 && res.statusCode < 300) || res.statusCode === 409) return true;
  throw new Error(`unexpected ${res.statusCode}: ${res.body}`);
}

const NOTHING = { manage: false, editProfiles: false, editCareerPathways: false };

describeWithSeededApp('capabilities: `can` matches what the API allows', (ctx) => {
  const headers = {} as Record<Caller, AuthHeaders>;
  let profiles: number[] = [];

  beforeAll(async () => {
    const { app, database } = ctx();
    Object.assign(headers, await setUpPersonas(app, database.db, 'can', [FW]));
    await createUser(database.db, {
      username: 'can-admin',
      password: PASSWORD,
      roles: ['framework_manager', 'content_manager'],
      frameworks: [FW, 'iscb'],
    });
    headers.admin = (await signIn(app, 'can-admin', PASSWORD)).headers;
    profiles = [...(await shippedProfiles(database.db)).values()];
  });

  const capabilities = async (caller: Caller): Promise<Capabilities> => {
    const res = await send(ctx().app, headers[caller], 'GET', '/api/v1/session');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().can;
  };

  it('states what each role may do', async () => {
    const summary = Object.fromEntries(
      await Promise.all(CALLERS.map(async (c) => [c, await capabilities(c)] as const)),
    );
    const all = { manage: true, editProfiles: true, editCareerPathways: true };
    expect(summary).toEqual({
      anonymous: { createFramework: false, manageTraining: false, createOwnProfile: true, frameworks: {} },
      noRoles: { createFramework: false, manageTraining: false, createOwnProfile: true, frameworks: {} },
      contentManager: {
        createFramework: false,
        manageTraining: true,
        createOwnProfile: false,
        frameworks: {},
      },
      otherManager: {
        createFramework: true,
        manageTraining: false,
        createOwnProfile: false,
        frameworks: { iscb: all },
      },
      manager: {
        createFramework: true,
        manageTraining: false,
        createOwnProfile: false,
        frameworks: { [FW]: all },
      },
      admin: {
        createFramework: true,
        manageTraining: true,
        createOwnProfile: false,
        frameworks: { [FW]: all, iscb: all },
      },
    });
  });

  for (const caller of CALLERS) {
    describe(caller, () => {
      it('can create a framework exactly when `can.createFramework` says so', async () => {
        const can = await capabilities(caller);
        const res = await send(ctx().app, headers[caller], 'POST', MANAGE, {
          machineName: `can-${caller.toLowerCase()}`,
          title: `Framework of ${caller}`,
          category: 'Research infrastructure professionals',
        });
        expect(allowed(res), res.body).toBe(can.createFramework);
      });

      it('can manage training resources exactly when `can.manageTraining` says so', async () => {
        const can = await capabilities(caller);
        const { app } = ctx();
        expect(allowed(await send(app, headers[caller], 'GET', '/api/v1/manage/training-resources'))).toBe(
          can.manageTraining,
        );
        const created = await send(app, headers[caller], 'POST', '/api/v1/manage/training-resources', {
          title: `Course of ${caller}`,
          url: 'https://example.org/course',
          type: 'Online',
        });
        expect(allowed(created), created.body).toBe(can.manageTraining);
        const pathway = await send(app, headers[caller], 'POST', `${MANAGE}/bioexcel/learning-pathways`, {
          title: `Pathway of ${caller}`,
          description: '',
          published: false,
          steps: [],
        });
        expect(allowed(pathway), pathway.body).toBe(can.manageTraining);
      });

      it(`can curate ${FW}, its profiles and pathways exactly as \`can.frameworks\` says`, async () => {
        const can = (await capabilities(caller)).frameworks[FW] ?? NOTHING;
        const { app } = ctx();
        expect(allowed(await send(app, headers[caller], 'GET', `${MANAGE}/${FW}`))).toBe(can.manage);
        const metadata = await app.inject({
          method: 'PATCH',
          url: `${MANAGE}/${FW}`,
          headers: headers[caller],
          payload: { description: `Edited by ${caller}` },
        });
        expect(allowed(metadata), metadata.body).toBe(can.manage);
        const profile = await send(
          app,
          headers[caller],
          'POST',
          `${MANAGE}/${FW}/versions/e1/profiles`,
          profileBody({ title: `Profile of ${caller}` }),
        );
        expect(allowed(profile), profile.body).toBe(can.editProfiles);
        const pathway = await send(app, headers[caller], 'POST', PATHWAYS, {
          title: `Career pathway of ${caller}`,
          description: 'Two stages',
          profileIds: profiles.slice(0, 2),
        });
        expect(allowed(pathway), pathway.body).toBe(can.editCareerPathways);
      });
    });
  }

  it("the manage view's `can` follows the draft: 'Create draft' without one, editing and release with one", async () => {
    const { app } = ctx();
    const view = async (): Promise<ManageFrameworkView> =>
      (await send(app, headers.manager, 'GET', `${MANAGE}/${FW}`)).json();

    const before = await view();
    expect(before.can).toEqual({
      edit: false,
      release: false,
      discardDraft: false,
      createDraft: true,
      editMetadata: true,
    });
    // What `can` refuses, the API refuses; what it offers, the API does.
    const release = { version: '9.9', releaseNotes: 'Not yet' };
    expect((await send(app, headers.manager, 'POST', `${MANAGE}/${FW}/release`, release)).statusCode).toBe(
      409,
    );
    expect(
      (await send(app, headers.manager, 'POST', `${MANAGE}/${FW}/domains`, { titles: ['D'] })).statusCode,
    ).toBe(409);
    expect((await send(app, headers.manager, 'POST', `${MANAGE}/${FW}/draft`)).statusCode).toBe(201);

    const draft = await view();
    expect(draft.can).toEqual({
      edit: true,
      release: true,
      discardDraft: true,
      createDraft: false,
      editMetadata: true,
    });
    expect((await send(app, headers.manager, 'POST', `${MANAGE}/${FW}/draft`)).statusCode).toBe(409);
    expect(
      (await send(app, headers.manager, 'POST', `${MANAGE}/${FW}/domains`, { titles: ['Capabilities'] }))
        .statusCode,
    ).toBe(201);
  });
});
