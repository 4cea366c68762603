/**
 * ADR 0021 (ADR 0021): every write route of the OpenAPI document that changes an existing item or an
 * order answers 409 to a stale If-Match, with the current ETag and value, and changes nothing; the
 * routes that only create (or are not about framework content) are listed with the reason. Then the
 * two-manager journeys through the API: a stale rename and a stale reorder are refused and name the
 * manager who changed the item, and a write on the fresh ETag succeeds.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { trainingResourceMapping } from '../src/db/schema/index.js';
import type { AuthHeaders } from './auth-helpers.js';
import { createDraft, createFramework, createSession, describeWithApp } from './factories.js';

const MANAGE = '/api/v1/manage/frameworks';
const FW = 'stale';

/** Write routes that only create, sign in, or count, so no stored revision can be stale. */
const NOT_REVISED: Record<string, string> = {
  'POST /api/v1/training-resources/{slug}/views': 'a visitor page-view count',
  'POST /api/v1/training-resources/for-competencies': 'a read with a long query',
  'POST /api/v1/session': 'sign-in',
  'POST /api/v1/session/logout': 'sign-out',
  'PUT /api/v1/account/password': 'the user’s own password (current password checked)',
  'POST /api/v1/manage/frameworks/{framework}/draft': 'creates the draft (409 when one exists)',
  'POST /api/v1/manage/frameworks/{framework}/draft/renumber-codes':
    'based on its preview: 409 when a code or the order changed since (ADR 0059, item-code-rules.test.ts)',
  'POST /api/v1/manage/frameworks/{framework}/domains': 'creates domains',
  'POST /api/v1/manage/frameworks/{framework}/competencies': 'creates competencies',
  'POST /api/v1/manage/frameworks/{framework}/attributes': 'creates attributes',
  'POST /api/v1/manage/frameworks/{framework}/attribute-types': 'creates an attribute type',
  'POST /api/v1/manage/frameworks/{framework}/expertise-levels': 'creates an expertise level',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-csv': 'an import: one change set (ADR 0022)',
  'POST /api/v1/manage/frameworks/import-case': 'an import: one change set (ADR 0022)',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-case': 'an import: one change set (ADR 0022)',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-moodle': 'an import: one change set (ADR 0022)',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-case/preview':
    'a preview: rolled back, changes nothing',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-moodle/preview':
    'a preview: rolled back, changes nothing',
  'POST /api/v1/manage/frameworks/{framework}/draft/import': 'an import: one change set (ADR 0022, 0036)',
  'POST /api/v1/manage/frameworks/{framework}/draft/import/preview':
    'a preview: rolled back, changes nothing',
  'POST /api/v1/manage/frameworks/{framework}/versions/{version}/profiles': 'creates a profile',
  'POST /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/clone': 'creates profiles',
  'POST /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/from-survey': 'creates profiles',
  'POST /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/from-survey/preview':
    'a preview: writes nothing',
  'POST /api/v1/manage/media': 'uploads an image',
  'POST /api/v1/manage/frameworks/{framework}/versions/{version}/career-pathways': 'creates a pathway',
  'POST /api/v1/manage/training-resources': 'creates a resource (a TeSS re-import: see ADR 0021)',
  'POST /api/v1/manage/frameworks/{framework}/learning-pathways': 'creates a pathway',
  'POST /api/v1/manage/frameworks': 'creates a framework',
  'POST /api/v1/manage/frameworks/{framework}/draft/import-csv/preview':
    'a preview: rolled back, changes nothing',
  'POST /api/v1/manage/frameworks/{framework}/draft/change-sets/{id}/undo':
    "reverts only the newest import's rows nobody changed since (ADR 0022, 0066; confirmed first)",
  'POST /api/v1/training-resources/tess-search': 'a read with a long query',
};

