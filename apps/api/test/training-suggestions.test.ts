/**
 * Mapping suggestions for content managers (ADR 0048), on every driver over the seeded database (BioExcel
 * 1.0 with the shipped knowledge base as evidence): who may ask, the answer's shape and order, what is
 * left out, unknown framework/version/resource, and an accepted suggestion recorded in the audit trail.
 */
import { mappingSuggestionListSchema } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { auditEvent, competency, framework, frameworkVersion } from '../src/db/schema/index.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { drivers, openTemplateClone } from './helpers.js';

const PASSWORD = 'correct horse battery staple';
const M = '/api/v1/manage';

for (const driver of drivers) {
  describe(`mapping suggestions [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let content: AuthHeaders;
    let resourceId: number;

    const send = (method: 'GET' | 'POST' | 'PUT', url: string, headers?: AuthHeaders, payload?: unknown) =>
      app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });
    const suggestions = async (query = '') => {
      const res = await send(
        'GET',
        `${M}/training-resources/${resourceId}/mappings/bioexcel/suggestions${query}`,
        content,
      );
      expect(res.statusCode, res.body).toBe(200);
      return mappingSuggestionListSchema.parse(res.json());
    };
    /** The row id in BioExcel 1.0 of a competency by lineage uuid. */
    const competencyId = async (uuid: string) => {
      const [row] = await database.db
        .select({ id: competency.id })
        .from(competency)
        .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
        .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
        .where(
          and(
            eq(framework.machineName, 'bioexcel'),
            eq(frameworkVersion.number, '1.0'),
            eq(competency.uuid, uuid),
          ),
        );
      if (!row) throw new Error(`no competency ${uuid}`);
      return row.id;
    };

    beforeAll(async () => {
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: '/nonexistent',
        },
        database,
      );
      await createUser(database.db, { username: 'content', password: PASSWORD, roles: ['content_manager'] });
      content = (await signIn(app, 'content', PASSWORD)).headers;
      const created = await send('POST', `${M}/training-resources`, content, {
        title: 'Molecular dynamics simulations with GROMACS',
        url: 'https://example.org/md-course',
        type: 'Online',
        description: '<p>Set up, run and analyse molecular dynamics simulations of proteins.</p>',
        keywords: ['GROMACS', 'Molecular Dynamics'],
      });
      expect(created.statusCode, created.body).toBe(201);
      resourceId = created.json().id;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    it('answers content managers only', async () => {
      await createUser(database.db, {
        username: 'fwmanager',
        password: PASSWORD,
        roles: ['framework_manager'],
        frameworks: ['bioexcel'],
      });
      await createUser(database.db, { username: 'plain', password: PASSWORD });
      const url = `${M}/training-resources/${resourceId}/mappings/bioexcel/suggestions`;
      expect((await send('GET', url, await anonymousHeaders(app))).statusCode).toBe(401);
      expect((await send('GET', url, (await signIn(app, 'plain', PASSWORD)).headers)).statusCode).toBe(403);
      expect((await send('GET', url, (await signIn(app, 'fwmanager', PASSWORD)).headers)).statusCode).toBe(
        403,
      );
      expect((await send('GET', url, content)).statusCode).toBe(200);
    });

    it("ranks the version's competencies best first with their reasons, words and similar resources", async () => {
      const list = await suggestions('?version=1.0&limit=5');
      expect(list.length).toBe(5);
      expect(list.map((s) => s.score)).toEqual([...list.map((s) => s.score)].sort((a, b) => b - a));
      for (const s of list) await competencyId(s.competencyUuid);
      const reasons = list.flatMap((s) => s.reasons);
      expect(
        reasons.some((r) => /^Words that matched: .*“(molecular|dynamics|simulations|gromacs)”/.test(r)),
      ).toBe(true);
      // The shipped knowledge base has GROMACS and molecular dynamics resources mapped by BioExcel.
      expect(reasons.some((r) => r.startsWith('Resources like this one were mapped here: “'))).toBe(true);
      expect((await suggestions()).length).toBeLessThanOrEqual(10);
      expect(await suggestions('?limit=3')).toEqual(list.slice(0, 3));
    });

    it('is in the OpenAPI document with its query', async () => {
      const doc = (await send('GET', '/api/openapi.json')).json() as {
        paths: Record<string, { get?: { parameters?: { name: string }[] } }>;
      };
      const route = doc.paths['/api/v1/manage/training-resources/{id}/mappings/{framework}/suggestions']?.get;
      expect(route?.parameters?.map((p) => p.name)).toEqual(expect.arrayContaining(['version', 'limit']));
    });

    it('refuses an unknown framework, version or resource, and a bad limit', async () => {
      const base = `${M}/training-resources/${resourceId}/mappings`;
      expect((await send('GET', `${base}/nope/suggestions`, content)).statusCode).toBe(404);
      expect((await send('GET', `${base}/bioexcel/suggestions?version=9.9`, content)).statusCode).toBe(404);
      expect(
        (await send('GET', `${M}/training-resources/999999/mappings/bioexcel/suggestions`, content))
          .statusCode,
      ).toBe(404);
      expect((await send('GET', `${base}/bioexcel/suggestions?limit=0`, content)).statusCode).toBe(400);
      expect((await send('GET', `${base}/bioexcel/suggestions?limit=51`, content)).statusCode).toBe(400);
    });

    it('records an accepted suggestion in the audit trail when the mapping is saved, and suggests it no more', async () => {
      const [first, second] = (await suggestions('?limit=10')).filter((s) => !s.attributeUuid);
      if (!first || !second) throw new Error('two competency suggestions expected');
      const accepted = await competencyId(first.competencyUuid);
      const chosenByHand = await competencyId(second.competencyUuid);
      const put = await send('PUT', `${M}/training-resources/${resourceId}/mappings/bioexcel`, content, {
        competencyIds: [accepted, chosenByHand],
        acceptedSuggestions: { competencyIds: [accepted] },
      });
      expect(put.statusCode, put.body).toBe(200);
      const events = await database.db
        .select()
        .from(auditEvent)
        .where(
          and(
            eq(auditEvent.entityId, resourceId),
            eq(auditEvent.action, 'training_resource.map.accepted_suggestion'),
          ),
        );
      expect(events.map((e) => e.after)).toEqual([
        {
          acceptedSuggestion: true,
          version: '1.0',
          competencyUuid: first.competencyUuid,
          attributeUuid: null,
        },
      ]);
      expect(events[0]?.username).toBe('content');
      const after = await suggestions('?limit=50');
      expect(after.some((s) => !s.attributeUuid && s.competencyUuid === first.competencyUuid)).toBe(false);
      expect(after.some((s) => !s.attributeUuid && s.competencyUuid === second.competencyUuid)).toBe(false);
    });
  });
}
