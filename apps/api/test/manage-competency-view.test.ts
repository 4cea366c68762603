/**
 * One competency's curation view (docs/features/curation.md §5): `GET /manage/frameworks/{fw}/competencies/{id}` answers
 * what the framework's manage view holds for that competency (rows, revisions, attribute order ETag,
 * added-in-draft ids), for the version that view shows (the draft, else the newest live version), behind
 * the same access rules; a competency of another version or framework is not found. On every driver.
 */
import type { ManageCompetencyView, ManageFrameworkView } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { call, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('curation: one competency’s view', (ctx) => {
  let headers: PersonaHeaders;

  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'onecomp', ['bioexcel']);
  });

  const api = (method: 'GET' | 'POST', path: string, payload?: unknown) =>
    call(ctx().app, headers.manager, method, path, payload);
  const view = async (): Promise<ManageFrameworkView> => (await api('GET', '/bioexcel')).json();

  /**
   * What the framework's manage view says of one competency, in the shape of the competency view less the
   * attributes, which the framework's view only counts (ADR 0072).
   */
  function expected(v: ManageFrameworkView, competencyId: number) {
    const domain = v.domains.find((d) => d.competencies.some((c) => c.id === competencyId));
    const competency = domain?.competencies.find((c) => c.id === competencyId);
    if (!domain || !competency || !v.version) throw new Error(`no competency ${competencyId} in the view`);
    const { competencies: _c, competencyOrder: _o, ...domainOnly } = domain;
    const { attributeCount, ...fields } = competency;
    return {
      framework: v.framework,
      version: v.version,
      editable: v.editable,
      attributeTypes: v.attributeTypes,
      domain: domainOnly,
      competency: { ...fields, attributes: expect.toSatisfy((a: unknown[]) => a.length === attributeCount) },
    };
  }

  it('answers the live version’s competency as the manage view has it, read-only, before a draft', async () => {
    const live = await view();
    const competency = live.domains[0]?.competencies[0];
    if (!competency) throw new Error('no competency');
    const res = await api('GET', `/bioexcel/competencies/${competency.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject(expected(live, competency.id));
    expect(res.json().editable).toBe(false);
    expect(res.headers.etag).toBe(`"r${competency.revision}"`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the draft’s competency once there is a draft, with its new attributes and revisions', async () => {
    const liveId = (await view()).domains[0]?.competencies[0]?.id as number;
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    const draft = await view();
    const competency = draft.domains[0]?.competencies[0];
    if (!competency) throw new Error('no competency');
    // The live row is no longer the one managed: its id is not found.
    expect((await api('GET', `/bioexcel/competencies/${liveId}`)).statusCode).toBe(404);
    const created = await api('POST', '/bioexcel/attributes', {
      competencyId: competency.id,
      attributeTypeId: draft.attributeTypes[0]?.id,
      titles: ['A new attribute'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const newId = created.json().attributes[0].id as number;
    const after = await view();
    const res = await api('GET', `/bioexcel/competencies/${competency.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ManageCompetencyView;
    expect(body).toMatchObject(expected(after, competency.id));
    expect(body.editable).toBe(true);
    expect(body.version.status).toBe('draft');
    expect(body.addedAttributes).toEqual([newId]);
    expect(body.competency.attributes.map((a) => a.title)).toContain('A new attribute');
  });

  it('answers 404 for an unknown competency, one of another framework, and 400 for a malformed id', async () => {
    const iscb = (await call(ctx().app, headers.otherManager, 'GET', '/iscb')).json() as ManageFrameworkView;
    const foreign = iscb.domains[0]?.competencies[0]?.id as number;
    expect((await api('GET', `/bioexcel/competencies/${foreign}`)).statusCode).toBe(404);
    expect((await api('GET', '/bioexcel/competencies/999999999')).statusCode).toBe(404);
    expect((await api('GET', '/bioexcel/competencies/abc')).statusCode).toBe(400);
    expect((await api('GET', '/nope/competencies/1')).statusCode).toBe(404);
  });

  it('lets only the framework’s manager read it', async () => {
    const id = (await view()).domains[0]?.competencies[0]?.id as number;
    const refused = { anonymous: 401, noRoles: 403, contentManager: 403, otherManager: 403 } as const;
    for (const [persona, status] of Object.entries(refused)) {
      const res = await call(
        ctx().app,
        headers[persona as keyof typeof refused],
        'GET',
        `/bioexcel/competencies/${id}`,
      );
      expect(res.statusCode, persona).toBe(status);
      expect(res.body, persona).not.toContain('attributes');
    }
  });

  it('leaves attributes out of the framework’s view, counting them per competency (ADR 0072)', async () => {
    const v = await view();
    const competency = v.domains[0]?.competencies[0];
    if (!competency) throw new Error('no competency');
    expect(competency).not.toHaveProperty('attributes');
    expect(competency).not.toHaveProperty('attributeOrder');
    expect(v.addedInDraft).not.toHaveProperty('attributes');
    const own = (await api('GET', `/bioexcel/competencies/${competency.id}`)).json() as ManageCompetencyView;
    expect(competency.attributeCount).toBe(own.competency.attributes.length);
    expect(competency.attributeCount).toBeGreaterThan(0);
    const created = await api('POST', '/bioexcel/attributes', {
      competencyId: competency.id,
      attributeTypeId: v.attributeTypes[0]?.id,
      titles: ['Counted one', 'Counted two'],
    });
    expect(created.statusCode, created.body).toBe(201);
    const after = (await view()).domains[0]?.competencies.find((c) => c.id === competency.id);
    expect(after?.attributeCount).toBe(competency.attributeCount + 2);
  });

  it('answers one attribute where it is now, with its ETag; 404 for one not in the managed version', async () => {
    const v = await view();
    const [from, to] = v.domains[0]?.competencies ?? [];
    if (!from || !to) throw new Error('two competencies needed');
    const own = (await api('GET', `/bioexcel/competencies/${from.id}`)).json() as ManageCompetencyView;
    const attribute = own.competency.attributes[0];
    if (!attribute) throw new Error('no attribute');
    const res = await api('GET', `/bioexcel/attributes/${attribute.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(attribute);
    expect(res.headers.etag).toBe(`"r${attribute.revision}"`);
    const moved = await call(ctx().app, headers.manager, 'PATCH', `/bioexcel/attributes/${attribute.id}`, {
      competencyId: to.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await api('GET', `/bioexcel/attributes/${attribute.id}`)).json().competencyId).toBe(to.id);
    expect((await api('GET', '/bioexcel/attributes/999999999')).statusCode).toBe(404);
    const anonymous = await call(ctx().app, headers.anonymous, 'GET', `/bioexcel/attributes/${attribute.id}`);
    expect(anonymous.statusCode).toBe(401);
  });
});
