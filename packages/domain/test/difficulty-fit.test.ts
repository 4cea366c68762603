import { describe, expect, it } from 'vitest';
import { difficultyDistance, expectedDifficulty, orderByDifficultyFit } from '../src/index.js';

describe('difficulty fit', () => {
  it('cuts a three-level scale into beginner, intermediate, advanced', () => {
    expect([1, 2, 3].map((r) => expectedDifficulty(r, 3))).toEqual(['beginner', 'intermediate', 'advanced']);
    expect(expectedDifficulty(0, 3)).toBeNull();
    expect(expectedDifficulty(2, 0)).toBeNull();
    expect(expectedDifficulty(5, 5)).toBe('advanced');
  });

  it('orders items by distance from the expected level, unknown ones after neighbours, stable otherwise', () => {
    const items = [
      { id: 'a', difficultyLevel: null },
      { id: 'b', difficultyLevel: 'advanced' as const },
      { id: 'c', difficultyLevel: 'beginner' as const },
      { id: 'd', difficultyLevel: 'intermediate' as const },
      { id: 'e', difficultyLevel: 'beginner' as const },
    ];
    expect(orderByDifficultyFit(items, 'beginner').map((i) => i.id)).toEqual(['c', 'e', 'd', 'a', 'b']);
    expect(orderByDifficultyFit(items, null).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(difficultyDistance(null, 'advanced')).toBe(1.5);
  });
});
