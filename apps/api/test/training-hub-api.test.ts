/**
 * The original hub's training endpoints (docs/features/training.md §1; docs/features/public-api.md §7) over the shipped BioExcel
 * knowledge base, on every driver: the original clients' exact URLs (repeated `source`, empty `timestamp`,
 * trailing slashes, the malformed `field_competency_target_id=5659?source=…`), paging as the clients page,
 * filters, totals in `hitcount`, archived resources, and the OpenAPI document.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  appUser,
  competency,
  framework,
  frameworkVersion,
  trainingResource,
} from '../src/db/schema/index.js';
import { shippedTrainingDir } from '../src/db/seed/training-shipped.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { describeWithSeededApp } from './helpers.js';

interface KbItem {
  title: string;
  type: string;
  keywords: string;
  competencies: { code: string }[];
}
const kb = JSON.parse(
  readFileSync(path.join(shippedTrainingDir, 'bioexcel-knowledge-base.json'), 'utf8'),
) as KbItem[];
/** DIRECT's learning resources (ADR 0046), shipped beside the knowledge base: all of them Online. */
const direct = JSON.parse(
  readFileSync(path.join(shippedTrainingDir, 'direct-2.0.0-learning-resources.json'), 'utf8'),
) as KbItem[];
/** Every shipped training resource, the total the hub-wide lists count. */
const SHIPPED = kb.length + direct.length;
const withCode = (code: string) => kb.filter((i) => i.competencies.some((c) => c.code === code));
const PASSWORD = 'correct horse battery staple';

interface Row {
  id: string;
  title: string;
  type: string;
  archived: string;
  hitcount: string;
  competency_profile: { framework_label: string; competency_id: string; competency_label: string }[];
}

