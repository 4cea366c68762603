/**
 * Who may write reference profiles (docs/features/profiles.md §1; docs/features/curation.md §12; docs/features/original-hub.md: enforced by the
 * server): every profile write route × {anonymous, signed in without roles, content manager, framework
 * manager of another framework, framework manager of this framework}: only the last succeeds; without
 * a valid CSRF token even the last is refused; every refusal leaves profiles, mappings, images, content
 * and the audit trail unchanged. (The image upload, not tied to one framework, is covered in
 * profiles-media.test.ts.)
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { call, type Persona, type PersonaHeaders, setUpPersonas, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { get, profileBody, profileSnapshot, profilesPath } from './profile-helpers.js';

type Method = 'POST' | 'PUT' | 'DELETE';

interface Ids {
  profile: number;
}

interface Step {
  method: Method;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => Promise<unknown> | unknown;
  status: number;
  keep?: (res: LightMyRequestResponse, ids: Ids) => void;
}

const REFUSED: Record<Exclude<Persona, 'manager'>, number> = {
  anonymous: 401,
  noRoles: 403,
  contentManager: 403,
  otherManager: 403,
};
const E1 = profilesPath('iscb-3.0e1', 'e1');

describeWithSeededApp('profiles: authorisation of every write', (ctx) => {
  let headers: PersonaHeaders;
  const ids: Ids = { profile: 0 };
  const state = async () => `${await snapshot(ctx().database.db)}${await profileSnapshot(ctx().database.db)}`;

  beforeAll(async () => {
    const { app, database } = ctx();
    headers = await setUpPersonas(app, database.db, 'pauth', ['iscb-3.0e1', 'bioexcel']);
    // Something to clone: a profile of bioexcel 1.0 and a newer (draft) version.
    await call(
      app,
      headers.manager,
      'POST',
      profilesPath('bioexcel', '1.0'),
      profileBody({ title: 'Source' }),
    );
    await call(app, headers.manager, 'POST', '/bioexcel/draft');
  });

  const level = async () => {
    const content = (await get(ctx().app, '/api/v1/frameworks/iscb-3.0e1/versions/e1')).json();
    return {
      competencyId: content.coreDomains[0].competencies[0].id,
      expertiseLevelId: content.expertiseLevels.find((l: { ratingLevel: number }) => l.ratingLevel === 2).id,
    };
  };

  const steps: Step[] = [
    {
      method: 'POST',
      path: () => E1,
      body: () => profileBody({ title: 'Matrix person' }),
      status: 201,
      keep: (res, k) => {
        k.profile = res.json().id;
      },
    },
    {
      method: 'PUT',
      path: (k) => `${E1}/${k.profile}`,
      body: () => profileBody({ title: 'Matrix person', publishingStatus: 'Live' }),
      status: 200,
    },
    {
      method: 'PUT',
      path: (k) => `${E1}/${k.profile}/mapping`,
      body: async () => ({ mapping: [await level()] }),
      status: 200,
    },
    { method: 'POST', path: () => `${profilesPath('bioexcel', 'draft')}/clone`, status: 201 },
    { method: 'DELETE', path: (k) => `${E1}/${k.profile}`, status: 204 },
  ];

  const routeOf = (step: Step) =>
    `${step.method} ${step.path({ profile: 0 }).replace(/\/0(?=\/|$)/g, '/{id}')}`;

  it('covers every profile write route', () => {
    expect(
      new Set(
        steps.map((s) => routeOf(s).replace(/bioexcel\/versions\/draft|iscb-3.0e1\/versions\/e1/, '{v}')),
      ).size,
    ).toBe(5);
  });

  for (const step of steps) {
    const label = routeOf(step);
    it(`${label}: only the framework's manager, with a CSRF token, may do it`, async () => {
      const { app } = ctx();
      const path = step.path(ids);
      const body = step.body ? await step.body(ids) : undefined;

      for (const [persona, status] of Object.entries(REFUSED) as [Exclude<Persona, 'manager'>, number][]) {
        const before = await state();
        const res = await call(app, headers[persona], step.method, path, body);
        expect(res.statusCode, `${persona}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHORISED' : 'FORBIDDEN');
        expect(await state(), `${persona} changed the database`).toBe(before);
      }

      const before = await state();
      const noToken = await call(app, { cookie: headers.manager.cookie }, step.method, path, body);
      expect(noToken.statusCode).toBe(403);
      expect(noToken.headers['x-csrf-invalid']).toBe('1');
      const badToken = await call(
        app,
        { cookie: headers.manager.cookie, 'x-csrf-token': 'forged' },
        step.method,
        path,
        body,
      );
      expect(badToken.statusCode).toBe(403);
      expect(await state(), 'a request without a valid CSRF token changed the database').toBe(before);

      const res = await call(app, headers.manager, step.method, path, body);
      expect(res.statusCode, res.body).toBe(step.status);
      step.keep?.(res, ids);
      expect(await state()).not.toBe(before);
    });
  }

  it("lets only the framework's managers preview a clone through the hub API", async () => {
    const { app } = ctx();
    for (const [persona, status] of Object.entries(REFUSED) as [Exclude<Persona, 'manager'>, number][]) {
      const res = await get(app, '/api/bioexcel/draft/profiles_clone/', headers[persona]);
      expect(res.statusCode, persona).toBe(status);
    }
    expect((await get(app, '/api/bioexcel/draft/profiles_clone/', headers.manager)).statusCode).toBe(200);
  });
});
