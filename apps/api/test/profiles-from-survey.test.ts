/**
 * Reference profiles from a survey (docs/features/surveys.md): the preview and create routes, their
 * permissions, the shape of the preview, and the shipped core-facility profiles recreated from a survey
 * file of their survey's shape, as Draft profiles that keep and show their derivation.
 */
import type { FrameworkVersionContent, ReferenceProfile, SurveyPreview } from '@hub/domain';
import { beforeAll, expect, it } from 'vitest';
import { call, type PersonaHeaders, setUpPersonas } from './curation-helpers.js';
import { describeWithSeededApp } from './helpers.js';
import { get, profileSnapshot, profilesPath } from './profile-helpers.js';
import { coreFacilityProfiles, coreFacilitySurvey, NEW_COLUMN_CODES } from './survey-file.js';

const E1 = profilesPath('iscb-3.0e1', 'e1');
const PREVIEW = `${E1}/from-survey/preview`;
const CREATE = `${E1}/from-survey`;
const LEADERSHIP = 'Is this a leadership/managerial role?';
const GROUPS = [
  'Profile: Core facility scientist I',
  'Profile: Core facility scientist II',
  'Profile: Core facility scientist III',
  'Managerial role',
];

describeWithSeededApp('profiles: from a survey', (ctx) => {
  let headers: PersonaHeaders;
  let e1: FrameworkVersionContent;
  const file = coreFacilitySurvey();
  let choices: Record<string, string>;
  beforeAll(async () => {
    headers = await setUpPersonas(ctx().app, ctx().database.db, 'psurvey', ['iscb-3.0e1']);
    e1 = (await get(ctx().app, '/api/v1/frameworks/iscb-3.0e1/versions/e1')).json();
    const uuidOf = new Map(
      [...e1.domains, ...e1.coreDomains].flatMap((d) => d.competencies).map((c) => [c.code, c.uuid]),
    );
    const header = file.slice(1, file.indexOf('\n'));
    choices = Object.fromEntries(
      [...header.matchAll(/"?([^",]*\[New: ([^\]]*)\])"?/g)].map((m) => [
        m[1] as string,
        uuidOf.get(NEW_COLUMN_CODES[m[2] as string] as string) as string,
      ]),
    );
  });
  const send = (path: string, body: unknown, who: keyof PersonaHeaders = 'manager') =>
    call(ctx().app, headers[who], 'POST', path, body);

  it("lets only the framework's managers preview or create, and a refused request changes nothing", async () => {
    const before = await profileSnapshot(ctx().database.db);
    const body = { file, rule: 'median', profiles: [{ group: GROUPS[0], title: 'Stage one' }] };
    for (const path of [PREVIEW, CREATE]) {
      expect((await send(path, body, 'anonymous')).statusCode).toBe(401);
      for (const who of ['noRoles', 'contentManager', 'otherManager'] as const) {
        expect((await send(path, body, who)).statusCode, `${who} ${path}`).toBe(403);
      }
    }
    expect(await profileSnapshot(ctx().database.db)).toBe(before);
  });

  it('previews the matching: 13 competencies per stage by code, the six survey wordings listed as unmatched', async () => {
    const res = await send(PREVIEW, { file });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const preview: SurveyPreview = res.json();
    expect(preview.respondents).toBe(53);
    expect(preview.groups.map((g) => [g.label, g.respondents, g.competencies.length])).toEqual(
      GROUPS.map((g) => [g, 53, 13]),
    );
    expect(preview.unmatchedColumns).toHaveLength(24);
    expect(preview.unmatchedColumns[0]).toBe(
      "Profile: Core facility scientist I [New: Identify and support users' needs]",
    );
    expect(preview.otherColumns).toEqual([LEADERSHIP]);
    expect(preview.unmatchedAnswers).toEqual([]);
    expect(preview.groups[0]?.competencies[0]).toMatchObject({
      code: 'A3',
      counts: { '1': 20, '2': 19, '3': 13 },
      notApplicable: 1,
      respondents: 53,
      median: 2,
      mode: 1,
      quartiles: [1, 2, 2],
    });
  });

  it("takes the manager's choices for the unmatched columns and splits by another column", async () => {
    const chosen: SurveyPreview = (await send(PREVIEW, { file, columns: choices })).json();
    expect(chosen.unmatchedColumns).toEqual([]);
    expect(chosen.groups.every((g) => g.competencies.length === 19)).toBe(true);
    expect(chosen.columns.filter((c) => c.matchedBy === 'choice')).toHaveLength(24);
    const split: SurveyPreview = (
      await send(PREVIEW, { file, columns: choices, splitBy: LEADERSHIP })
    ).json();
    expect(split.groups).toHaveLength(20);
    expect(split.groups.find((g) => g.label === `${GROUPS[0]} – Yes`)?.respondents).toBe(29);
  });

  it('refuses an empty file, an unknown split column and an unknown group, naming them', async () => {
    expect((await send(PREVIEW, { file: '' })).statusCode).toBe(400);
    const badSplit = await send(PREVIEW, { file, splitBy: 'Career stage' });
    expect(badSplit.statusCode).toBe(400);
    expect(badSplit.json().error.message).toContain('Career stage');
    const before = await profileSnapshot(ctx().database.db);
    const badGroup = await send(CREATE, {
      file,
      rule: 'median',
      profiles: [{ group: 'Stage IV', title: 'Four' }],
    });
    expect(badGroup.statusCode).toBe(400);
    expect(badGroup.json().error.message).toContain('Stage IV');
    expect(await profileSnapshot(ctx().database.db)).toBe(before);
  });

  it('recreates the shipped profiles as Drafts (median), each showing its derivation', async () => {
    const res = await send(CREATE, {
      file,
      columns: choices,
      rule: 'median',
      profiles: GROUPS.map((group, i) => ({ group, title: `Survey stage ${i + 1}` })),
    });
    expect(res.statusCode).toBe(201);
    const created: { id: number; title: string; publishingStatus: string }[] = res.json().created;
    expect(created.map((p) => [p.title, p.publishingStatus])).toEqual(
      GROUPS.map((_, i) => [`Survey stage ${i + 1}`, 'Draft']),
    );
    const codeOf = new Map(
      [...e1.domains, ...e1.coreDomains].flatMap((d) => d.competencies).map((c) => [c.uuid, c.code]),
    );
    for (const [i, shipped] of coreFacilityProfiles.profiles.entries()) {
      const profile: ReferenceProfile = (
        await get(
          ctx().app,
          `/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${created[i]?.id}`,
          headers.manager,
        )
      ).json();
      const levels = Object.fromEntries(
        profile.mapping.map((m) => [codeOf.get(m.competencyUuid), m.ratingLevel]),
      );
      const expected = Object.fromEntries(
        shipped.mapping.filter((m) => m.rating_level > 0).map((m) => [m.competency_code, m.rating_level]),
      );
      expect(levels, shipped.title).toEqual(expected);
      expect(profile.derivation).toMatchObject({
        method: 'survey',
        rule: 'median',
        respondents: 53,
        group: GROUPS[i],
      });
      expect(profile.derivation?.competencies).toHaveLength(19);
    }
  });

  it('creates a profile at the mode, the lowest of tied answers', async () => {
    const res = await send(CREATE, {
      file,
      columns: choices,
      rule: 'mode',
      profiles: [{ group: GROUPS[1], title: 'Survey stage two (mode)' }],
    });
    expect(res.statusCode).toBe(201);
    const profile: ReferenceProfile = (
      await get(
        ctx().app,
        `/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/${res.json().created[0].id}`,
        headers.manager,
      )
    ).json();
    const shipped = coreFacilityProfiles.profiles[1]?.mapping ?? [];
    const uuidOf = new Map(
      [...e1.domains, ...e1.coreDomains].flatMap((d) => d.competencies).map((c) => [c.code, c.uuid]),
    );
    const expected = shipped
      .map(
        (m) => [uuidOf.get(m.competency_code), Math.min(m.mode_rating_level, ...m.mode_tied_with)] as const,
      )
      .filter(([, r]) => r > 0);
    expect(new Map(profile.mapping.map((m) => [m.competencyUuid, m.ratingLevel]))).toEqual(new Map(expected));
    expect(profile.derivation?.rule).toBe('mode');
  });
});
