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

describe('diffVersions: what each change says', () => {
  it('gives each kind its before and after (parents, indexes, types), added and removed domains without a parent', () => {
    const v2 = [
      dom({ uuid: 'd3', title: 'New domain', code: '3' }),
      dom({ uuid: 'd1', title: 'Generic', code: '1' }, [
        comp({ uuid: 'c3', title: 'Plan', code: '1.3' }),
        comp({ uuid: 'c1', title: 'Work in teams', code: '1.1', archived: true }, [
          attr({ uuid: 'a2', title: 'Listens', type: skill }),
          attr({ uuid: 'a3', title: 'Shares credit', archived: true }),
        ]),
        comp({ uuid: 'c2', title: 'Communicate', code: '1.2' }, [attr({ uuid: 'a1', title: 'Knows teams' })]),
      ]),
    ];
    const diff = diffVersions(v1, v2);
    const generic = { uuid: 'd1', title: 'Generic' };
    const teams = { uuid: 'c1', title: 'Work in teams' };
    expect(diff.changes).toEqual([
      {
        kind: 'added',
        level: 'domain',
        uuid: 'd3',
        code: '3',
        title: 'New domain',
        domain: { uuid: 'd3', title: 'New domain' },
        after: { title: 'New domain', code: '3', index: 0, archived: false },
      },
      {
        kind: 'reordered',
        level: 'competency',
        uuid: 'c3',
        code: '1.3',
        title: 'Plan',
        domain: generic,
        before: { index: 2 },
        after: { index: 0 },
      },
      {
        kind: 'archived',
        level: 'competency',
        uuid: 'c1',
        code: '1.1',
        title: 'Work in teams',
        domain: generic,
      },
      {
        kind: 'typeChanged',
        level: 'attribute',
        uuid: 'a2',
        code: null,
        title: 'Listens',
        domain: generic,
        before: { attributeType: { uuid: 'type-k', title: 'Knowledge' } },
        after: { attributeType: { uuid: 'type-s', title: 'Skill' } },
      },
      {
        kind: 'added',
        level: 'attribute',
        uuid: 'a3',
        code: null,
        title: 'Shares credit',
        domain: generic,
        after: {
          title: 'Shares credit',
          code: null,
          parent: teams,
          index: 1,
          archived: true,
          attributeType: { uuid: 'type-k', title: 'Knowledge' },
        },
      },
      {
        kind: 'moved',
        level: 'attribute',
        uuid: 'a1',
        code: null,
        title: 'Knows teams',
        domain: generic,
        before: { parent: teams },
        after: { parent: { uuid: 'c2', title: 'Communicate' }, index: 0 },
      },
      {
        kind: 'removed',
        level: 'domain',
        uuid: 'd2',
        code: '2',
        title: 'Scientific',
        domain: { uuid: 'd2', title: 'Scientific' },
        before: { title: 'Scientific', code: '2' },
      },
      {
        kind: 'removed',
        level: 'competency',
        uuid: 'c4',
        code: '2.1',
        title: 'Model',
        domain: { uuid: 'd2', title: 'Scientific' },
        before: { title: 'Model', code: '2.1', parent: { uuid: 'd2', title: 'Scientific' } },
      },
    ]);
    expect(diff.counts).toEqual({
      added: 2,
      removed: 2,
      reworded: 0,
      moved: 1,
      reordered: 1,
      archived: 1,
      restored: 0,
      typeChanged: 1,
    });
  });

  it('sees a changed code alone as reworded, and a uuid that changed level as removed and added', () => {
    const v2 = structuredClone(v1);
    (v2[1] as { code: string | null }).code = '9';
    expect(diffVersions(v1, v2).changes.map((c) => [c.kind, c.uuid, c.before, c.after])).toEqual([
      ['reworded', 'd2', { title: 'Scientific', code: '2' }, { title: 'Scientific', code: '9' }],
    ]);
    const v3 = [...structuredClone(v1), dom({ uuid: 'c4', title: 'Model as a domain' })];
    (v3[1] as ContentDomain).competencies = [];
    expect(diffVersions(v1, v3).changes.map((c) => `${c.kind} ${c.level} ${c.uuid}`)).toEqual([
      'added domain c4',
      'removed competency c4',
    ]);
  });

  it('reports at most the one moved item when one sibling changes place (any list, any move)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.nat(), fc.nat(), (n, from, to) => {
        const comps = Array.from({ length: n }, (_, i) => comp({ uuid: `c${i}`, title: `C${i}` }));
        const moved = [...comps];
        const [item] = moved.splice(from % n, 1);
        moved.splice(to % n, 0, item as (typeof comps)[number]);
        const changes = diffVersions(
          [dom({ uuid: 'd', title: 'D' }, comps)],
          [dom({ uuid: 'd', title: 'D' }, moved)],
        ).changes;
        expect(changes.every((c) => c.kind === 'reordered')).toBe(true);
        expect(changes.length).toBe(from % n === to % n ? 0 : 1);
        if (changes.length === 1) {
          const uuid = changes[0]?.uuid;
          expect(changes[0]?.before?.index).toBe(comps.findIndex((c) => c.uuid === uuid));
          expect(changes[0]?.after?.index).toBe(moved.findIndex((c) => c.uuid === uuid));
        }
      }),
    );
  });
});

