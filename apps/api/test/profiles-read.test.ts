/**
 * Reference profile reads (docs/features/profiles.md §1; docs/features/public-api.md §5; docs/features/browsing.md §9): the shipped
 * core-facility profiles as the app's API and the original hub API show them, who sees Draft profiles,
 * the home grid's framework list, and revalidation after a change.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FrameworkVersionContent, ReferenceProfile } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { shippedProfilesDir } from '../src/db/seed/shipped.js';
import { call, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { get, profileBody, profilesPath } from './profile-helpers.js';

interface ShippedFile {
  profiles: { title: string; mapping: { competency_code: string; rating_level: number }[] }[];
}
const shipped: ShippedFile = JSON.parse(
  readFileSync(path.join(shippedProfilesDir, 'iscb-3.0e1-core-facility-profiles.json'), 'utf8'),
);
const V1 = '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles';

describeWithSeededApp('profiles: reads', (ctx) => {
  let headers: PersonaHeaders;
  let content: FrameworkVersionContent;
  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'pread', ['iscb-3.0e1']);
    content = (await get(ctx().app, '/api/v1/frameworks/iscb-3.0e1/versions/e1')).json();
  });
  const codeOf = (competencyId: number) =>
    [...content.domains, ...content.coreDomains]
      .flatMap((d) => d.competencies)
      .find((c) => c.id === competencyId)?.code;

  it('lists the four shipped core-facility profiles as Live, with their career stages as seniority', async () => {
    const res = await get(ctx().app, V1);
    expect(res.statusCode).toBe(200);
    const { profiles } = res.json();
    expect(profiles.map((p: { title: string }) => p.title)).toEqual(shipped.profiles.map((p) => p.title));
    expect(profiles.map((p: { seniorityLevel: string }) => p.seniorityLevel)).toEqual([
      'entry_level',
      'mid_level',
      'high_level_level',
      'managerial',
    ]);
    expect(profiles[1]).toMatchObject({
      publishingStatus: 'Live',
      urlAlias: '/core-facility-scientist-ii',
      imageUrl: null,
    });
  });

  it("maps each profile's competencies (core ISCB 3.0 ones included) at the survey medians, 0 left unmapped", async () => {
    const { profiles } = (await get(ctx().app, V1)).json();
    expect(content.expertiseLevels.map((l) => [l.title, l.ratingLevel])).toEqual([
      ['Not Applicable', 0],
      ['Level 1', 1],
      ['Level 2', 2],
      ['Level 3 (most advanced)', 3],
    ]);
    for (const [i, summary] of profiles.entries()) {
      const one: ReferenceProfile = (await get(ctx().app, `${V1}/${summary.id}`)).json();
      const got = Object.fromEntries(one.mapping.map((m) => [codeOf(m.competencyId), m.ratingLevel]));
      const expected = Object.fromEntries(
        (shipped.profiles[i]?.mapping ?? [])
          .filter((m) => m.rating_level > 0)
          .map((m) => [m.competency_code, m.rating_level]),
      );
      expect(got).toEqual(expected);
    }
    const first: ReferenceProfile = (await get(ctx().app, `${V1}/${profiles[0].id}`)).json();
    expect(first.mapping.some((m) => codeOf(m.competencyId) === 'A3')).toBe(true);
    expect(first.mapping.some((m) => codeOf(m.competencyId) === 'P1')).toBe(false);
  });

  it('shows where the shipped profiles come from: the survey, n = 53, the median rule', async () => {
    const { profiles } = (await get(ctx().app, V1)).json();
    const one: ReferenceProfile = (await get(ctx().app, `${V1}/${profiles[0].id}`)).json();
    expect(one.source?.title).toContain('53-response survey');
    expect(one.source?.text).toContain('n = 53');
    expect(one.source?.text).toContain('median');
    expect(one.source?.sources.some((s) => s.includes('github.com/downingtim/Competencies'))).toBe(true);
  });

  it('lists frameworks with Live profiles for the home grid, most first', async () => {
    const res = await get(ctx().app, '/api/v1/profiles/frameworks');
    expect(res.statusCode).toBe(200);
    expect(res.json().frameworks[0]).toEqual({
      machineName: 'iscb-3.0e1',
      title: 'ISCB core facility extension',
      version: 'e1',
      liveProfileCount: 4,
    });
  });

  it('serves the hub API list and one profile in the original shapes, expertise = the level id', async () => {
    const list = await get(ctx().app, '/api/iscb-3.0e1/e1/profiles/?_format=json&source=competencyhub');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toHaveLength(4);
    const id = list.json()[3].id;
    const one = (await get(ctx().app, `/api/iscb-3.0e1/e1/profiles?_format=json&id=${id}`)).json();
    expect(one).toMatchObject({ id, title: 'Managerial role', job_title: 'Managerial role', image: [] });
    expect(one.url_alias).toBe('/managerial-role');
    const levels = content.expertiseLevels;
    for (const m of one.profile_mapping) {
      expect(m.competency).toMatch(/^\d+$/);
      expect(levels.map((l) => String(l.id))).toContain(m.expertise);
    }
    const s1 = one.profile_mapping.find((m: { competency: string }) => codeOf(Number(m.competency)) === 'S1');
    const rating = levels.find((l) => String(l.id) === s1.expertise)?.ratingLevel;
    const expected = shipped.profiles[3]?.mapping.find((m) => m.competency_code === 'S1')?.rating_level;
    expect(rating).toBe(expected);
  });

  it('answers 404 for unknown frameworks, versions and profiles, and 400 for a bad id', async () => {
    const { app } = ctx();
    expect((await get(app, '/api/v1/frameworks/nope/versions/1/profiles')).statusCode).toBe(404);
    expect((await get(app, '/api/v1/frameworks/iscb-3.0e1/versions/e9/profiles')).statusCode).toBe(404);
    expect((await get(app, `${V1}/999999`)).statusCode).toBe(404);
    expect((await get(app, `${V1}/abc`)).statusCode).toBe(400);
    const id = (await get(app, V1)).json().profiles[0].id;
    expect((await get(app, `/api/v1/frameworks/iscb/versions/3.0/profiles/${id}`)).statusCode).toBe(404);
    expect((await get(app, `/api/iscb/3.0/profiles?id=${id}`)).statusCode).toBe(404);
    expect((await get(app, '/api/iscb-3.0e1/e1/profiles?id=12ab')).statusCode).toBe(400);
  });

  it('hides a Draft profile from anonymous visitors and shows it to signed-in users', async () => {
    const { app } = ctx();
    const created = await call(
      app,
      headers.manager,
      'POST',
      profilesPath('iscb-3.0e1', 'e1'),
      profileBody({ title: 'Dana Draft' }),
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json();

    const anonymous = (await get(app, V1)).json().profiles.map((p: { id: number }) => p.id);
    expect(anonymous).not.toContain(id);
    expect((await get(app, `${V1}/${id}`)).statusCode).toBe(404);
    expect((await get(app, `/api/iscb-3.0e1/e1/profiles?id=${id}`)).statusCode).toBe(404);
    expect((await get(app, '/api/iscb-3.0e1/e1/profiles')).json()).toHaveLength(4);

    const signedIn = await get(app, V1, headers.noRoles);
    expect(signedIn.headers['cache-control']).toBe('private, no-cache');
    expect(signedIn.json().profiles.map((p: { id: number }) => p.id)).toContain(id);
    expect((await get(app, `${V1}/${id}`, headers.noRoles)).json().publishingStatus).toBe('Draft');
    const hub = (await get(app, '/api/iscb-3.0e1/e1/profiles', headers.noRoles)).json();
    expect(hub.find((p: { id: string }) => p.id === String(id)).publishing_status).toBe('Draft');

    await call(app, headers.manager, 'DELETE', `${profilesPath('iscb-3.0e1', 'e1')}/${id}`);
  });

  it('answers repeated anonymous hub reads from the cache as the handler would, never to a signed-in reader or bad input', async () => {
    const { app } = ctx();
    const HUB = '/api/iscb-3.0e1/e1/profiles';
    const created = await call(
      app,
      headers.manager,
      'POST',
      profilesPath('iscb-3.0e1', 'e1'),
      profileBody({ title: 'Casey Cached Draft' }),
    );
    const { id } = created.json();
    const first = await get(app, `${HUB}?_format=json`);
    const warm = await get(app, `${HUB}?_format=json`);
    expect(warm.statusCode).toBe(200);
    expect(warm.body).toBe(first.body);
    expect(warm.json()).toHaveLength(4);
    expect(warm.headers).toMatchObject({
      etag: first.headers.etag,
      'cache-control': 'public, no-cache',
      vary: 'Cookie, Accept-Encoding',
    });
    const notModified = await app.inject({
      method: 'GET',
      url: HUB,
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(notModified.statusCode).toBe(304);
    const brotli = await app.inject({ method: 'GET', url: HUB, headers: { 'accept-encoding': 'br' } });
    expect(brotli.headers['content-encoding']).toBe('br');

    // A signed-in reader still gets the session's answer (the Draft), and bad input still its 400.
    const signedIn = (await get(app, HUB, headers.noRoles)).json();
    expect(signedIn.map((p: { id: string }) => p.id)).toContain(String(id));
    expect((await get(app, `${HUB}?_format=${'x'.repeat(300)}`)).statusCode).toBe(400);
    const one = `${HUB}?id=${first.json()[0].id}`;
    expect((await get(app, one)).statusCode).toBe(200);
    expect((await get(app, one)).json().id).toBe(first.json()[0].id);
    expect((await get(app, `${one}&id=${id}`)).statusCode).toBe(400);

    await call(app, headers.manager, 'DELETE', `${profilesPath('iscb-3.0e1', 'e1')}/${id}`);
  });

  it('revalidates: 304 while nothing changed, the new list once a profile goes Live', async () => {
    const { app } = ctx();
    const first = await get(app, V1);
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const etag = first.headers.etag as string;
    const again = await app.inject({ method: 'GET', url: V1, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);

    const created = await call(
      app,
      headers.manager,
      'POST',
      profilesPath('iscb-3.0e1', 'e1'),
      profileBody({ title: 'Lee Live', publishingStatus: 'Live' }),
    );
    const after = await app.inject({ method: 'GET', url: V1, headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json().profiles.map((p: { title: string }) => p.title)).toContain('Lee Live');
    const grid = (await get(app, '/api/v1/profiles/frameworks')).json();
    expect(grid.frameworks[0].liveProfileCount).toBe(5);

    await call(app, headers.manager, 'DELETE', `${profilesPath('iscb-3.0e1', 'e1')}/${created.json().id}`);
    expect((await get(app, V1)).json().profiles).toHaveLength(4);
  });
});
