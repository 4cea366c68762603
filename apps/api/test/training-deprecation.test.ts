/**
 * Mappings follow competencies across versions by lineage uuid and become 'deprecated' when the competency
 * or attribute is archived or absent in the framework's newest live version (docs/features/training.md §5; ADR 0013), on
 * every driver: BioExcel 1.1 released through the curation API with competency 2.2 and one attribute of 2.5
 * archived, and a small imported framework whose 2.0 drops a competency.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { TrainingResource, TrainingResourceList } from '@hub/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import {
  competency,
  framework,
  frameworkVersion,
  trainingResource,
  trainingResourceMapping,
} from '../src/db/schema/index.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { shippedTrainingDir } from '../src/db/seed/training-shipped.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, fullManageView, PASSWORD } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

const kb = JSON.parse(
  readFileSync(path.join(shippedTrainingDir, 'bioexcel-knowledge-base.json'), 'utf8'),
) as {
  competencies: { code: string }[];
  source_ref: { kb2019_nid: string | null; kb2017_rows: number[] };
}[];

/** A small framework file: `codes` are its competencies (one attribute each) in one domain. */
function smallFramework(version: string, codes: string[]) {
  return JSON.stringify({
    machine_name: 'smallfw',
    title: 'Small framework',
    version,
    description: '',
    category: 'Clinical professionals',
    licence: 'CC BY 4.0',
    source: ['made for a test'],
    complete: true,
    notes: '',
    attribute_types: ['Knowledge'],
    expertise_levels: [],
    domains: [
      {
        title: 'Only domain',
        code: 'D',
        competencies: codes.map((code) => ({
          title: `Competency ${code}`,
          code,
          attributes: [{ type: 'Knowledge', title: `Knows ${code}` }],
        })),
      },
    ],
  });
}

