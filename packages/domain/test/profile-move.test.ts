import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { carryByLineage, planProfileMove } from '../src/logic/profile-move.js';
import type { ContentDomain } from '../src/schemas/content-tree.js';
import type { GuestMappingEntry } from '../src/schemas/guest-profile.js';

const type = { id: 1, uuid: 'type-k', title: 'Knowledge' };
const U = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
let nextId = 1;
const attr = (uuid: string, title: string, archived = false) => ({
  id: nextId++,
  uuid,
  competencyId: 0,
  title,
  position: 0,
  archived,
  attributeType: type,
});
const comp = (uuid: string, title: string, attributes: ReturnType<typeof attr>[] = [], archived = false) => ({
  id: nextId++,
  uuid,
  domainId: 0,
  code: null,
  title,
  position: 0,
  archived,
  mappedOtherCompetency: '',
  attributes,
});
const dom = (competencies: ReturnType<typeof comp>[]): ContentDomain[] => [
  { id: nextId++, uuid: U(900), code: null, title: 'Domain', position: 0, archived: false, competencies },
];
const entry = (
  c: { id: number; uuid: string },
  rating: number,
  attributes: { id: number; uuid: string }[] = [],
): GuestMappingEntry => ({
  competency: String(c.id),
  expertise: String(rating),
  attributes: attributes.map((a) => String(a.id)),
  competencyUuid: c.uuid,
  attributeUuids: attributes.map((a) => a.uuid),
  ratingLevel: rating,
});

