/**
 * Writes stay inside the draft they address, and archived content stays out of the export (ADR 0011): a reorder that names an id of another version, another framework or a live version is refused
 * and changes nothing, at the API and in the repository itself; archived domains, competencies and
 * attributes of a released version never appear in `GET /api/export/…` or the `/api/v1` export.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import { domain } from '../src/db/schema/index.js';
import { setPositions, updateDomain } from '../src/modules/curation/repository/content.js';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import {
  call,
  type FullCompetency,
  type FullDomain,
  type FullManageView,
  fullManageView,
  PASSWORD,
  snapshot,
} from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';

describeWithSeededApp('content writes scoped to the draft; archived content out of the export', (ctx) => {
  let manager: AuthHeaders;
  let live: FullManageView;
  let draft: FullManageView;
  let otherDraft: FullManageView;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'PATCH', path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);
  const view = (fw: string): Promise<FullManageView> => fullManageView(ctx().app, manager, fw);
  const withAttributes = (v: FullManageView): [FullDomain, FullCompetency] => {
    const d = v.domains.find((x) => x.competencies.some((c) => c.attributes.length > 1)) as FullDomain;
    return [d, d.competencies.find((c) => c.attributes.length > 1) as FullCompetency];
  };
  const db = (): Db => ctx().database.db;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'scope-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel', 'ritrain'],
    });
    manager = (await signIn(app, 'scope-manager', PASSWORD)).headers;
    live = await view('bioexcel');
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    draft = await view('bioexcel');
    otherDraft = await view('ritrain');
    expect(otherDraft.editable).toBe(true);
  });

  it('refuses a domain order naming a domain of the live version or of another framework, and changes nothing', async () => {
    const ids = draft.domains.map((d) => d.id);
    const foreign = [live.domains[0]?.id, otherDraft.domains[0]?.id] as number[];
    const before = await snapshot(db());
    for (const id of foreign) {
      for (const order of [
        [...ids.slice(1), id],
        [...ids, id],
      ]) {
        const res = await api('PUT', '/bioexcel/domains/order', { ids: order });
        expect(res.statusCode, res.body).toBe(400);
        expect(res.json().error.issues).toEqual([expect.objectContaining({ path: 'ids' })]);
      }
    }
    expect(await snapshot(db())).toBe(before);
  });

  it('refuses competency and attribute orders naming items outside the draft parent, and changes nothing', async () => {
    const [liveDomain, liveComp] = withAttributes(live);
    const [draftDomain, draftComp] = withAttributes(draft);
    const otherComp = otherDraft.domains.flatMap((d) => d.competencies).find((c) => c.attributes.length > 0);
    const before = await snapshot(db());
    const compIds = draftDomain.competencies.map((c) => c.id);
    const attrIds = draftComp.attributes.map((a) => a.id);
    const refused: [string, number[]][] = [
      [`/bioexcel/domains/${draftDomain.id}/competencies/order`, [...compIds.slice(1), liveComp.id]],
      [
        `/bioexcel/domains/${draftDomain.id}/competencies/order`,
        [...compIds, liveDomain.competencies[0]?.id as number],
      ],
      [
        `/bioexcel/competencies/${draftComp.id}/attributes/order`,
        [liveComp.attributes[0]?.id as number, ...attrIds],
      ],
      [
        `/bioexcel/competencies/${draftComp.id}/attributes/order`,
        [...attrIds, otherComp?.attributes[0]?.id as number],
      ],
    ];
    for (const [path, ids] of refused) {
      const res = await api('PUT', path, { ids });
      expect(res.statusCode, `${path} ${res.body}`).toBe(400);
    }
    // The live version's own parents are not in the draft at all.
    const livePath = `/bioexcel/competencies/${liveComp.id}/attributes/order`;
    expect((await api('PUT', livePath, { ids: liveComp.attributes.map((a) => a.id) })).statusCode).toBe(404);
    expect(await snapshot(db())).toBe(before);
  });

  it('has the repository itself refuse positions and edits of rows outside the draft it is given', async () => {
    const draftId = draft.version?.id as number;
    const mine = draft.domains[0] as FullDomain;
    const outsiders = [otherDraft.domains[0]?.id, live.domains[0]?.id] as number[];
    const before = await snapshot(db());
    for (const outsider of outsiders) {
      await expect(
        db().transaction(async (tx) => {
          await setPositions(
            tx as unknown as Db,
            'domain',
            draftId,
            new Map([
              [mine.id, 999],
              [outsider, 1],
            ]),
          );
        }),
      ).rejects.toThrow(/not in draft/);
      await expect(
        updateDomain(db(), draftId, outsider, { title: 'Renamed from the wrong draft' }),
      ).rejects.toThrow(/not in draft/);
    }
    // A live version is never a draft, even when addressed by its own id.
    const liveId = live.version?.id as number;
    await expect(
      setPositions(db(), 'domain', liveId, new Map([[live.domains[0]?.id as number, 42]])),
    ).rejects.toThrow(/not in draft/);
    expect(await snapshot(db())).toBe(before);
    const [row] = await db().select().from(domain).where(eq(domain.id, mine.id));
    expect(row?.position).toBe(mine.position);
  });

  it('leaves archived domains, competencies and attributes (and what they hold) out of both exports', async () => {
    const fresh = await view('bioexcel');
    const open = fresh.domains.filter((d) => !d.archived && d.competencies.some((c) => !c.archived));
    const [archivedDomain, compHome, attrHome] = open;
    expect(attrHome, 'bioexcel needs three domains with competencies').toBeDefined();
    const archivedComp = (compHome as FullDomain).competencies.find((c) => !c.archived) as FullCompetency;
    const attrComp = (attrHome as FullDomain).competencies.find(
      (c) => !c.archived && c.attributes.filter((a) => !a.archived).length > 1,
    ) as FullCompetency;
    const archivedAttr = attrComp.attributes.find((a) => !a.archived);
    const keptAttr = attrComp.attributes.find((a) => !a.archived && a.id !== archivedAttr?.id);
    for (const [path, body] of [
      [`/bioexcel/domains/${archivedDomain?.id}`, { archived: true }],
      [`/bioexcel/competencies/${archivedComp.id}`, { archived: true }],
      [`/bioexcel/attributes/${archivedAttr?.id}`, { archived: true }],
    ] as const) {
      expect((await api('PATCH', path, body)).statusCode).toBe(200);
    }
    const released = await api('POST', '/bioexcel/release', { version: '9.0', releaseNotes: 'Archive test' });
    expect(released.statusCode, released.body).toBe(200);

    const hidden = new Set([
      archivedDomain?.uuid,
      ...(archivedDomain?.competencies ?? []).flatMap((c) => [c.uuid, ...c.attributes.map((a) => a.uuid)]),
      archivedComp.uuid,
      ...archivedComp.attributes.map((a) => a.uuid),
      archivedAttr?.uuid,
      // Items archived before this release stay hidden too.
      ...fresh.domains.filter((d) => d.archived).map((d) => d.uuid),
    ]);
    const tables = [
      (await ctx().app.inject({ method: 'GET', url: '/api/export/bioexcel/9.0' })).json(),
      (
        await ctx().app.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel/versions/9.0/export' })
      ).json(),
    ];
    for (const table of tables) {
      const rows = table.data as Record<string, string>[];
      expect(rows.length).toBeGreaterThan(0);
      const uuids = rows.flatMap((r) => [r['Domain UUID'], r['Competency UUID'], r['Attribute UUID']]);
      expect(uuids.filter((u) => hidden.has(u))).toEqual([]);
      // Their siblings are still exported.
      expect(uuids).toContain(attrComp.uuid);
      expect(uuids).toContain(keptAttr?.uuid);
      expect(rows.some((r) => r['Domain UUID'] === compHome?.uuid)).toBe(true);
    }
  });
});
