/**
 * The original hub's public read API (docs/features/public-api.md §1), on every driver.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { frameworkVersion } from '../src/db/schema/index.js';
import type { hubFrameworkDataSchema, hubVersionManagerSchema } from '../src/modules/hub-api/schemas.js';

type HubFramework = z.infer<typeof hubFrameworkDataSchema>[number];
type HubDomain = HubFramework['domains'][number];
type HubCompetency = HubDomain['competencies'][number];
type HubAttribute = HubCompetency['attributes'][number];
type VersionManagerEntry = z.infer<typeof hubVersionManagerSchema>[number];

import { shippedDataDir } from '../src/db/seed/shipped.js';
import { describeWithSeededApp } from './helpers.js';

interface ShippedFile {
  domains: {
    title: string;
    competencies: { title: string; attributes: { type: string; title: string }[] }[];
  }[];
}
const shipped = (name: string) =>
  JSON.parse(readFileSync(path.join(shippedDataDir, name), 'utf8')) as ShippedFile;

describeWithSeededApp('original hub API', (ctx) => {
  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx().app.inject({ method: 'GET', url, headers });

  it('serves BioExcel 1.0 exactly as in the shipped file: 4 domains, 31 competencies, 231 attributes', async () => {
    const res = await get('/api/bioexcel/1.0?_format=json');
    expect(res.statusCode).toBe(200);
    const [item] = res.json();
    const file = shipped('bioexcel-1.0.json');
    const served = item.domains.map((d: HubDomain) => ({
      title: d.title,
      competencies: d.competencies.map((c: HubCompetency) => ({
        title: c.title,
        attributes: c.attributes.map((a: HubAttribute) => ({ type: a.type, title: a.title })),
      })),
    }));
    const expected = file.domains.map((d) => ({
      title: d.title,
      competencies: d.competencies.map((c) => ({ title: c.title, attributes: c.attributes })),
    }));
    expect(served).toEqual(expected);
    expect(item.domains).toHaveLength(4);
    expect(item.domains.flatMap((d: HubDomain) => d.competencies)).toHaveLength(31);
    expect(
      item.domains.flatMap((d: HubDomain) => d.competencies.flatMap((c: HubCompetency) => c.attributes)),
    ).toHaveLength(231);
    expect(item).toMatchObject({ title: 'BioExcel', version: '1.0', status: 'live', type: 'framework' });
  });

  it('uses digit-string ids and "0"/"1" archived flags', async () => {
    const [item] = (await get('/api/bioexcel/1.0')).json();
    const competency = item.domains[0].competencies[0];
    expect(item.nid).toMatch(/^\d+$/);
    expect(competency.id).toMatch(/^\d+$/);
    expect(competency.archived).toBe('0');
    expect(competency.attributes[0].id).toMatch(/^\d+$/);
    expect(competency.attributes[0].archived).toBe('0');
    expect(['Knowledge', 'Skill', 'Attitude']).toContain(competency.attributes[0].type);
  });

  it('accepts and ignores _format, source, repeated or empty timestamp, and a trailing slash', async () => {
    const plain = await get('/api/bioexcel/1.0');
    for (const url of [
      '/api/bioexcel/1.0/?_format=json',
      '/api/bioexcel/1.0?_format=json&source=competencyhub&timestamp=1700000000000',
      '/api/bioexcel/1.0?timestamp=&timestamp=&_format=json&_format=json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(plain.body);
    }
  });

  it('answers a repeated request with 304 when If-None-Match carries the strong ETag', async () => {
    const first = await get('/api/bioexcel/1.0');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    // Title, description and release notes can change: revalidated, never cached blind (ADR 0017).
    expect(first.headers['cache-control']).toBe('public, no-cache');
    // The export table holds only the released content, which never changes.
    expect((await get('/api/export/bioexcel/1.0')).headers['cache-control']).toContain('max-age=86400');
    const second = await get('/api/bioexcel/1.0', { 'if-none-match': etag });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const other = await get('/api/bioexcel/1.0', { 'if-none-match': '"something-else"' });
    expect(other.statusCode).toBe(200);
  });

  it('answers warm reads (from the cache, before validation) exactly as cold ones, headers included', async () => {
    for (const url of ['/api/version_manager?_format=json', '/api/bioexcel/1.0?_format=json']) {
      const cold = await get(url);
      const warm = await get(url);
      expect(warm.statusCode, url).toBe(200);
      expect(warm.body, url).toBe(cold.body);
      for (const header of ['etag', 'cache-control', 'vary', 'content-type', 'content-security-policy']) {
        expect(warm.headers[header], `${url} ${header}`).toBe(cold.headers[header]);
      }
      expect(warm.headers['x-content-type-options'], url).toBe('nosniff');
      const brotli = await get(url, { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding'], url).toBe('br');
    }
    // An unusual query still meets validation, warm or not.
    expect((await get(`/api/bioexcel/1.0?_format=${'x'.repeat(300)}`)).statusCode).toBe(400);
  });

  it('returns 404 with a JSON error for an unknown framework, an unknown version and a draft', async () => {
    for (const url of ['/api/nope/1.0', '/api/bioexcel/9.9', '/api/corbel/1.1', '/api/ritrain/1.0']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.code, url).toBe('NOT_FOUND');
      expect(res.json().error.message, url).toMatch(/not found|no released version/);
    }
  });

  it('serves the extension with its core framework domains', async () => {
    const [item] = (await get('/api/iscb-3.0e1/e1')).json();
    expect(item.extension).toEqual({ core_framework_name: 'iscb', version_number: '3.0' });
    expect(item.domains.flatMap((d: HubDomain) => d.competencies)).toHaveLength(6);
    expect(item.core_domains.flatMap((d: HubDomain) => d.competencies)).toHaveLength(13);
  });

  it('lists only frameworks with a released version in version_manager, versions oldest first', async () => {
    const res = await get('/api/version_manager?_format=json');
    expect(res.statusCode).toBe(200);
    const list = res.json();
    expect(list.map((f: VersionManagerEntry) => f.machine_name).sort()).toEqual([
      'bioexcel',
      'direct',
      'iscb',
      'iscb-3.0e1',
    ]);
    const iscb = list.find((f: VersionManagerEntry) => f.machine_name === 'iscb');
    expect(iscb.versions.map((v: VersionManagerEntry['versions'][number]) => v.number)).toEqual([
      '2.0',
      '3.0',
    ]);
    expect(iscb.versions.every((v: VersionManagerEntry['versions'][number]) => v.status === 'live')).toBe(
      true,
    );
    const bioexcel = list.find((f: VersionManagerEntry) => f.machine_name === 'bioexcel');
    expect(
      bioexcel.expertise_levels.map((l: VersionManagerEntry['expertise_levels'][number]) => [
        l.title,
        l.rating_level,
      ]),
    ).toEqual([
      ['Not applicable', '0'],
      ['Awareness', '1'],
      ['Working knowledge', '2'],
      ['Specialist knowledge', '3'],
    ]);
    expect(
      bioexcel.attribute_types.map((t: VersionManagerEntry['attribute_types'][number]) => t.title),
    ).toEqual(['Knowledge', 'Skill', 'Attitude']);
    expect(bioexcel.domains).toHaveLength(4);
  });

  it('returns an empty profile list for a version without profiles, and 404 for an unknown profile id', async () => {
    const list = await get('/api/bioexcel/1.0/profiles/?_format=json');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([]);
    const one = await get('/api/bioexcel/1.0/profiles?_format=json&id=12');
    expect(one.statusCode).toBe(404);
    const bad = await get('/api/bioexcel/1.0/profiles?id=abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('id');
    expect((await get('/api/corbel/1.1/profiles')).statusCode).toBe(404);
  });

  it('exports one row per attribute and drops the columns named in filters, ignoring junk names', async () => {
    const all = (await get('/api/export/bioexcel/1.0?_format=json')).json();
    // 231 attribute rows, plus one row for competency 2.4, whose attributes the sources lack.
    expect(all.data).toHaveLength(232);
    expect(all.data.filter((row: Record<string, string>) => row.Attribute !== '')).toHaveLength(231);
    expect(all.headers).toContain('Attribute UUID');
    expect(Object.keys(all.data[0])).toEqual(all.headers);
    expect(all.filters.identifiers).toContain('Domain ID');
    expect(all.filters.profiles).toEqual([]);
    const filtered = (
      await get('/api/export/bioexcel/1.0?filters=,Attribute%20UUID,,A,t,Domain%20ID,nonsense')
    ).json();
    expect(filtered.headers).not.toContain('Attribute UUID');
    expect(filtered.headers).not.toContain('Domain ID');
    expect(filtered.headers).toContain('Attribute');
    expect(Object.keys(filtered.data[0])).toEqual(filtered.headers);
    expect(filtered.filters.identifiers).toContain('Attribute UUID');
  });

  it('exports a competency without attributes as one row (ISCB 3.0 has titles only)', async () => {
    const res = (await get('/api/export/iscb/3.0')).json();
    expect(res.data).toHaveLength(13);
    expect(res.data[0].Attribute).toBe('');
  });

  it('refuses oversized or malformed query values with 400 and a clear message', async () => {
    const long = 'x'.repeat(3000);
    const res = await get(`/api/export/bioexcel/1.0?filters=${long}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toMatch(/filters/);
    const badSlug = await get(`/api/${'a'.repeat(100)}/1.0`);
    expect(badSlug.statusCode).toBe(400);
    const tooManyTimestamps = await get(
      `/api/bioexcel/1.0?${Array.from({ length: 30 }, () => 'timestamp=1').join('&')}`,
    );
    expect(tooManyTimestamps.statusCode).toBe(400);
  });

  it('serves a change at once: new release notes give a new body and a new ETag', async () => {
    const before = await get('/api/bioexcel/1.0');
    const [item] = before.json();
    await ctx()
      .database.db.update(frameworkVersion)
      .set({ releaseNotes: 'Notes added after release.' })
      .where(eq(frameworkVersion.uuid, item.uuid));
    const after = await get('/api/bioexcel/1.0', { 'if-none-match': before.headers.etag as string });
    expect(after.statusCode).toBe(200);
    expect(after.json()[0].release_notes).toBe('Notes added after release.');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
