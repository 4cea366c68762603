/** The names of competency relations on the competency page (docs/features/interchange-files.md §9). */
import { describe, expect, it } from 'vitest';
import { relationLabel } from '../src/features/competencies/logic';

describe('relationLabel', () => {
  it('reads CASE association types as phrases', () => {
    expect(relationLabel('isRelatedTo')).toBe('Is related to');
    expect(relationLabel('exactMatchOf')).toBe('Exact match of');
    expect(relationLabel('precedes')).toBe('Precedes');
    expect(relationLabel('ext:hasTrainingFor')).toBe('Has training for');
  });
});
