/**
 * Who may curate (docs/features/curation.md §4; docs/features/curation.md §12; docs/features/original-hub.md: every rule enforced by the server).
 * Every write route × {anonymous, signed in without roles, content manager, framework manager of another
 * framework, framework manager of this framework}: only the last succeeds; without a CSRF token even
 * the last is refused; every refusal leaves versions, content, vocabulary and the audit trail unchanged.
 */
import type { ManageFrameworkView } from '@hub/domain';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { call, type Persona, type PersonaHeaders, setUpPersonas, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Ids created by earlier steps, used by later ones. */
interface Ids {
  type: number;
  spareType: number;
  level: number;
  domain: number;
  competency: number;
  attribute: number;
  draft: number;
}

interface Step {
  method: Method;
  path: (ids: Ids) => string;
  body?: (ids: Ids) => Promise<unknown> | unknown;
  status: number;
  /** Keeps what the successful response created. */
  keep?: (res: LightMyRequestResponse, ids: Ids) => void;
}

const REFUSED: Record<Exclude<Persona, 'manager'>, number> = {
  anonymous: 401,
  noRoles: 403,
  contentManager: 403,
  otherManager: 403,
};

describeWithSeededApp('curation: authorisation of every write', (ctx) => {
  let headers: PersonaHeaders;
  const ids: Ids = { type: 0, spareType: 0, level: 0, domain: 0, competency: 0, attribute: 0, draft: 0 };

  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'matrix', ['bioexcel']);
  });

  const draftView = async (): Promise<ManageFrameworkView> =>
    (await call(ctx().app, headers.manager, 'GET', '/bioexcel')).json();

  // In this order, each step is valid for the framework's manager (the draft first, the release last).
  const steps: Step[] = [
    {
      method: 'POST',
      path: () => '/bioexcel/draft',
      status: 201,
      keep: (res, k) => {
        k.draft = res.json().version.id;
      },
    },
    {
      method: 'POST',
      path: () => '/bioexcel/attribute-types',
      body: () => ({ title: 'Matrix type' }),
      status: 201,
      keep: (res, k) => {
        k.type = res.json().id;
      },
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/attribute-types/${k.type}`,
      body: () => ({ description: 'Edited' }),
      status: 200,
    },
    {
      method: 'POST',
      path: () => '/bioexcel/attribute-types',
      body: () => ({ title: 'Spare type' }),
      status: 201,
      keep: (res, k) => {
        k.spareType = res.json().id;
      },
    },
    { method: 'DELETE', path: (k) => `/bioexcel/attribute-types/${k.spareType}`, status: 204 },
    {
      method: 'POST',
      path: () => '/bioexcel/expertise-levels',
      body: () => ({ title: 'Matrix level', ratingLevel: 42 }),
      status: 201,
      keep: (res, k) => {
        k.level = res.json().id;
      },
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/expertise-levels/${k.level}`,
      body: () => ({ description: 'Edited' }),
      status: 200,
    },
    { method: 'DELETE', path: (k) => `/bioexcel/expertise-levels/${k.level}`, status: 204 },
    {
      method: 'POST',
      path: () => '/bioexcel/domains',
      body: () => ({ titles: ['Matrix domain'] }),
      status: 201,
      keep: (res, k) => {
        k.domain = res.json().domains[0].id;
      },
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/domains/${k.domain}`,
      body: () => ({ title: 'Matrix domain, renamed' }),
      status: 200,
    },
    {
      method: 'PUT',
      path: () => '/bioexcel/domains/order',
      body: async () => ({ ids: (await draftView()).domains.map((d) => d.id).reverse() }),
      status: 204,
    },
    {
      method: 'POST',
      path: () => '/bioexcel/competencies',
      body: (k) => ({ domainId: k.domain, competencies: [{ title: 'Matrix competency' }] }),
      status: 201,
      keep: (res, k) => {
        k.competency = res.json().competencies[0].id;
      },
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/competencies/${k.competency}`,
      body: () => ({ title: 'Matrix competency, renamed' }),
      status: 200,
    },
    {
      method: 'PUT',
      path: (k) => `/bioexcel/domains/${k.domain}/competencies/order`,
      body: (k) => ({ ids: [k.competency] }),
      status: 204,
    },
    {
      method: 'POST',
      path: () => '/bioexcel/attributes',
      body: (k) => ({ competencyId: k.competency, attributeTypeId: k.type, titles: ['Matrix attribute'] }),
      status: 201,
      keep: (res, k) => {
        k.attribute = res.json().attributes[0].id;
      },
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/attributes/${k.attribute}`,
      body: () => ({ title: 'Matrix attribute, renamed' }),
      status: 200,
    },
    {
      method: 'PUT',
      path: (k) => `/bioexcel/competencies/${k.competency}/attributes/order`,
      body: (k) => ({ ids: [k.attribute] }),
      status: 204,
    },
    {
      method: 'POST',
      path: () => '/bioexcel/release',
      body: () => ({ version: '1.1', releaseNotes: 'Matrix release' }),
      status: 200,
    },
    {
      method: 'PATCH',
      path: (k) => `/bioexcel/versions/${k.draft}`,
      body: () => ({ releaseNotes: 'Matrix release, edited notes' }),
      status: 200,
    },
  ];

  /** 'PATCH /bioexcel/domains/{id}': the route a step exercises. */
  const routeOf = (step: Step) => {
    const none: Ids = { type: 0, spareType: 0, level: 0, domain: 0, competency: 0, attribute: 0, draft: 0 };
    return `${step.method} ${step.path(none).replace(/\/0(?=\/|$)/g, '/{id}')}`;
  };

  it('covers every write route of the curation contract', () => {
    expect(new Set(steps.map(routeOf)).size).toBe(18);
  });

  for (const step of steps) {
    const label = routeOf(step);
    it(`${label}: only the framework's manager, with a CSRF token, may do it`, async () => {
      const { app, database } = ctx();
      const path = step.path(ids);
      const body = step.body ? await step.body(ids) : undefined;

      for (const [persona, status] of Object.entries(REFUSED) as [Exclude<Persona, 'manager'>, number][]) {
        const before = await snapshot(database.db);
        const res = await call(app, headers[persona], step.method, path, body);
        expect(res.statusCode, `${persona}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHORISED' : 'FORBIDDEN');
        expect(await snapshot(database.db), `${persona} changed the database`).toBe(before);
      }

      const before = await snapshot(database.db);
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
      expect(await snapshot(database.db), 'a request without a valid CSRF token changed the database').toBe(
        before,
      );

      const res = await call(app, headers.manager, step.method, path, body);
      expect(res.statusCode, res.body).toBe(step.status);
      step.keep?.(res, ids);
      expect(await snapshot(database.db)).not.toBe(before);
    });
  }

  it('lets only the framework’s manager read its curation view', async () => {
    const { app } = ctx();
    for (const [persona, status] of Object.entries(REFUSED) as [Exclude<Persona, 'manager'>, number][]) {
      const res = await call(app, headers[persona], 'GET', '/bioexcel');
      expect(res.statusCode, persona).toBe(status);
    }
    const res = await call(app, headers.manager, 'GET', '/bioexcel');
    expect(res.statusCode).toBe(200);
    expect(res.json().version.number).toBe('1.1');
  });

  it('lists assigned frameworks to signed-in users only', async () => {
    const { app } = ctx();
    expect((await call(app, headers.anonymous, 'GET', '')).statusCode).toBe(401);
    expect((await call(app, {}, 'GET', '')).statusCode).toBe(401);
    for (const persona of ['noRoles', 'contentManager'] as const) {
      const res = await call(app, headers[persona], 'GET', '');
      expect(res.statusCode).toBe(200);
      expect(res.json().frameworks).toEqual([]);
    }
    const other = await call(app, headers.otherManager, 'GET', '');
    expect(other.json().frameworks.map((f: { machineName: string }) => f.machineName)).toEqual(['iscb']);
    const mine = await call(app, headers.manager, 'GET', '');
    expect(mine.json().frameworks).toEqual([
      { machineName: 'bioexcel', title: 'BioExcel', liveVersion: '1.1', hasDraft: false },
    ]);
  });
});
