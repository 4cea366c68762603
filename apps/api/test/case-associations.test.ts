/**
 * CASE association rules (docs/features/accounts-and-security.md §6; docs/features/interchange-files.md §3): in every exported package, each item's
 * `isChildOf` association at every level (domain → document, competency → domain, attribute → competency)
 * carries a 1-based `sequenceNumber`, numbered 1..n under each parent in display order (the order a
 * manager set with 'Change order', not the order rows were made); `replacedBy` and `exactMatchOf` only point
 * at items that the next version's package publishes, never at an item that version archived. Tested with a
 * 1.1 that reorders and archives a domain, a competency and an attribute, in CASE 1.0 (archived items left
 * out) and CASE 1.1 (archived items kept, flagged).
 */
import type { ContentDomain } from '@hub/domain';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client.js';
import type { FrameworkRow } from '../src/db/rows.js';
import { importFrameworkText } from '../src/db/seed/importer.js';
import { loadContentTree } from '../src/modules/content/index.js';
import { orderAttributes, updateAttribute } from '../src/modules/curation/service/attributes.js';
import { orderCompetencies, updateCompetency } from '../src/modules/curation/service/competencies.js';
import { orderDomains, updateDomain } from '../src/modules/curation/service/domains.js';
import { releaseDraft } from '../src/modules/curation/service/versions.js';
import { getFramework, getManageView } from '../src/modules/curation/service/views.js';
import { createDraft, frameworkFile } from './factories.js';
import { describeWithAppOn, openTestDatabase } from './helpers.js';

const CLI = { id: null, username: 'test' };

/** The content tree (with attributes) of the version the manage view shows: its draft, else its newest live one. */
async function managedTree(db: Db, fw: FrameworkRow): Promise<{ domains: ContentDomain[] }> {
  const { version } = await getManageView(db, fw);
  if (!version) throw new Error('no version');
  return loadContentTree(db, version);
}

interface Link {
  identifier: string;
  title: string;
}
interface Association {
  associationType: string;
  sequenceNumber?: number;
  originNodeURI: Link;
  destinationNodeURI: Link;
}
interface Package {
  CFDocument: { identifier: string };
  CFItems: { identifier: string; fullStatement: string; extensions?: { status?: string } }[];
  CFAssociations: Association[];
}

/**
 * Each parent's children by their isChildOf sequence numbers, as `parent title → child titles`; fails
 * when a parent's numbers are not exactly 1..n.
 */
function childrenBySequence(pkg: Package): Record<string, string[]> {
  const byParent = new Map<string, Association[]>();
  for (const a of pkg.CFAssociations.filter((x) => x.associationType === 'isChildOf')) {
    const list = byParent.get(a.destinationNodeURI.identifier) ?? [];
    list.push(a);
    byParent.set(a.destinationNodeURI.identifier, list);
  }
  const result: Record<string, string[]> = {};
  for (const [parent, list] of byParent) {
    const numbers = list.map((a) => a.sequenceNumber).sort((x, y) => (x ?? 0) - (y ?? 0));
    const title = parent === pkg.CFDocument.identifier ? '(document)' : list[0]?.destinationNodeURI.title;
    expect(numbers, `sequence numbers under ${title}`).toEqual(list.map((_, i) => i + 1));
    result[title as string] = [...list]
      .sort((x, y) => (x.sequenceNumber ?? 0) - (y.sequenceNumber ?? 0))
      .map((a) => a.originNodeURI.title);
  }
  return result;
}

/** The same `parent → children` map from a content tree (its own order), archived nodes optionally left out. */
function childrenInDisplayOrder(domains: ContentDomain[], withArchived: boolean): Record<string, string[]> {
  const keep = <T extends { archived: boolean }>(list: T[]) =>
    list.filter((x) => withArchived || !x.archived);
  const result: Record<string, string[]> = { '(document)': keep(domains).map((d) => d.title) };
  for (const d of keep(domains)) {
    const competencies = keep(d.competencies);
    if (competencies.length > 0) result[d.title] = competencies.map((c) => c.title);
    for (const c of competencies) {
      const attributes = keep(c.attributes);
      if (attributes.length > 0) result[c.title] = attributes.map((a) => a.title);
    }
  }
  return result;
}