describeWithSeededApp('training mappings across versions', (ctx) => {
  let manager: AuthHeaders;
  /** Code → row id in BioExcel 1.0 and 1.1, and lineage uuid. */
  const v10 = new Map<string, { id: number; uuid: string }>();
  const v11 = new Map<string, { id: number; uuid: string }>();
  let archivedAttribute: { id10: number; uuid: string };
  let resource936: { id: number; slug: string };

  const get = async <T>(url: string): Promise<T> => {
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json() as T;
  };
  const codesOf = async (number: string) => {
    const rows = await ctx()
      .database.db.select({ id: competency.id, uuid: competency.uuid, code: competency.code })
      .from(competency)
      .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
      .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
      .where(and(eq(framework.machineName, 'bioexcel'), eq(frameworkVersion.number, number)));
    return new Map(rows.map((r) => [r.code as string, { id: r.id, uuid: r.uuid }]));
  };

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'dep-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'dep-manager', PASSWORD)).headers;
    for (const [k, v] of await codesOf('1.0')) v10.set(k, v);

    // Resource 936 (mapped to 2.5 and 2.6) also gets one attribute of 2.5, which 1.1 archives.
    const [row] = await database.db
      .select()
      .from(trainingResource)
      .where(eq(trainingResource.importKey, 'bioexcel-kb:nid:936'));
    resource936 = { id: row?.id as number, slug: row?.slug as string };
    const view10 = await fullManageView(app, manager, 'bioexcel');
    const c25 = view10.domains.flatMap((d) => d.competencies).find((c) => c.code === '2.5');
    const attr = c25?.attributes[0];
    archivedAttribute = { id10: attr?.id as number, uuid: attr?.uuid as string };
    const [bio] = await database.db.select().from(framework).where(eq(framework.machineName, 'bioexcel'));
    await database.db.insert(trainingResourceMapping).values({
      resourceId: resource936.id,
      frameworkId: bio?.id as number,
      competencyUuid: v10.get('2.5')?.uuid as string,
      attributeUuid: archivedAttribute.uuid,
    });

    const draft = await call(app, manager, 'POST', '/bioexcel/draft');
    expect(draft.statusCode, draft.body).toBe(201);
    const view = await fullManageView(app, manager, 'bioexcel');
    const all = view.domains.flatMap((d) => d.competencies);
    const c22 = all.find((c) => c.code === '2.2');
    const draftAttr = all.flatMap((c) => c.attributes).find((a) => a.uuid === archivedAttribute.uuid);
    expect(
      (await call(app, manager, 'PATCH', `/bioexcel/competencies/${c22?.id}`, { archived: true })).statusCode,
    ).toBe(200);
    expect(
      (await call(app, manager, 'PATCH', `/bioexcel/attributes/${draftAttr?.id}`, { archived: true }))
        .statusCode,
    ).toBe(200);
    const release = await call(app, manager, 'POST', '/bioexcel/release', {
      version: '1.1',
      releaseNotes: 'Archives 2.2.',
    });
    expect(release.statusCode, release.body).toBe(200);
    for (const [k, v] of await codesOf('1.1')) v11.set(k, v);
  });

  it('shows active competencies in the newest live version and an archived one where it was active, deprecated', async () => {
    const uuid22 = v10.get('2.2')?.uuid as string;
    const page = await get<TrainingResourceList>(
      `/api/v1/frameworks/bioexcel/competencies/${uuid22}/training-resources?page=1`,
    );
    // Still found through its lineage uuid: the 35 resources mapped to 2.2 in 1.0.
    expect(page.total).toBe(kb.filter((i) => i.competencies.some((c) => c.code === '2.2')).length);
    const entries = page.items.flatMap((i) => i.competencies);
    const c22 = entries.filter((c) => c.code === '2.2');
    expect(c22.length).toBe(page.items.length);
    expect(
      c22.every((c) => c.version === '1.0' && c.competencyId === v10.get('2.2')?.id && c.deprecated),
    ).toBe(true);
    const others = entries.filter((c) => c.code !== '2.2');
    expect(others.length).toBeGreaterThan(0);
    for (const c of others) {
      expect(c).toMatchObject({
        version: '1.1',
        competencyId: v11.get(c.code as string)?.id,
        deprecated: false,
      });
      expect(c.competencyId).not.toBe(v10.get(c.code as string)?.id);
    }
  });

  it("lists exactly the resources with a deprecated mapping in the managers' 'deprecated' filter", async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'dep-content',
      password: PASSWORD,
      roles: ['content_manager'],
    });
    const content = (await signIn(app, 'dep-content', PASSWORD)).headers;
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/manage/training-resources?deprecated=true&page=1',
      headers: content,
    });
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as { total: number; items: { hasDeprecatedMapping: boolean; slug: string }[] };
    // Every resource mapped to 2.2 (archived in 1.1), plus resource 936 (its 2.5 attribute is archived).
    const expected = kb.filter((i) => i.competencies.some((c) => c.code === '2.2')).length + 1;
    expect(list.total).toBe(expected);
    expect(list.items.every((i) => i.hasDeprecatedMapping)).toBe(true);
    expect(list.items.map((i) => i.slug)).toContain(resource936.slug);
  });

  it('marks an archived attribute deprecated on the resource page, its competency not', async () => {
    const body = await get<TrainingResource>(`/api/v1/training-resources/${resource936.slug}`);
    expect(body.mappings.map((m) => m.version)).toEqual(['1.1']);
    const competencies = body.mappings[0]?.domains.flatMap((d) => d.competencies) ?? [];
    const c25 = competencies.find((c) => c.code === '2.5');
    expect(c25).toMatchObject({ version: '1.1', competencyId: v11.get('2.5')?.id, deprecated: false });
    expect(c25?.mappingId).not.toBeNull();
    expect(c25?.attributes).toEqual([
      expect.objectContaining({ attributeUuid: archivedAttribute.uuid, deprecated: true }),
    ]);
    expect(c25?.attributes[0]?.attributeId).not.toBe(archivedAttribute.id10);
  });

  it("groups the hub's nested competency_profile by the version each competency is shown in", async () => {
    // A shipped resource mapped to 2.2 and to other competencies.
    const item = kb.find((i) => i.competencies.length > 1 && i.competencies.some((c) => c.code === '2.2'));
    const key = item?.source_ref.kb2019_nid
      ? `bioexcel-kb:nid:${item.source_ref.kb2019_nid}`
      : `bioexcel-kb:2017:${item?.source_ref.kb2017_rows[0]}`;
    const [row] = await ctx()
      .database.db.select()
      .from(trainingResource)
      .where(eq(trainingResource.importKey, key));
    const codes = (item?.competencies ?? []).map((c) => c.code);
    const body = await get<{
      competency_profile: {
        version: string;
        domains: { competencies: { id: string; archived: string }[] }[];
      }[];
    }>(`/api/resources/?slug=${row?.slug}`);
    const byVersion = Object.fromEntries(
      body.competency_profile.map((p) => [p.version, p.domains.flatMap((d) => d.competencies)]),
    );
    expect(Object.keys(byVersion).sort()).toEqual(['1.0', '1.1']);
    expect(byVersion['1.1']?.length).toBe(codes.length - 1);
    expect(byVersion['1.0']).toEqual([
      { id: String(v10.get('2.2')?.id), title: expect.any(String), archived: 'archived', attributes: [] },
    ]);
    for (const c of byVersion['1.1'] ?? []) expect(c.archived).toBe('');
  });

  it('resolves a competency absent from the newest live version to the last version that has it, deprecated', async () => {
    const { db } = ctx().database;
    await importFrameworkText(db, smallFramework('1.0', ['A', 'B']), 'small-1.0.json');
    await importFrameworkText(db, smallFramework('2.0', ['A']), 'small-2.0.json');
    const rows = await db
      .select({
        id: competency.id,
        uuid: competency.uuid,
        code: competency.code,
        number: frameworkVersion.number,
        fw: framework.id,
      })
      .from(competency)
      .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
      .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
      .where(eq(framework.machineName, 'smallfw'));
    const find = (code: string, number: string) => rows.find((r) => r.code === code && r.number === number);
    const a = find('A', '1.0');
    expect(find('A', '2.0')?.uuid).toBe(a?.uuid);
    await db.insert(trainingResourceMapping).values(
      ['A', 'B'].map((code) => ({
        resourceId: resource936.id,
        frameworkId: a?.fw as number,
        competencyUuid: find(code, '1.0')?.uuid as string,
      })),
    );
    const page = await get<TrainingResourceList>('/api/v1/frameworks/smallfw/training-resources');
    expect(page.total).toBe(1);
    expect(page.items[0]?.competencies.map((c) => [c.code, c.version, c.competencyId, c.deprecated])).toEqual(
      [
        ['A', '2.0', find('A', '2.0')?.id, false],
        ['B', '1.0', find('B', '1.0')?.id, true],
      ],
    );
    // The resource page lists both frameworks, BioExcel first by title.
    const body = await get<TrainingResource>(`/api/v1/training-resources/${resource936.slug}`);
    expect(body.mappings.map((m) => [m.framework, m.version])).toEqual([
      ['bioexcel', '1.1'],
      ['smallfw', '2.0'],
    ]);
    // The competency list of B (absent from 2.0) still answers through the version that has it.
    const listB = await get<TrainingResourceList>(
      `/api/v1/frameworks/smallfw/competencies/${find('B', '1.0')?.uuid}/training-resources`,
    );
    expect(listB.items.map((i) => i.id)).toEqual([resource936.id]);
    expect(
      (await get<{ trainingResourceCount: number }>('/api/v1/frameworks/smallfw')).trainingResourceCount,
    ).toBe(1);
  });
});
