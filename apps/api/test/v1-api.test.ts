/**
 * The app's own /api/v1 endpoints and the OpenAPI document (docs/features/public-api.md §1), on every driver.
 */
import {
  competencyDetailSchema,
  exportTableSchema,
  frameworkDetailSchema,
  frameworkListSchema,
  frameworkVersionContentSchema,
} from '@hub/domain';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('/api/v1', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('lists live frameworks with their category and newest live version; draft-only ones are hidden', async () => {
    const res = await get('/api/v1/frameworks');
    const body = frameworkListSchema.parse(res.json());
    const byName = Object.fromEntries(body.frameworks.map((f) => [f.machineName, f]));
    expect(Object.keys(byName).sort()).toEqual(['bioexcel', 'direct', 'iscb', 'iscb-3.0e1']);
    expect(byName.direct?.category).toBe('Research infrastructure professionals');
    expect(byName.iscb?.latestLiveVersion).toBe('3.0');
    expect(byName.bioexcel?.category).toBe('Research-oriented students and professionals');
    expect(byName['iscb-3.0e1']?.category).toBe('Research infrastructure professionals');
    expect(byName['iscb-3.0e1']?.extends).toEqual({ machineName: 'iscb', title: 'ISCB', version: '3.0' });
  });

  it('describes a framework with versions newest first and its extensions', async () => {
    const body = frameworkDetailSchema.parse((await get('/api/v1/frameworks/iscb')).json());
    expect(body.versions.map((v) => v.number)).toEqual(['3.0', '2.0']);
    expect(body.extensions).toEqual([
      { machineName: 'iscb-3.0e1', title: 'ISCB core facility extension', firstVersion: 'e1' },
    ]);
    expect((await get('/api/v1/frameworks/corbel')).statusCode).toBe(404);
  });

  it('serves a version with provenance so partial data is never mistaken for the whole framework', async () => {
    const body = frameworkVersionContentSchema.parse(
      (await get('/api/v1/frameworks/iscb/versions/2.0')).json(),
    );
    expect(body.domains.flatMap((d) => d.competencies)).toHaveLength(15);
    const own = body.sources[0];
    expect(own?.versionNumber).toBe('2.0');
    expect(own?.complete).toBe(false);
    expect(own?.notes).toMatch(/\bP\b/);
    const bioexcel = frameworkVersionContentSchema.parse(
      (await get('/api/v1/frameworks/bioexcel/versions/1.0')).json(),
    );
    expect(bioexcel.sources.map((s) => s.versionNumber)).toEqual(['1.0', '3.0']);
    expect(bioexcel.expertiseLevels.find((l) => l.ratingLevel === 0)?.title).toBe('Not applicable');
  });

  it('serves one competency with its attributes and 404s for an id from nowhere', async () => {
    const content = frameworkVersionContentSchema.parse(
      (await get('/api/v1/frameworks/bioexcel/versions/1.0')).json(),
    );
    const competency = content.domains[0]?.competencies[0];
    if (!competency) throw new Error('no competency');
    const res = await get(`/api/v1/frameworks/bioexcel/versions/1.0/competencies/${competency.id}`);
    const body = competencyDetailSchema.parse(res.json());
    expect(body.competency.title).toBe('Function effectively in teams to accomplish a common goal.');
    expect(body.domain.title).toBe('Generic Competencies');
    expect(new Set(body.competency.attributes.map((a) => a.type))).toEqual(
      new Set(['Knowledge', 'Skill', 'Attitude']),
    );
    expect((await get('/api/v1/frameworks/bioexcel/versions/1.0/competencies/999999')).statusCode).toBe(404);
    expect((await get('/api/v1/frameworks/bioexcel/versions/1.0/competencies/abc')).statusCode).toBe(400);
    const iscbCompetency = (await get('/api/v1/frameworks/iscb/versions/3.0')).json().domains[0]
      .competencies[0];
    expect(
      (await get(`/api/v1/frameworks/bioexcel/versions/1.0/competencies/${iscbCompetency.id}`)).statusCode,
    ).toBe(404);
  });

  it('exports with a file name and excluded columns', async () => {
    const body = exportTableSchema.parse(
      (
        await get('/api/v1/frameworks/bioexcel/versions/1.0/export?exclude=Domain%20UUID,Competency%20UUID')
      ).json(),
    );
    expect(body.fileName).toBe('bioexcel_1.0.csv');
    expect(body.headers).not.toContain('Domain UUID');
    expect(body.data).toHaveLength(232);
  });

  it('revalidates with ETags: 304 on a matching If-None-Match', async () => {
    const first = await get('/api/v1/frameworks/bioexcel/versions/1.0');
    expect(first.headers['cache-control']).toContain('no-cache');
    const second = await get('/api/v1/frameworks/bioexcel/versions/1.0', {
      'if-none-match': first.headers.etag as string,
    });
    expect(second.statusCode).toBe(304);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await get('/api/v1/nothing/here/at/all');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
  });

  it('documents every route in the OpenAPI 3.1 document', async () => {
    const doc = (await get('/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/api/version_manager',
      '/api/{framework}/{version}',
      '/api/{framework}/{version}/profiles',
      '/api/export/{framework}/{version}',
      '/api/v1/frameworks',
      '/api/v1/frameworks/{framework}',
      '/api/v1/frameworks/{framework}/versions/{version}',
      '/api/v1/frameworks/{framework}/versions/{version}/competencies/{id}',
      '/api/v1/frameworks/{framework}/versions/{version}/export',
      '/api/v1/health',
    ]) {
      expect(doc.paths, p).toHaveProperty([p]);
    }
  });
});
