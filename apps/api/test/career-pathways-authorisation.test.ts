/**
 * Who may write career pathways (docs/features/profiles.md §8; docs/features/profiles.md §1; docs/features/original-hub.md: every rule enforced
 * by the server). Every pathway write × {anonymous, signed in without roles, content manager, framework
 * manager of another framework, framework manager of iscb-3.0e1}: only the last succeeds; without a
 * valid CSRF token even the last is refused; every refusal leaves pathways, profiles and the audit trail
 * unchanged. Extends the curation matrix (curation-authorisation.test.ts) to the pathway routes.
 */
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { MANAGE, pathwaySnapshot, send, shippedProfiles } from './career-pathways-helpers.js';
import { type Persona, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

type Method = 'POST' | 'PUT' | 'DELETE';

interface Step {
  method: Method;
  path: (pathwayId: number) => string;
  body?: (profiles: number[]) => unknown;
  status: number;
  keep?: (res: LightMyRequestResponse) => void;
}

const REFUSED: Record<Exclude<Persona, 'manager'>, number> = {
  anonymous: 401,
  noRoles: 403,
  contentManager: 403,
  otherManager: 403,
};

describeWithSeededApp('career pathways: authorisation of every write', (ctx) => {
  let headers: PersonaHeaders;
  let profiles: number[] = [];
  let pathwayId = 0;

  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'cpmatrix', ['iscb-3.0e1']);
    profiles = [...(await shippedProfiles(ctx().database.db)).values()];
  });

  // In this order, each step is valid for the framework's manager.
  const steps: Step[] = [
    {
      method: 'POST',
      path: () => MANAGE,
      body: (p) => ({ title: 'Matrix pathway', description: 'Two stages', profileIds: p.slice(0, 2) }),
      status: 201,
      keep: (res) => {
        pathwayId = res.json().id;
      },
    },
    {
      method: 'PUT',
      path: (id) => `${MANAGE}/${id}`,
      body: (p) => ({
        title: 'Matrix pathway, edited',
        description: 'Three stages',
        profileIds: p.slice(0, 3),
      }),
      status: 200,
    },
    { method: 'DELETE', path: (id) => `${MANAGE}/${id}`, status: 204 },
  ];

  it('covers every write route of the career pathway contract', () => {
    expect(new Set(steps.map((s) => `${s.method} ${s.path(0)}`)).size).toBe(3);
  });

  for (const step of steps) {
    const label = `${step.method} ${step.path(0).replace(/\/0$/, '/{id}')}`;
    it(`${label}: only the framework's manager, with a CSRF token, may do it`, async () => {
      const { app, database } = ctx();
      const path = step.path(pathwayId);
      const body = step.body?.(profiles);

      for (const [persona, status] of Object.entries(REFUSED) as [Exclude<Persona, 'manager'>, number][]) {
        const before = await pathwaySnapshot(database.db);
        const res = await send(app, headers[persona], step.method, path, body);
        expect(res.statusCode, `${persona}: ${res.body}`).toBe(status);
        expect(res.json().error.code).toBe(status === 401 ? 'UNAUTHORISED' : 'FORBIDDEN');
        expect(await pathwaySnapshot(database.db), `${persona} changed the database`).toBe(before);
      }

      const before = await pathwaySnapshot(database.db);
      const noToken = await send(app, { cookie: headers.manager.cookie }, step.method, path, body);
      expect(noToken.statusCode).toBe(403);
      expect(noToken.headers['x-csrf-invalid']).toBe('1');
      const forged = await send(
        app,
        { cookie: headers.manager.cookie, 'x-csrf-token': 'forged' },
        step.method,
        path,
        body,
      );
      expect(forged.statusCode).toBe(403);
      expect(
        await pathwaySnapshot(database.db),
        'a request without a valid CSRF token changed the database',
      ).toBe(before);

      const res = await send(app, headers.manager, step.method, path, body);
      expect(res.statusCode, res.body).toBe(step.status);
      step.keep?.(res);
      expect(await pathwaySnapshot(database.db)).not.toBe(before);
    });
  }
});