interface Ids {
  draftId: number;
  domainId: number;
  competencyId: number;
  attributeId: number;
  typeId: number;
  levelId: number;
  profileId: number;
  careerPathwayId: number;
  resourceId: number;
  mappingId: number;
  learningPathwayId: number;
}

/** How to call one revised route on real items: the path and the body of a valid change. */
type Case = (ids: Ids) => { url: string; body?: unknown; order?: boolean };

const CASES: Record<string, Case> = {
  'POST /api/v1/manage/frameworks/{framework}/release': () => ({
    url: `${MANAGE}/${FW}/release`,
    body: { version: '9.0', releaseNotes: 'Stale release' },
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/versions/{versionId}': (i) => ({
    url: `${MANAGE}/${FW}/versions/${i.draftId}`,
    body: { releaseNotes: 'Stale notes' },
  }),
  'PUT /api/v1/manage/frameworks/{framework}/domains/order': (i) => ({
    url: `${MANAGE}/${FW}/domains/order`,
    body: { ids: [i.domainId] },
    order: true,
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/domains/{id}': (i) => ({
    url: `${MANAGE}/${FW}/domains/${i.domainId}`,
    body: { title: 'Stale title' },
  }),
  'PUT /api/v1/manage/frameworks/{framework}/domains/{id}/competencies/order': (i) => ({
    url: `${MANAGE}/${FW}/domains/${i.domainId}/competencies/order`,
    body: { ids: [i.competencyId] },
    order: true,
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/competencies/{id}': (i) => ({
    url: `${MANAGE}/${FW}/competencies/${i.competencyId}`,
    body: { title: 'Stale title' },
  }),
  'PUT /api/v1/manage/frameworks/{framework}/competencies/{id}/attributes/order': (i) => ({
    url: `${MANAGE}/${FW}/competencies/${i.competencyId}/attributes/order`,
    body: { ids: [i.attributeId] },
    order: true,
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/attributes/{id}': (i) => ({
    url: `${MANAGE}/${FW}/attributes/${i.attributeId}`,
    body: { title: 'Stale title' },
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/attribute-types/{id}': (i) => ({
    url: `${MANAGE}/${FW}/attribute-types/${i.typeId}`,
    body: { title: 'Stale type' },
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/attribute-types/{id}': (i) => ({
    url: `${MANAGE}/${FW}/attribute-types/${i.typeId}`,
  }),
  'PATCH /api/v1/manage/frameworks/{framework}/expertise-levels/{id}': (i) => ({
    url: `${MANAGE}/${FW}/expertise-levels/${i.levelId}`,
    body: { title: 'Stale level' },
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/expertise-levels/{id}': (i) => ({
    url: `${MANAGE}/${FW}/expertise-levels/${i.levelId}`,
  }),
  'PUT /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/{id}': (i) => ({
    url: `${MANAGE}/${FW}/versions/1.0/profiles/${i.profileId}`,
    body: profileBody('Stale profile'),
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/{id}': (i) => ({
    url: `${MANAGE}/${FW}/versions/1.0/profiles/${i.profileId}`,
  }),
  'PUT /api/v1/manage/frameworks/{framework}/versions/{version}/profiles/{id}/mapping': (i) => ({
    url: `${MANAGE}/${FW}/versions/1.0/profiles/${i.profileId}/mapping`,
    body: { mapping: [] },
  }),
  'PUT /api/v1/manage/frameworks/{framework}/versions/{version}/career-pathways/{id}': (i) => ({
    url: `${MANAGE}/${FW}/versions/1.0/career-pathways/${i.careerPathwayId}`,
    body: { title: 'Stale pathway', description: 'Stale', profileIds: [i.profileId] },
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/versions/{version}/career-pathways/{id}': (i) => ({
    url: `${MANAGE}/${FW}/versions/1.0/career-pathways/${i.careerPathwayId}`,
  }),
  'PUT /api/v1/manage/training-resources/{id}': (i) => ({
    url: `/api/v1/manage/training-resources/${i.resourceId}`,
    body: { title: 'Stale resource', url: 'https://example.org/stale' },
  }),
  'PUT /api/v1/manage/training-resources/{id}/archived': (i) => ({
    url: `/api/v1/manage/training-resources/${i.resourceId}/archived`,
    body: { archived: true },
  }),
  'PUT /api/v1/manage/training-resources/{id}/tess-values/{field}': (i) => ({
    url: `/api/v1/manage/training-resources/${i.resourceId}/tess-values/title`,
  }),
  'PUT /api/v1/manage/training-resources/{id}/mappings/{framework}': (i) => ({
    url: `/api/v1/manage/training-resources/${i.resourceId}/mappings/${FW}`,
    body: { competencyIds: [], attributeIds: [] },
  }),
  'DELETE /api/v1/manage/training-resources/{id}/mappings/{mappingId}': (i) => ({
    url: `/api/v1/manage/training-resources/${i.resourceId}/mappings/${i.mappingId}`,
  }),
  'PUT /api/v1/manage/learning-pathways/{id}': (i) => ({
    url: `/api/v1/manage/learning-pathways/${i.learningPathwayId}`,
    body: { title: 'Stale pathway', steps: [{ resourceId: i.resourceId, note: '' }] },
  }),
  'DELETE /api/v1/manage/learning-pathways/{id}': (i) => ({
    url: `/api/v1/manage/learning-pathways/${i.learningPathwayId}`,
  }),
  'PATCH /api/v1/manage/frameworks/{framework}': () => ({
    url: `${MANAGE}/${FW}`,
    body: { title: 'Stale framework title' },
  }),
  'PUT /api/v1/manage/frameworks/{framework}/publisher': () => ({
    url: `${MANAGE}/${FW}/publisher`,
    body: { name: 'Stale publisher' },
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/domains/{id}': (i) => ({
    url: `${MANAGE}/${FW}/domains/${i.domainId}`,
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/competencies/{id}': (i) => ({
    url: `${MANAGE}/${FW}/competencies/${i.competencyId}`,
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/attributes/{id}': (i) => ({
    url: `${MANAGE}/${FW}/attributes/${i.attributeId}`,
  }),
  'DELETE /api/v1/manage/frameworks/{framework}/draft': () => ({ url: `${MANAGE}/${FW}/draft` }),
};

