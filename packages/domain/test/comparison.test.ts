import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ComparableDomain,
  compareProfiles,
  comparisonStatus,
  ratingsOfMapping,
} from '../src/logic/comparison.js';

/** Domains with distinct competency ids 1..n, split into 1-4 domains. */
const domainsArb = fc
  .array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 4 })
  .map((sizes): ComparableDomain[] => {
    let next = 1;
    return sizes.map((size, d) => ({
      id: 100 + d,
      title: `Domain ${d + 1}`,
      competencies: Array.from({ length: size }, () => {
        const id = next++;
        return { id, title: `Competency ${id}` };
      }),
    }));
  });

/** Ratings 0-3 for some of the competencies of `domains` (others unmapped). */
const ratingsArb = (domains: ComparableDomain[]) =>
  fc
    .array(fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }), {
      minLength: domains.flatMap((d) => d.competencies).length,
      maxLength: domains.flatMap((d) => d.competencies).length,
    })
    .map((values) => {
      const map = new Map<number, number>();
      domains
        .flatMap((d) => d.competencies)
        .forEach((c, i) => {
          const value = values[i];
          if (value !== undefined) map.set(c.id, value);
        });
      return map;
    });

const scenarioArb = domainsArb.chain((domains) =>
  fc.tuple(fc.constant(domains), ratingsArb(domains), ratingsArb(domains)),
);

const rating = (ratings: Map<number, number>, id: number) => ratings.get(id) ?? 0;

describe('comparison status (spec §4 Comparison)', () => {
  it('uses the spec wording for each case', () => {
    expect(comparisonStatus(0, 0)).toBe('Not applicable');
    expect(comparisonStatus(2, 2)).toBe('Meets the level');
    expect(comparisonStatus(3, 1)).toBe('Meets the level');
    expect(comparisonStatus(1, 3)).toBe('Needs improvement');
    expect(comparisonStatus(0, 1)).toBe('Needs improvement');
    expect(comparisonStatus(2, 0)).toBe('Meets the level');
  });

  it('compares numbers, not strings: level 10 meets level 9', () => {
    expect(comparisonStatus(10, 9)).toBe('Meets the level');
    expect(comparisonStatus(9, 10)).toBe('Needs improvement');
  });
});

describe('compareProfiles', () => {
  const domains: ComparableDomain[] = [
    {
      id: 1,
      title: 'Core',
      competencies: [
        { id: 11, title: 'Statistics' },
        { id: 12, title: 'Programming' },
      ],
    },
    { id: 2, title: 'Empty', competencies: [] },
    {
      id: 3,
      title: 'Facility',
      competencies: [
        { id: 31, title: 'Instruments' },
        { id: 32, title: 'Training users' },
      ],
    },
  ];

  it('counts a competency the guest lacks as needing improvement, with the whole level as gap', () => {
    const guest = new Map([[11, 2]]);
    const reference = ratingsOfMapping([
      { competencyId: 11, ratingLevel: 1 },
      { competencyId: 31, ratingLevel: 3 },
      { competencyId: 32, ratingLevel: 2 },
    ]);
    const result = compareProfiles(domains, guest, reference);
    expect(result.needsImprovementCount).toBe(2);
    expect(result.needsImprovement.map((c) => [c.title, c.gap])).toEqual([
      ['Instruments', 3],
      ['Training users', 2],
    ]);
    expect(result.competencies.map((c) => c.status)).toEqual([
      'Meets the level',
      'Not applicable',
      'Needs improvement',
      'Needs improvement',
    ]);
  });

  it('leaves domains without competencies out and averages each domain over all its competencies', () => {
    const result = compareProfiles(domains, new Map([[11, 3]]), new Map([[31, 3]]));
    expect(result.domains.map((d) => d.title)).toEqual(['Core', 'Facility']);
    expect(result.domains[0]).toMatchObject({ average1: 1.5, average2: 0 });
    expect(result.domains[1]).toMatchObject({ average1: 0, average2: 1.5 });
  });

  it('comparing a profile with itself finds nothing to improve', () => {
    fc.assert(
      fc.property(scenarioArb, ([ds, p1]) => {
        const result = compareProfiles(ds, p1, p1);
        expect(result.needsImprovementCount).toBe(0);
        expect(result.competencies.every((c) => c.gap === 0)).toBe(true);
      }),
    );
  });

  it('the count equals the number of competencies where profile 1 is below profile 2', () => {
    fc.assert(
      fc.property(scenarioArb, ([ds, p1, p2]) => {
        const below = ds
          .flatMap((d) => d.competencies)
          .filter((c) => rating(p1, c.id) < rating(p2, c.id)).length;
        const result = compareProfiles(ds, p1, p2);
        expect(result.needsImprovementCount).toBe(below);
        expect(result.needsImprovement).toHaveLength(below);
      }),
    );
  });

  it('every competency gets exactly one status, and the gap is positive exactly when it needs improvement', () => {
    fc.assert(
      fc.property(scenarioArb, ([ds, p1, p2]) => {
        const result = compareProfiles(ds, p1, p2);
        expect(result.competencies).toHaveLength(ds.flatMap((d) => d.competencies).length);
        for (const c of result.competencies) {
          expect(c.gap > 0).toBe(c.status === 'Needs improvement');
          expect(c.gap).toBe(Math.max(0, c.rating2 - c.rating1));
          expect(c.status === 'Not applicable').toBe(c.rating1 === 0 && c.rating2 === 0);
        }
      }),
    );
  });

  it('raising profile 1 to at least profile 2 everywhere removes every need for improvement', () => {
    fc.assert(
      fc.property(scenarioArb, ([ds, p1, p2]) => {
        const raised = new Map(p1);
        for (const [id, value] of p2) raised.set(id, Math.max(value, rating(p1, id)));
        expect(compareProfiles(ds, raised, p2).needsImprovementCount).toBe(0);
      }),
    );
  });

  it('domain averages lie between 0 and the highest rating and swap when the profiles swap', () => {
    fc.assert(
      fc.property(scenarioArb, ([ds, p1, p2]) => {
        const forward = compareProfiles(ds, p1, p2);
        const backward = compareProfiles(ds, p2, p1);
        forward.domains.forEach((d, i) => {
          expect(d.average1).toBeGreaterThanOrEqual(0);
          expect(d.average1).toBeLessThanOrEqual(3);
          expect(backward.domains[i]?.average1).toBeCloseTo(d.average2, 10);
          expect(backward.domains[i]?.average2).toBeCloseTo(d.average1, 10);
        });
      }),
    );
  });

  it('ignores ratings of competencies outside the domains and treats negative ratings as 0', () => {
    const result = compareProfiles(domains, new Map([[11, -2]]), new Map([[999, 3]]));
    expect(result.needsImprovementCount).toBe(0);
    expect(result.competencies.every((c) => c.status === 'Not applicable')).toBe(true);
  });
});