describe('planProfileMove', () => {
  const a1 = attr(U(11), 'Knows A');
  const a2 = attr(U(12), 'Knows B');
  const teams = comp(U(1), 'Work in teams', [a1, a2]);
  const plan = comp(U(2), 'Plan work');
  const model = comp(U(3), 'Model molecules');
  const older = dom([teams, plan, model]);
  const levels = [
    { id: 101, ratingLevel: 1 },
    { id: 102, ratingLevel: 2 },
  ];

  it('keeps every rating and tick by uuid with the new ids, and flags nothing when nothing changed', () => {
    const newer = structuredClone(older);
    const result = planProfileMove([entry(teams, 2, [a1])], older, newer, levels);
    expect(result.mapping).toEqual([
      {
        competency: String(teams.id),
        expertise: '102',
        attributes: [String(a1.id)],
        competencyUuid: teams.uuid,
        attributeUuids: [a1.uuid],
        ratingLevel: 2,
      },
    ]);
    expect(result).toMatchObject({ toReview: [], removed: [], removedAttributes: [], levelMissing: [] });
  });

  it('flags reworded and added competencies, lists removed ones, removed attributes and missing levels', () => {
    const newer = dom([
      comp(U(1), 'Work well in teams', [attr(U(11), 'Knows A')]),
      comp(U(2), 'Plan work', [attr(U(21), 'New attribute')]),
      comp(U(4), 'Share data'),
    ]);
    const result = planProfileMove(
      [entry(teams, 1, [a1, a2]), entry(plan, 3), entry(model, 2)],
      older,
      newer,
      levels,
    );
    expect(result.mapping.map((e) => e.competencyUuid)).toEqual([U(1)]);
    expect(result.mapping[0]?.attributeUuids).toEqual([U(11)]);
    expect(result.removedAttributes).toEqual([{ competencyTitle: 'Work well in teams', title: 'Knows B' }]);
    expect(result.levelMissing).toEqual([{ uuid: U(2), code: null, title: 'Plan work', ratingLevel: 3 }]);
    expect(result.removed).toEqual([{ uuid: U(3), code: null, title: 'Model molecules' }]);
    expect(result.toReview.map((r) => [r.title, r.reason])).toEqual([
      ['Work well in teams', 'reworded'],
      ['Share data', 'added'],
    ]);
  });

  it('accounts for every mapped competency exactly once (moved, removed or level missing)', () => {
    fc.assert(
      fc.property(
        fc.subarray([teams, plan, model]),
        fc.subarray([0, 1, 2]),
        fc.constantFrom(1, 2, 3),
        (kept, drop, rating) => {
          const newer = dom(kept.map((c) => structuredClone(c)));
          const mapping = drop.map((i) => entry([teams, plan, model][i] as typeof teams, rating));
          const result = planProfileMove(mapping, older, newer, levels);
          const accounted = result.mapping.length + result.removed.length + result.levelMissing.length;
          return accounted === mapping.length;
        },
      ),
    );
  });

  it('treats archived domains, competencies and attributes of the newer version as gone', () => {
    const newer: ContentDomain[] = [
      ...dom([comp(U(1), 'Work in teams', [attr(U(11), 'Knows A'), attr(U(12), 'Knows B', true)])]),
      {
        ...(dom([comp(U(2), 'Plan work')])[0] as ContentDomain),
        uuid: U(901),
        archived: true,
      },
      ...dom([comp(U(3), 'Model molecules', [], true)]),
    ];
    const result = planProfileMove(
      [entry(teams, 2, [a1, a2]), entry(plan, 1), entry(model, 1)],
      older,
      newer,
      levels,
    );
    expect(result.mapping.map((e) => [e.competencyUuid, e.attributeUuids])).toEqual([[U(1), [U(11)]]]);
    expect(result.removedAttributes).toEqual([{ competencyTitle: 'Work in teams', title: 'Knows B' }]);
    expect(result.removed).toEqual([
      { uuid: U(2), code: null, title: 'Plan work' },
      { uuid: U(3), code: null, title: 'Model molecules' },
    ]);
    // An attribute archived under a mapped competency: look at it again.
    expect(result.toReview).toEqual([
      { uuid: U(1), code: null, title: 'Work in teams', reason: 'attributesChanged' },
    ]);
  });

  it('flags attribute changes only on mapped competencies, and names what it cannot find by uuid', () => {
    const newer = dom([
      comp(U(1), 'Work in teams', [attr(U(11), 'Knows A (reworded)'), a2]),
      comp(U(2), 'Plan work', [attr(U(22), 'Added under an unmapped competency')]),
      comp(U(3), 'Model molecules'),
    ]);
    const stranger = { id: 999, uuid: U(77) };
    const result = planProfileMove(
      [entry(teams, 1, [a1, { id: 998, uuid: U(78) }]), entry(stranger, 1)],
      older,
      newer,
      levels,
    );
    expect(result.toReview).toEqual([
      { uuid: U(1), code: null, title: 'Work in teams', reason: 'attributesChanged' },
    ]);
    expect(result.removed).toEqual([{ uuid: U(77), code: null, title: U(77) }]);
    expect(result.removedAttributes).toEqual([{ competencyTitle: 'Work in teams', title: U(78) }]);
  });

  it('moves no attribute of a competency whose level is missing, and never maps Not applicable', () => {
    const newer = dom([
      comp(U(1), 'Work in teams', [a1]),
      comp(U(2), 'Plan work'),
      comp(U(3), 'Model molecules'),
    ]);
    const result = planProfileMove([entry(teams, 3, [a1, a2]), entry(plan, 0)], older, newer, [
      { id: 100, ratingLevel: 0 },
      ...levels,
    ]);
    expect(result.mapping).toEqual([]);
    expect(result.removedAttributes).toEqual([]);
    expect(result.levelMissing).toEqual([
      { uuid: U(1), code: null, title: 'Work in teams', ratingLevel: 3 },
      { uuid: U(2), code: null, title: 'Plan work', ratingLevel: 0 },
    ]);
    expect(result.toReview).toEqual([]);
  });

  it('lists competencies to review in the newer version’s order, a reworded one before its attributes', () => {
    const newer = dom([
      comp(U(4), 'Share data'),
      comp(U(3), 'Model molecules (reworded)'),
      comp(U(1), 'Work well in teams', [attr(U(13), 'Knows C')]),
    ]);
    const result = planProfileMove([entry(teams, 1), entry(model, 2)], older, newer, levels);
    expect(result.toReview.map((r) => [r.title, r.reason])).toEqual([
      ['Share data', 'added'],
      ['Model molecules (reworded)', 'reworded'],
      ['Work well in teams', 'reworded'],
    ]);
    // Not mapped: a reworded competency is not flagged.
    expect(planProfileMove([entry(model, 2)], older, newer, levels).toReview.map((r) => r.title)).toEqual([
      'Share data',
      'Model molecules (reworded)',
    ]);
  });

  it('flags a mapped competency whose attributes were only added, removed or reworded, and nothing for a reorder', () => {
    const only = (attributes: ReturnType<typeof attr>[]) =>
      planProfileMove(
        [entry(teams, 1)],
        older,
        dom([comp(U(1), 'Work in teams', attributes), plan, model]),
        levels,
      ).toReview;
    const flagged = [{ uuid: U(1), code: null, title: 'Work in teams', reason: 'attributesChanged' }];
    expect(only([a1, a2, attr(U(13), 'Knows C')])).toEqual(flagged);
    expect(only([a1])).toEqual(flagged);
    expect(only([a1, attr(U(12), 'Knows B, reworded')])).toEqual(flagged);
    expect(only([a2, a1])).toEqual([]);
    // The competency itself reordered among its siblings: nothing to review either.
    expect(planProfileMove([entry(teams, 1)], older, dom([plan, teams, model]), levels).toReview).toEqual([]);
  });
});

describe('carryByLineage', () => {
  it('carries entries by uuid and lists only what is lost, by entry index', () => {
    const older = new Map([
      [U(1), { uuid: U(1), title: 'Teams', attributes: [{ uuid: U(11), title: 'Knows A' }] }],
    ]);
    const newer = new Map([[U(1), { uuid: U(1), title: 'Teams (new)', attributes: [] }]]);
    expect(
      carryByLineage(
        [
          { competencyUuid: U(1), attributeUuids: [U(11), U(12)] },
          { competencyUuid: U(2), attributeUuids: [] },
        ],
        older,
        newer,
      ),
    ).toEqual({
      carried: [{ index: 0, competency: newer.get(U(1)), attributes: [] }],
      removed: [{ index: 1, uuid: U(2), title: U(2) }],
      removedAttributes: [
        { index: 0, competencyTitle: 'Teams (new)', uuid: U(11), title: 'Knows A' },
        { index: 0, competencyTitle: 'Teams (new)', uuid: U(12), title: U(12) },
      ],
    });
    // A competency new in the target (not in the source): an unknown tick is named by its uuid.
    expect(
      carryByLineage([{ competencyUuid: U(1), attributeUuids: [U(13)] }], new Map(), newer).removedAttributes,
    ).toEqual([{ index: 0, competencyTitle: 'Teams (new)', uuid: U(13), title: U(13) }]);
  });
});