function profileBody(title: string) {
  return {
    title,
    jobTitle: 'Data steward',
    age: null,
    gender: 'None',
    seniorityLevel: null,
    qualificationBackground: '',
    currentRole: '',
    additionalInformation: '',
    imageId: null,
    publishingStatus: 'Live',
  };
}

function send(
  app: FastifyInstance,
  headers: AuthHeaders,
  method: string,
  url: string,
  body?: unknown,
  ifMatch?: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: method as 'GET',
    url,
    headers: { ...headers, ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    ...(body === undefined ? {} : { payload: body as object }),
  });
}

/** What a manager sees of the test items: the manage view plus the other items' reads, as JSON. */
async function visibleState(app: FastifyInstance, headers: AuthHeaders, ids: Ids): Promise<string> {
  const reads = [
    `${MANAGE}/${FW}`,
    `${MANAGE}/${FW}/versions/1.0/profiles/${ids.profileId}`,
    `/api/v1/frameworks/${FW}/versions/1.0/career-pathways/${ids.careerPathwayId}`,
    `/api/v1/manage/training-resources/${ids.resourceId}`,
    `/api/v1/manage/training-resources/${ids.resourceId}/mappings/${FW}`,
    `/api/v1/learning-pathways/${ids.learningPathwayId}`,
  ];
  const bodies: string[] = [];
  for (const url of reads) {
    const res = await send(app, headers, 'GET', url);
    bodies.push(`${url} ${res.statusCode} ${res.body}`);
  }
  return bodies.join('\n');
}

