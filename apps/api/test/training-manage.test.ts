/**
 * Content managers' training resource writes and the TeSS import (docs/features/training.md §4, §3), on every driver, with
 * the TeSS stand-in (`tess-stub/server.ts`) in place of TeSS: the authorisation matrix, create/edit/archive
 * with bad input refused, mapping and demap by lineage uuid, the managers' list, and TeSS answers good
 * (providers, items, paging through `links.next`, an item without dates) and bad (500, garbage, time-out).
 */
import {
  manageTrainingResourceListSchema,
  resourceMappingStateSchema,
  tessImportDraftSchema,
  trainingResourceListSchema,
  trainingResourceSchema,
} from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { auditEvent, competency, framework, frameworkVersion } from '../src/db/schema/index.js';
import { fetchProviderItems } from '../src/modules/tess/client.js';
import { startTessStub } from '../tess-stub/server.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { drivers, openTemplateClone } from './helpers.js';

const PASSWORD = 'correct horse battery staple';
const M = '/api/v1/manage';

/** A valid form, with `overrides`. */
const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Molecular dynamics with GROMACS',
  url: 'https://example.org/gromacs',
  type: 'Face-to-Face',
  startDate: '2026-05-03',
  endDate: '2026-05-05',
  description: '<p>Hands-on <strong>MD</strong></p>',
  keywords: ['GROMACS', 'MD'],
  ...overrides,
});