describeWithSeededApp('original hub API: training resources', (ctx) => {
  let manager: AuthHeaders;
  let managerId: number;
  const codes = new Map<string, number>();
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });
  const json = async <T = Row[]>(url: string, headers: Record<string, string> = {}): Promise<T> => {
    const res = await get(url, headers);
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const byKey = async (key: string) => {
    const [row] = await ctx()
      .database.db.select()
      .from(trainingResource)
      .where(eq(trainingResource.importKey, key));
    if (!row) throw new Error(key);
    return row;
  };
  const setArchived = (id: number, archived: boolean) =>
    ctx().database.db.update(trainingResource).set({ archived }).where(eq(trainingResource.id, id));

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'hub-content',
      password: PASSWORD,
      roles: ['content_manager'],
    });
    manager = (await signIn(app, 'hub-content', PASSWORD)).headers;
    const [user] = await database.db.select().from(appUser).where(eq(appUser.username, 'hub-content'));
    managerId = user?.id as number;
    const rows = await database.db
      .select({ id: competency.id, code: competency.code })
      .from(competency)
      .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
      .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
      .where(and(eq(framework.machineName, 'bioexcel'), eq(frameworkVersion.number, '1.0')));
    for (const r of rows) codes.set(r.code as string, r.id);
  });

  it("answers the original framework tab's exact request: 15 rows, the total in hitcount, flat competencies", async () => {
    const rows = await json(
      '/api/competency_framework_resources?_format=json&source=competencyhub&page=1&title=&type=&framework=bioexcel&source=competencyhub&timestamp=',
    );
    expect(rows).toHaveLength(15);
    expect(rows.every((r) => r.hitcount === '200' && r.archived === '')).toBe(true);
    expect(rows.map((r) => r.title)).toEqual(kb.slice(0, 15).map((i) => i.title));
    expect(rows[0]?.competency_profile).toEqual(
      ['2.5', '2.6'].map((code) => ({
        framework_label: 'bioexcel',
        competency_id: String(codes.get(code)),
        competency_label: expect.any(String),
      })),
    );
    // Old clients name the framework by title; the trailing-slash form is served too.
    expect(await json('/api/competency_framework_resources/?framework=BioExcel&page=1')).toEqual(rows);
  });

  it('pages as the original clients do: 0 and 1 are the first page, 14 the last, past the end is empty', async () => {
    const base = '/api/competency_framework_resources?_format=json&framework=bioexcel';
    const firstPage = await json(`${base}&page=1`);
    expect(await json(`${base}&page=0`)).toEqual(firstPage);
    expect(await json(base)).toEqual(firstPage);
    expect(await json(`${base}&page=2`)).not.toEqual(firstPage);
    expect((await json(`${base}&page=14`)).map((r) => r.title)).toEqual(kb.slice(195).map((i) => i.title));
    expect(await json(`${base}&page=15`)).toEqual([]);
    for (const page of ['-1', 'x', '1.5'])
      expect((await get(`${base}&page=${page}`)).statusCode, page).toBe(400);
  });

  it('filters by title and type, counts with checkForTrainingResources, and refuses bad input', async () => {
    const base = '/api/competency_framework_resources?_format=json&framework=bioexcel';
    const haddock = await json(`${base}&title=HADDOCK&type=All`);
    const expected = kb.filter(
      (i) =>
        i.title.toLowerCase().includes('haddock') ||
        i.keywords.split(',').some((k) => k.toLowerCase().includes('haddock')),
    );
    expect(haddock.map((r) => r.title).sort()).toEqual(expected.map((i) => i.title).sort());
    expect(haddock[0]?.hitcount).toBe(String(expected.length));
    const webinars = await json(`${base}&type=Webinar`);
    expect(webinars.map((r) => r.type)).toEqual(Array(7).fill('Webinar'));
    expect(webinars[0]?.hitcount).toBe('7');
    expect(
      await json<number>(`${base}&page=1&title=&type=All&checkForTrainingResources=true&timestamp=1`),
    ).toBe(200);
    expect(await json<number>(`${base}&type=Face-to-Face&checkForTrainingResources=true`)).toBe(55);
    expect(await json<number>(`${base.replace('bioexcel', 'iscb')}&checkForTrainingResources=true`)).toBe(0);
    expect((await get(`${base}&type=Seminar`)).statusCode).toBe(400);
    expect((await get('/api/competency_framework_resources?_format=json')).statusCode).toBe(400);
    expect((await get('/api/competency_framework_resources?framework=nope')).statusCode).toBe(404);
  });

  it('serves one resource by slug (and id) with a nested competency_profile and comma-separated keywords', async () => {
    const row = await byKey('bioexcel-kb:nid:936');
    const body = await json<Record<string, unknown>>(
      `/api/resources/?_format=json&slug=${row.slug}&timestamp=123&source=competencyhub`,
    );
    const [bioexcel] = await ctx()
      .database.db.select()
      .from(framework)
      .where(eq(framework.machineName, 'bioexcel'));
    expect(body).toMatchObject({
      id: String(row.id),
      title: kb[0]?.title,
      type: 'Online',
      dates: '',
      end_date: '',
      keywords: 'HADDOCK, GROMACS, Molecular Dynamics',
      organisers: 'Bonvin Lab',
      tess_id: '',
      tess_content_provider: '',
      archived: '',
      hitcount: '0',
      competency_profile: [
        {
          id: String(bioexcel?.id),
          title: 'BioExcel',
          version: '1.0',
          domains: [
            {
              title: expect.any(String),
              competencies: ['2.5', '2.6'].map((code) => ({
                id: String(codes.get(code)),
                title: expect.any(String),
                archived: '',
                attributes: [],
              })),
            },
          ],
        },
      ],
    });
    expect(await json(`/api/resources?_format=hal_json&id=${row.id}`)).toEqual(body);
    const dated = await json<Record<string, string>>(
      `/api/resources/?slug=${(await byKey('bioexcel-kb:nid:1034')).slug}`,
    );
    expect([dated.dates, dated.end_date]).toEqual(['2017-05-02', '2017-07-11']);
    expect((await get('/api/resources/?slug=no-such-resource')).statusCode).toBe(404);
    expect((await get('/api/resources/?id=9999999999')).statusCode).toBe(404);
    expect((await get('/api/resources/?id=abc')).statusCode).toBe(400);
  });

  it('lists 50 resources per page for the content managers’ screen, with the total in hitcount', async () => {
    const first = await json<{ hitcount: string; author: string; type: string }[]>(
      '/api/resources?_format=json&page=0&title=&type=',
    );
    expect(first).toHaveLength(50);
    expect(first.every((r) => r.hitcount === String(SHIPPED) && r.author === '')).toBe(true);
    expect(await json('/api/resources?_format=json&page=1&title=&type=')).toEqual(first);
    const lastPage = Math.ceil(SHIPPED / 50);
    expect(await json(`/api/resources?page=${lastPage}`)).toHaveLength(SHIPPED - (lastPage - 1) * 50);
    expect(await json(`/api/resources?page=${lastPage + 1}`)).toEqual([]);
    const online = await json<{ hitcount: string; type: string }[]>('/api/resources?page=1&type=Online');
    const onlineCount = [...kb, ...direct].filter((i) => i.type === 'Online').length;
    expect([online.length, online[0]?.hitcount]).toEqual([50, String(onlineCount)]);
  });

  it('finds each resource by the slug the original client makes from its title for its competency pages’ links', async () => {
    // The original client's slugify: lower-cased, all but \w and spaces removed, runs of spaces to '-'.
    const clientSlug = (title: string) =>
      title
        .toLowerCase()
        .replace(/[^\w ]+/g, '')
        .replace(/ +/g, '-');
    const rows = await ctx()
      .database.db.select({
        id: trainingResource.id,
        slug: trainingResource.slug,
        title: trainingResource.title,
      })
      .from(trainingResource)
      .orderBy(trainingResource.id);
    const ours = new Map(rows.map((r) => [r.slug, r.id]));
    const differing = rows.filter((r) => clientSlug(r.title) !== r.slug && clientSlug(r.title) !== '');
    // '&', '/', hyphens and accents in titles: dozens of links that led nowhere.
    expect(differing.length).toBeGreaterThan(20);
    for (const row of differing) {
      const slug = clientSlug(row.title);
      // Our own slug wins; else the oldest resource whose title gives that client slug.
      const expected = ours.get(slug) ?? rows.find((r) => clientSlug(r.title) === slug)?.id;
      const body = await json<{ id: string; title: string }>(
        `/api/resources/?_format=json&slug=${slug}&timestamp=123&source=competencyhub`,
      );
      expect(body.id, slug).toBe(String(expected));
    }
    const [first] = differing;
    if (!first) throw new Error('no differing slug');
    // Both addresses answer the same resource.
    expect(await json(`/api/resources/?slug=${clientSlug(first.title)}`)).toEqual(
      await json(`/api/resources/?slug=${first.slug}`),
    );
  });

  it('shows archived resources and authors to content managers only', async () => {
    const row = await byKey('bioexcel-kb:nid:938');
    await ctx()
      .database.db.update(trainingResource)
      .set({ archived: true, authorId: managerId })
      .where(eq(trainingResource.id, row.id));
    try {
      const anonymous = await json<{ id: string; hitcount: string }[]>(
        `/api/resources?title=${encodeURIComponent(row.title)}`,
      );
      expect(anonymous.some((r) => r.id === String(row.id))).toBe(false);
      expect((await json<{ hitcount: string }[]>('/api/resources'))[0]?.hitcount).toBe(String(SHIPPED - 1));
      expect((await get(`/api/resources/?slug=${row.slug}`)).statusCode).toBe(404);
      expect(
        await json<number>(
          '/api/competency_framework_resources?framework=bioexcel&checkForTrainingResources=true',
        ),
      ).toBe(199);
      expect((await json('/api/v1/all-training-resources')).length).toBe(SHIPPED - 1);

      const asManager = await json<{ id: string; archived: string; author: string; hitcount: string }[]>(
        '/api/resources?page=1',
        { cookie: manager.cookie },
      );
      expect(asManager[0]?.hitcount).toBe(String(SHIPPED));
      const listed = (
        await json<{ id: string; archived: string; author: string }[]>(
          `/api/resources?title=${encodeURIComponent(row.title)}`,
          {
            cookie: manager.cookie,
          },
        )
      ).find((r) => r.id === String(row.id));
      expect(listed).toMatchObject({ archived: 'archived', author: String(managerId) });
      const detail = await json<{ archived: string }>(`/api/resources/?slug=${row.slug}`, {
        cookie: manager.cookie,
      });
      expect(detail.archived).toBe('archived');
    } finally {
      await setArchived(row.id, false);
    }
  });

  it('lists a competency’s resources from the malformed original request, 10 per 0-based page, and counts them', async () => {
    const id = codes.get('2.2') as number;
    const malformed = `/api/competency-resources?field_competency_target_id=${id}?source=competencyhub&source=competencyhub`;
    const first = await json<{ nid: string; title: string }[]>(malformed);
    expect(first).toHaveLength(10);
    const all = await json<{ nid: string; title: string }[]>(
      `/api/competency-resources/count?field_competency_target_id=${id}`,
    );
    expect(all.map((r) => r.title).sort()).toEqual(
      withCode('2.2')
        .map((i) => i.title)
        .sort(),
    );
    expect(all.slice(0, 10)).toEqual(first);
    const page3 = await json<{ nid: string }[]>(
      `/api/competency-resources?field_competency_target_id=${id}&page=3`,
    );
    expect(page3).toEqual(all.slice(30, 35));
    const typed = await json<{ type: string }[]>(
      `/api/competency-resources/count?field_competency_target_id=${id}&field_type_value=Face-to-Face`,
    );
    expect(typed).toHaveLength(withCode('2.2').filter((i) => i.type === 'Face-to-Face').length);
    const titled = await json(
      `/api/competency-resources/count/?field_competency_target_id=${id}&title=python`,
    );
    expect(titled.length).toBeLessThan(all.length);
    expect(await json('/api/competency-resources?field_competency_target_id=2147483647')).toEqual([]);
    expect(await json('/api/competency-resources?field_competency_target_id=99999999999')).toEqual([]);
    expect((await get('/api/competency-resources?field_competency_target_id=x5659')).statusCode).toBe(400);
    expect((await get('/api/competency-resources')).statusCode).toBe(400);
  });

  it('lists every visible resource for the sitemap with its /training/{slug} view_node', async () => {
    const rows = await json<{ nid: string; view_node: string }[]>(
      '/api/v1/all-training-resources?_format=json&source=competencyhub',
    );
    expect(rows).toHaveLength(SHIPPED);
    const row = await byKey('bioexcel-kb:nid:936');
    expect(rows).toContainEqual(
      expect.objectContaining({ nid: String(row.id), view_node: `/training/${row.slug}` }),
    );
  });

  it('documents every hub training route in the OpenAPI document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    for (const route of [
      '/api/competency_framework_resources',
      '/api/resources',
      '/api/competency-resources',
      '/api/competency-resources/count',
      '/api/v1/all-training-resources',
    ]) {
      expect(doc.paths[route]?.get, route).toBeDefined();
    }
  });
});
