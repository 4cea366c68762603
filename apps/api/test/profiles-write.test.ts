/**
 * Reference profile writes by a framework's manager (docs/features/profiles.md §1; docs/features/browsing.md §9; docs/features/profiles.md §3): create,
 * edit (status, image), map, delete and clone, with their rules: spec validation messages, markup stripped
 * or sanitised in every field, unique URL aliases, mapping ids checked against the version (and its core
 * version), audit events, cloning by competency uuid with a report of what no longer exists.
 */
import type { FrameworkVersionContent, ReferenceProfile } from '@hub/domain';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvent } from '../src/db/schema/index.js';
import { call, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { get, PNG, profileBody, profilesPath, upload } from './profile-helpers.js';

const ISCB_E1 = profilesPath('iscb-3.0e1', 'e1');
const BIOEXCEL = profilesPath('bioexcel', '1.0');

describeWithSeededApp('profiles: writes', (ctx) => {
  let headers: PersonaHeaders;
  let e1: FrameworkVersionContent;
  let bioexcel: FrameworkVersionContent;
  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'pwrite', ['iscb-3.0e1', 'bioexcel']);
    e1 = (await get(ctx().app, '/api/v1/frameworks/iscb-3.0e1/versions/e1')).json();
    bioexcel = (await get(ctx().app, '/api/v1/frameworks/bioexcel/versions/1.0')).json();
  });
  const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown) =>
    call(ctx().app, headers.manager, method, path, body);
  const lastAudit = async () =>
    (await ctx().database.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1))[0];
  const competencyByCode = (content: FrameworkVersionContent, code: string) => {
    const c = [...content.domains, ...content.coreDomains]
      .flatMap((d) => d.competencies)
      .find((x) => x.code === code);
    if (!c) throw new Error(`no competency ${code}`);
    return c;
  };
  const level = (content: FrameworkVersionContent, rating: number) => {
    const l = content.expertiseLevels.find((x) => x.ratingLevel === rating);
    if (!l) throw new Error(`no level ${rating}`);
    return l;
  };

  it('creates a Draft profile with a unique URL alias per version, and audits it', async () => {
    const first = await send('POST', ISCB_E1, profileBody());
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      title: 'Alex',
      publishingStatus: 'Draft',
      urlAlias: '/alex',
      mapping: [],
    });
    const second = await send('POST', ISCB_E1, profileBody({ publishingStatus: undefined }));
    expect(second.json()).toMatchObject({ urlAlias: '/alex-2', publishingStatus: 'Draft' });
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      action: 'profile.create',
      entityType: 'profile',
      entityId: second.json().id,
      username: 'pwrite-manager',
    });
    const elsewhere = await send('POST', BIOEXCEL, profileBody());
    expect(elsewhere.json().urlAlias).toBe('/alex');
  });

  it("refuses a short name or job title with the spec's messages, also when only markup made it long enough", async () => {
    const short = await send('POST', ISCB_E1, profileBody({ title: 'A', jobTitle: 'QA' }));
    expect(short.statusCode).toBe(400);
    const messages = short.json().error.issues.map((i: { message: string }) => i.message);
    expect(messages).toContain('Name is required and must be at least 2 characters long');
    expect(messages).toContain('Job Title is required and must be at least 3 characters long');
    const markup = await send(
      'POST',
      ISCB_E1,
      profileBody({ title: '<b>A</b>', jobTitle: '<i></i><script>xx</script>' }),
    );
    expect(markup.statusCode).toBe(400);
    expect(markup.json().error.message).toContain('Name is required and must be at least 2 characters long');
  });

  it('strips markup from plain fields and sanitises rich text in every field', async () => {
    const res = await send(
      'POST',
      ISCB_E1,
      profileBody({
        title: '<script>alert(1)</script>Sam <b>Lee</b>',
        jobTitle: '<img src=x onerror=alert(1)>Data steward',
        qualificationBackground: '<p onclick="steal()">PhD<script>bad()</script></p>',
        currentRole: '<a href="javascript:alert(1)">link</a><iframe src="https://evil.example"></iframe>',
        additionalInformation: '<p style="color:red">Likes <em>R</em></p><img src=x onerror=alert(2)>',
      }),
    );
    expect(res.statusCode).toBe(201);
    const p: ReferenceProfile = res.json();
    expect(p.title).toBe('Sam Lee');
    expect(p.jobTitle).toBe('Data steward');
    expect(p.urlAlias).toBe('/sam-lee');
    expect(p.qualificationBackground).toBe('<p>PhD</p>');
    expect(p.currentRole).not.toMatch(/javascript|iframe/);
    expect(p.additionalInformation).toBe('<p>Likes <em>R</em></p>');
  });

  it('edits every field, sets the status Live, moves the alias with the name, sets and clears the image', async () => {
    const { id } = (await send('POST', ISCB_E1, profileBody({ title: 'Robin' }))).json();
    const image = (await upload(ctx().app, headers.manager, PNG)).json();
    const edited = await send(
      'PUT',
      `${ISCB_E1}/${id}`,
      profileBody({
        title: 'Robin Hart',
        jobTitle: 'Core facility lead',
        age: 51,
        gender: 'Prefernottosay',
        seniorityLevel: 'managerial',
        imageId: image.id,
        publishingStatus: 'Live',
      }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      title: 'Robin Hart',
      jobTitle: 'Core facility lead',
      age: 51,
      gender: 'Prefernottosay',
      seniorityLevel: 'managerial',
      publishingStatus: 'Live',
      urlAlias: '/robin-hart',
      imageUrl: `/api/v1/media/${image.id}`,
    });
    expect(
      (await get(ctx().app, `/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${id}`)).json()
        .publishingStatus,
    ).toBe('Live');
    expect((await lastAudit())?.action).toBe('profile.update');
    const cleared = await send(
      'PUT',
      `${ISCB_E1}/${id}`,
      profileBody({ title: 'Robin Hart', imageId: null }),
    );
    expect(cleared.json().imageUrl).toBeNull();
    const missing = await send('PUT', `${ISCB_E1}/${id}`, profileBody({ imageId: 999999 }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.message).toContain('Image 999999 not found');
    expect((await send('PUT', `${ISCB_E1}/999999`, profileBody())).statusCode).toBe(404);
    expect((await send('PUT', `${BIOEXCEL}/${id}`, profileBody())).statusCode).toBe(404);
  });

  it("maps core and extension competencies at the framework's levels; a level rated 0 leaves it unmapped", async () => {
    const { id } = (await send('POST', ISCB_E1, profileBody({ title: 'Mapper' }))).json();
    const a3 = competencyByCode(e1, 'A3');
    const n1 = competencyByCode(e1, 'N1');
    const s1 = competencyByCode(e1, 'S1');
    const res = await send('PUT', `${ISCB_E1}/${id}/mapping`, {
      mapping: [
        { competencyId: a3.id, expertiseLevelId: level(e1, 3).id },
        { competencyId: n1.id, expertiseLevelId: level(e1, 1).id, attributeIds: [] },
        { competencyId: s1.id, expertiseLevelId: level(e1, 0).id },
      ],
    });
    expect(res.statusCode).toBe(200);
    const mapping = (res.json() as ReferenceProfile).mapping.map((m) => [m.competencyUuid, m.ratingLevel]);
    expect(mapping).toEqual(
      expect.arrayContaining([
        [a3.uuid, 3],
        [n1.uuid, 1],
      ]),
    );
    expect(mapping).toHaveLength(2);
    expect((await lastAudit())?.action).toBe('profile.map');
    const hub = (await get(ctx().app, `/api/iscb-3.0e1/e1/profiles?id=${id}`, headers.manager)).json();
    expect(hub.profile_mapping).toContainEqual({
      competency: String(a3.id),
      expertise: String(level(e1, 3).id),
      attributes: [],
    });
  });

  it('refuses unknown ids and ids of another framework, naming each, and changes nothing', async () => {
    const { id } = (await send('POST', ISCB_E1, profileBody({ title: 'Strict' }))).json();
    const a3 = competencyByCode(e1, 'A3');
    const otherCompetency = bioexcel.domains[0]?.competencies[0];
    const otherAttribute = bioexcel.domains[0]?.competencies[1]?.attributes[0];
    if (!otherCompetency || !otherAttribute) throw new Error('bioexcel content missing');
    const res = await send('PUT', `${ISCB_E1}/${id}/mapping`, {
      mapping: [
        { competencyId: 999999, expertiseLevelId: level(e1, 1).id },
        { competencyId: otherCompetency.id, expertiseLevelId: level(e1, 1).id },
        { competencyId: a3.id, expertiseLevelId: level(bioexcel, 2).id },
        {
          competencyId: competencyByCode(e1, 'B3').id,
          expertiseLevelId: 999999,
          attributeIds: [otherAttribute.id],
        },
      ],
    });
    expect(res.statusCode).toBe(400);
    const text = res.json().error.message;
    expect(text).toContain('Competency 999999 is not in iscb-3.0e1 e1 or its core version');
    expect(text).toContain(`Competency ${otherCompetency.id} is not in`);
    expect(text).toContain(`Expertise level ${level(bioexcel, 2).id} is not a level of iscb-3.0e1`);
    expect(text).toContain('Expertise level 999999');
    expect(text).toContain(`Attribute ${otherAttribute.id} is not an attribute of competency`);
    expect(res.json().error.issues.map((i: { path: string }) => i.path)).toContain(
      'body.mapping.0.competencyId',
    );
    expect(
      (
        await get(ctx().app, `/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${id}`, headers.manager)
      ).json().mapping,
    ).toEqual([]);
    const duplicate = await send('PUT', `${ISCB_E1}/${id}/mapping`, {
      mapping: [
        { competencyId: a3.id, expertiseLevelId: level(e1, 1).id },
        { competencyId: a3.id, expertiseLevelId: level(e1, 2).id },
      ],
    });
    expect(duplicate.statusCode).toBe(400);
  });

  it('maps attributes of the competency only, and deletes a profile with its mapping', async () => {
    const competency = bioexcel.domains[0]?.competencies[0];
    const own = competency?.attributes.slice(0, 2).map((a) => a.id) ?? [];
    if (!competency || own.length < 2) throw new Error('bioexcel content missing');
    const { id } = (await send('POST', BIOEXCEL, profileBody({ title: 'Attribute person' }))).json();
    const mapped = await send('PUT', `${BIOEXCEL}/${id}/mapping`, {
      mapping: [{ competencyId: competency.id, expertiseLevelId: level(bioexcel, 2).id, attributeIds: own }],
    });
    expect(mapped.statusCode).toBe(200);
    expect(mapped.json().mapping[0].attributeIds).toEqual(own);
    const removed = await send('DELETE', `${BIOEXCEL}/${id}`);
    expect(removed.statusCode).toBe(204);
    expect(
      (await get(ctx().app, `/api/v1/frameworks/bioexcel/versions/1.0/profiles/${id}`, headers.manager))
        .statusCode,
    ).toBe(404);
    const audit = await lastAudit();
    expect(audit).toMatchObject({ action: 'profile.delete', entityId: id });
    expect((audit?.before as { mapping?: unknown[] } | undefined)?.mapping).toHaveLength(1);
    expect((await send('DELETE', `${BIOEXCEL}/${id}`)).statusCode).toBe(404);
  });

  it('clones the previous live version into a newer one by competency uuid, reporting what no longer exists', async () => {
    const { app, database } = ctx();
    const [first, second] = bioexcel.domains[0]?.competencies ?? [];
    if (!first || !second) throw new Error('bioexcel content missing');
    const source = (
      await send('POST', BIOEXCEL, profileBody({ title: 'Clone me', publishingStatus: 'Live' }))
    ).json();
    await send('PUT', `${BIOEXCEL}/${source.id}/mapping`, {
      mapping: [
        {
          competencyId: first.id,
          expertiseLevelId: level(bioexcel, 3).id,
          attributeIds: [first.attributes[0]?.id],
        },
        { competencyId: second.id, expertiseLevelId: level(bioexcel, 1).id },
      ],
    });
    expect((await send('POST', `${BIOEXCEL}/clone`)).statusCode).toBe(409);

    const draft = await call(app, headers.manager, 'POST', '/bioexcel/draft');
    expect(draft.statusCode).toBe(201);
    const draftSecond = draft
      .json()
      .domains[0].competencies.find((c: { uuid: string }) => c.uuid === second.uuid);
    const archived = await call(app, headers.manager, 'PATCH', `/bioexcel/competencies/${draftSecond.id}`, {
      archived: true,
    });
    expect(archived.statusCode).toBe(200);

    const preview = await get(app, '/api/bioexcel/draft/profiles_clone/', headers.manager);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().map((p: { title: string }) => p.title)).toContain('Clone me');

    const cloned = await send('POST', `${profilesPath('bioexcel', 'draft')}/clone`);
    expect(cloned.statusCode).toBe(201);
    const result = cloned.json();
    expect(result.fromVersion).toBe('1.0');
    const copy = result.created.find((p: { title: string }) => p.title === 'Clone me');
    expect(copy).toMatchObject({ publishingStatus: 'Draft', urlAlias: '/clone-me' });
    expect(result.notCarried).toContainEqual({
      profileTitle: 'Clone me',
      kind: 'competency',
      uuid: second.uuid,
      title: second.title,
    });
    const full: ReferenceProfile = (
      await get(app, `/api/v1/frameworks/bioexcel/versions/draft/profiles/${copy.id}`, headers.manager)
    ).json();
    expect(full.mapping).toHaveLength(1);
    expect(full.mapping[0]?.competencyUuid).toBe(first.uuid);
    expect(full.mapping[0]?.competencyId).not.toBe(first.id);
    expect(full.mapping[0]?.attributeIds).toHaveLength(1);
    const events = await database.db.select().from(auditEvent).where(eq(auditEvent.action, 'profile.clone'));
    expect(events.length).toBe(result.created.length);

    const again = (await send('POST', `${profilesPath('bioexcel', 'draft')}/clone`)).json();
    expect(again.created).toEqual([]);
    expect(again.skipped.map((s: { profileTitle: string }) => s.profileTitle)).toContain('Clone me');
    expect((await get(app, '/api/v1/frameworks/bioexcel/versions/draft/profiles')).statusCode).toBe(404);
  });
});
