import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyVersionDiff, diffVersions, normalizeContent } from '../src/logic/version-diff.js';
import type { ContentDomain } from '../src/schemas/content-tree.js';

const knowledge = { id: 1, uuid: 'type-k', title: 'Knowledge' };
const skill = { id: 2, uuid: 'type-s', title: 'Skill' };

type Spec = { uuid: string; title: string; code?: string; archived?: boolean };
const attr = (s: Spec & { type?: typeof knowledge }) => ({
  id: 0,
  uuid: s.uuid,
  competencyId: 0,
  title: s.title,
  position: 0,
  archived: s.archived ?? false,
  attributeType: s.type ?? knowledge,
});
const comp = (s: Spec, attributes: ReturnType<typeof attr>[] = []) => ({
  id: 0,
  uuid: s.uuid,
  domainId: 0,
  code: s.code ?? null,
  title: s.title,
  position: 0,
  archived: s.archived ?? false,
  mappedOtherCompetency: '',
  attributes,
});
const dom = (s: Spec, competencies: ReturnType<typeof comp>[] = []): ContentDomain => ({
  id: 0,
  uuid: s.uuid,
  code: s.code ?? null,
  title: s.title,
  position: 0,
  archived: s.archived ?? false,
  competencies,
});

const v1 = [
  dom({ uuid: 'd1', title: 'Generic', code: '1' }, [
    comp({ uuid: 'c1', title: 'Work in teams', code: '1.1' }, [
      attr({ uuid: 'a1', title: 'Knows teams' }),
      attr({ uuid: 'a2', title: 'Listens' }),
    ]),
    comp({ uuid: 'c2', title: 'Communicate', code: '1.2' }),
    comp({ uuid: 'c3', title: 'Plan', code: '1.3' }),
  ]),
  dom({ uuid: 'd2', title: 'Scientific', code: '2' }, [comp({ uuid: 'c4', title: 'Model', code: '2.1' })]),
];

describe('diffVersions', () => {
  it('finds nothing between a version and itself', () => {
    const diff = diffVersions(v1, v1);
    expect(diff.changes).toEqual([]);
    expect(Object.values(diff.counts).every((n) => n === 0)).toBe(true);
  });

  it('matches by uuid: a retitled competency is reworded (both texts), never removed and added', () => {
    const v2 = structuredClone(v1);
    (v2[0]?.competencies[1] as { title: string }).title = 'Communicate clearly';
    const diff = diffVersions(v1, v2);
    expect(diff.changes).toEqual([
      {
        kind: 'reworded',
        level: 'competency',
        uuid: 'c2',
        code: '1.2',
        title: 'Communicate clearly',
        domain: { uuid: 'd1', title: 'Generic' },
        before: { title: 'Communicate', code: '1.2' },
        after: { title: 'Communicate clearly', code: '1.2' },
      },
    ]);
    expect(diff.counts.reworded).toBe(1);
  });

  it('tells added, removed, moved, reordered, archived, restored and type changes apart', () => {
    const v2 = [
      dom({ uuid: 'd2', title: 'Scientific', code: '2' }, [
        comp({ uuid: 'c4', title: 'Model', code: '2.1', archived: true }),
        comp({ uuid: 'c3', title: 'Plan', code: '1.3' }),
      ]),
      dom({ uuid: 'd1', title: 'Generic', code: '1' }, [
        comp({ uuid: 'c1', title: 'Work in teams', code: '1.1' }, [
          attr({ uuid: 'a1', title: 'Knows teams', type: skill }),
          attr({ uuid: 'a3', title: 'Shares credit' }),
        ]),
      ]),
    ];
    const diff = diffVersions(v1, v2);
    const summary = diff.changes.map((c) => `${c.kind} ${c.level} ${c.uuid}`);
    expect(summary).toEqual([
      'archived competency c4',
      'moved competency c3',
      'reordered domain d1',
      'typeChanged attribute a1',
      'added attribute a3',
      'removed attribute a2',
      'removed competency c2',
    ]);
    const moved = diff.changes.find((c) => c.kind === 'moved');
    expect(moved?.before?.parent).toEqual({ uuid: 'd1', title: 'Generic' });
    expect(moved?.after?.parent).toEqual({ uuid: 'd2', title: 'Scientific' });
    expect(moved?.domain).toEqual({ uuid: 'd2', title: 'Scientific' });
    expect(diff.changes.find((c) => c.kind === 'removed' && c.uuid === 'c2')?.domain.uuid).toBe('d1');
    expect(diffVersions(v2, v1).counts).toMatchObject({ added: 2, removed: 1, restored: 1, moved: 1 });
  });

  it('reports one reordered item when one item moves to the top, not every shifted one', () => {
    const comps = ['c1', 'c2', 'c3', 'c4', 'c5'].map((uuid) => comp({ uuid, title: uuid }));
    const older = [dom({ uuid: 'd', title: 'D' }, comps)];
    const newer = [dom({ uuid: 'd', title: 'D' }, [comps[4], ...comps.slice(0, 4)] as typeof comps)];
    const diff = diffVersions(older, newer);
    expect(diff.changes.map((c) => [c.kind, c.uuid, c.before?.index, c.after?.index])).toEqual([
      ['reordered', 'c5', 4, 0],
    ]);
  });
});