describeWithApp(
  'stale writes',
  async (db) => {
    await createFramework(db, {
      machine_name: FW,
      title: 'Stale framework',
      expertise_levels: [{ rating_level: 1, title: 'Awareness', description: '' }],
    });
    await createDraft(db, FW);
  },
  (ctx) => {
    let alice: { username: string; headers: AuthHeaders };
    let bob: { username: string; headers: AuthHeaders };
    let ids: Ids;

    beforeAll(async () => {
      const { app, database } = ctx();
      const roles = ['framework_manager', 'content_manager'] as const;
      alice = await createSession(app, database.db, { roles: [...roles], frameworks: [FW] });
      bob = await createSession(app, database.db, { roles: [...roles], frameworks: [FW] });
      const h = alice.headers;
      const view = (await send(app, h, 'GET', `${MANAGE}/${FW}`)).json();
      const domain = view.domains[0];
      const competency = domain.competencies[0];
      const type = (
        await send(app, h, 'POST', `${MANAGE}/${FW}/attribute-types`, { title: 'Ability' })
      ).json();
      const level = (
        await send(app, h, 'POST', `${MANAGE}/${FW}/expertise-levels`, { title: 'Expert', ratingLevel: 4 })
      ).json();
      const profile = (
        await send(app, h, 'POST', `${MANAGE}/${FW}/versions/1.0/profiles`, profileBody('Sam'))
      ).json();
      const careerPathway = (
        await send(app, h, 'POST', `${MANAGE}/${FW}/versions/1.0/career-pathways`, {
          title: 'Into data stewardship',
          description: 'From analyst to steward',
          profileIds: [profile.id],
        })
      ).json();
      const resource = (
        await send(app, h, 'POST', '/api/v1/manage/training-resources', {
          title: 'Data stewardship basics',
          url: 'https://example.org/stewardship',
        })
      ).json();
      const live = (await send(app, h, 'GET', `/api/v1/frameworks/${FW}/versions/1.0`)).json();
      const liveCompetencyId = live.domains?.[0]?.competencies?.[0]?.id;
      const mapped = await send(
        app,
        h,
        'PUT',
        `/api/v1/manage/training-resources/${resource.id}/mappings/${FW}`,
        {
          competencyIds: [liveCompetencyId],
          attributeIds: [],
        },
      );
      expect(mapped.statusCode, mapped.body).toBe(200);
      const [mapping] = await database.db
        .select({ id: trainingResourceMapping.id })
        .from(trainingResourceMapping)
        .where(eq(trainingResourceMapping.resourceId, resource.id));
      const learningPathway = (
        await send(app, h, 'POST', `${MANAGE}/${FW}/learning-pathways`, {
          title: 'Stewardship path',
          steps: [{ resourceId: resource.id, note: '' }],
        })
      ).json();
      ids = {
        draftId: view.version.id,
        domainId: domain.id,
        competencyId: competency.id,
        // The manage view counts attributes; they are in the competency's own view (ADR 0072).
        attributeId: (await send(app, h, 'GET', `${MANAGE}/${FW}/competencies/${competency.id}`)).json()
          .competency.attributes[0].id,
        typeId: type.id,
        levelId: level.id,
        profileId: profile.id,
        careerPathwayId: careerPathway.id,
        resourceId: resource.id,
        mappingId: mapping?.id as number,
        learningPathwayId: learningPathway.id,
      };
      for (const [key, value] of Object.entries(ids)) expect(value, key).toEqual(expect.any(Number));
    });

    it('lists every write route of the OpenAPI document as revised or as creating only', async () => {
      const doc = (await ctx().app.inject({ url: '/api/openapi.json' })).json() as {
        paths: Record<string, Record<string, unknown>>;
      };
      const writes = Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => !['get', 'head', 'options'].includes(m))
          .map((m) => `${m.toUpperCase()} ${path}`),
      );
      const unlisted = writes.filter((w) => !(w in CASES) && !(w in NOT_REVISED));
      expect(unlisted, 'a new write route needs a stale-revision case or a reason').toEqual([]);
      expect(Object.keys(CASES).filter((w) => !writes.includes(w))).toEqual([]);
      expect(Object.keys(CASES).length).toBeGreaterThan(20);
    });

    it('answers 409 with the current ETag and value to a stale If-Match on every revised route, changing nothing', async () => {
      const { app } = ctx();
      const before = await visibleState(app, alice.headers, ids);
      for (const [route, build] of Object.entries(CASES)) {
        const method = route.split(' ')[0] as string;
        const { url, body, order } = build(ids);
        const res = await send(app, alice.headers, method, url, body, order ? '"ostale"' : '"r0"');
        expect(res.statusCode, `${route}: ${res.body}`).toBe(409);
        const conflict = res.json().error.conflict;
        expect(conflict, route).toMatchObject({ etag: expect.stringMatching(/^"[ro].+"$/) });
        expect(conflict.current, route).toBeDefined();
      }
      expect(await visibleState(app, alice.headers, ids)).toBe(before);
    });

    it('refuses a malformed If-Match with 400', async () => {
      const res = await send(
        ctx().app,
        alice.headers,
        'PATCH',
        `${MANAGE}/${FW}/domains/${ids.domainId}`,
        { title: 'x' },
        '*',
      );
      expect(res.statusCode).toBe(400);
    });

    it('two managers: a stale rename is refused naming who renamed it, then kept on the new ETag', async () => {
      const { app } = ctx();
      const url = `${MANAGE}/${FW}/competencies/${ids.competencyId}`;
      const view = (await send(app, bob.headers, 'GET', `${MANAGE}/${FW}`)).json();
      const seen = view.domains[0].competencies[0];
      const etag = `"r${seen.revision}"`;

      const first = await send(app, alice.headers, 'PATCH', url, { title: 'Alice’s title' }, etag);
      expect(first.statusCode, first.body).toBe(200);
      expect(first.headers.etag).toBe(`"r${seen.revision + 1}"`);

      const stale = await send(app, bob.headers, 'PATCH', url, { title: 'Bob’s title' }, etag);
      expect(stale.statusCode).toBe(409);
      const { conflict } = stale.json().error;
      expect(conflict).toMatchObject({
        etag: first.headers.etag,
        current: { title: 'Alice’s title' },
        changedBy: alice.username,
      });
      expect(Date.parse(conflict.changedAt)).not.toBeNaN();
      expect(stale.json().error.message).toContain(alice.username);

      const kept = await send(app, bob.headers, 'PATCH', url, { title: 'Bob’s title' }, conflict.etag);
      expect(kept.statusCode, kept.body).toBe(200);
      expect(kept.json().title).toBe('Bob’s title');
    });

    it('two managers: a reorder based on a stale order is refused', async () => {
      const { app } = ctx();
      const h = alice.headers;
      await send(app, h, 'POST', `${MANAGE}/${FW}/domains`, { titles: ['Second', 'Third'] });
      const view = (await send(app, bob.headers, 'GET', `${MANAGE}/${FW}`)).json();
      const order: number[] = view.domains.map((d: { id: number }) => d.id);
      const seenOrder = view.domainOrder;

      const first = await send(
        app,
        h,
        'PUT',
        `${MANAGE}/${FW}/domains/order`,
        { ids: [...order].reverse() },
        seenOrder,
      );
      expect(first.statusCode, first.body).toBe(204);

      const moved = [order[1], order[0], order[2]];
      const stale = await send(
        app,
        bob.headers,
        'PUT',
        `${MANAGE}/${FW}/domains/order`,
        { ids: moved },
        seenOrder,
      );
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.conflict).toMatchObject({
        current: { ids: [...order].reverse() },
        changedBy: alice.username,
      });
      const after = (await send(app, h, 'GET', `${MANAGE}/${FW}`)).json();
      expect(after.domains.map((d: { id: number }) => d.id)).toEqual([...order].reverse());
      expect(after.domainOrder).toBe(stale.json().error.conflict.etag);
    });

    it('two managers map one training resource: the stale save is refused with their mapping, then merged on the new ETag', async () => {
      const { app } = ctx();
      const url = `/api/v1/manage/training-resources/${ids.resourceId}/mappings/${FW}`;
      const seen = (await send(app, bob.headers, 'GET', url)).json();
      const live = (await send(app, bob.headers, 'GET', `/api/v1/frameworks/${FW}/versions/1.0`)).json();
      const attributeId: number = live.domains[0].competencies[0].attributes[0].id;
      const etag = `"r${seen.revision}"`;

      const first = await send(
        app,
        alice.headers,
        'PUT',
        url,
        { competencyIds: [], attributeIds: [attributeId] },
        etag,
      );
      expect(first.statusCode, first.body).toBe(200);
      const stale = await send(app, bob.headers, 'PUT', url, { competencyIds: [], attributeIds: [] }, etag);
      expect(stale.statusCode).toBe(409);
      const { conflict } = stale.json().error;
      expect(conflict).toMatchObject({ current: { attributeIds: [attributeId] }, changedBy: alice.username });
      expect((await send(app, bob.headers, 'GET', url)).json().attributeIds).toEqual([attributeId]);
    });

    it('two managers map one reference profile: the stale save is refused, changing nothing', async () => {
      const { app } = ctx();
      const read = `/api/v1/frameworks/${FW}/versions/1.0/profiles/${ids.profileId}`;
      const url = `${MANAGE}/${FW}/versions/1.0/profiles/${ids.profileId}/mapping`;
      const seen = (await send(app, bob.headers, 'GET', read)).json();
      const live = (await send(app, bob.headers, 'GET', `/api/v1/frameworks/${FW}/versions/1.0`)).json();
      const competencyId: number = live.domains[0].competencies[0].id;
      const levelId: number = live.expertiseLevels.find((l: { ratingLevel: number }) => l.ratingLevel > 0).id;
      const etag = `"r${seen.revision}"`;
      const mine = { mapping: [{ competencyId, expertiseLevelId: levelId, attributeIds: [] }] };

      const first = await send(app, alice.headers, 'PUT', url, mine, etag);
      expect(first.statusCode, first.body).toBe(200);
      const stale = await send(app, bob.headers, 'PUT', url, { mapping: [] }, etag);
      expect(stale.statusCode).toBe(409);
      expect(stale.json().error.conflict).toMatchObject({ changedBy: alice.username });
      expect((await send(app, bob.headers, 'GET', read)).json().mapping).toHaveLength(1);
      const kept = await send(app, bob.headers, 'PUT', url, mine, stale.json().error.conflict.etag);
      expect(kept.statusCode, kept.body).toBe(200);
    });

    // Last: it discards the suite's draft.
    it('two managers: what a colleague changed since the revision a screen shows, without my own edits (ADR 0066)', async () => {
      const { app } = ctx();
      const seen = (await send(app, bob.headers, 'GET', `${MANAGE}/${FW}`)).json();
      const since = Number(String(seen.draftEtag).slice(2, -1));
      const ask = async () => {
        const res = await send(app, bob.headers, 'GET', `${MANAGE}/${FW}/draft/changes?since=${since}`);
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { etag: string; changes: { username: string; description: string }[] };
      };
      expect(await ask()).toEqual({ etag: seen.draftEtag, changes: [] });
      // Bob's own edit moves the revision but is not a colleague's change.
      await send(app, bob.headers, 'PATCH', `${MANAGE}/${FW}/competencies/${ids.competencyId}`, {
        title: 'Bob renamed it first',
      });
      const own = await ask();
      expect(own.etag).not.toBe(seen.draftEtag);
      expect(own.changes).toEqual([]);
      await send(app, alice.headers, 'PATCH', `${MANAGE}/${FW}/competencies/${ids.competencyId}`, {
        title: 'Alice renamed it while Bob was away',
      });
      const theirs = await ask();
      expect(theirs.changes).toHaveLength(1);
      expect(theirs.changes[0]).toMatchObject({ username: alice.username });
      expect(theirs.changes[0]?.description).toContain('Alice renamed it while Bob was away');
      // A training resource mapped to the framework is not a change of its draft.
      const mappingUrl = `/api/v1/manage/training-resources/${ids.resourceId}/mappings/${FW}`;
      const mapping = (await send(app, alice.headers, 'GET', mappingUrl)).json();
      const live = (await send(app, alice.headers, 'GET', `/api/v1/frameworks/${FW}/versions/1.0`)).json();
      const competencyIdsOf = (content: { domains: { competencies: { id: number }[] }[] }) =>
        [content.domains[0]?.competencies[0]?.id as number].filter(
          (id) => !mapping.competencyIds.includes(id),
        );
      const mapped = await send(
        app,
        alice.headers,
        'PUT',
        mappingUrl,
        {
          competencyIds: [...mapping.competencyIds, ...competencyIdsOf(live)],
          attributeIds: mapping.attributeIds,
        },
        `"r${mapping.revision}"`,
      );
      expect(mapped.statusCode, mapped.body).toBe(200);
      expect(await ask()).toEqual(theirs);
      const bad = await send(app, bob.headers, 'GET', `${MANAGE}/${FW}/draft/changes?since=x`);
      expect(bad.statusCode).toBe(400);
    });

    it("two managers: 'Discard draft' based on a stale draft revision lists the colleague's changes, then discards on the new one despite the manager's own later edit", async () => {
      const { app } = ctx();
      const seen = (await send(app, bob.headers, 'GET', `${MANAGE}/${FW}`)).json();
      expect(seen.draftEtag).toMatch(/^"d\d+"$/);
      const renamed = await send(
        app,
        alice.headers,
        'PATCH',
        `${MANAGE}/${FW}/competencies/${ids.competencyId}`,
        {
          title: 'Renamed while Bob looked',
        },
      );
      expect(renamed.statusCode, renamed.body).toBe(200);
      await send(app, alice.headers, 'POST', `${MANAGE}/${FW}/domains`, {
        titles: ['Added while Bob looked'],
      });

      const stale = await send(
        app,
        bob.headers,
        'DELETE',
        `${MANAGE}/${FW}/draft`,
        undefined,
        seen.draftEtag,
      );
      expect(stale.statusCode, stale.body).toBe(409);
      const { conflict } = stale.json().error;
      expect(conflict.changedBy).toBe(alice.username);
      const changes: { username: string; description: string }[] = conflict.current.changes;
      expect(changes.map((c) => c.username)).toEqual([alice.username, alice.username]);
      expect(changes.map((c) => c.description).join('\n')).toContain('Renamed while Bob looked');
      expect(changes.map((c) => c.description).join('\n')).toContain('Added while Bob looked');
      expect((await send(app, bob.headers, 'GET', `${MANAGE}/${FW}`)).json().editable).toBe(true);

      // Bob's own edit since the 409 (his screen patches it in place, ADR 0060) is not a colleague's work.
      const own = await send(app, bob.headers, 'PATCH', `${MANAGE}/${FW}/competencies/${ids.competencyId}`, {
        title: 'Renamed by Bob himself',
      });
      expect(own.statusCode, own.body).toBe(200);
      const discarded = await send(
        app,
        bob.headers,
        'DELETE',
        `${MANAGE}/${FW}/draft`,
        undefined,
        conflict.etag,
      );
      expect(discarded.statusCode, discarded.body).toBe(204);
    });
  },
);