describeWithAppOn(
  'CASE associations',
  async (driver) => {
    const database = await openTestDatabase(driver);
    const { db } = database;
    const file = frameworkFile({
      machine_name: 'seq',
      title: 'Sequence rules',
      domains: [
        {
          title: 'Domain A',
          competencies: [
            {
              title: 'Competency A1',
              attributes: [
                { type: 'Knowledge', title: 'Attribute a' },
                { type: 'Skill', title: 'Attribute b' },
                { type: 'Knowledge', title: 'Attribute c' },
              ],
            },
            { title: 'Competency A2', attributes: [{ type: 'Skill', title: 'Attribute d' }] },
          ],
        },
        {
          title: 'Domain B',
          competencies: [
            { title: 'Competency B1', attributes: [{ type: 'Knowledge', title: 'Attribute e' }] },
            { title: 'Competency B2' },
          ],
        },
        { title: 'Domain C', competencies: [{ title: 'Competency C1' }] },
      ],
    });
    await importFrameworkText(db, JSON.stringify(file), 'seq-1.0.json');

    // 1.1: a manager reorders at every level and archives a domain, a competency and an attribute.
    await createDraft(db, 'seq');
    const fw = await getFramework(db, 'seq');
    const { domains } = await managedTree(db, fw);
    const byTitle = <T extends { title: string }>(list: T[], title: string) =>
      list.find((x) => x.title === title) as T;
    const [a, b, c] = ['Domain A', 'Domain B', 'Domain C'].map((t) => byTitle(domains, t)) as [
      ContentDomain,
      ContentDomain,
      ContentDomain,
    ];
    const a1 = byTitle(a.competencies, 'Competency A1');
    const a2 = byTitle(a.competencies, 'Competency A2');
    await orderDomains(db, fw, CLI, [c.id, a.id, b.id]);
    await orderCompetencies(db, fw, CLI, a.id, [a2.id, a1.id]);
    const attrA = byTitle(a1.attributes, 'Attribute a');
    const attrB = byTitle(a1.attributes, 'Attribute b');
    const attrC = byTitle(a1.attributes, 'Attribute c');
    await orderAttributes(db, fw, CLI, a1.id, [attrC.id, attrA.id, attrB.id]);
    await updateDomain(db, fw, CLI, b.id, { archived: true });
    await updateCompetency(db, fw, CLI, a2.id, { archived: true });
    await updateAttribute(db, fw, CLI, attrB.id, { archived: true });
    await releaseDraft(db, fw, CLI, { version: '1.1', releaseNotes: 'Reordered and archived' });
    return database;
  },
  (ctx) => {
    const casePackage = async (caseVersion: 'v1p0' | 'v1p1', version: string): Promise<Package> => {
      const listed = (await ctx().app.inject(`/ims/case/${caseVersion}/CFDocuments`)).json();
      const doc = listed.CFDocuments.find((d: { version: string; title: string }) => d.version === version);
      const res = await ctx().app.inject(`/ims/case/${caseVersion}/CFPackages/${doc.identifier}`);
      expect(res.statusCode).toBe(200);
      return res.json();
    };

    it('numbers every isChildOf 1..n under each parent, in display order, at every level', async () => {
      const { domains } = await managedTree(ctx().database.db, await getFramework(ctx().database.db, 'seq'));
      // The public version page shows the same order.
      const page = (await ctx().app.inject('/api/v1/frameworks/seq/versions/1.1')).json();
      expect(page.domains.map((d: { title: string }) => d.title)).toEqual([
        'Domain C',
        'Domain A',
        'Domain B',
      ]);

      const v10 = await casePackage('v1p0', '1.1');
      expect(childrenBySequence(v10)).toEqual(childrenInDisplayOrder(domains, false));
      expect(childrenBySequence(v10)).toMatchObject({
        '(document)': ['Domain C', 'Domain A'],
        'Domain A': ['Competency A1'],
        'Competency A1': ['Attribute c', 'Attribute a'],
      });
      const v11 = await casePackage('v1p1', '1.1');
      expect(childrenBySequence(v11)).toEqual(childrenInDisplayOrder(domains, true));
      expect(childrenBySequence(v11)).toMatchObject({
        '(document)': ['Domain C', 'Domain A', 'Domain B'],
        'Domain A': ['Competency A2', 'Competency A1'],
        'Competency A1': ['Attribute c', 'Attribute a', 'Attribute b'],
        'Domain B': ['Competency B1', 'Competency B2'],
      });
      // Every item has exactly one isChildOf, and it carries a number.
      for (const pkg of [v10, v11]) {
        const children = pkg.CFAssociations.filter((x) => x.associationType === 'isChildOf');
        expect(children).toHaveLength(pkg.CFItems.length);
        expect(children.every((x) => Number.isInteger(x.sequenceNumber))).toBe(true);
      }
      // 1.0 keeps the order of its own file.
      expect(childrenBySequence(await casePackage('v1p1', '1.0'))['(document)']).toEqual([
        'Domain A',
        'Domain B',
        'Domain C',
      ]);
    });

    for (const caseVersion of ['v1p0', 'v1p1'] as const) {
      it(`points replacedBy and exactMatchOf only at items the next package publishes (CASE ${caseVersion})`, async () => {
        const old = await casePackage(caseVersion, '1.0');
        const next = await casePackage(caseVersion, '1.1');
        const published = new Map(next.CFItems.map((i) => [i.identifier, i]));
        const lineage = old.CFAssociations.filter(
          (x) => x.associationType === 'replacedBy' || x.associationType === 'exactMatchOf',
        );
        expect(lineage.length).toBeGreaterThan(0);
        for (const x of lineage) {
          const target = published.get(x.destinationNodeURI.identifier);
          expect(target, `${x.associationType} from ${x.originNodeURI.title}`).toBeDefined();
          expect(
            target?.extensions?.status,
            `${x.associationType} from ${x.originNodeURI.title} points at an archived item`,
          ).toBeUndefined();
        }
        // The archived items (and what they hold) have no successor; every other item has one.
        const replaced = lineage
          .filter((x) => x.associationType === 'replacedBy')
          .map((x) => x.originNodeURI.title)
          .sort();
        expect(replaced).toEqual(
          ['Domain A', 'Domain C', 'Competency A1', 'Competency C1', 'Attribute a', 'Attribute c'].sort(),
        );
        // Nothing was retitled, so each replacedBy has its exactMatchOf.
        expect(
          lineage
            .filter((x) => x.associationType === 'exactMatchOf')
            .map((x) => x.originNodeURI.title)
            .sort(),
        ).toEqual(replaced);
        // The newest version has no successor.
        expect(
          next.CFAssociations.filter(
            (x) => x.associationType === 'replacedBy' || x.associationType === 'exactMatchOf',
          ),
        ).toEqual([]);
      });
    }
  },
);
