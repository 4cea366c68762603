/**
 * Contract tests of the original hub's training endpoints (docs/features/public-api.md §7): their answers validate
 * against JSON Schemas written from the contract's field lists (test/contracts/training-*.schema.json,
 * competency-resources, all-training-resources), independent of the Zod schemas the server uses.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { competency, framework, frameworkVersion, trainingResource } from '../src/db/schema/index.js';
import { describeWithSeededApp } from './helpers.js';

const dir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'contracts');
const ajv = new Ajv2020({ allErrors: true, strict: false });
(addFormats as unknown as (a: Ajv2020) => void)(ajv);
const validator = (name: string) =>
  ajv.compile(JSON.parse(readFileSync(path.join(dir, `${name}.schema.json`), 'utf8')));

const schemas = {
  frameworkResources: validator('training-framework-resources'),
  count: validator('training-resource-count'),
  resource: validator('training-resource'),
  list: validator('training-resources-list'),
  competencyResources: validator('competency-resources'),
  all: validator('all-training-resources'),
  error: validator('error'),
};

describeWithSeededApp('hub training API contracts', (ctx) => {
  const check = async (url: string, validate: (typeof schemas)[keyof typeof schemas], status = 200) => {
    const res = await ctx().app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(status);
    const ok = validate(res.json());
    expect(validate.errors ?? [], `${url} violates its contract`).toEqual([]);
    expect(ok).toBe(true);
    return res.json();
  };

  it('competency_framework_resources matches its contract, as rows and as a count', async () => {
    const rows = await check(
      '/api/competency_framework_resources?_format=json&source=competencyhub&page=1&title=&type=&framework=bioexcel',
      schemas.frameworkResources,
    );
    expect(rows).toHaveLength(15);
    await check(
      '/api/competency_framework_resources?framework=BioExcel&page=14&type=All',
      schemas.frameworkResources,
    );
    await check(
      '/api/competency_framework_resources?framework=bioexcel&checkForTrainingResources=true',
      schemas.count,
    );
  });

  it('one resource (by slug, and by id) matches its contract with its nested competency_profile', async () => {
    const rows = await ctx().database.db.select().from(trainingResource).limit(3);
    for (const row of rows) {
      const body = await check(
        `/api/resources/?_format=json&slug=${row.slug}&timestamp=&source=competencyhub`,
        schemas.resource,
      );
      expect(body.competency_profile.length).toBeGreaterThan(0);
      await check(`/api/resources/?_format=hal_json&id=${row.id}`, schemas.resource);
    }
  });

  it('the content managers’ list, the competency lists and the sitemap list match their contracts', async () => {
    await check('/api/resources?_format=json&page=0&title=&type=', schemas.list);
    await check('/api/resources?_format=json&page=4&title=hpc&type=Online', schemas.list);
    const [c22] = await ctx()
      .database.db.select({ id: competency.id })
      .from(competency)
      .innerJoin(frameworkVersion, eq(competency.versionId, frameworkVersion.id))
      .innerJoin(framework, eq(frameworkVersion.frameworkId, framework.id))
      .where(and(eq(framework.machineName, 'bioexcel'), eq(competency.code, '2.2')));
    const rows = await check(
      `/api/competency-resources?field_competency_target_id=${c22?.id}?source=competencyhub&source=competencyhub`,
      schemas.competencyResources,
    );
    expect(rows).toHaveLength(10);
    const all = await check(
      `/api/competency-resources/count?field_competency_target_id=${c22?.id}`,
      schemas.competencyResources,
    );
    expect(all).toHaveLength(35);
    expect(
      await check('/api/v1/all-training-resources?_format=json&source=competencyhub', schemas.all),
    ).toHaveLength(407); // the BioExcel knowledge base's 200 and DIRECT's 207 learning resources
  });

  it('errors match the error contract', async () => {
    await check('/api/competency_framework_resources?framework=nope', schemas.error, 404);
    await check('/api/competency_framework_resources?framework=bioexcel&page=-1', schemas.error, 400);
    await check('/api/resources/?slug=no-such-resource', schemas.error, 404);
    await check('/api/competency-resources?field_competency_target_id=abc', schemas.error, 400);
  });

  it('rejects answers that break the contracts (the schemas are not vacuous)', () => {
    expect(schemas.frameworkResources([{ id: 1, title: 'x' }])).toBe(false);
    expect(
      schemas.frameworkResources([
        {
          id: '1',
          slug: 'x',
          title: 'x',
          type: 'Online',
          archived: '0',
          hitcount: '1',
          competency_profile: [],
        },
      ]),
    ).toBe(false);
    expect(schemas.count('3')).toBe(false);
    expect(schemas.resource({ id: '1', title: 'x', competency_profile: {} })).toBe(false);
    expect(
      schemas.list([
        {
          id: '1',
          slug: 'x',
          title: 'x',
          dates: '1 May 2017',
          end_date: '',
          type: 'Online',
          url: '',
          archived: '',
          author: '',
          hitcount: '1',
        },
      ]),
    ).toBe(false);
    expect(schemas.competencyResources([{ nid: 5 }])).toBe(false);
    expect(schemas.all([{ view_node: '/training-resources/x' }])).toBe(false);
  });
});
