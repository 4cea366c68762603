/**
 * ADR 0022 through the API, on every driver: items added in the draft can be deleted (released ones
 * only archived), a domain holding released items or a mapped competency is refused, and 'Discard
 * draft' removes the draft with its changes, audited, leaving the live version as it was.
 */
import { and, desc, eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvent, frameworkVersion } from '../src/db/schema/index.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import { call, type FullManageView, fullManageView, PASSWORD, snapshot } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('undo in a draft: delete added items, discard the draft', (ctx) => {
  let manager: AuthHeaders;
  let other: AuthHeaders;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'undo-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    await createUser(database.db, {
      username: 'undo-other',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    manager = (await signIn(app, 'undo-manager', PASSWORD)).headers;
    other = (await signIn(app, 'undo-other', PASSWORD)).headers;
  });

  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    payload?: unknown,
    headers = manager,
  ) => call(ctx().app, headers, method, path, payload);
  const view = (): Promise<FullManageView> => fullManageView(ctx().app, manager, 'bioexcel');
  const lastAudit = async () => {
    const [row] = await ctx().database.db.select().from(auditEvent).orderBy(desc(auditEvent.id)).limit(1);
    return row;
  };

  it('lists nothing as added in a fresh draft, and the items added afterwards', async () => {
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    expect((await view()).addedInDraft).toEqual({ domains: [], competencies: [], attributes: [] });
    const domainRes = await api('POST', '/bioexcel/domains', { titles: ['Undo domain'] });
    const newDomain = domainRes.json().domains[0];
    const compRes = await api('POST', '/bioexcel/competencies', {
      domainId: newDomain.id,
      competencies: [{ title: 'Undo competency' }],
    });
    expect(compRes.statusCode, compRes.body).toBe(201);
    const newComp = compRes.json().competencies[0];
    const v = await view();
    const attrRes = await api('POST', '/bioexcel/attributes', {
      competencyId: newComp.id,
      attributeTypeId: v.attributeTypes[0]?.id,
      titles: ['Undo attribute one', 'Undo attribute two'],
    });
    expect(attrRes.statusCode, attrRes.body).toBe(201);
    const after = await view();
    expect(after.addedInDraft.domains).toEqual([newDomain.id]);
    expect(after.addedInDraft.competencies).toEqual([newComp.id]);
    expect(after.addedInDraft.attributes).toHaveLength(2);
  });

  it('refuses to delete released items, other frameworks and unknown ids, changing nothing', async () => {
    const { database } = ctx();
    const v = await view();
    const released = v.domains[0];
    const releasedComp = released?.competencies[0];
    const before = await snapshot(database.db);
    const domain = await api('DELETE', `/bioexcel/domains/${released?.id}`);
    expect(domain.statusCode).toBe(409);
    expect(domain.json().error.message).toBe(
      'This domain is part of a released version: archive it instead of deleting it',
    );
    expect((await api('DELETE', `/bioexcel/competencies/${releasedComp?.id}`)).statusCode).toBe(409);
    expect((await api('DELETE', `/bioexcel/attributes/${releasedComp?.attributes[0]?.id}`)).statusCode).toBe(
      409,
    );
    expect((await api('DELETE', '/bioexcel/attributes/99999999')).statusCode).toBe(404);
    const added = v.addedInDraft.attributes[0];
    expect((await api('DELETE', `/bioexcel/attributes/${added}`, undefined, other)).statusCode).toBe(403);
    expect(await snapshot(database.db)).toBe(before);
  });

  it('deletes an added attribute, and refuses a new domain holding a released competency', async () => {
    const v = await view();
    const [first] = v.addedInDraft.attributes;
    const res = await api('DELETE', `/bioexcel/attributes/${first}`);
    expect(res.statusCode, res.body).toBe(204);
    expect(await lastAudit()).toMatchObject({ action: 'attribute.delete', entityId: first, after: null });
    expect((await view()).addedInDraft.attributes).not.toContain(first);

    const newDomainId = v.addedInDraft.domains[0] as number;
    const releasedComp = v.domains[0]?.competencies[0];
    const moved = await api('PATCH', `/bioexcel/competencies/${releasedComp?.id}`, { domainId: newDomainId });
    expect(moved.statusCode, moved.body).toBe(200);
    const refused = await api('DELETE', `/bioexcel/domains/${newDomainId}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain('move them to another domain first');
    const back = await api('PATCH', `/bioexcel/competencies/${releasedComp?.id}`, {
      domainId: v.domains[0]?.id,
    });
    expect(back.statusCode, back.body).toBe(200);
  });

  it('deletes an added domain with its competencies and attributes', async () => {
    const v = await view();
    const newDomainId = v.addedInDraft.domains[0] as number;
    const res = await api('DELETE', `/bioexcel/domains/${newDomainId}`);
    expect(res.statusCode, res.body).toBe(204);
    const after = await view();
    expect(after.domains.map((d) => d.id)).not.toContain(newDomainId);
    expect(after.addedInDraft).toEqual({ domains: [], competencies: [], attributes: [] });
    expect(await lastAudit()).toMatchObject({
      action: 'domain.delete',
      before: expect.objectContaining({ title: 'Undo domain', competencies: 1, attributes: 1 }),
    });
  });

  it("lists the draft's history newest first: who changed what and when", async () => {
    const res = await api('GET', '/bioexcel/draft/history');
    expect(res.statusCode, res.body).toBe(200);
    const events = res.json().events as { description: string; username: string; occurredAt: string }[];
    expect(events[0]).toMatchObject({
      username: 'undo-manager',
      description: 'Deleted domain “Undo domain”',
    });
    expect(events.at(-1)?.description).toBe('Created the draft');
    expect(events.map((e) => e.description)).toEqual(
      expect.arrayContaining([
        'Deleted attribute “Undo attribute one”',
        'Added competency “Undo competency”',
        'Added domain “Undo domain”',
      ]),
    );
    const times = events.map((e) => Date.parse(e.occurredAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect((await api('GET', '/bioexcel/draft/history', undefined, other)).statusCode).toBe(403);
  });

  it('discards the draft with its changes, audited; the live version is untouched', async () => {
    const { app, database } = ctx();
    const publicBefore = (await app.inject({ method: 'GET', url: '/api/bioexcel/1.0' })).body;
    await api('POST', '/bioexcel/domains', { titles: ['Thrown away'] });
    const draftId = (await view()).version?.id as number;
    expect((await api('DELETE', '/bioexcel/draft', undefined, other)).statusCode).toBe(403);
    const res = await api('DELETE', '/bioexcel/draft');
    expect(res.statusCode, res.body).toBe(204);
    const after = await view();
    expect(after.editable).toBe(false);
    expect(after.version?.number).toBe('1.0');
    expect(after.domains.map((d) => d.title)).not.toContain('Thrown away');
    expect(
      await database.db
        .select()
        .from(frameworkVersion)
        .where(and(eq(frameworkVersion.id, draftId))),
    ).toEqual([]);
    expect(await lastAudit()).toMatchObject({
      action: 'version.discard_draft',
      entityId: draftId,
      username: 'undo-manager',
      before: expect.objectContaining({
        number: 'draft',
        removed: expect.objectContaining({ domains: expect.any(Number) }),
      }),
    });
    expect((await app.inject({ method: 'GET', url: '/api/bioexcel/1.0' })).body).toBe(publicBefore);
    const again = await api('DELETE', '/bioexcel/draft');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This framework has no draft');
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
  });
});
