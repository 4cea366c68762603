/**
 * CASE package import (issue #9 §2, §3): every shipped released version's CASE 1.1 package imports into an
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
import { snapshot } from './curation-helpers.js';
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
      expect(results).toEqual(['bioexcel 1.0', 'iscb 2.0', 'iscb 3.0', 'iscb-3.0e1 e1']);
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
      /must not be empty once markup is removed/,
    );
    await refused(
      (p) => {
        const item = p.CFItems[1];
        p.CFItems = Array.from({ length: 20_001 }, (_, i) => ({ ...item, identifier: `item-${i}` }));
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
