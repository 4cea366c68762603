/**
 * Bad input to the curation API (ADR 0007; docs/features/curation.md §11): blank and whitespace-only titles,
 * duplicate version numbers, oversized text, markup and scripts in every text field, ids of another
 * framework. Each is refused with a clear message and field issues, or stored stripped/sanitised; a
 * refused request changes nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createUser, signIn } from './auth-helpers.js';
import {
  call,
  type FullCompetency,
  type FullManageView,
  fullManageView,
  PASSWORD,
  snapshot,
} from './curation-helpers.js';
import { createFramework, describeWithApp } from './factories.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const KSA = ['Knowledge', 'Skill', 'Attitude'];

/** Two small released frameworks (factories): bioexcel 1.0 (with two levels) and iscb 2.0, each with one competency. */
async function twoFrameworks(db: Parameters<typeof createFramework>[0]): Promise<void> {
  await createFramework(db, {
    machine_name: 'bioexcel',
    title: 'BioExcel',
    version: '1.0',
    attribute_types: KSA,
    expertise_levels: [
      { rating_level: 1, title: 'Awareness', description: '' },
      { rating_level: 2, title: 'Working knowledge', description: '' },
    ],
  });
  await createFramework(db, { machine_name: 'iscb', title: 'ISCB', version: '2.0', attribute_types: KSA });
}

