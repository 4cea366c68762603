import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type LevelDistribution,
  medianRating,
  rankTrainingNeeds,
  trainingNeedOf,
} from '../src/logic/training-needs.js';

const dist = (uuid: string, counts: [number, number][], title = uuid): LevelDistribution => ({
  competencyUuid: uuid,
  code: null,
  title,
  counts: new Map(counts),
});

/** The ratings of a distribution spelt out, one per person. */
const answersOf = (counts: ReadonlyMap<number, number>) =>
  [...counts].flatMap(([rating, count]) => Array.from({ length: Math.max(0, count) }, () => rating));

const countsArb = fc
  .array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 30 })), { maxLength: 5 })
  .map((pairs) => new Map(pairs));

describe('medianRating', () => {
  it('takes the middle answer, or the lower of the two middle ones', () => {
    // rating → people: 1, 2, 3 → 2; 1, 1, 3, 3 → 1; 0, 0, 0, 3 → 0; 2, 3 → 2
    const cases: [[number, number][], number][] = [
      [
        [
          [1, 1],
          [2, 1],
          [3, 1],
        ],
        2,
      ],
      [
        [
          [1, 2],
          [3, 2],
        ],
        1,
      ],
      [
        [
          [0, 3],
          [3, 1],
        ],
        0,
      ],
      [
        [
          [2, 1],
          [3, 1],
        ],
        2,
      ],
    ];
    for (const [counts, median] of cases) expect(medianRating(new Map(counts))).toBe(median);
  });

  it('is null when nobody answered', () => {
    expect(medianRating(new Map())).toBeNull();
    expect(medianRating(new Map([[2, 0]]))).toBeNull();
  });

  it('equals the median of the answers spelt out', () => {
    fc.assert(
      fc.property(countsArb, (counts) => {
        const answers = answersOf(counts).sort((a, b) => a - b);
        const n = answers.length;
        const expected = n === 0 ? null : answers[Math.ceil(n / 2) - 1];
        expect(medianRating(counts)).toBe(expected);
      }),
    );
  });
});

describe('trainingNeedOf', () => {
  it('counts everyone below the expected level, Not applicable (0) included', () => {
    const need = trainingNeedOf(
      dist('a', [
        [0, 2],
        [1, 3],
        [2, 4],
        [3, 1],
      ]),
      2,
    );
    expect(need).toMatchObject({
      respondents: 10,
      below: 5,
      belowShare: 0.5,
      median: 1,
      expectedRating: 2,
    });
  });

  it('finds nobody below a level the role does not expect', () => {
    expect(trainingNeedOf(dist('a', [[0, 5]]), 0)).toMatchObject({ below: 0, belowShare: 0 });
  });

  it('never counts more people below than answered, and the share stays within 0..1', () => {
    fc.assert(
      fc.property(countsArb, fc.integer({ min: 0, max: 4 }), (counts, expected) => {
        const need = trainingNeedOf(dist('x', [...counts]), expected);
        const answers = answersOf(counts);
        expect(need.respondents).toBe(answers.length);
        expect(need.below).toBe(answers.filter((r) => r < expected).length);
        expect(need.belowShare).toBeGreaterThanOrEqual(0);
        expect(need.belowShare).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('rankTrainingNeeds', () => {
  const expected = new Map([
    ['stats', 2],
    ['code', 3],
    ['teach', 1],
    ['lab', 2],
  ]);

  it('ranks by the share below the expected level, leaving out what the role does not expect', () => {
    const result = rankTrainingNeeds(
      [
        dist('stats', [
          [1, 1],
          [2, 3],
        ]),
        dist('code', [
          [2, 3],
          [3, 1],
        ]),
        dist('teach', [[1, 4]]),
        dist('unmapped', [[0, 4]]),
        dist('lab', []),
      ],
      expected,
    );
    expect(result.ranked.map((n) => [n.competencyUuid, n.belowShare])).toEqual([
      ['code', 0.75],
      ['stats', 0.25],
      ['teach', 0],
    ]);
    expect(result.all.map((n) => n.competencyUuid)).toEqual(['stats', 'code', 'teach', 'unmapped', 'lab']);
  });

  it('breaks ties by the number below, then by how far the median falls short, then by order', () => {
    const result = rankTrainingNeeds(
      [
        dist('stats', [
          [1, 1],
          [2, 1],
        ]),
        dist('lab', [
          [0, 2],
          [2, 2],
        ]),
        dist('code', [
          [2, 2],
          [3, 2],
        ]),
        dist('teach', [[0, 1]]),
      ],
      expected,
    );
    // lab: 2 of 4 below (median 0, 2 short); code: 2 of 4 (median 2, 1 short); stats: 1 of 2; teach: 1 of 1.
    expect(result.ranked.map((n) => n.competencyUuid)).toEqual(['teach', 'lab', 'code', 'stats']);
  });

  it('ranks in order of share, whatever the counts', () => {
    fc.assert(
      fc.property(fc.array(countsArb, { minLength: 1, maxLength: 8 }), (all) => {
        const distributions = all.map((counts, i) => dist(`c${i}`, [...counts]));
        const ratings = new Map(distributions.map((d, i) => [d.competencyUuid, (i % 4) + 1]));
        const { ranked } = rankTrainingNeeds(distributions, ratings);
        for (let i = 1; i < ranked.length; i += 1) {
          expect(ranked[i - 1]?.belowShare).toBeGreaterThanOrEqual(ranked[i]?.belowShare ?? 0);
        }
        expect(ranked.every((n) => n.respondents > 0)).toBe(true);
      }),
    );
  });
});
