/**
 * CASE package import (docs/features/interchange-files.md §1; docs/features/curation.md §16): every shipped released version's CASE 1.1 package imports into an
 * empty hub as a draft, and once released under the same number exports the same package again (only the
 * change dates and the release notes the release adds differ); a package whose lineage matches an existing
 * framework becomes its new draft; unknown association types are kept and reported; bad packages (cycles,
 * dangling associations, duplicate identifiers, too many items, markup) are refused with JSON paths and
 * change nothing.
 */
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { competency, frameworkVersion } from '../src/db/schema/index.js';
import { ImportConflictError, ImportValidationError } from '../src/db/seed/importer.js';
import { releaseDraft } from '../src/modules/curation/service/versions.js';
import { getFramework } from '../src/modules/curation/service/views.js';
import { listLiveFrameworks } from '../src/modules/frameworks/service.js';
import { importCasePackage } from '../src/modules/interchange/case-import.js';
import { type AuthHeaders, anonymousHeaders, createUser, signIn } from './auth-helpers.js';
import { call, PASSWORD, snapshot } from './curation-helpers.js';
import { buildTestApp, describeWithSeededApp, openTestDatabase } from './helpers.js';

const CLI = { id: null, username: 'test' };

/** A package without the fields a release necessarily changes (dates, the release's own notes). */
function comparable(pkg: Record<string, unknown>): unknown {
  return JSON.parse(
    JSON.stringify(pkg, (key, value) =>
      key === 'lastChangeDateTime' || key === 'statusStartDate' || key === 'notes' ? undefined : value,
    ),
  );
}

