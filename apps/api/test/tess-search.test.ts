/**
 * Training found by searching TeSS for the comparison summary's gaps (docs/features/profiles.md §6), on every driver, with
 * the TeSS stand-in: results (type, provider, search link), none, competencies with enough mapped training
 * not searched, TeSS answering 500 or not answering in time (the request still succeeds, each competency
 * says `unavailable`), results kept for a day, and bad input.
 */
import { tessSearchSchema } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { competency, framework, frameworkVersion } from '../src/db/schema/index.js';
import { clearTessSearchCache } from '../src/modules/tess/search-service.js';
import { startTessStub } from '../tess-stub/server.js';
import { drivers, openTemplateClone } from './helpers.js';

const URL = '/api/v1/training-resources/tess-search';

for (const driver of drivers) {
  describe(`TeSS search for the gaps [${driver}]`, () => {
    let database: DatabaseHandle;
    let stub: Awaited<ReturnType<typeof startTessStub>>;
    const apps: FastifyInstance[] = [];

    const appWithTess = async (baseUrl: string, timeoutMs = 2000) => {
      const app = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: '/nonexistent',
          TESS_URL: baseUrl,
          TESS_SEARCH_TIMEOUT_MS: timeoutMs,
        },
        database,
      );
      apps.push(app);
      return app;
    };

    /** Lineage uuid of a competency by code in a framework version. */
    const uuidOf = async (machineName: string, version: string, code: string) => {
      const [row] = await database.db
        .select({ uuid: competency.uuid })
        .from(competency)
        .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
        .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
        .where(
          and(
            eq(framework.machineName, machineName),
            eq(frameworkVersion.number, version),
            eq(competency.code, code),
          ),
        );
      if (!row) throw new Error(`no competency ${code}`);
      return row.uuid;
    };

    const ask = (app: FastifyInstance, competencies: { uuid: string; expectedRating: number }[]) =>
      app.inject({
        method: 'POST',
        url: URL,
        payload: { framework: 'iscb-3.0e1', version: 'e1', competencies },
      });

    beforeAll(async () => {
      stub = await startTessStub({ port: 0 });
      database = await openTemplateClone(driver, 'seeded');
    });
    beforeEach(() => clearTessSearchCache());
    afterAll(async () => {
      await Promise.all(apps.map((a) => a.close()));
      await stub?.close();
      await database?.close();
    });

    it('finds TeSS materials for a gap with type, provider and a link to the same search on TeSS', async () => {
      const app = await appWithTess(stub.url);
      const training = await uuidOf('iscb-3.0e1', 'e1', 'R1');
      const res = await ask(app, [{ uuid: training, expectedRating: 3 }]);
      expect(res.statusCode).toBe(200);
      const body = tessSearchSchema.parse(res.json());
      const [found] = body.competencies;
      expect(found).toMatchObject({
        competencyUuid: training,
        status: 'found',
        query: 'training bioinformatics',
        searchUrl: `${stub.url}/search?q=training+bioinformatics`,
        expectedDifficulty: 'advanced',
      });
      expect(found?.items.length).toBeGreaterThan(0);
      expect(found?.items.length).toBeLessThanOrEqual(5);
      expect(found?.items[0]).toMatchObject({
        category: 'material',
        title: 'WEBINAR: Managing hands-on data analysis training with Galaxy',
        url: 'https://zenodo.org/records/8185398',
        type: 'Material',
        provider: 'Australian BioCommons',
        startDate: null,
        difficultyLevel: null,
      });
      // Every fixture event has ended: a search finds upcoming events only, so none here.
      expect(found?.items.every((i) => i.category === 'material')).toBe(true);
    });

    it('orders what it finds by fit to the expected level and says when nothing was found', async () => {
      const app = await appWithTess(stub.url);
      const [training, leadership] = await Promise.all([
        uuidOf('iscb-3.0e1', 'e1', 'R1'),
        uuidOf('iscb-3.0e1', 'e1', 'S1'),
      ]);
      const res = await ask(app, [
        { uuid: leadership, expectedRating: 3 },
        { uuid: training, expectedRating: 1 },
      ]);
      const body = tessSearchSchema.parse(res.json());
      expect(body.competencies[0]).toMatchObject({ status: 'found', query: 'leadership', items: [] });
      // Level 1 of 3 is 'beginner': the Galaxy Training tutorials marked beginner come first.
      expect(body.competencies[1]).toMatchObject({
        competencyUuid: training,
        expectedDifficulty: 'beginner',
      });
      expect(body.competencies[1]?.items[0]).toMatchObject({
        difficultyLevel: 'beginner',
        provider: 'Galaxy Training',
        type: 'Material: hands-on tutorial',
      });
    });

    it('does not search TeSS for a competency with three or more current mapped resources', async () => {
      const app = await appWithTess(stub.url);
      const res = await app.inject({
        method: 'POST',
        url: URL,
        payload: {
          framework: 'bioexcel',
          version: '1.0',
          competencies: [{ uuid: await uuidOf('bioexcel', '1.0', '2.2'), expectedRating: 2 }],
        },
      });
      expect(res.statusCode).toBe(200);
      expect(tessSearchSchema.parse(res.json()).competencies).toEqual([
        expect.objectContaining({ status: 'not-needed', query: '', items: [] }),
      ]);
    });

    it('answers unavailable, without failing, when TeSS answers 500', async () => {
      const app = await appWithTess(`${stub.url}/fail-500`);
      const training = await uuidOf('iscb-3.0e1', 'e1', 'R1');
      const res = await ask(app, [{ uuid: training, expectedRating: 2 }]);
      expect(res.statusCode).toBe(200);
      expect(tessSearchSchema.parse(res.json()).competencies[0]).toMatchObject({
        status: 'unavailable',
        items: [],
        query: 'training bioinformatics',
      });
    });

    it('answers unavailable within the time-out when TeSS does not answer, waiting once for all', async () => {
      const app = await appWithTess(`${stub.url}/hang`, 300);
      const uuids = await Promise.all(
        ['N1', 'O1', 'P1', 'Q1', 'R1', 'S1'].map((c) => uuidOf('iscb-3.0e1', 'e1', c)),
      );
      const started = Date.now();
      const res = await ask(
        app,
        uuids.map((uuid) => ({ uuid, expectedRating: 2 })),
      );
      expect(Date.now() - started).toBeLessThan(2500);
      const body = tessSearchSchema.parse(res.json());
      expect(body.competencies.map((c) => c.status)).toEqual(Array(6).fill('unavailable'));
    });

    it('keeps what it found for a competency (TeSS gone afterwards)', async () => {
      const own = await startTessStub({ port: 0 });
      const app = await appWithTess(own.url);
      const training = await uuidOf('iscb-3.0e1', 'e1', 'R1');
      const first = tessSearchSchema.parse((await ask(app, [{ uuid: training, expectedRating: 1 }])).json());
      await own.close();
      const again = tessSearchSchema.parse((await ask(app, [{ uuid: training, expectedRating: 1 }])).json());
      expect(again.competencies[0]?.status).toBe('found');
      expect(again.competencies[0]?.items).toEqual(first.competencies[0]?.items);
    });

    it('refuses bad input and answers 404 for an unknown version', async () => {
      const app = await appWithTess(stub.url);
      const bad = await app.inject({ method: 'POST', url: URL, payload: { framework: 'iscb-3.0e1' } });
      expect(bad.statusCode).toBe(400);
      const unknown = await app.inject({
        method: 'POST',
        url: URL,
        payload: { framework: 'iscb-3.0e1', version: '9.9', competencies: [] },
      });
      expect(unknown.statusCode).toBe(404);
    });
  });
}
