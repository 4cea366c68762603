/**
 * The audit trail of curation (docs/features/curation.md §18): every change through the curation API writes one event per
 * changed item, naming the user, the action, the entity, the framework and the state before and after.
 */
import { asc, gt } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { auditEvent, framework } from '../src/db/schema/index.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import {
  call,
  type FullCompetency,
  type FullManageView,
  fullManageView,
  PASSWORD,
} from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Event = typeof auditEvent.$inferSelect;

describeWithSeededApp('curation: audit trail', (ctx) => {
  let manager: AuthHeaders;
  let userId: number;
  let frameworkId: number;
  let lastEventId = 0;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'audit-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel'],
    });
    manager = (await signIn(app, 'audit-manager', PASSWORD)).headers;
    userId = await currentUserId();
    const rows = await database.db.select().from(framework);
    frameworkId = rows.find((f) => f.machineName === 'bioexcel')?.id as number;
    lastEventId = await latestEventId();
  });

  const currentUserId = async () =>
    (await ctx().app.inject({ method: 'GET', url: '/api/v1/session', headers: manager })).json().user
      .id as number;
  const latestEventId = async () => {
    const rows = await ctx().database.db.select({ id: auditEvent.id }).from(auditEvent);
    return Math.max(0, ...rows.map((r) => r.id));
  };
  /** Events written since the previous call. */
  const newEvents = async (): Promise<Event[]> => {
    const rows = await ctx()
      .database.db.select()
      .from(auditEvent)
      .where(gt(auditEvent.id, lastEventId))
      .orderBy(asc(auditEvent.id));
    lastEventId = Math.max(lastEventId, ...rows.map((r) => r.id));
    return rows;
  };
  const write = async (method: Method, path: string, payload?: unknown) => {
    const res = await call(ctx().app, manager, method, path, payload);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res;
  };
  const view = (): Promise<FullManageView> => fullManageView(ctx().app, manager, 'bioexcel');
  const by = () => ({ userId, username: 'audit-manager', frameworkId });

  it('records who created the draft, with what it was copied from', async () => {
    const res = await write('POST', '/bioexcel/draft');
    const events = await newEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...by(),
      action: 'version.create_draft',
      entityType: 'framework_version',
      entityId: res.json().version.id,
      before: null,
      after: expect.objectContaining({
        number: 'draft',
        status: 'draft',
        copied: { domains: 4, competencies: 31, attributes: 231 },
      }),
    });
    expect(events[0]?.occurredAt).toBeInstanceOf(Date);
  });

  it('records one event per created domain, competency and attribute', async () => {
    const domains = (await write('POST', '/bioexcel/domains', { titles: ['One', 'Two'] })).json().domains;
    const domainEvents = await newEvents();
    expect(domainEvents.map((e) => [e.action, e.entityType, e.entityId, e.before])).toEqual([
      ['domain.create', 'domain', domains[0].id, null],
      ['domain.create', 'domain', domains[1].id, null],
    ]);
    expect(domainEvents[1]).toMatchObject({
      ...by(),
      after: expect.objectContaining({ title: 'Two', position: 6 }),
    });

    const comps = (
      await write('POST', '/bioexcel/competencies', {
        domainId: domains[0].id,
        competencies: [{ title: 'C1', mappedOtherCompetency: '<p>m</p>' }],
      })
    ).json().competencies;
    const compEvents = await newEvents();
    expect(compEvents).toHaveLength(1);
    expect(compEvents[0]).toMatchObject({
      ...by(),
      action: 'competency.create',
      entityType: 'competency',
      entityId: comps[0].id,
      after: expect.objectContaining({
        title: 'C1',
        mappedOtherCompetency: '<p>m</p>',
        domainId: domains[0].id,
      }),
    });

    const typeId = (await view()).attributeTypes[0]?.id;
    const attrs = (
      await write('POST', '/bioexcel/attributes', {
        competencyId: comps[0].id,
        attributeTypeId: typeId,
        titles: ['A1', 'A2', 'A3'],
      })
    ).json().attributes;
    const attrEvents = await newEvents();
    expect(attrEvents.map((e) => [e.action, e.entityId])).toEqual(
      attrs.map((a: { id: number }) => ['attribute.create', a.id]),
    );
  });

  it('records updates, archiving and moves with the state before and after', async () => {
    const v = await view();
    const domain = v.domains[0];
    await write('PATCH', `/bioexcel/domains/${domain?.id}`, { title: 'Renamed' });
    const [renamed, ...rest] = await newEvents();
    expect(rest).toEqual([]);
    expect(renamed).toMatchObject({
      ...by(),
      action: 'domain.update',
      entityType: 'domain',
      entityId: domain?.id,
      before: expect.objectContaining({ title: domain?.title }),
      after: expect.objectContaining({ title: 'Renamed' }),
    });

    const comp = domain?.competencies[0] as FullCompetency;
    await write('PATCH', `/bioexcel/competencies/${comp.id}`, { archived: true });
    const [archived] = await newEvents();
    expect(archived).toMatchObject({
      action: 'competency.update',
      entityId: comp.id,
      before: expect.objectContaining({ archived: false }),
      after: expect.objectContaining({ archived: true }),
    });
    await write('PATCH', `/bioexcel/competencies/${comp.id}`, { archived: false });
    await newEvents();

    const target = v.domains[1];
    await write('PATCH', `/bioexcel/competencies/${comp.id}`, { domainId: target?.id });
    const [moved] = await newEvents();
    expect(moved).toMatchObject({
      action: 'competency.move',
      before: expect.objectContaining({ domainId: domain?.id }),
      after: expect.objectContaining({ domainId: target?.id }),
    });

    const attr = comp.attributes[0];
    await write('PATCH', `/bioexcel/attributes/${attr?.id}`, { title: 'New attribute title' });
    const [attrEvent] = await newEvents();
    expect(attrEvent).toMatchObject({
      action: 'attribute.update',
      entityType: 'attribute',
      entityId: attr?.id,
      before: expect.objectContaining({ title: attr?.title }),
      after: expect.objectContaining({ title: 'New attribute title' }),
    });
  });

  it('records a reorder as one event with the order before and after', async () => {
    const v = await view();
    const ids = v.domains.map((d) => d.id);
    await write('PUT', '/bioexcel/domains/order', { ids: [...ids].reverse() });
    const events = await newEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      ...by(),
      action: 'domain.reorder',
      entityType: 'framework_version',
      entityId: v.version?.id,
      before: { ids },
      after: { ids: [...ids].reverse() },
    });
  });

  it('records attribute type and expertise level changes, deletions included', async () => {
    const type = (await write('POST', '/bioexcel/attribute-types', { title: 'Audited' })).json();
    await write('PATCH', `/bioexcel/attribute-types/${type.id}`, { title: 'Audited, renamed' });
    await write('DELETE', `/bioexcel/attribute-types/${type.id}`);
    const level = (
      await write('POST', '/bioexcel/expertise-levels', { title: 'Audited', ratingLevel: 30 })
    ).json();
    await write('DELETE', `/bioexcel/expertise-levels/${level.id}`);
    const events = await newEvents();
    expect(events.map((e) => [e.action, e.entityType, e.entityId])).toEqual([
      ['attribute_type.create', 'attribute_type', type.id],
      ['attribute_type.update', 'attribute_type', type.id],
      ['attribute_type.delete', 'attribute_type', type.id],
      ['expertise_level.create', 'expertise_level', level.id],
      ['expertise_level.delete', 'expertise_level', level.id],
    ]);
    expect(events[2]).toMatchObject({
      before: expect.objectContaining({ title: 'Audited, renamed' }),
      after: null,
    });
    expect(events.every((e) => e.userId === userId && e.frameworkId === frameworkId)).toBe(true);
  });

  it('records the release and later release-note edits', async () => {
    const draftId = (await view()).version?.id;
    await write('POST', '/bioexcel/release', { version: '1.1', releaseNotes: 'Audited release' });
    const [release, ...rest] = await newEvents();
    expect(rest).toEqual([]);
    expect(release).toMatchObject({
      ...by(),
      action: 'version.release',
      entityType: 'framework_version',
      entityId: draftId,
      before: expect.objectContaining({ status: 'draft', number: 'draft', releaseDate: null }),
      after: expect.objectContaining({ status: 'live', number: '1.1', releaseNotes: 'Audited release' }),
    });
    await write('PATCH', `/bioexcel/versions/${draftId}`, { releaseNotes: 'Edited notes' });
    const [notes] = await newEvents();
    expect(notes).toMatchObject({
      action: 'version.update_notes',
      before: expect.objectContaining({ releaseNotes: 'Audited release' }),
      after: expect.objectContaining({ releaseNotes: 'Edited notes' }),
    });
  });

  it('records nothing for a refused change', async () => {
    const res = await call(ctx().app, manager, 'POST', '/bioexcel/domains', { titles: ['x'] });
    expect(res.statusCode).toBe(409);
    const bad = await call(ctx().app, manager, 'POST', '/bioexcel/release', {
      version: '1.0',
      releaseNotes: 'x',
    });
    expect(bad.statusCode).toBe(409);
    expect(await newEvents()).toEqual([]);
  });
});