describeWithSeededApp('CASE import', (ctx, driver) => {
  const get = async (url: string) => {
    const res = await ctx().app.inject({ url });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  it('round-trips every shipped released version: export → import (draft) → release → export', async () => {
    const released = (await listLiveFrameworks(ctx().database.db))
      .sort((a, b) => Number(a.core !== null) - Number(b.core !== null))
      .flatMap((f) => [...f.liveVersions].reverse().map((v) => [f.framework.machineName, v.number] as const));
    const second = await openTestDatabase(driver);
    const app = await buildTestApp(second);
    try {
      const results: string[] = [];
      for (const [framework, version] of released) {
        const first = await get(`/api/v1/frameworks/${framework}/versions/${version}/case`);
        const outcome = await importCasePackage(second.db, first, CLI, `${framework}-${version}.json`);
        expect(outcome.machineName).toBe(framework);
        await releaseDraft(second.db, await getFramework(second.db, framework), CLI, {
          version,
          releaseNotes: 'Imported from CASE',
        });
        const again = await app.inject({ url: `/api/v1/frameworks/${framework}/versions/${version}/case` });
        // The next version's replacedBy links appear once it is imported too: compare at the end.
        results.push(`${framework} ${version}`);
        expect(again.statusCode).toBe(200);
      }
      for (const [framework, version] of released) {
        const before = JSON.parse(await get(`/api/v1/frameworks/${framework}/versions/${version}/case`));
        const after = (
          await app.inject({ url: `/api/v1/frameworks/${framework}/versions/${version}/case` })
        ).json();
        expect(comparable(after), `${framework} ${version}`).toEqual(comparable(before));
      }
      expect(results).toEqual(['bioexcel 1.0', 'direct 2.0.0', 'iscb 2.0', 'iscb 3.0', 'iscb-3.0e1 e1']);
    } finally {
      await app.close();
      await second.close();
    }
  });

  it('makes a package whose lineage matches a framework its new draft, keeping unknown associations', async () => {
    const pkg = JSON.parse(await get('/api/v1/frameworks/bioexcel/versions/1.0/case'));
    pkg.CFItems[1].fullStatement = 'A <b>reworded</b> competency';
    const first = pkg.CFItems[0].identifier;
    pkg.CFAssociations.push({
      identifier: 'ext-1',
      associationType: 'ext:hasTrainingFor',
      uri: 'https://example.org/a/1',
      originNodeURI: { title: 'x', identifier: first, uri: 'https://example.org/x' },
      destinationNodeURI: { title: 'y', identifier: 'elsewhere', uri: 'https://example.org/y' },
      lastChangeDateTime: '2026-01-01T00:00:00+00:00',
    });
    const outcome = await importCasePackage(ctx().database.db, JSON.stringify(pkg), CLI, 'edited.json');
    expect(outcome).toMatchObject({
      status: 'created-draft',
      machineName: 'bioexcel',
      competencies: 31,
      keptAssociations: { 'ext:hasTrainingFor': 1 },
      unknownAssociationTypes: ['ext:hasTrainingFor'],
    });
    const draft = await ctx()
      .database.db.select({ title: competency.title })
      .from(competency)
      .innerJoin(frameworkVersion, eq(frameworkVersion.id, competency.versionId))
      .where(and(eq(frameworkVersion.status, 'draft'), eq(competency.title, 'A reworded competency')));
    // Markup stripped; the competency keeps 1.0's lineage (the import matched by it).
    expect(draft).toHaveLength(1);
    await expect(importCasePackage(ctx().database.db, JSON.stringify(pkg), CLI)).rejects.toThrow(
      ImportConflictError,
    );
  });

  it('refuses cycles, dangling associations, duplicates, too many items and empty texts, changing nothing', async () => {
    const base = JSON.parse(await get('/api/v1/frameworks/iscb/versions/2.0/case'));
    const before = await snapshot(ctx().database.db);
    const refused = async (edit: (p: typeof base) => void, path: string, message: RegExp) => {
      const pkg = structuredClone(base);
      edit(pkg);
      const error = await importCasePackage(ctx().database.db, JSON.stringify(pkg), CLI).catch((e) => e);
      expect(error).toBeInstanceOf(ImportValidationError);
      const problems = (error as ImportValidationError).problems;
      expect(
        problems.some((p) => p.path === path && message.test(p.message)),
        JSON.stringify(problems.slice(0, 3)),
      ).toBe(true);
    };
    const childOf = (p: typeof base, i: number) =>
      p.CFAssociations.filter((a: { associationType: string }) => a.associationType === 'isChildOf')[i];
    // A cycle: the domain under its own competency.
    await refused(
      (p) => {
        const domainLink = childOf(p, 0);
        const competencyLink = childOf(p, 1);
        domainLink.destinationNodeURI = { ...competencyLink.originNodeURI };
      },
      '$.CFItems[0]',
      /cycle/,
    );
    await refused(
      (p) => {
        childOf(p, 1).destinationNodeURI.identifier = 'nowhere';
      },
      '$.CFAssociations[1].destinationNodeURI.identifier',
      /no item or document "nowhere"/,
    );
    await refused(
      (p) => {
        p.CFItems[2].identifier = p.CFItems[1].identifier;
      },
      '$.CFItems[2].identifier',
      /duplicate identifier/,
    );
    await refused(
      (p) => {
        p.CFItems[1].fullStatement = '<script>x</script><b></b>';
      },
      '$.CFItems[1].fullStatement',
      /Enter a title/,
    );
    await refused(
      (p) => {
        const item = p.CFItems[1];
        // More than 10 MB of items.
        p.CFItems = Array.from({ length: 20_001 }, (_, i) => ({
          ...item,
          identifier: `item-${i}`,
          fullStatement: `${'A long statement. '.repeat(30)}${i}`,
        }));
        expect(JSON.stringify(p).length).toBeGreaterThan(10 * 1024 * 1024);
      },
      '$.CFItems',
      /at most 20000 items/,
    );
    await expect(importCasePackage(ctx().database.db, '{"CFDocument": ', CLI)).rejects.toThrow(
      /not valid JSON/,
    );
    expect(await snapshot(ctx().database.db)).toBe(before);
  });
});

describeWithSeededApp('CASE upload by a framework manager', (ctx) => {
  const U = (n: number) => `6f1c2a10-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const link = (id: string, title: string) => ({ identifier: id, title, uri: `https://example.org/${id}` });
  const when = '2026-11-01T10:00:00+00:00';
  const small = {
    CFDocument: {
      identifier: U(1),
      uri: 'https://example.org/doc',
      creator: 'Example',
      title: 'Data <i>stewardship</i> skills',
      lastChangeDateTime: when,
    },
    CFItems: [
      {
        identifier: U(2),
        uri: 'https://example.org/2',
        fullStatement: 'Data management',
        CFItemType: 'Domain',
        lastChangeDateTime: when,
      },
      {
        identifier: U(3),
        uri: 'https://example.org/3',
        fullStatement: 'Write a data management plan',
        humanCodingScheme: 'DM1',
        lastChangeDateTime: when,
      },
      {
        identifier: U(4),
        uri: 'https://example.org/4',
        fullStatement: 'Knows the FAIR principles',
        CFItemType: 'Knowledge',
        lastChangeDateTime: when,
      },
    ],
    CFAssociations: [
      {
        identifier: U(5),
        uri: 'https://example.org/5',
        associationType: 'isChildOf',
        sequenceNumber: 1,
        originNodeURI: link(U(2), 'd'),
        destinationNodeURI: link(U(1), 'doc'),
        lastChangeDateTime: when,
      },
      {
        identifier: U(6),
        uri: 'https://example.org/6',
        associationType: 'isChildOf',
        sequenceNumber: 1,
        originNodeURI: link(U(3), 'c'),
        destinationNodeURI: link(U(2), 'd'),
        lastChangeDateTime: when,
      },
      {
        identifier: U(7),
        uri: 'https://example.org/7',
        associationType: 'isChildOf',
        sequenceNumber: 1,
        originNodeURI: link(U(4), 'a'),
        destinationNodeURI: link(U(3), 'c'),
        lastChangeDateTime: when,
      },
    ],
  };

  it('creates a new framework with a draft assigned to the manager, refusing what the manager may not do', async () => {
    const { app, database } = ctx();
    await createUser(database.db, {
      username: 'case-manager',
      password: PASSWORD,
      roles: ['framework_manager'],
      frameworks: ['iscb'],
    });
    const manager = (await signIn(app, 'case-manager', PASSWORD)).headers;
    const upload = (headers: Partial<AuthHeaders>, body: unknown) =>
      call(app, headers, 'POST', '/import-case', { package: JSON.stringify(body) });

    const created = await upload(manager, small);
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json()).toMatchObject({
      machineName: 'data-stewardship-skills',
      status: 'created-framework',
    });
    expect(created.json().summary).toContain('1 domains, 1 competencies, 1 attributes');
    const view = await call(app, manager, 'GET', '/data-stewardship-skills');
    expect(view.statusCode).toBe(200);
    expect(view.json().domains[0].competencies[0]).toMatchObject({
      code: 'DM1',
      title: 'Write a data management plan',
    });

    const bioexcel = (await app.inject({ url: '/api/v1/frameworks/bioexcel/versions/1.0/case' })).json();
    expect((await upload(manager, bioexcel)).statusCode).toBe(403);
    const broken = await upload(manager, { ...small, CFItems: [...small.CFItems, small.CFItems[0]] });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.issues[0]).toMatchObject({ path: '$.CFItems[3].identifier' });
    expect((await upload(await anonymousHeaders(app), small)).statusCode).toBe(401);
    await createUser(database.db, { username: 'case-plain', password: PASSWORD });
    const plain = (await signIn(app, 'case-plain', PASSWORD)).headers;
    expect((await upload(plain, small)).statusCode).toBe(403);
  });
});
