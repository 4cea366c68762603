/**
 * Public identifiers of structured data (docs/features/browsing.md §12): the `@id`s built from stable uuids resolve to their
 * pages with 303 under PUBLIC_URL, and the CASE URIs named in `sameAs` answer the same item.
 */
import { caseItemUri, type FrameworkVersionContent, itemPublicId, versionPublicId } from '@hub/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { drivers, openTemplateClone } from './helpers.js';

const BASE = 'https://hub.example.org/base';

for (const driver of drivers) {
  describe(`public identifiers [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let content: FrameworkVersionContent;

    beforeAll(async () => {
      database = await openTemplateClone(driver, 'seeded');
      app = await buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          PUBLIC_URL: BASE,
          WEB_DIST_DIR: '/nonexistent',
        },
        database,
      );
      const res = await app.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel/versions/1.0' });
      expect(res.statusCode).toBe(200);
      content = res.json() as FrameworkVersionContent;
    });
    afterAll(async () => {
      await app?.close();
      await database?.close();
    });

    const path = (uri: string) => uri.slice(BASE.length);

    it('resolves a released version and its competencies and domains to their pages', async () => {
      const version = await app.inject({
        method: 'GET',
        url: path(versionPublicId(BASE, content.version.uuid)),
      });
      expect(version.statusCode).toBe(303);
      expect(version.headers.location).toBe(`${BASE}/framework/bioexcel/1.0`);

      const domain = content.domains[0];
      const competency = domain?.competencies[0];
      if (!domain || !competency) throw new Error('BioExcel 1.0 has no competency');
      const term = await app.inject({
        method: 'GET',
        url: path(itemPublicId(BASE, content.version.uuid, competency.uuid)),
      });
      expect(term.statusCode).toBe(303);
      expect(term.headers.location).toBe(
        `${BASE}/framework/bioexcel/1.0/competency/details/${competency.id}`,
      );

      const head = await app.inject({
        method: 'HEAD',
        url: path(itemPublicId(BASE, content.version.uuid, domain.uuid)),
      });
      expect(head.statusCode).toBe(303);
      expect(head.headers.location).toBe(`${BASE}/framework/bioexcel/1.0`);
    });

    it("resolves an extension's ids of its core competencies to the extension's pages (ADR 0045)", async () => {
      const res = await app.inject({ method: 'GET', url: '/api/v1/frameworks/iscb-3.0e1/versions/e1' });
      const extension = res.json() as FrameworkVersionContent;
      const coreDomain = extension.coreDomains[0];
      const core = coreDomain?.competencies[0];
      if (!coreDomain || !core) throw new Error('iscb-3.0e1 e1 has no core competency');
      // The extension's competency page publishes this @id for an ISCB 3.0 competency it shows.
      const term = await app.inject({
        method: 'GET',
        url: path(itemPublicId(BASE, extension.version.uuid, core.uuid)),
      });
      expect(term.statusCode).toBe(303);
      expect(term.headers.location).toBe(`${BASE}/framework/iscb-3.0e1/e1/competency/details/${core.id}`);
      const domain = await app.inject({
        method: 'GET',
        url: path(itemPublicId(BASE, extension.version.uuid, coreDomain.uuid)),
      });
      expect(domain.headers.location).toBe(`${BASE}/framework/iscb-3.0e1/e1`);
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await app.inject({
        method: 'GET',
        url: `/id/${content.version.uuid}/00000000-0000-4000-8000-000000000000`,
      });
      expect(unknown.statusCode).toBe(404);
      expect(
        (await app.inject({ method: 'GET', url: '/id/00000000-0000-4000-8000-000000000000' })).statusCode,
      ).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/id/not-a-uuid' })).statusCode).toBe(400);
    });

    it('names in sameAs the CASE CFItem that publishes the same competency', async () => {
      const competency = content.domains[0]?.competencies[0];
      if (!competency) throw new Error('BioExcel 1.0 has no competency');
      const uri = caseItemUri(BASE, content.version.uuid, competency.uuid);
      const res = await app.inject({ method: 'GET', url: path(uri) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ uri, fullStatement: competency.title });
    });
  });
}