describeWithApp('curation: bad input', twoFrameworks, (ctx) => {
  let manager: AuthHeaders;
  let bio: FullManageView;
  let iscb: FullManageView;
  let competency: FullCompetency;

  beforeAll(async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'input-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['bioexcel', 'iscb'],
    });
    manager = (await signIn(app, 'input-manager', PASSWORD)).headers;
    expect((await api('POST', '/bioexcel/draft')).statusCode).toBe(201);
    expect((await api('POST', '/iscb/draft')).statusCode).toBe(201);
    const level = await api('POST', '/iscb/expertise-levels', { title: 'Iscb level', ratingLevel: 50 });
    expect(level.statusCode).toBe(201);
    bio = await fullManageView(ctx().app, manager, 'bioexcel');
    iscb = (await api('GET', '/iscb')).json();
    competency = bio.domains[0]?.competencies[0] as FullCompetency;
  });

  const api = (method: Method, path: string, payload?: unknown) =>
    call(ctx().app, manager, method, path, payload);

  /** Sends a request that must be refused with `status`, and checks that nothing changed. */
  const refused = async (status: number, method: Method, path: string, payload?: unknown) => {
    const before = await snapshot(ctx().database.db);
    const res = await api(method, path, payload);
    expect(res.statusCode, `${method} ${path} ${JSON.stringify(payload)?.slice(0, 200)}: ${res.body}`).toBe(
      status,
    );
    expect(res.json().error.message.length).toBeGreaterThan(0);
    expect(await snapshot(ctx().database.db), 'a refused request changed the database').toBe(before);
    return res.json().error as {
      code: string;
      message: string;
      issues?: { path: string; message: string }[];
    };
  };

  describe('blank titles', () => {
    it('refuses empty and whitespace-only titles with the field path', async () => {
      for (const title of ['', '   ', '\t\n ']) {
        const domains = await refused(400, 'POST', '/bioexcel/domains', { titles: ['Fine', title] });
        expect(domains.issues).toEqual([{ path: 'body.titles.1', message: 'Enter a title' }]);
        const patch = await refused(400, 'PATCH', `/bioexcel/domains/${bio.domains[0]?.id}`, { title });
        expect(patch.issues?.[0]?.path).toBe('body.title');
        const comps = await refused(400, 'POST', '/bioexcel/competencies', {
          domainId: bio.domains[0]?.id,
          competencies: [{ title }],
        });
        expect(comps.issues?.[0]?.path).toBe('body.competencies.0.title');
        await refused(400, 'PATCH', `/bioexcel/competencies/${competency.id}`, { title });
        await refused(400, 'POST', '/bioexcel/attributes', {
          competencyId: competency.id,
          attributeTypeId: bio.attributeTypes[0]?.id,
          titles: [title],
        });
        await refused(400, 'PATCH', `/bioexcel/attributes/${competency.attributes[0]?.id}`, { title });
        await refused(400, 'POST', '/bioexcel/attribute-types', { title });
        await refused(400, 'POST', '/bioexcel/expertise-levels', { title, ratingLevel: 77 });
      }
    });

    it('refuses titles that are only markup once the markup is stripped, naming the field', async () => {
      for (const title of ['<b> </b>', '<script>alert(1)</script>', '<img src=x onerror=alert(1)>']) {
        const domains = await refused(400, 'POST', '/bioexcel/domains', { titles: ['Fine', title] });
        expect(domains.issues).toEqual([{ path: 'titles.1', message: 'Enter a title' }]);
        const patch = await refused(400, 'PATCH', `/bioexcel/domains/${bio.domains[0]?.id}`, { title });
        expect(patch.issues).toEqual([{ path: 'title', message: 'Enter a title' }]);
        const comps = await refused(400, 'POST', '/bioexcel/competencies', {
          domainId: bio.domains[0]?.id,
          competencies: [{ title: 'Fine' }, { title }],
        });
        expect(comps.issues).toEqual([{ path: 'competencies.1.title', message: 'Enter a title' }]);
        await refused(400, 'PATCH', `/bioexcel/competencies/${competency.id}`, { title });
        const attrs = await refused(400, 'POST', '/bioexcel/attributes', {
          competencyId: competency.id,
          attributeTypeId: bio.attributeTypes[0]?.id,
          titles: [title],
        });
        expect(attrs.issues).toEqual([{ path: 'titles.0', message: 'Enter a title' }]);
        await refused(400, 'PATCH', `/bioexcel/attributes/${competency.attributes[0]?.id}`, { title });
        const type = await refused(400, 'POST', '/bioexcel/attribute-types', { title });
        expect(type.issues).toEqual([{ path: 'title', message: 'Enter a title' }]);
        await refused(400, 'POST', '/bioexcel/expertise-levels', { title, ratingLevel: 77 });
        const notes = await refused(400, 'POST', '/bioexcel/release', {
          version: '9.9',
          releaseNotes: title,
        });
        expect(notes.issues).toEqual([{ path: 'releaseNotes', message: 'Enter release notes' }]);
        await refused(400, 'PATCH', `/bioexcel/versions/${bio.version?.id}`, { releaseNotes: title });
      }
    });

    it('refuses an update with nothing to change', async () => {
      await refused(400, 'PATCH', `/bioexcel/domains/${bio.domains[0]?.id}`, {});
      await refused(400, 'PATCH', `/bioexcel/competencies/${competency.id}`, {});
      await refused(400, 'PATCH', `/bioexcel/attributes/${competency.attributes[0]?.id}`, {});
    });
  });

  describe('version numbers', () => {
    it('refuses a number already used by the framework, blank, reserved or URL-unsafe', async () => {
      for (const version of ['1.0', '1.0 ']) {
        const dup = await refused(400, 'POST', '/bioexcel/release', { version, releaseNotes: 'Notes' });
        expect(dup).toMatchObject({
          message: 'Version 1.0 already exists',
          issues: [{ path: 'version', message: 'Version 1.0 already exists' }],
        });
      }
      const iscbDup = await refused(400, 'POST', '/iscb/release', { version: '2.0', releaseNotes: 'Notes' });
      expect(iscbDup.issues).toEqual([{ path: 'version', message: 'Version 2.0 already exists' }]);
      for (const version of ['', '   ', 'draft', 'Draft', 'a b', '../x', '<b>1</b>', 'x'.repeat(33)]) {
        const bad = await refused(400, 'POST', '/bioexcel/release', { version, releaseNotes: 'Notes' });
        expect(bad.issues?.[0]?.path).toBe('body.version');
      }
    });
  });

  describe('oversized text', () => {
    it('refuses text beyond the limits with the field path', async () => {
      const long = (n: number) => 'x'.repeat(n);
      const t = await refused(400, 'POST', '/bioexcel/domains', { titles: [long(501)] });
      expect(t.issues).toEqual([{ path: 'body.titles.0', message: 'Use at most 500 characters' }]);
      await refused(400, 'PATCH', `/bioexcel/domains/${bio.domains[0]?.id}`, { title: long(501) });
      await refused(400, 'PATCH', `/bioexcel/competencies/${competency.id}`, {
        mappedOtherCompetency: long(20_001),
      });
      await refused(400, 'POST', '/bioexcel/competencies', {
        domainId: bio.domains[0]?.id,
        competencies: [{ title: 'Fine', mappedOtherCompetency: long(20_001) }],
      });
      await refused(400, 'POST', '/bioexcel/release', { version: '9.9', releaseNotes: long(20_001) });
      await refused(400, 'PATCH', `/bioexcel/versions/${bio.version?.id}`, { releaseNotes: long(20_001) });
      await refused(400, 'POST', '/bioexcel/attribute-types', { title: 'Fine', description: long(5_001) });
      await refused(400, 'POST', '/bioexcel/domains', { titles: Array.from({ length: 201 }, () => 'x') });
      // A body beyond 1 MiB is refused before it is parsed.
      const huge = await api('POST', '/bioexcel/domains', { titles: [long(2 * 1024 * 1024)] });
      expect(huge.statusCode).toBe(413);
    });
  });

  describe('markup in text fields', () => {
    const attack = '<script>alert(1)</script>Data';

    it('stores plain-text fields with every tag stripped and otherwise as typed (entities not decoded)', async () => {
      const fiveTimes = '&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;';
      const domains = await api('POST', '/bioexcel/domains', {
        titles: [attack, '<b>Bold</b> &amp; plain & typed', fiveTimes],
      });
      expect(domains.statusCode, domains.body).toBe(201);
      const [d1, d2, d3] = domains.json().domains;
      expect(d1.title).toBe('Data');
      expect(d2.title).toBe('Bold &amp; plain & typed');
      expect(d3.title).toBe(fiveTimes);
      const renamed = await api('PATCH', `/bioexcel/domains/${d1.id}`, {
        title: '<i onmouseover=x()>Renamed</i>',
      });
      expect(renamed.json().title).toBe('Renamed');

      const comps = await api('POST', '/bioexcel/competencies', {
        domainId: d1.id,
        competencies: [{ title: attack }],
      });
      const comp = comps.json().competencies[0];
      expect(comp.title).toBe('Data');
      const compEdited = await api('PATCH', `/bioexcel/competencies/${comp.id}`, {
        title: '<style>p{}</style><a href="javascript:x">Linked</a>',
      });
      expect(compEdited.json().title).toBe('Linked');

      const attrs = await api('POST', '/bioexcel/attributes', {
        competencyId: comp.id,
        attributeTypeId: bio.attributeTypes[0]?.id,
        titles: [attack],
      });
      const attr = attrs.json().attributes[0];
      expect(attr.title).toBe('Data');
      const attrEdited = await api('PATCH', `/bioexcel/attributes/${attr.id}`, { title: '<p>Para</p>' });
      expect(attrEdited.json().title).toBe('Para');

      const type = await api('POST', '/bioexcel/attribute-types', {
        title: '<script>x</script>Behaviour',
        description: '<b>How</b> one acts<script>steal()</script>',
      });
      expect(type.json()).toMatchObject({ title: 'Behaviour', description: 'How one acts' });
      const typeEdited = await api('PATCH', `/bioexcel/attribute-types/${type.json().id}`, {
        description: '<img src=x onerror=alert(1)>Described',
      });
      expect(typeEdited.json().description).toBe('Described');

      const level = await api('POST', '/bioexcel/expertise-levels', {
        title: '<u>Expert</u>',
        description: '<script>x</script>Knows a lot',
        ratingLevel: 60,
      });
      expect(level.json()).toMatchObject({ title: 'Expert', description: 'Knows a lot' });
      const levelEdited = await api('PATCH', `/bioexcel/expertise-levels/${level.json().id}`, {
        title: attack,
      });
      expect(levelEdited.json().title).toBe('Data');

      const notes = await api('PATCH', `/bioexcel/versions/${bio.version?.id}`, { releaseNotes: attack });
      expect(notes.json().releaseNotes).toBe('Data');

      // Stored as shown: the manage view reads the same text back.
      const view: FullManageView = await fullManageView(ctx().app, manager, 'bioexcel');
      expect(view.domains.find((d) => d.id === d1.id)?.competencies[0]?.title).toBe('Linked');
      // No tag anywhere (the encoded payload is text: its letters are there, never a "<").
      expect(JSON.stringify(view)).not.toMatch(/<[a-z!/]/i);
    });

    it('sanitises the rich-text mapping instead of refusing it', async () => {
      const comps = await api('POST', '/bioexcel/competencies', {
        domainId: bio.domains[0]?.id,
        competencies: [
          { title: 'Mapped', mappedOtherCompetency: '<img src=x onerror=alert(1)><p>Maps to <b>X</b></p>' },
        ],
      });
      expect(comps.statusCode).toBe(201);
      const comp = comps.json().competencies[0];
      expect(comp.mappedOtherCompetency).toBe('<p>Maps to <b>X</b></p>');
      const edited = await api('PATCH', `/bioexcel/competencies/${comp.id}`, {
        mappedOtherCompetency:
          '<p onclick="x()">Safe <a href="javascript:alert(1)">link</a></p><script>x</script>',
      });
      expect(edited.statusCode).toBe(200);
      expect(edited.json().mappedOtherCompetency).not.toMatch(/onclick|javascript:|<script/);
      expect(edited.json().mappedOtherCompetency).toContain('Safe');
    });

    it('releases with stripped release notes', async () => {
      const res = await api('POST', '/iscb/release', {
        version: '3.1',
        releaseNotes: `<h1>Big</h1> ${attack}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().releaseNotes).toBe('Big Data');
    });
  });

  describe('ids of another framework, of a live version, or of nothing', () => {
    it('answers 404 and changes nothing', async () => {
      const otherDomain = iscb.domains[0];
      const otherComp = iscb.domains.flatMap((d) => d.competencies)[0];
      const otherType = iscb.attributeTypes[0];
      const otherLevel = iscb.expertiseLevels.find((l) => l.title === 'Iscb level');
      const liveBio = (
        await ctx().app.inject({ method: 'GET', url: '/api/v1/frameworks/bioexcel/versions/1.0' })
      ).json();
      const liveDomainId = liveBio.domains[0].id;
      const cases: [Method, string, unknown?][] = [
        ['PATCH', `/bioexcel/domains/${otherDomain?.id}`, { title: 'x' }],
        ['PATCH', `/bioexcel/domains/${liveDomainId}`, { title: 'x' }],
        ['PUT', `/bioexcel/domains/${otherDomain?.id}/competencies/order`, { ids: [otherComp?.id] }],
        ['POST', '/bioexcel/competencies', { domainId: otherDomain?.id, competencies: [{ title: 'x' }] }],
        ['PATCH', `/bioexcel/competencies/${otherComp?.id}`, { title: 'x' }],
        ['PATCH', `/bioexcel/competencies/${competency.id}`, { domainId: otherDomain?.id }],
        ['PUT', `/bioexcel/competencies/${otherComp?.id}/attributes/order`, { ids: [1] }],
        [
          'POST',
          '/bioexcel/attributes',
          { competencyId: otherComp?.id, attributeTypeId: bio.attributeTypes[0]?.id, titles: ['x'] },
        ],
        [
          'POST',
          '/bioexcel/attributes',
          { competencyId: competency.id, attributeTypeId: otherType?.id, titles: ['x'] },
        ],
        ['PATCH', `/bioexcel/attributes/${competency.attributes[0]?.id}`, { attributeTypeId: otherType?.id }],
        ['PATCH', `/bioexcel/attributes/${competency.attributes[0]?.id}`, { competencyId: otherComp?.id }],
        ['PATCH', `/bioexcel/attribute-types/${otherType?.id}`, { title: 'x' }],
        ['DELETE', `/bioexcel/attribute-types/${otherType?.id}`],
        ['PATCH', `/bioexcel/expertise-levels/${otherLevel?.id}`, { title: 'x' }],
        ['DELETE', `/bioexcel/expertise-levels/${otherLevel?.id}`],
        ['PATCH', `/bioexcel/versions/${iscb.version?.id}`, { releaseNotes: 'x' }],
        ['PATCH', '/bioexcel/domains/2147483648', { title: 'x' }],
        ['PATCH', '/bioexcel/competencies/99999999999999', { title: 'x' }],
        ['POST', '/bioexcel/competencies', { domainId: 99999999999, competencies: [{ title: 'x' }] }],
      ];
      for (const [method, path, body] of cases) {
        const error = await refused(404, method, path, body);
        expect(error.code).toBe('NOT_FOUND');
        expect(error.message).toMatch(/not found/);
      }
    });

    it('refuses malformed ids in the path with 400', async () => {
      for (const id of ['abc', '-1', '0', '1.5']) {
        const error = await refused(400, 'PATCH', `/bioexcel/domains/${id}`, { title: 'x' });
        expect(error.issues?.[0]?.path).toBe('params.id');
      }
    });
  });

  describe('attribute types and expertise levels', () => {
    it('refuses a duplicate attribute type title and a duplicate rating level', async () => {
      for (const title of ['Knowledge', 'knowledge', ' <b>Skill</b> ']) {
        const error = await refused(400, 'POST', '/bioexcel/attribute-types', { title });
        expect(error.issues?.[0]?.path).toBe('title');
        expect(error.issues?.[0]?.message).toMatch(/already exists/);
      }
      const created = await api('POST', '/bioexcel/attribute-types', { title: 'Unique type' });
      await refused(400, 'PATCH', `/bioexcel/attribute-types/${created.json().id}`, { title: 'Attitude' });
      const used = bio.expertiseLevels[0]?.ratingLevel;
      const level = await refused(400, 'POST', '/bioexcel/expertise-levels', {
        title: 'Twin',
        ratingLevel: used,
      });
      expect(level.issues).toEqual([
        { path: 'ratingLevel', message: `An expertise level with rating ${used} already exists` },
      ]);
      await refused(400, 'POST', '/bioexcel/expertise-levels', { title: 'Negative', ratingLevel: -1 });
    });
  });
});