for (const driver of drivers) {
  describe(`training resource management and TeSS import [${driver}]`, () => {
    let database: DatabaseHandle;
    let app: FastifyInstance;
    let stub: Awaited<ReturnType<typeof startTessStub>>;
    let content: AuthHeaders;
    let manager: AuthHeaders;
    let plain: AuthHeaders;
    /** Apps whose TeSS base URL is a fault mode of the stand-in. */
    const faulty: FastifyInstance[] = [];

    const appWithTess = (baseUrl: string, timeoutMs = 2000) =>
      buildApp(
        {
          LOG_LEVEL: 'silent',
          RATE_LIMIT_PER_MINUTE: 100_000,
          LOGIN_RATE_LIMIT_PER_MINUTE: 100_000,
          WEB_DIST_DIR: '/nonexistent',
          TESS_URL: baseUrl,
          TESS_TIMEOUT_MS: timeoutMs,
        },
        database,
      );
    const send = (
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      headers?: AuthHeaders,
      payload?: unknown,
    ) => app.inject({ method, url, headers, payload: payload as Record<string, unknown> | undefined });

    /** BioExcel 1.0 competency by code, with its attributes (row ids of 1.0). */
    const bioexcel = async (code: string) => {
      const [row] = await database.db
        .select({ id: competency.id, uuid: competency.uuid })
        .from(competency)
        .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
        .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
        .where(
          and(
            eq(framework.machineName, 'bioexcel'),
            eq(frameworkVersion.number, '1.0'),
            eq(competency.code, code),
          ),
        );
      if (!row) throw new Error(`no competency ${code}`);
      const detail = await send('GET', `/api/v1/frameworks/bioexcel/versions/1.0/competencies/${row.id}`);
      return {
        ...row,
        attributeIds: (detail.json().competency.attributes as { id: number }[]).map((a) => a.id),
      };
    };

    beforeAll(async () => {
      stub = await startTessStub({ port: 0 });
      database = await openTemplateClone(driver, 'seeded');
      app = await appWithTess(stub.url);
      await createUser(database.db, { username: 'content', password: PASSWORD, roles: ['content_manager'] });
      await createUser(database.db, {
        username: 'fwmanager',
        password: PASSWORD,
        roles: ['framework_manager'],
        frameworks: ['bioexcel'],
      });
      await createUser(database.db, { username: 'plain', password: PASSWORD });
      content = (await signIn(app, 'content', PASSWORD)).headers;
      manager = (await signIn(app, 'fwmanager', PASSWORD)).headers;
      plain = (await signIn(app, 'plain', PASSWORD)).headers;
    });
    afterAll(async () => {
      await Promise.all(faulty.map((a) => a.close()));
      await app?.close();
      await database?.close();
      await stub?.close();
    });

    it('lets only content managers in, and refuses writes without the CSRF token', async () => {
      const anonymous = await anonymousHeaders(app);
      const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, unknown?][] = [
        ['GET', `${M}/training-resources`],
        ['GET', `${M}/training-resources/1`],
        ['POST', `${M}/training-resources`, form()],
        ['PUT', `${M}/training-resources/1`, form()],
        ['PUT', `${M}/training-resources/1/archived`, { archived: true }],
        ['GET', `${M}/training-resources/1/mappings/bioexcel`],
        ['PUT', `${M}/training-resources/1/mappings/bioexcel`, { attributeIds: [] }],
        ['DELETE', `${M}/training-resources/1/mappings/1`],
        ['GET', `${M}/tess/content-providers`],
      ];
      for (const [method, url, body] of routes) {
        expect((await send(method, url, anonymous, body)).statusCode, `${method} ${url} anonymous`).toBe(401);
        expect((await send(method, url, plain, body)).statusCode, `${method} ${url} plain`).toBe(403);
        expect(
          (await send(method, url, manager, body)).statusCode,
          `${method} ${url} framework manager`,
        ).toBe(403);
      }
      const noCsrf = await send(
        'POST',
        `${M}/training-resources`,
        { ...content, 'x-csrf-token': 'wrong' },
        form(),
      );
      expect(noCsrf.statusCode).toBe(403);
    });

    it('creates a resource with sanitised fields, a slug from its title and an audit event', async () => {
      const res = await send(
        'POST',
        `${M}/training-resources`,
        content,
        form({
          description: '<p onclick="x()">Hi<script>alert(1)</script></p>',
          location: '<b>EBI</b>, Hinxton',
        }),
      );
      expect(res.statusCode, res.body).toBe(201);
      const { id, slug } = res.json();
      expect(slug).toBe('molecular-dynamics-with-gromacs');
      const page = trainingResourceSchema.parse(
        (await send('GET', `/api/v1/training-resources/${slug}`)).json(),
      );
      expect(page.description).toBe('<p>Hi</p>');
      expect(page.location).toBe('EBI, Hinxton');
      expect(page.keywords).toEqual(['GROMACS', 'MD']);
      const events = await database.db.select().from(auditEvent).where(eq(auditEvent.entityId, id));
      expect(events.map((e) => e.action)).toContain('training_resource.create');
      // The same title again gets the next free slug.
      const again = await send('POST', `${M}/training-resources`, content, form());
      expect(again.json().slug).toBe('molecular-dynamics-with-gromacs-2');
    });

    it('refuses bad input with the field named and stores nothing', async () => {
      const cases: [Record<string, unknown>, string, string?][] = [
        [{ url: 'javascript:alert(1)' }, 'url', 'The URL must start with http:// or https://'],
        [{ url: '' }, 'url'],
        [{ title: '   ' }, 'title'],
        [{ title: '<b></b>' }, 'title', 'Enter a title'],
        [{ startDate: '2026-05-06', endDate: '2026-05-05' }, 'endDate', 'Incorrect dates'],
        [{ type: 'Lecture' }, 'type'],
      ];
      const before = manageTrainingResourceListSchema.parse(
        (await send('GET', `${M}/training-resources`, content)).json(),
      ).total;
      for (const [override, path, message] of cases) {
        const res = await send('POST', `${M}/training-resources`, content, form(override));
        expect(res.statusCode, JSON.stringify(override)).toBe(400);
        const issues = res.json().error.issues as { path: string; message: string }[];
        expect(issues.map((i) => i.path.replace(/^body\./, ''))).toContain(path);
        if (message) expect(issues.map((i) => i.message)).toContain(message);
      }
      const after = manageTrainingResourceListSchema.parse(
        (await send('GET', `${M}/training-resources`, content)).json(),
      );
      expect(after.total).toBe(before);
    });

    it('maps a resource to two attributes, lists it on that competency, demaps one, and archiving hides it', async () => {
      const created = (
        await send('POST', `${M}/training-resources`, content, form({ title: 'Teamwork for scientists' }))
      ).json();
      const teams = await bioexcel('1.1');
      const [a1, a2] = teams.attributeIds as [number, number];
      const empty = resourceMappingStateSchema.parse(
        (await send('GET', `${M}/training-resources/${created.id}/mappings/bioexcel`, content)).json(),
      );
      expect(empty).toEqual({
        framework: 'bioexcel',
        version: '1.0',
        revision: expect.any(Number),
        competencyIds: [],
        attributeIds: [],
      });

      const bad = await send('PUT', `${M}/training-resources/${created.id}/mappings/bioexcel`, content, {
        attributeIds: [a1, 999999],
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues[0].message).toContain('Attribute 999999');

      const put = await send('PUT', `${M}/training-resources/${created.id}/mappings/bioexcel`, content, {
        attributeIds: [a1, a2],
      });
      expect(put.statusCode, put.body).toBe(200);
      expect(resourceMappingStateSchema.parse(put.json()).attributeIds.sort()).toEqual([a1, a2].sort());

      const onCompetency = trainingResourceListSchema.parse(
        (
          await send(
            'GET',
            `/api/v1/frameworks/bioexcel/competencies/${teams.uuid}/training-resources?search=Teamwork`,
          )
        ).json(),
      );
      expect(onCompetency.items.map((i) => i.slug)).toEqual([created.slug]);

      const page = trainingResourceSchema.parse(
        (await send('GET', `/api/v1/training-resources/${created.slug}`)).json(),
      );
      const attributes = page.mappings[0]?.domains[0]?.competencies[0]?.attributes ?? [];
      expect(attributes.map((a) => a.attributeId).sort()).toEqual([a1, a2].sort());
      const toRemove = attributes.find((a) => a.attributeId === a1);
      const demap = await send(
        'DELETE',
        `${M}/training-resources/${created.id}/mappings/${toRemove?.mappingId}`,
        content,
      );
      expect(demap.statusCode).toBe(204);
      const state = resourceMappingStateSchema.parse(
        (await send('GET', `${M}/training-resources/${created.id}/mappings/bioexcel`, content)).json(),
      );
      expect(state.attributeIds).toEqual([a2]);
      // A mapping of another resource cannot be removed through this one.
      const other = await send(
        'DELETE',
        `${M}/training-resources/1/mappings/${toRemove?.mappingId}`,
        content,
      );
      expect(other.statusCode).toBe(404);

      const visitorTotal = async () =>
        trainingResourceListSchema.parse(
          (await send('GET', '/api/v1/frameworks/bioexcel/training-resources')).json(),
        ).total;
      const withIt = await visitorTotal();
      const archived = await send('PUT', `${M}/training-resources/${created.id}/archived`, content, {
        archived: true,
      });
      expect(archived.json()).toMatchObject({ id: created.id, archived: true });
      expect(await visitorTotal()).toBe(withIt - 1);
      expect((await send('GET', `/api/v1/training-resources/${created.slug}`)).statusCode).toBe(404);
      const unpublished = manageTrainingResourceListSchema.parse(
        (await send('GET', `${M}/training-resources?archived=true`, content)).json(),
      );
      expect(unpublished.items.map((i) => i.slug)).toContain(created.slug);
      expect(unpublished.items.every((i) => i.archived)).toBe(true);
    });

    it("edits keep the slug; the managers' list pages by 50 and marks the author", async () => {
      const created = (
        await send('POST', `${M}/training-resources`, content, form({ title: 'Edit me' }))
      ).json();
      const edited = await send(
        'PUT',
        `${M}/training-resources/${created.id}`,
        content,
        form({ title: 'Edited title' }),
      );
      expect(edited.json().slug).toBe('edit-me');
      const mine = manageTrainingResourceListSchema.parse(
        (await send('GET', `${M}/training-resources?search=Edited`, content)).json(),
      );
      expect(mine.items[0]).toMatchObject({ title: 'Edited title', author: 'content', isAuthor: true });
      const all = manageTrainingResourceListSchema.parse(
        (await send('GET', `${M}/training-resources`, content)).json(),
      );
      expect(all.items).toHaveLength(50);
      expect(all.total).toBeGreaterThan(200);
      const shipped = all.items.find((i) => i.author === null);
      if (shipped) expect(shipped.isAuthor).toBe(false);
    });

    it('imports from TeSS: providers, items, a filled form, and a re-import updates instead of duplicating', async () => {
      const providers = (await send('GET', `${M}/tess/content-providers`, content)).json();
      expect(providers.providers.map((p: { title: string }) => p.title)).toEqual([
        'Australian BioCommons',
        'Galaxy Training',
        'NBIS',
        'PRACE',
      ]);
      const events = (await send('GET', `${M}/tess/items?provider=NBIS&category=event`, content)).json();
      expect(events.items).toEqual([
        expect.objectContaining({ id: '70101', startDate: '2023-03-20', endDate: '2023-03-24' }),
        expect.objectContaining({ id: '70102', startDate: '2022-11-21' }),
      ]);
      const draft = tessImportDraftSchema.parse(
        (await send('GET', `${M}/tess/items/event/70101?provider=NBIS`, content)).json(),
      );
      expect(draft).toMatchObject({
        title: 'Neural Networks and Deep Learning',
        type: 'Face-to-Face',
        startDate: '2023-03-20',
        endDate: '2023-03-24',
        location: 'SciLifeLab Uppsala - Navet, Husargatan 3, Uppsala, Sweden',
        tess: { id: '70101', contentProvider: 'NBIS', category: 'event' },
        existingSlug: null,
      });
      const online = tessImportDraftSchema.parse(
        (await send('GET', `${M}/tess/items/event/70102?provider=NBIS`, content)).json(),
      );
      expect(online).toMatchObject({ type: 'Online', location: '' });
      // A material has no dates.
      const material = tessImportDraftSchema.parse(
        (await send('GET', `${M}/tess/items/material/60201?provider=Galaxy%20Training`, content)).json(),
      );
      expect(material).toMatchObject({ startDate: null, endDate: null, type: 'Online' });

      const first = await send('POST', `${M}/training-resources`, content, {
        ...draft,
        existingSlug: undefined,
      });
      expect(first.statusCode, first.body).toBe(201);
      const again = await send('POST', `${M}/training-resources`, content, {
        ...draft,
        existingSlug: undefined,
        title: 'Neural Networks and Deep Learning (2023)',
      });
      expect(again.statusCode).toBe(200);
      expect(again.json().id).toBe(first.json().id);
      const redraft = tessImportDraftSchema.parse(
        (await send('GET', `${M}/tess/items/event/70101?provider=NBIS`, content)).json(),
      );
      expect(redraft.existingSlug).toBe(first.json().slug);
      expect((await send('GET', `${M}/tess/items/event/1?provider=NBIS`, content)).statusCode).toBe(404);
    });

    it('follows links.next through every page of a provider', async () => {
      const items = await fetchProviderItems(
        { baseUrl: stub.url, timeoutMs: 2000, pageSize: 1 },
        'Galaxy Training',
        'material',
      );
      expect(items.map((i) => i.id).sort()).toEqual(['60201', '60202', '60203']);
    });

    it('answers 502 with a clear message when TeSS fails, answers garbage or times out', async () => {
      for (const [mode, timeout] of [
        ['fail-500', 2000],
        ['garbage', 2000],
        ['hang', 300],
      ] as const) {
        const broken = await appWithTess(`${stub.url}/${mode}`, timeout);
        faulty.push(broken);
        const headers = (await signIn(broken, 'content', PASSWORD)).headers;
        const res = await broken.inject({ method: 'GET', url: `${M}/tess/content-providers`, headers });
        expect(res.statusCode, mode).toBe(502);
        expect(res.json().error.message).toMatch(/could not be reached or gave an unreadable answer/);
      }
      // Nothing listens on this port: the connection is refused.
      const down = await appWithTess('http://127.0.0.1:9', 2000);
      faulty.push(down);
      const headers = (await signIn(down, 'content', PASSWORD)).headers;
      expect(
        (await down.inject({ method: 'GET', url: `${M}/tess/items?provider=NBIS&category=event`, headers }))
          .statusCode,
      ).toBe(502);
    });
  });
}