describe('diffVersions: the fewest reordered items', () => {
  const reordered = (from: string[], to: string[]) => {
    const comps = new Map(from.map((uuid) => [uuid, comp({ uuid, title: uuid.toUpperCase() })]));
    const tree = (order: string[]) => [
      dom(
        { uuid: 'd', title: 'D' },
        order.map((uuid) => comps.get(uuid) as ReturnType<typeof comp>),
      ),
    ];
    const changes = diffVersions(tree(from), tree(to)).changes;
    expect(changes.every((c) => c.kind === 'reordered')).toBe(true);
    return changes.map((c) => c.uuid).sort();
  };

  it('marks only the items outside the longest run kept in order, whatever the moves', () => {
    expect(reordered(['a', 'b', 'c', 'd'], ['b', 'a', 'd', 'c'])).toHaveLength(2);
    expect(reordered(['a', 'b', 'c', 'd'], ['d', 'c', 'b', 'a'])).toHaveLength(3);
    expect(reordered(['a', 'b', 'c', 'd', 'e', 'f'], ['f', 'b', 'c', 'd', 'e', 'a'])).toEqual(['a', 'f']);
    expect(reordered(['a', 'b', 'c', 'd', 'e', 'f'], ['c', 'd', 'e', 'f', 'a', 'b'])).toEqual(['a', 'b']);
    expect(reordered(['a', 'b', 'c', 'd', 'e', 'f'], ['b', 'a', 'c', 'e', 'd', 'f'])).toHaveLength(2);
  });

  it('keeps the largest ordered subset: as many reordered as items minus the longest kept run', () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'd', 'e', 'f', 'g'], { minLength: 7 }), (to) => {
        const from = ['a', 'b', 'c', 'd', 'e', 'f', 'g'];
        // The longest increasing run of old positions, by patience sorting (a reference, not the code under test).
        const piles: number[] = [];
        for (const p of to.map((u) => from.indexOf(u))) {
          const k = piles.findIndex((top) => top >= p);
          if (k === -1) piles.push(p);
          else piles[k] = p;
        }
        expect(reordered(from, to)).toHaveLength(from.length - piles.length);
      }),
    );
  });
});

describe('diffVersions: attribute types', () => {
  it("reports a type change when the attribute's type is another one, or its type was renamed", () => {
    const tree = (type: typeof knowledge) => [
      dom({ uuid: 'd', title: 'D' }, [
        comp({ uuid: 'c', title: 'C' }, [attr({ uuid: 'a', title: 'A', type })]),
      ]),
    ];
    const kinds = (type: typeof knowledge) =>
      diffVersions(tree(knowledge), tree(type)).changes.map((c) => c.kind);
    expect(kinds({ ...knowledge, title: 'Knowledge area' })).toEqual(['typeChanged']);
    expect(kinds({ ...knowledge, uuid: 'type-k2' })).toEqual(['typeChanged']);
    expect(kinds(skill)).toEqual(['typeChanged']);
    expect(kinds({ ...knowledge })).toEqual([]);
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
