/**
 * Visitor reads of training resources under `/api/v1` (docs/features/training.md §1; docs/features/profiles.md §6) over the shipped BioExcel knowledge
 * base, on every driver: the framework list (15/page) and the competency list (10/page) with their page
 * edges, search and type filters, archived resources hidden from visitors but readable by content managers,
 * the resource page, the view counter, the training for the gap and the framework's training counts.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  type TrainingResourceList,
  trainingForCompetenciesSchema,
  trainingResourceListSchema,
  trainingResourceSchema,
} from '@hub/domain';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { competency, framework, frameworkVersion, trainingResource } from '../src/db/schema/index.js';
import { shippedTrainingDir } from '../src/db/seed/training-shipped.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { describeWithSeededApp } from './helpers.js';

interface KbItem {
  title: string;
  type: string;
  keywords: string;
  competencies: { code: string }[];
  source_ref: { kb2019_nid: string | null };
}
const kb = JSON.parse(
  readFileSync(path.join(shippedTrainingDir, 'bioexcel-knowledge-base.json'), 'utf8'),
) as KbItem[];
/** The shipped items whose title or a keyword contains `text`, ignoring case (the oracle of search). */
const matching = (text: string) =>
  kb.filter(
    (i) =>
      i.title.toLowerCase().includes(text.toLowerCase()) ||
      i.keywords.split(',').some((k) => k.trim().toLowerCase().includes(text.toLowerCase())),
  );
const PASSWORD = 'correct horse battery staple';

