/**
 * `GET /api/v1/unpublished-frameworks` (ADR 0045): every shipped framework version that is still a draft,
 * with its name, category and citations, so that the home page can name it and link its sources; a
 * released version is never listed, and a draft made in the hub (no source file) neither.
 */
import { unpublishedFrameworkListSchema } from '@hub/domain';
import { expect, it } from 'vitest';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('/api/v1/unpublished-frameworks', (ctx) => {
  it('lists the eight shipped versions that are drafts, with the citations of their files', async () => {
    const res = await ctx().app.inject({ method: 'GET', url: '/api/v1/unpublished-frameworks' });
    expect(res.statusCode).toBe(200);
    const body = unpublishedFrameworkListSchema.parse(res.json());
    const versions = body.frameworks.flatMap((f) => f.versions.map((v) => `${f.machineName} ${v.number}`));
    expect(versions.sort()).toEqual([
      'arise 0.5',
      'bioexcel 3.0',
      'cineca 1.0',
      'corbel 1.1',
      'datasteward 1.0',
      'nhs 1.0',
      'permedcoe 2.1',
      'ritrain 1.0',
    ]);
    const byName = Object.fromEntries(body.frameworks.map((f) => [f.machineName, f]));
    expect(byName.bioexcel?.published).toBe(true);
    expect(byName.nhs).toMatchObject({ title: 'NHS', category: 'Clinical professionals', published: false });
    expect(byName.nhs?.versions[0]?.citations).toContainEqual(
      expect.objectContaining({
        url: 'https://www.hee.nhs.uk/our-work/building-our-future-digital-workforce/future-clinical-bioinformaticians-nhs',
      }),
    );
    expect(res.headers.etag).toBeTruthy();
  });
});
