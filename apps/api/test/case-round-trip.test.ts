/**
 * Hub → CASE → hub keeps what a transfer used to drop (docs/features/curation.md §5, docs/features/interchange-files.md §9): a version with
 * expertise levels and archived items exports as a CASE 1.1 package (levels as a CFRubric, archived items
 * flagged in extensions), imports into another hub, and once released there exports the same package; the
 * copy has the same expertise levels (uuid, title, rating), so reference profiles can be mapped on it.
 * OpenSALT's numeric-string sequence numbers and rubric scores are accepted.
 */
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { domain, expertiseLevel, framework } from '../src/db/schema/index.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { releaseDraft } from '../src/modules/curation/service/versions.js';
import { getFramework } from '../src/modules/curation/service/views.js';
import { importCasePackage } from '../src/modules/interchange/case-import.js';
import { frameworkFile } from './factories.js';
import { buildTestApp, describeWithAppOn, openTestDatabase } from './helpers.js';

const CLI = { id: null, username: 'test' };
const LEVELS = [
  { rating_level: 0, title: 'Not applicable', description: '' },
  { rating_level: 1, title: 'Awareness', description: 'Knows it exists' },
  { rating_level: 2, title: 'Working knowledge', description: 'Applies it' },
  { rating_level: 3, title: 'Specialist knowledge', description: 'Teaches it' },
];

/** Drops what a release necessarily changes (dates, the release's own notes; archived items end at it). */
const comparable = (pkg: unknown) =>
  JSON.parse(
    JSON.stringify(pkg, (key, value) =>
      ['lastChangeDateTime', 'statusStartDate', 'statusEndDate', 'notes'].includes(key) ? undefined : value,
    ),
  );