/** Random trees whose nodes come from a small pool of uuids, so that two trees share some. */
const titleArb = fc.constantFrom('Alpha', 'Beta', 'Gamma', 'Delta beta', 'Epsilon');
const flagArb = fc.boolean();
const attributeArb = fc.record({
  uuid: fc.constantFrom('a1', 'a2', 'a3', 'a4', 'a5', 'a6'),
  title: titleArb,
  archived: flagArb,
  type: fc.constantFrom(knowledge, skill),
});
const competencyArb = fc.record({
  uuid: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5'),
  title: titleArb,
  code: fc.constantFrom('1.1', '1.2', '2.1'),
  archived: flagArb,
  attributes: fc.array(attributeArb, { maxLength: 4 }),
});
const domainArb = fc.record({
  uuid: fc.constantFrom('d1', 'd2', 'd3'),
  title: titleArb,
  archived: flagArb,
  competencies: fc.array(competencyArb, { maxLength: 4 }),
});

/** A tree from raw records, keeping each uuid once (the first time it appears). */
type RawDomain = typeof domainArb extends fc.Arbitrary<infer T> ? T : never;
function toTree(raw: RawDomain[]): ContentDomain[] {
  const seen = new Set<string>();
  const fresh = (uuid: string) => {
    if (seen.has(uuid)) return false;
    seen.add(uuid);
    return true;
  };
  return raw
    .filter((d) => fresh(d.uuid))
    .map((d) =>
      dom(
        d,
        d.competencies
          .filter((c) => fresh(c.uuid))
          .map((c) => comp(c, c.attributes.filter((a) => fresh(a.uuid)).map(attr))),
      ),
    );
}
const treeArb = fc.array(domainArb, { maxLength: 3 }).map(toTree);

describe('diffVersions properties', () => {
  it('the diff of a tree with itself is empty', () => {
    fc.assert(fc.property(treeArb, (tree) => diffVersions(tree, tree).changes.length === 0));
  });

  it("applying the diff's edits to A gives B's tree", () => {
    fc.assert(
      fc.property(treeArb, treeArb, (a, b) => {
        expect(applyVersionDiff(a, diffVersions(a, b).changes)).toEqual(normalizeContent(b));
      }),
      { numRuns: 500 },
    );
  });

  it('counts every change once by its kind', () => {
    fc.assert(
      fc.property(treeArb, treeArb, (a, b) => {
        const diff = diffVersions(a, b);
        const total = Object.values(diff.counts).reduce((x, y) => x + y, 0);
        return total === diff.changes.length;
      }),
    );
  });
});