describeWithSeededApp('training resources: visitor reads', (ctx) => {
  let contentManager: AuthHeaders;
  let frameworkManager: AuthHeaders;
  /** BioExcel 1.0 competency code → row id and lineage uuid. */
  const bio = new Map<string, { id: number; uuid: string }>();

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const list = async (url: string): Promise<TrainingResourceList> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return trainingResourceListSchema.parse(res.json());
  };
  const resourceId = async (nid: string) => {
    const [row] = await ctx()
      .database.db.select()
      .from(trainingResource)
      .where(eq(trainingResource.importKey, `bioexcel-kb:nid:${nid}`));
    if (!row) throw new Error(`no resource ${nid}`);
    return row;
  };
  const setArchived = (id: number, archived: boolean) =>
    ctx().database.db.update(trainingResource).set({ archived }).where(eq(trainingResource.id, id));

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, { username: 'tr-content', password: PASSWORD, roles: ['content_manager'] });
    await createUser(database.db, {
      username: 'tr-framework',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    contentManager = (await signIn(app, 'tr-content', PASSWORD)).headers;
    frameworkManager = (await signIn(app, 'tr-framework', PASSWORD)).headers;
    const rows = await database.db
      .select({ id: competency.id, uuid: competency.uuid, code: competency.code })
      .from(competency)
      .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
      .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
      .where(and(eq(framework.machineName, 'bioexcel'), eq(frameworkVersion.number, '1.0')));
    for (const r of rows) bio.set(r.code as string, { id: r.id, uuid: r.uuid });
  });

  it("lists BioExcel's 200 resources 15 per page, in file order for equal update times, with their competencies", async () => {
    const page = await list('/api/v1/frameworks/bioexcel/training-resources');
    expect([page.total, page.page, page.pageSize, page.items.length]).toEqual([200, 1, 15, 15]);
    expect(page.items.map((i) => i.title)).toEqual(kb.slice(0, 15).map((i) => i.title.trim()));
    const [first] = page.items;
    expect(first?.competencies).toEqual(
      ['2.5', '2.6'].map((code) => ({
        framework: 'bioexcel',
        frameworkTitle: 'BioExcel',
        version: '1.0',
        versionUuid: expect.stringMatching(/^[0-9a-f-]{36}$/),
        competencyId: bio.get(code)?.id,
        competencyUuid: bio.get(code)?.uuid,
        code,
        title: expect.any(String),
        deprecated: false,
      })),
    );
    expect(first).toMatchObject({ type: 'Online', startDate: null, location: '', archived: false });
  });

  it('pages to the last page (5 rows), answers an empty page past the end, and refuses page 0 or below', async () => {
    const last = await list('/api/v1/frameworks/bioexcel/training-resources?page=14');
    expect([last.total, last.page, last.items.length]).toEqual([200, 14, 5]);
    expect(last.items.at(-1)?.title).toBe(kb.at(-1)?.title);
    const past = await list('/api/v1/frameworks/bioexcel/training-resources?page=15');
    expect([past.total, past.items]).toEqual([200, []]);
    for (const page of ['0', '-1', 'abc', '1.5']) {
      const res = await get(`/api/v1/frameworks/bioexcel/training-resources?page=${page}`);
      expect(res.statusCode, page).toBe(400);
    }
    const ids = new Set<number>();
    for (let p = 1; p <= 14; p++) {
      for (const item of (await list(`/api/v1/frameworks/bioexcel/training-resources?page=${p}`)).items) {
        ids.add(item.id);
      }
    }
    expect(ids.size).toBe(200);
  });

  it('filters by type (138/55/7/0, All = every type) and refuses an unknown type', async () => {
    const totals: Record<string, number> = {};
    for (const type of ['Online', 'Face-to-Face', 'Webinar', 'Hackathon', 'All']) {
      const page = await list(
        `/api/v1/frameworks/bioexcel/training-resources?type=${encodeURIComponent(type)}`,
      );
      totals[type] = page.total;
      if (type !== 'All') expect(page.items.every((i) => i.type === type)).toBe(true);
    }
    expect(totals).toEqual({ Online: 138, 'Face-to-Face': 55, Webinar: 7, Hackathon: 0, All: 200 });
    expect((await get('/api/v1/frameworks/bioexcel/training-resources?type=Seminar')).statusCode).toBe(400);
  });

  it('searches titles and keywords as plain, case-insensitive text, together with the type', async () => {
    for (const text of ['haddock', 'HPC', 'molecular dynamics', '.', '(', '%', '_']) {
      const page = await list(
        `/api/v1/frameworks/bioexcel/training-resources?search=${encodeURIComponent(text)}`,
      );
      expect(page.total, text).toBe(matching(text).length);
    }
    expect(matching('haddock').length).toBeGreaterThan(0);
    const f2f = await list('/api/v1/frameworks/bioexcel/training-resources?search=linux&type=Face-to-Face');
    expect(f2f.total).toBe(matching('linux').filter((i) => i.type === 'Face-to-Face').length);
    expect(f2f.total).toBeGreaterThan(0);
    const none = await list('/api/v1/frameworks/bioexcel/training-resources?search=no-such-course-anywhere');
    expect([none.total, none.items]).toEqual([0, []]);
    expect(
      (await get(`/api/v1/frameworks/bioexcel/training-resources?search=${'x'.repeat(201)}`)).statusCode,
    ).toBe(400);
  });

  it('answers 404 for an unknown framework and an empty list for a framework without resources', async () => {
    expect((await get('/api/v1/frameworks/nope/training-resources')).statusCode).toBe(404);
    expect((await list('/api/v1/frameworks/iscb/training-resources')).total).toBe(0);
  });

  it("lists a competency's resources 10 per page, counting attribute mappings, 404 for an unknown uuid", async () => {
    const uuid = bio.get('2.2')?.uuid as string;
    const expected = kb.filter((i) => i.competencies.some((c) => c.code === '2.2')).length;
    expect(expected).toBe(35);
    const first = await list(`/api/v1/frameworks/bioexcel/competencies/${uuid}/training-resources`);
    expect([first.total, first.pageSize, first.items.length]).toEqual([35, 10, 10]);
    expect(first.items.every((i) => i.competencies.some((c) => c.code === '2.2'))).toBe(true);
    const last = await list(`/api/v1/frameworks/bioexcel/competencies/${uuid}/training-resources?page=4`);
    expect(last.items).toHaveLength(5);
    const webinars = await list(
      `/api/v1/frameworks/bioexcel/competencies/${uuid}/training-resources?type=Webinar`,
    );
    expect(webinars.total).toBe(
      kb.filter((i) => i.type === 'Webinar' && i.competencies.some((c) => c.code === '2.2')).length,
    );

    // A resource mapped to one attribute of 1.1 counts for 1.1.
    const resource = await resourceId('936');
    const [attr] = await ctx()
      .database.db.execute(
        sql`select a.uuid from attribute a join competency c on c.id = a.competency_id where c.id = ${bio.get('1.1')?.id} order by a.position limit 1`,
      )
      .then((r) => (r as unknown as { rows: { uuid: string }[] }).rows);
    await ctx().database.db.execute(
      sql`insert into training_resource_mapping (resource_id, framework_id, competency_uuid, attribute_uuid)
          select ${resource.id}, f.id, ${bio.get('1.1')?.uuid}, ${attr?.uuid} from framework f where f.machine_name = 'bioexcel'`,
    );
    const before = kb.filter((i) => i.competencies.some((c) => c.code === '1.1')).length;
    const c11 = await list(
      `/api/v1/frameworks/bioexcel/competencies/${bio.get('1.1')?.uuid}/training-resources`,
    );
    expect(c11.total).toBe(before + 1);
    expect(c11.items.some((i) => i.id === resource.id)).toBe(true);

    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(
      (await get(`/api/v1/frameworks/bioexcel/competencies/${unknown}/training-resources`)).statusCode,
    ).toBe(404);
    expect(
      (await get('/api/v1/frameworks/bioexcel/competencies/not-a-uuid/training-resources')).statusCode,
    ).toBe(400);
  });

  it('shows a resource with every field, its credit and its mappings; 404 for an unknown slug', async () => {
    const row = await resourceId('936');
    const res = await get(`/api/v1/training-resources/${row.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = trainingResourceSchema.parse(res.json());
    expect(body).toMatchObject({
      id: row.id,
      slug: row.slug,
      title: kb[0]?.title,
      type: 'Online',
      organisers: 'Bonvin Lab',
      keywords: ['HADDOCK', 'GROMACS', 'Molecular Dynamics'],
      hitCount: 0,
      author: null,
      tess: null,
      archived: false,
      credit:
        "From the BioExcel knowledge centre's training resource dataset (EMBL-EBI, Apache-2.0); description by the course provider.",
    });
    expect(body.description).toContain('Computational Structural Biology group');
    expect(body.learningOutcomes).toContain('mouse MDM2 protein');
    const [mapping] = body.mappings;
    expect(body.mappings).toHaveLength(1);
    expect(mapping).toMatchObject({ framework: 'bioexcel', frameworkTitle: 'BioExcel', version: '1.0' });
    const mapped = mapping?.domains.flatMap((d) => d.competencies) ?? [];
    // 2.5 and 2.6 as whole competencies; 1.1 through one attribute (added by the competency list test).
    expect(mapped.map((c) => [c.code, c.mappingId !== null, c.attributes.length])).toEqual([
      ['1.1', false, 1],
      ['2.5', true, 0],
      ['2.6', true, 0],
    ]);
    expect(mapped[0]?.attributes[0]).toMatchObject({ type: expect.any(String), deprecated: false });
    expect(body.mappableFrameworks).toContainEqual({ framework: 'bioexcel', title: 'BioExcel' });
    expect(res.headers['cache-control']).toBe('public, no-cache');

    expect((await get('/api/v1/training-resources/no-such-resource')).statusCode).toBe(404);
    // A resource without a description or learning outcomes credits the dataset only.
    const plain = await ctx()
      .database.db.select()
      .from(trainingResource)
      .where(eq(trainingResource.importKey, 'bioexcel-kb:2017:108'));
    const plainBody = (await get(`/api/v1/training-resources/${plain[0]?.slug}`)).json();
    expect(plainBody.credit).toBe(
      "From the BioExcel knowledge centre's training resource dataset (EMBL-EBI, Apache-2.0).",
    );
    // A description that is only the dataset's metadata ('Type detail: Lecture, Provider: …') is no
    // description by the course provider (ADR 0045).
    const metadataOnly = (await get(`/api/v1/training-resources/${(await resourceId('938')).slug}`)).json();
    expect(metadataOnly.description).toContain('Type detail');
    expect(metadataOnly.credit).toBe(
      "From the BioExcel knowledge centre's training resource dataset (EMBL-EBI, Apache-2.0).",
    );
  });

  it('counts views (no session, the CSRF token) without touching the update time', async () => {
    const row = await resourceId('937');
    const visitor = await anonymousHeaders(ctx().app);
    for (let i = 0; i < 2; i++) {
      const res = await ctx().app.inject({
        method: 'POST',
        url: `/api/v1/training-resources/${row.slug}/views`,
        headers: visitor,
      });
      expect(res.statusCode).toBe(204);
    }
    // A cross-site form (text/plain, no token) counts nothing.
    const forged = await ctx().app.inject({
      method: 'POST',
      url: `/api/v1/training-resources/${row.slug}/views`,
      headers: { 'content-type': 'text/plain', origin: 'https://elsewhere.example' },
      payload: 'x=1',
    });
    expect(forged.statusCode).toBe(403);
    const body = (await get(`/api/v1/training-resources/${row.slug}`)).json();
    expect(body.hitCount).toBe(2);
    expect(body.updatedAt).toBe(row.updatedAt.toISOString());
    const unknown = await ctx().app.inject({
      method: 'POST',
      url: '/api/v1/training-resources/nope/views',
      headers: visitor,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('hides an archived resource from visitors (lists, page, views) but shows it to content managers', async () => {
    const row = await resourceId('938');
    await setArchived(row.id, true);
    try {
      const page = await list('/api/v1/frameworks/bioexcel/training-resources');
      expect(page.total).toBe(199);
      const all = await list(
        `/api/v1/frameworks/bioexcel/training-resources?search=${encodeURIComponent(row.title)}`,
      );
      expect(all.items.some((i) => i.id === row.id)).toBe(false);
      const detail = (await get('/api/v1/frameworks/bioexcel')).json();
      expect(detail.trainingResourceCount).toBe(199);

      expect((await get(`/api/v1/training-resources/${row.slug}`)).statusCode).toBe(404);
      expect(
        (await get(`/api/v1/training-resources/${row.slug}`, { cookie: frameworkManager.cookie })).statusCode,
      ).toBe(404);
      const asManager = await get(`/api/v1/training-resources/${row.slug}`, {
        cookie: contentManager.cookie,
      });
      expect(asManager.statusCode).toBe(200);
      expect(asManager.json()).toMatchObject({ archived: true, author: null });
      expect(asManager.headers['cache-control']).toBe('private, no-cache');
      const view = await ctx().app.inject({
        method: 'POST',
        url: `/api/v1/training-resources/${row.slug}/views`,
        headers: await anonymousHeaders(ctx().app),
      });
      expect(view.statusCode).toBe(404);
    } finally {
      await setArchived(row.id, false);
    }
    expect((await list('/api/v1/frameworks/bioexcel/training-resources')).total).toBe(200);
  });

  it('lists the most recently updated resource first', async () => {
    const row = await resourceId('5617');
    await ctx()
      .database.db.update(trainingResource)
      .set({ updatedAt: sql`now() + interval '1 minute'` })
      .where(eq(trainingResource.id, row.id));
    const page = await list('/api/v1/frameworks/bioexcel/training-resources');
    expect(page.items[0]?.id).toBe(row.id);
    expect(page.items[1]?.title).toBe(kb[0]?.title);
  });

  it('gives the framework detail and version content their training counts', async () => {
    const detail = (await get('/api/v1/frameworks/bioexcel')).json();
    expect([detail.trainingResourceCount, detail.learningPathwayCount]).toEqual([200, 0]);
    const content = (await get('/api/v1/frameworks/bioexcel/versions/1.0')).json();
    expect(content.framework.trainingResourceCount).toBe(200);
    expect((await get('/api/v1/frameworks/iscb')).json().trainingResourceCount).toBe(0);
  });

  it('finds up to 3 resources per competency, current ones first, never archived', async () => {
    const post = (payload: unknown) =>
      ctx().app.inject({
        method: 'POST',
        url: '/api/v1/training-resources/for-competencies',
        payload: payload as object,
      });
    const uuid22 = bio.get('2.2')?.uuid as string;
    const uuid33 = bio.get('3.3')?.uuid as string;
    // A resource mapped to 3.3 that has ended, updated last: still after the current (undated) ones.
    const linux = await resourceId('1034');
    await ctx()
      .database.db.update(trainingResource)
      .set({ updatedAt: sql`now() + interval '2 minutes'` })
      .where(eq(trainingResource.id, linux.id));
    const res = await post({ framework: 'bioexcel', competencyUuids: [uuid22, uuid33, uuid22] });
    expect(res.statusCode, res.body).toBe(200);
    const body = trainingForCompetenciesSchema.parse(res.json());
    expect(body.competencies.map((c) => [c.competencyUuid, c.resources.length, c.total])).toEqual([
      [uuid22, 3, 35],
      [uuid33, 3, kb.filter((i) => i.competencies.some((c) => c.code === '3.3')).length],
    ]);
    const for33 = body.competencies[1]?.resources ?? [];
    expect(for33.map((r) => r.id)).not.toContain(linux.id);

    // Once it is current again (ends in the future) it comes first; archived, it is gone.
    await ctx()
      .database.db.update(trainingResource)
      .set({ endDate: '2999-01-01' })
      .where(eq(trainingResource.id, linux.id));
    const current = trainingForCompetenciesSchema.parse(
      (await post({ framework: 'bioexcel', competencyUuids: [uuid33] })).json(),
    );
    expect(current.competencies[0]?.resources[0]?.id).toBe(linux.id);
    await setArchived(linux.id, true);
    const archived = trainingForCompetenciesSchema.parse(
      (await post({ framework: 'bioexcel', competencyUuids: [uuid33] })).json(),
    );
    expect(archived.competencies[0]?.resources.map((r) => r.id)).not.toContain(linux.id);
    expect(archived.competencies[0]?.total).toBe((body.competencies[1]?.total ?? 0) - 1);
    await setArchived(linux.id, false);

    const unknown = '00000000-0000-4000-8000-000000000000';
    const empty = (await post({ framework: 'bioexcel', competencyUuids: [unknown] })).json();
    expect(empty).toEqual({ competencies: [{ competencyUuid: unknown, resources: [], total: 0 }] });
    expect((await post({ framework: 'nope', competencyUuids: [] })).statusCode).toBe(404);
    expect((await post({ framework: 'bioexcel', competencyUuids: ['x'] })).statusCode).toBe(400);
  });

  it('documents every visitor training route in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const [route, method] of [
      ['/api/v1/frameworks/{framework}/training-resources', 'get'],
      ['/api/v1/frameworks/{framework}/competencies/{uuid}/training-resources', 'get'],
      ['/api/v1/training-resources/{slug}', 'get'],
      ['/api/v1/training-resources/{slug}/views', 'post'],
      ['/api/v1/training-resources/for-competencies', 'post'],
    ] as const) {
      expect(doc.paths[route]?.[method], `${method} ${route}`).toBeDefined();
    }
  });
});
