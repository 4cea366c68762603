/**
 * Framework curation end to end through the API (docs/features/curation.md §4; docs/features/curation.md §3, §8, §10): the manage
 * list and view, create draft (a copy with the same uuids, or empty), edit, reorder, archive, move,
 * release, release notes, immutability of live versions, and the public APIs showing a release at once.
 */
import type { ManageFrameworkView } from '@hub/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { framework } from '../src/db/schema/index.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import {
  call,
  type FullCompetency,
  type FullDomain,
  type FullManageView,
  fullManageView,
  PASSWORD,
  snapshot,
  today,
} from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('curation: drafts, editing and releases', (ctx) => {
  let manager: AuthHeaders;
  let plain: AuthHeaders;

  beforeAll(async () => {
    const { app, database } = ctx();
    // A framework with no version at all (a new framework being written).
    await database.db.insert(framework).values({
      machineName: 'newfw',
      title: 'A new framework',
      category: 'Research-oriented students and professionals',
    });
    await createUser(database.db, {
      username: 'flow-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel', 'newfw', 'ritrain', 'iscb-3.0e1'],
    });
    await createUser(database.db, { username: 'flow-plain', password: PASSWORD });
    manager = (await signIn(app, 'flow-manager', PASSWORD)).headers;
    plain = (await signIn(app, 'flow-plain', PASSWORD)).headers;
  });

  const api = (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers: AuthHeaders = manager,
  ) => call(ctx().app, headers, method, path, payload);
  const view = (fw: string): Promise<FullManageView> => fullManageView(ctx().app, manager, fw);
  const competenciesOf = (v: FullManageView): FullCompetency[] => v.domains.flatMap((d) => d.competencies);

  it('lists the frameworks assigned to a manager, and none for a user without the role', async () => {
    const res = await api('GET', '');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().frameworks).toEqual([
      { machineName: 'newfw', title: 'A new framework', liveVersion: null, hasDraft: false },
      { machineName: 'bioexcel', title: 'BioExcel', liveVersion: '1.0', hasDraft: false },
      expect.objectContaining({ machineName: 'iscb-3.0e1', liveVersion: 'e1', hasDraft: false }),
      expect.objectContaining({ machineName: 'ritrain', hasDraft: true, liveVersion: null }),
    ]);
    const none = await api('GET', '', undefined, plain);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual({ frameworks: [] });
  });

  it('shows the newest live version read-only when there is no draft, with every item', async () => {
    const v = await view('bioexcel');
    expect(v.editable).toBe(false);
    expect(v.version).toMatchObject({ number: '1.0', status: 'live' });
    expect(v.currentLiveVersion).toBe('1.0');
    expect(v.liveVersions.map((x) => x.number)).toEqual(['1.0']);
    expect(v.framework).toMatchObject({ machineName: 'bioexcel', title: 'BioExcel', core: null });
    expect(v.framework.licence).toBe('CC BY 4.0');
    expect(v.domains).toHaveLength(4);
    expect(competenciesOf(v)).toHaveLength(31);
    expect(competenciesOf(v).flatMap((c) => c.attributes)).toHaveLength(231);
    expect(v.attributeTypes.map((t) => t.title)).toEqual(['Knowledge', 'Skill', 'Attitude']);
    expect(v.attributeTypes.every((t) => t.released)).toBe(true);
    expect(v.expertiseLevels.length).toBeGreaterThan(0);
    const positions = v.domains.map((d) => d.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('names the core framework of an extension', async () => {
    const v = await view('iscb-3.0e1');
    expect(v.framework.core).toEqual({ machineName: 'iscb', title: expect.any(String), version: '3.0' });
  });

  it('shows no version for a framework without any, and an empty draft once created', async () => {
    const before = await view('newfw');
    expect(before).toMatchObject({ version: null, editable: false, currentLiveVersion: null, domains: [] });
    const res = await api('POST', '/newfw/draft');
    expect(res.statusCode, res.body).toBe(201);
    const after: FullManageView = res.json();
    expect(after).toMatchObject({ editable: true, domains: [], liveVersions: [] });
    expect(after.version).toMatchObject({ number: 'draft', status: 'draft', releaseDate: null });
  });

  it('creates a draft of BioExcel as a copy of 1.0 with the same uuids, codes, positions and mappings', async () => {
    const live = await view('bioexcel');
    const res = await api('POST', '/bioexcel/draft');
    expect(res.statusCode, res.body).toBe(201);
    // The answer is the draft's manage view: competencies with their attribute counts (ADR 0072).
    const answered: ManageFrameworkView = res.json();
    expect(answered.domains.flatMap((d) => d.competencies.map((c) => c.attributeCount))).toEqual(
      live.domains.flatMap((d) => d.competencies.map((c) => c.attributes.length)),
    );
    const draft = await view('bioexcel');
    expect(draft.editable).toBe(true);
    expect(draft.version).toMatchObject({ number: 'draft', status: 'draft' });
    expect(draft.liveVersions.map((x) => x.number)).toEqual(['1.0']);
    const shape = (domains: FullDomain[]) =>
      domains.map((d) => ({
        uuid: d.uuid,
        code: d.code,
        title: d.title,
        position: d.position,
        archived: d.archived,
        competencies: d.competencies.map((c) => ({
          uuid: c.uuid,
          code: c.code,
          title: c.title,
          position: c.position,
          archived: c.archived,
          mapping: c.mappedOtherCompetency,
          attributes: c.attributes.map((a) => [a.uuid, a.title, a.position, a.archived, a.attributeTypeId]),
        })),
      }));
    expect(shape(draft.domains)).toEqual(shape(live.domains));
    const liveIds = new Set(competenciesOf(live).map((c) => c.id));
    expect(competenciesOf(draft).some((c) => liveIds.has(c.id))).toBe(false);
    // The copy's parents are the draft's own rows.
    for (const d of draft.domains) {
      for (const c of d.competencies) {
        expect(c.domainId).toBe(d.id);
        for (const a of c.attributes) expect(a.competencyId).toBe(c.id);
      }
    }
  });

  it('makes one draft when two managers press "Create draft" at the same moment', async () => {
    const results = await Promise.all([api('POST', '/iscb-3.0e1/draft'), api('POST', '/iscb-3.0e1/draft')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const v = await view('iscb-3.0e1');
    expect(v.editable).toBe(true);
    expect(v.domains.flatMap((d) => d.competencies)).toHaveLength(6);
  });

  it('refuses a second draft with 409', async () => {
    const before = await snapshot(ctx().database.db);
    const res = await api('POST', '/bioexcel/draft');
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This framework already has a draft');
    expect(await snapshot(ctx().database.db)).toBe(before);
  });

  it('adds domains, competencies and attributes at the end of their parent', async () => {
    const d = await api('POST', '/bioexcel/domains', { titles: ['Data stewardship', 'Outreach'] });
    expect(d.statusCode, d.body).toBe(201);
    const [first, second] = d.json().domains as FullDomain[];
    expect(first).toMatchObject({
      title: 'Data stewardship',
      position: 5,
      archived: false,
      competencies: [],
    });
    expect(second).toMatchObject({ title: 'Outreach', position: 6 });

    const c = await api('POST', '/bioexcel/competencies', {
      domainId: first?.id,
      competencies: [
        { title: 'Plans data management', mappedOtherCompetency: '<p>Maps to <strong>DS1</strong></p>' },
        { title: 'Curates data' },
      ],
    });
    expect(c.statusCode, c.body).toBe(201);
    const competencies: FullCompetency[] = c.json().competencies;
    expect(competencies.map((x) => [x.title, x.position, x.domainId])).toEqual([
      ['Plans data management', 1, first?.id],
      ['Curates data', 2, first?.id],
    ]);
    expect(competencies[0]?.mappedOtherCompetency).toBe('<p>Maps to <strong>DS1</strong></p>');
    expect(competencies[1]?.mappedOtherCompetency).toBe('');

    const types = (await view('bioexcel')).attributeTypes;
    const skill = types.find((t) => t.title === 'Skill');
    const a = await api('POST', '/bioexcel/attributes', {
      competencyId: competencies[0]?.id,
      attributeTypeId: skill?.id,
      titles: ['Writes a plan', 'Reviews a plan'],
    });
    expect(a.statusCode, a.body).toBe(201);
    expect(
      a.json().attributes.map((x: { title: string; position: number }) => [x.title, x.position]),
    ).toEqual([
      ['Writes a plan', 1],
      ['Reviews a plan', 2],
    ]);
    const more = await api('POST', '/bioexcel/attributes', {
      competencyId: competencies[0]?.id,
      attributeTypeId: skill?.id,
      titles: ['Shares the plan'],
    });
    expect(more.json().attributes[0].position).toBe(3);

    const v = await view('bioexcel');
    const added = v.domains.find((x) => x.id === first?.id);
    expect(added?.competencies[0]?.attributes.map((x) => x.title)).toEqual([
      'Writes a plan',
      'Reviews a plan',
      'Shares the plan',
    ]);
  });

  it('edits titles, positions and mappings of draft items', async () => {
    const v = await view('bioexcel');
    const domain = v.domains[0] as FullDomain;
    const renamed = await api('PATCH', `/bioexcel/domains/${domain.id}`, { title: 'Renamed domain' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ id: domain.id, title: 'Renamed domain' });
    expect(renamed.json().competencies).toHaveLength(domain.competencies.length);

    const comp = domain.competencies[0] as FullCompetency;
    const edited = await api('PATCH', `/bioexcel/competencies/${comp.id}`, {
      title: 'Edited competency',
      position: 40,
      mappedOtherCompetency: '<p>See <a href="https://example.org">this</a></p>',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ title: 'Edited competency', position: 40 });
    expect(edited.json().mappedOtherCompetency).toContain('href="https://example.org"');
    expect(edited.json().attributes).toHaveLength(comp.attributes.length);

    const attr = comp.attributes[0];
    const attrEdited = await api('PATCH', `/bioexcel/attributes/${attr?.id}`, { title: 'Edited attribute' });
    expect(attrEdited.statusCode).toBe(200);
    expect(attrEdited.json()).toMatchObject({ id: attr?.id, title: 'Edited attribute' });

    const after = await view('bioexcel');
    const again = after.domains.find((d) => d.id === domain.id);
    expect(again?.title).toBe('Renamed domain');
    // Ordered by position: the competency moved to position 40 comes last in its domain.
    expect(again?.competencies.at(-1)?.title).toBe('Edited competency');
  });

  it('archives items, refuses edits of archived items until restored, and restores them', async () => {
    const v = await view('bioexcel');
    const comp = v.domains[1]?.competencies[0] as FullCompetency;
    const archived = await api('PATCH', `/bioexcel/competencies/${comp.id}`, { archived: true });
    expect(archived.statusCode).toBe(200);
    expect(archived.json().archived).toBe(true);

    const before = await snapshot(ctx().database.db);
    for (const body of [{ title: 'Edited while archived' }, { archived: false, title: 'Both at once' }]) {
      const refused = await api('PATCH', `/bioexcel/competencies/${comp.id}`, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error.message).toBe('Restore this item before editing it');
    }
    const type = v.attributeTypes[0];
    const noAttributes = await api('POST', '/bioexcel/attributes', {
      competencyId: comp.id,
      attributeTypeId: type?.id,
      titles: ['Not allowed'],
    });
    expect(noAttributes.statusCode).toBe(409);
    const otherAttr = v.domains[0]?.competencies[0]?.attributes[0];
    const moveOnto = await api('PATCH', `/bioexcel/attributes/${otherAttr?.id}`, { competencyId: comp.id });
    expect(moveOnto.statusCode).toBe(409);
    expect(await snapshot(ctx().database.db)).toBe(before);

    // Still listed (archived included) in the manage view.
    const listed = competenciesOf(await view('bioexcel')).find((c) => c.id === comp.id);
    expect(listed?.archived).toBe(true);

    const restored = await api('PATCH', `/bioexcel/competencies/${comp.id}`, { archived: false });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().archived).toBe(false);
    const editedAfter = await api('PATCH', `/bioexcel/competencies/${comp.id}`, { title: 'Editable again' });
    expect(editedAfter.statusCode).toBe(200);

    const attr = comp.attributes[0];
    expect((await api('PATCH', `/bioexcel/attributes/${attr?.id}`, { archived: true })).statusCode).toBe(200);
    expect((await api('PATCH', `/bioexcel/attributes/${attr?.id}`, { title: 'x' })).statusCode).toBe(409);
    expect((await api('PATCH', `/bioexcel/attributes/${attr?.id}`, { archived: false })).statusCode).toBe(
      200,
    );
  });

  it('keeps competencies out of an archived domain (create and move)', async () => {
    const v = await view('bioexcel');
    const outreach = v.domains.find((d) => d.title === 'Outreach') as FullDomain;
    expect((await api('PATCH', `/bioexcel/domains/${outreach.id}`, { archived: true })).statusCode).toBe(200);
    expect((await api('PATCH', `/bioexcel/domains/${outreach.id}`, { title: 'No' })).statusCode).toBe(409);
    const before = await snapshot(ctx().database.db);
    const create = await api('POST', '/bioexcel/competencies', {
      domainId: outreach.id,
      competencies: [{ title: 'Gives talks' }],
    });
    expect(create.statusCode).toBe(409);
    const comp = v.domains[0]?.competencies[0];
    const move = await api('PATCH', `/bioexcel/competencies/${comp?.id}`, { domainId: outreach.id });
    expect(move.statusCode).toBe(409);
    expect(await snapshot(ctx().database.db)).toBe(before);
    expect((await api('PATCH', `/bioexcel/domains/${outreach.id}`, { archived: false })).statusCode).toBe(
      200,
    );
  });

  it('moves a competency to another domain and an attribute to another competency and type', async () => {
    const v = await view('bioexcel');
    const [from, to] = v.domains as [FullDomain, FullDomain];
    const comp = from.competencies[0] as FullCompetency;
    const maxInTarget = Math.max(...to.competencies.map((c) => c.position));
    const moved = await api('PATCH', `/bioexcel/competencies/${comp.id}`, { domainId: to.id });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ domainId: to.id, position: maxInTarget + 1 });
    const after = await view('bioexcel');
    expect(after.domains[1]?.competencies.at(-1)?.id).toBe(comp.id);
    expect(after.domains[0]?.competencies.some((c) => c.id === comp.id)).toBe(false);

    const attr = comp.attributes[0];
    const target = to.competencies[0] as FullCompetency;
    const otherType = v.attributeTypes.find((t) => t.id !== attr?.attributeTypeId);
    const movedAttr = await api('PATCH', `/bioexcel/attributes/${attr?.id}`, {
      competencyId: target.id,
      attributeTypeId: otherType?.id,
    });
    expect(movedAttr.statusCode, movedAttr.body).toBe(200);
    expect(movedAttr.json()).toMatchObject({
      competencyId: target.id,
      attributeTypeId: otherType?.id,
      position: Math.max(...target.attributes.map((a) => a.position)) + 1,
    });
  });

  it('reorders domains, competencies and attributes, and refuses incomplete or foreign lists', async () => {
    const v = await view('bioexcel');
    const reversed = v.domains.map((d) => d.id).reverse();
    const res = await api('PUT', '/bioexcel/domains/order', { ids: reversed });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.body).toBe('');
    const after = await view('bioexcel');
    expect(after.domains.map((d) => d.id)).toEqual(reversed);
    expect(after.domains.map((d) => d.position)).toEqual(reversed.map((_, i) => i + 1));

    const before = await snapshot(ctx().database.db);
    const live = (
      await ctx().app.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel/versions/1.0' })
    ).json();
    for (const ids of [reversed.slice(1), [...reversed.slice(1), live.domains[0].id]]) {
      const bad = await api('PUT', '/bioexcel/domains/order', { ids });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.issues).toEqual([
        { path: 'ids', message: 'List every domain of the draft exactly once' },
      ]);
    }
    expect(await snapshot(ctx().database.db)).toBe(before);

    const domain = after.domains.find((d) => d.competencies.length >= 3) as FullDomain;
    const compIds = domain.competencies.map((c) => c.id).reverse();
    expect(
      (await api('PUT', `/bioexcel/domains/${domain.id}/competencies/order`, { ids: compIds })).statusCode,
    ).toBe(204);
    const badComp = await api('PUT', `/bioexcel/domains/${domain.id}/competencies/order`, {
      ids: compIds.slice(1),
    });
    expect(badComp.statusCode).toBe(400);
    const afterComp = await view('bioexcel');
    expect(afterComp.domains.find((d) => d.id === domain.id)?.competencies.map((c) => c.id)).toEqual(compIds);

    const comp = afterComp.domains
      .flatMap((d) => d.competencies)
      .find((c) => c.attributes.length >= 3) as FullCompetency;
    const attrIds = comp.attributes.map((a) => a.id).reverse();
    const ordered = await api('PUT', `/bioexcel/competencies/${comp.id}/attributes/order`, { ids: attrIds });
    expect(ordered.statusCode).toBe(204);
    const afterAttr = competenciesOf(await view('bioexcel')).find((c) => c.id === comp.id);
    expect(afterAttr?.attributes.map((a) => a.id)).toEqual(attrIds);
    const foreign = competenciesOf(afterComp).find((c) => c.id !== comp.id && c.attributes.length > 0);
    const badAttr = await api('PUT', `/bioexcel/competencies/${comp.id}/attributes/order`, {
      ids: [...attrIds, foreign?.attributes[0]?.id],
    });
    expect(badAttr.statusCode).toBe(400);
    expect(badAttr.json().error.issues[0].path).toBe('ids');
  });

  it('refuses a release under an existing version number, then releases 1.1 and shows it publicly at once', async () => {
    const { app, database } = ctx();
    // Prime the public caches while 1.1 does not exist yet.
    expect((await app.inject({ method: 'GET', url: '/api/bioexcel/1.1' })).statusCode).toBe(404);
    const vmBefore = (await app.inject({ method: 'GET', url: '/api/version_manager' })).json();
    const bioBefore = vmBefore.find((f: { machine_name: string }) => f.machine_name === 'bioexcel');
    expect(bioBefore.versions.map((v: { number: string }) => v.number)).toEqual(['1.0']);

    const before = await snapshot(database.db);
    const dup = await api('POST', '/bioexcel/release', { version: '1.0', releaseNotes: 'Again' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().error).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Version 1.0 already exists',
      issues: [{ path: 'version', message: 'Version 1.0 already exists' }],
    });
    expect(await snapshot(database.db)).toBe(before);

    const draftView = await view('bioexcel');
    const res = await api('POST', '/bioexcel/release', {
      version: ' 1.1 ',
      releaseNotes: 'Adds a data stewardship domain.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      id: draftView.version?.id,
      revision: expect.any(Number),
      number: '1.1',
      status: 'live',
      releaseDate: today(),
      releaseNotes: 'Adds a data stewardship domain.',
    });

    const after = await view('bioexcel');
    expect(after.editable).toBe(false);
    expect(after.version?.number).toBe('1.1');
    expect(after.currentLiveVersion).toBe('1.1');
    expect(after.liveVersions.map((v) => v.number)).toEqual(['1.1', '1.0']);
    expect(after.attributeTypes.every((t) => t.released)).toBe(true);

    const hub = await app.inject({ method: 'GET', url: '/api/bioexcel/1.1' });
    expect(hub.statusCode).toBe(200);
    const [item] = hub.json();
    expect(item).toMatchObject({ version: '1.1', status: 'live' });
    expect(item.domains.map((d: { title: string }) => d.title)).toContain('Data stewardship');
    const vm = (await app.inject({ method: 'GET', url: '/api/version_manager' })).json();
    const bio = vm.find((f: { machine_name: string }) => f.machine_name === 'bioexcel');
    expect(bio.versions.map((v: { number: string }) => v.number).sort()).toEqual(['1.0', '1.1']);
    const v1 = await app.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel' });
    expect(v1.json().latestLiveVersion).toBe('1.1');
  });

  it('updates the release notes of a live version, and of no other framework’s version', async () => {
    const v = await view('bioexcel');
    const old = v.liveVersions.find((x) => x.number === '1.0');
    const res = await api('PATCH', `/bioexcel/versions/${old?.id}`, { releaseNotes: 'First release.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: old?.id,
      number: '1.0',
      status: 'live',
      releaseNotes: 'First release.',
    });
    expect((await view('bioexcel')).liveVersions.find((x) => x.id === old?.id)?.releaseNotes).toBe(
      'First release.',
    );

    const ritrain = await view('ritrain');
    const before = await snapshot(ctx().database.db);
    const foreign = await api('PATCH', `/bioexcel/versions/${ritrain.version?.id}`, { releaseNotes: 'No' });
    expect(foreign.statusCode).toBe(404);
    const huge = await api('PATCH', '/bioexcel/versions/99999999999', { releaseNotes: 'No' });
    expect(huge.statusCode).toBe(404);
    expect(await snapshot(ctx().database.db)).toBe(before);

    const draftNotes = await api('PATCH', `/ritrain/versions/${ritrain.version?.id}`, {
      releaseNotes: 'Draft notes',
    });
    expect(draftNotes.statusCode).toBe(200);
    expect(draftNotes.json()).toMatchObject({ status: 'draft', releaseNotes: 'Draft notes' });
  });

  it('refuses every content write while there is no draft (409) and changes nothing', async () => {
    const v = await view('bioexcel');
    const d = v.domains.find((x) => x.competencies.some((y) => y.attributes.length > 0)) as FullDomain;
    const c = d.competencies.find((x) => x.attributes.length > 0) as FullCompetency;
    const a = c.attributes[0];
    const type = v.attributeTypes[0];
    const before = await snapshot(ctx().database.db);
    const writes: [string, string, unknown][] = [
      ['POST', '/bioexcel/release', { version: '1.2', releaseNotes: 'x' }],
      ['POST', '/bioexcel/domains', { titles: ['x'] }],
      ['PATCH', `/bioexcel/domains/${d.id}`, { title: 'x' }],
      ['PUT', '/bioexcel/domains/order', { ids: v.domains.map((x) => x.id) }],
      ['POST', '/bioexcel/competencies', { domainId: d.id, competencies: [{ title: 'x' }] }],
      ['PATCH', `/bioexcel/competencies/${c.id}`, { title: 'x' }],
      ['PUT', `/bioexcel/domains/${d.id}/competencies/order`, { ids: d.competencies.map((x) => x.id) }],
      ['POST', '/bioexcel/attributes', { competencyId: c.id, attributeTypeId: type?.id, titles: ['x'] }],
      ['PATCH', `/bioexcel/attributes/${a?.id}`, { title: 'x' }],
      ['PUT', `/bioexcel/competencies/${c.id}/attributes/order`, { ids: [a?.id] }],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(method as 'POST', path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
      expect(res.json().error.message).toBe('This framework has no draft');
    }
    // Released attribute types and expertise levels are immutable.
    const level = v.expertiseLevels[0];
    for (const [method, path, body] of [
      ['PATCH', `/bioexcel/attribute-types/${type?.id}`, { title: 'x' }],
      ['DELETE', `/bioexcel/attribute-types/${type?.id}`, undefined],
      ['PATCH', `/bioexcel/expertise-levels/${level?.id}`, { title: 'x' }],
      ['DELETE', `/bioexcel/expertise-levels/${level?.id}`, undefined],
    ] as const) {
      const res = await api(method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(409);
    }
    expect(await snapshot(ctx().database.db)).toBe(before);
  });

  it('never touches live content through a new draft: ids of live versions are not found (404)', async () => {
    const live = await view('bioexcel');
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const draft = await view('bioexcel');
    const withAttributes = (domains: FullDomain[]) => {
      const domain = domains.find((x) => x.competencies.some((y) => y.attributes.length > 0)) as FullDomain;
      return [domain, domain.competencies.find((x) => x.attributes.length > 0) as FullCompetency] as const;
    };
    const [d, c] = withAttributes(live.domains);
    const a = c.attributes[0];
    const [, draftComp] = withAttributes(draft.domains);
    const type = draft.attributeTypes[0];
    const before = await snapshot(ctx().database.db);
    const writes: [string, string, unknown][] = [
      ['PATCH', `/bioexcel/domains/${d.id}`, { title: 'x' }],
      ['PATCH', `/bioexcel/domains/${d.id}`, { archived: true }],
      ['PUT', `/bioexcel/domains/${d.id}/competencies/order`, { ids: d.competencies.map((x) => x.id) }],
      ['POST', '/bioexcel/competencies', { domainId: d.id, competencies: [{ title: 'x' }] }],
      ['PATCH', `/bioexcel/competencies/${c.id}`, { title: 'x' }],
      ['PATCH', `/bioexcel/competencies/${draftComp.id}`, { domainId: d.id }],
      ['PUT', `/bioexcel/competencies/${c.id}/attributes/order`, { ids: [a?.id] }],
      ['POST', '/bioexcel/attributes', { competencyId: c.id, attributeTypeId: type?.id, titles: ['x'] }],
      ['PATCH', `/bioexcel/attributes/${a?.id}`, { archived: true }],
      ['PATCH', `/bioexcel/attributes/${draftComp.attributes[0]?.id}`, { competencyId: c.id }],
    ];
    for (const [method, path, body] of writes) {
      const res = await api(method as 'POST', path, body);
      expect(res.statusCode, `${method} ${path} ${res.body}`).toBe(404);
    }
    expect(await snapshot(ctx().database.db)).toBe(before);
    // The public 1.1 is as released.
    const [item] = (await ctx().app.inject({ method: 'GET', url: '/api/bioexcel/1.1' })).json();
    expect(item.domains.map((x: { title: string }) => x.title)).toEqual(
      live.domains.filter((x) => !x.archived).map((x) => x.title),
    );
  });

  it('manages attribute types and expertise levels: create, edit, delete, release', async () => {
    const created = await api('POST', '/bioexcel/attribute-types', {
      title: 'Behaviour',
      description: 'How',
    });
    expect(created.statusCode, created.body).toBe(201);
    const type = created.json();
    expect(type).toMatchObject({ title: 'Behaviour', description: 'How', released: false });
    const positions = (await view('bioexcel')).attributeTypes.map((t) => t.position);
    expect(type.position).toBe(Math.max(...positions));
    const edited = await api('PATCH', `/bioexcel/attribute-types/${type.id}`, {
      description: 'How one acts',
    });
    expect(edited.json()).toMatchObject({ title: 'Behaviour', description: 'How one acts' });

    const draft = await view('bioexcel');
    const comp = competenciesOf(draft).find((c) => !c.archived) as FullCompetency;
    const attr = await api('POST', '/bioexcel/attributes', {
      competencyId: comp.id,
      attributeTypeId: type.id,
      titles: ['Listens'],
    });
    expect(attr.statusCode).toBe(201);
    const inUse = await api('DELETE', `/bioexcel/attribute-types/${type.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().error.message).toMatch(/used by 1 attribute/);

    const unused = (await api('POST', '/bioexcel/attribute-types', { title: 'Unused' })).json();
    expect((await api('DELETE', `/bioexcel/attribute-types/${unused.id}`)).statusCode).toBe(204);

    const level = await api('POST', '/bioexcel/expertise-levels', { title: 'Master', ratingLevel: 9 });
    expect(level.statusCode, level.body).toBe(201);
    expect(level.json()).toMatchObject({ title: 'Master', ratingLevel: 9, description: '', released: false });
    const levelEdited = await api('PATCH', `/bioexcel/expertise-levels/${level.json().id}`, {
      ratingLevel: 8,
    });
    expect(levelEdited.json().ratingLevel).toBe(8);
    const gone = (await api('POST', '/bioexcel/expertise-levels', { title: 'Gone', ratingLevel: 7 })).json();
    expect((await api('DELETE', `/bioexcel/expertise-levels/${gone.id}`)).statusCode).toBe(204);

    const v = await view('bioexcel');
    expect(v.attributeTypes.map((t) => t.title)).toEqual(['Knowledge', 'Skill', 'Attitude', 'Behaviour']);
    expect(v.expertiseLevels.map((l) => l.title)).toContain('Master');
    expect(v.expertiseLevels.map((l) => l.title)).not.toContain('Gone');

    expect(
      (await api('POST', '/bioexcel/release', { version: '1.2', releaseNotes: 'Behaviour' })).statusCode,
    ).toBe(200);
    const released = await view('bioexcel');
    expect(released.attributeTypes.find((t) => t.id === type.id)?.released).toBe(true);
    expect(released.expertiseLevels.find((l) => l.title === 'Master')?.released).toBe(true);
    expect(
      (await api('PATCH', `/bioexcel/attribute-types/${type.id}`, { title: 'Conduct' })).statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown framework', async () => {
    const res = await api('GET', '/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Framework "nope" not found');
    expect((await api('POST', '/nope/domains', { titles: ['x'] })).statusCode).toBe(404);
  });

  it('documents every curation route in the OpenAPI document', async () => {
    const doc = (await ctx().app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const curated = Object.entries(doc.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(
      ([path, ops]) =>
        Object.entries(ops)
          .filter(([, op]) => op.tags?.includes('Curation'))
          .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(curated).toHaveLength(46);
    // ADR 0072: one attribute where it is now (the attribute settings screen; the view counts attributes).
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/attributes/{id}');
    // ADR 0066: what colleagues changed since a draft-wide revision, asked when a screen regains focus.
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/draft/changes');
    // ADR 0059: 'Renumber codes', previewed then applied.
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/draft/renumber-codes');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/renumber-codes');
    // ADR 0022; docs/features/curation.md §5: delete added items, discard, change sets, history, preview, framework metadata.
    expect(curated).toContain('DELETE /api/v1/manage/frameworks/{framework}/draft');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/change-sets/{id}/undo');
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/draft/history');
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/competencies/{id}');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import-csv/preview');
    expect(curated).toContain('PATCH /api/v1/manage/frameworks/{framework}');
    expect(curated).toContain('PUT /api/v1/manage/frameworks/{framework}/publisher');
    expect(curated).toContain('PUT /api/v1/manage/frameworks/{framework}/domains/{id}/competencies/order');
    expect(curated).toContain('GET /api/v1/manage/frameworks/{framework}/draft/diff');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import-csv');
    expect(curated).toContain('POST /api/v1/manage/frameworks/import-case');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import-case/preview');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import-moodle');
    // ADR 0036: one upload for any file a draft reads, chosen by content.
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import');
    expect(curated).toContain('POST /api/v1/manage/frameworks/{framework}/draft/import/preview');
    // The database rows of frameworks are not changed by curation.
    const [row] = await ctx()
      .database.db.select()
      .from(framework)
      .where(eq(framework.machineName, 'bioexcel'));
    expect(row?.title).toBe('BioExcel');
  });
});
