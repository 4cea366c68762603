import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { move } from '../src/features/learning-pathway-curation/components/LearningPathwayForm';

describe('move (learning pathway step order)', () => {
  it('moves a step up and down', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });
  it('leaves the list alone past either end', () => {
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 2)).toEqual(['a', 'b']);
  });
  it('keeps every step exactly once', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer(), { minLength: 1, maxLength: 20 }),
        fc.nat(),
        fc.integer({ min: -2, max: 22 }),
        (list, from, to) => {
          const i = from % list.length;
          const moved = move(list, i, to);
          expect([...moved].sort((a, b) => a - b)).toEqual([...list].sort((a, b) => a - b));
          if (to >= 0 && to < list.length) expect(moved[to]).toBe(list[i]);
        },
      ),
    );
  });
});