describeWithAppOn(
  'CASE round trip of levels and archived items',
  async (driver) => {
    const database = await openTestDatabase(driver);
    const file = frameworkFile({
      machine_name: 'trip',
      title: 'Round trip',
      expertise_levels: [],
      domains: [
        {
          title: 'Generic competencies',
          code: '1',
          competencies: [
            {
              title: 'Work in teams',
              code: '1.1',
              attributes: [{ type: 'Knowledge', title: 'Knows teams' }],
            },
            { title: 'Lead a team', code: '1.2', attributes: [] },
          ],
        },
      ],
    });
    const withExtras = {
      ...file,
      expertise_levels: LEVELS,
      domains: [
        ...file.domains,
        {
          title: 'Retired domain',
          archived: true,
          competencies: [
            {
              title: 'Retired competency',
              mapped_other_competency: '',
              archived: true,
              attributes: [{ type: 'Knowledge', title: 'Retired attribute', archived: true }],
            },
          ],
        },
      ],
    };
    await importFrameworkText(database.db, JSON.stringify(withExtras), 'trip-1.0.json');
    return database;
  },
  (ctx, driver) => {
    it('keeps expertise levels and archived items from hub to hub', async () => {
      const exported = await ctx().app.inject('/api/v1/frameworks/trip/versions/1.0/case');
      expect(exported.statusCode).toBe(200);
      const pkg = exported.json();
      const levels = pkg.CFRubrics[0].CFRubricCriteria[0].CFRubricCriterionLevels;
      expect(levels.map((l: { quality: string }) => l.quality)).toEqual(LEVELS.map((l) => l.title));
      const archived = pkg.CFItems.filter(
        (i: { extensions?: { status?: string } }) => i.extensions?.status === 'archived',
      );
      expect(archived.map((i: { fullStatement: string }) => i.fullStatement)).toEqual([
        'Retired domain',
        'Retired competency',
        'Retired attribute',
      ]);

      // OpenSALT writes some numbers as strings: the import reads them as numbers.
      const asStrings = structuredClone(pkg);
      for (const a of asStrings.CFAssociations) {
        if (a.sequenceNumber !== undefined) a.sequenceNumber = String(a.sequenceNumber);
      }
      for (const l of asStrings.CFRubrics[0].CFRubricCriteria[0].CFRubricCriterionLevels) {
        l.score = String(l.score);
        l.position = String(l.position);
      }

      // A relation outside the tree between two competencies, as another CASE tool would write it.
      const [teams, lead] = ['Work in teams', 'Lead a team'].map((title) =>
        pkg.CFItems.find((i: { fullStatement: string }) => i.fullStatement === title),
      );
      const link = (item: { identifier: string; uri: string; fullStatement: string }) => ({
        identifier: item.identifier,
        uri: item.uri,
        title: item.fullStatement,
      });
      asStrings.CFAssociations.push({
        identifier: 'related-1',
        uri: 'https://example.org/associations/related-1',
        associationType: 'isRelatedTo',
        originNodeURI: link(lead),
        destinationNodeURI: link(teams),
        lastChangeDateTime: '2026-01-01T00:00:00+00:00',
      });

      const second = await openTestDatabase(driver);
      const app = await buildTestApp(second);
      try {
        await importCasePackage(second.db, JSON.stringify(asStrings), CLI, 'trip-1.0-case.json');
        await releaseDraft(second.db, await getFramework(second.db, 'trip'), CLI, {
          version: '1.0',
          releaseNotes: 'Imported from CASE',
        });
        const again = (await app.inject('/api/v1/frameworks/trip/versions/1.0/case')).json();
        const related = again.CFAssociations.filter(
          (a: { associationType: string }) => a.associationType === 'isRelatedTo',
        );
        expect(
          related.map((a: { originNodeURI: { title: string }; destinationNodeURI: { title: string } }) => [
            a.originNodeURI.title,
            a.destinationNodeURI.title,
          ]),
        ).toEqual([['Lead a team', 'Work in teams']]);
        again.CFAssociations = again.CFAssociations.filter(
          (a: { associationType: string }) => a.associationType !== 'isRelatedTo',
        );
        expect(comparable(again)).toEqual(comparable(pkg));

        // The competency's page lists it under 'Related competencies', with the relation's name.
        const version = (await app.inject('/api/v1/frameworks/trip/versions/1.0')).json();
        const leadId = version.domains[0].competencies.find(
          (c: { title: string }) => c.title === 'Lead a team',
        ).id;
        const detail = (
          await app.inject(`/api/v1/frameworks/trip/versions/1.0/competencies/${leadId}`)
        ).json();
        expect(detail.relatedCompetencies).toMatchObject([
          { relation: 'isRelatedTo', title: 'Work in teams' },
        ]);

        const retired = await second.db.select().from(domain).where(eq(domain.title, 'Retired domain'));
        expect(retired.map((d) => d.archived)).toEqual([true]);

        // A new draft (and its release) keeps the relation.
        const { createDraft } = await import('./factories.js');
        await createDraft(second.db, 'trip');
        await releaseDraft(second.db, await getFramework(second.db, 'trip'), CLI, {
          version: '1.1',
          releaseNotes: 'Next',
        });
        const next = (await app.inject('/api/v1/frameworks/trip/versions/1.1/case')).json();
        expect(
          next.CFAssociations.filter((a: { associationType: string }) => a.associationType === 'isRelatedTo'),
        ).toHaveLength(1);

        const levelsOf = async (db: typeof second.db) => {
          const [fw] = await db.select().from(framework).where(eq(framework.machineName, 'trip'));
          return (
            await db
              .select()
              .from(expertiseLevel)
              .where(eq(expertiseLevel.frameworkId, fw?.id ?? -1))
          )
            .map((l) => ({ uuid: l.uuid, title: l.title, rating: l.ratingLevel, description: l.description }))
            .sort((a, b) => a.rating - b.rating);
        };
        expect(await levelsOf(second.db)).toEqual(await levelsOf(ctx().database.db));
      } finally {
        await app.close();
        await second.close();
      }
    });
  },
);
