import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  applyMerge,
  type Keyed,
  mergeKeyed,
  sameValue,
  threeWayMerge,
} from '../src/logic/three-way-merge.js';

/** A mapping: competency id → level and attributes (an absent key is 'not mapped'). */
const selection = fc.record({
  level: fc.integer({ min: 1, max: 3 }),
  attributes: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }),
});
const keyed = fc.dictionary(fc.constantFrom('1', '2', '3', '4', '5', '6'), selection);

describe('three-way merge of a stale write (ADR 0057)', () => {
  it('keeps mine when the colleague changed nothing: merge(base, x, base) = x', () => {
    fc.assert(
      fc.property(keyed, keyed, (base, mine) => {
        expect(mergeKeyed(base, mine, base)).toEqual(mine);
      }),
    );
  });

  it('takes theirs when I changed nothing: merge(base, base, y) = y', () => {
    fc.assert(
      fc.property(keyed, keyed, (base, theirs) => {
        expect(mergeKeyed(base, base, theirs)).toEqual(theirs);
      }),
    );
  });

  it('never loses an item only one side changed, and asks only about items both changed differently', () => {
    fc.assert(
      fc.property(keyed, keyed, keyed, (base, mine, theirs) => {
        const plan = threeWayMerge(base, mine, theirs);
        const merged = applyMerge(theirs, plan);
        for (const key of new Set([...Object.keys(base), ...Object.keys(mine), ...Object.keys(theirs)])) {
          const mineChanged = !sameValue(mine[key], base[key]);
          const theirsChanged = !sameValue(theirs[key], base[key]);
          if (mineChanged && !theirsChanged) expect(merged[key]).toEqual(mine[key]);
          if (theirsChanged && !mineChanged) expect(merged[key]).toEqual(theirs[key]);
          if (!mineChanged && !theirsChanged) expect(merged[key]).toEqual(base[key]);
          const asked = plan.questions.includes(key);
          expect(asked).toBe(mineChanged && theirsChanged && !sameValue(mine[key], theirs[key]));
        }
      }),
    );
  });

  it('answers a question with the side picked: mine by default, theirs when asked', () => {
    fc.assert(
      fc.property(keyed, keyed, keyed, (base, mine, theirs) => {
        const plan = threeWayMerge(base, mine, theirs);
        const allTheirs = Object.fromEntries(plan.questions.map((k) => [k, 'theirs' as const]));
        const keepMine = applyMerge(theirs, plan);
        const takeTheirs = applyMerge(theirs, plan, allTheirs);
        for (const key of plan.questions) {
          expect(keepMine[key]).toEqual(mine[key]);
          expect(takeTheirs[key]).toEqual(theirs[key]);
        }
      }),
    );
  });

  it("keeps the colleague's levels on competencies I did not touch (the lost-work case)", () => {
    const base: Keyed<number> = { a: 1 };
    const mine: Keyed<number> = { a: 1, b: 2 };
    const theirs: Keyed<number> = { a: 3, c: 2 };
    const plan = threeWayMerge(base, mine, theirs);
    expect(plan.questions).toEqual([]);
    expect(applyMerge(theirs, plan)).toEqual({ a: 3, b: 2, c: 2 });
  });

  it('asks where both changed one field differently and not where both made the same change', () => {
    const plan = threeWayMerge({ title: 'A', url: 'u' }, { title: 'B', url: 'v' }, { title: 'C', url: 'v' });
    expect(plan.questions).toEqual(['title']);
    expect(plan.items.map((i) => [i.key, i.changedBy])).toEqual([
      ['title', 'both'],
      ['url', 'both-same'],
    ]);
  });
});
