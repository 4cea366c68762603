import { describe, expect, it } from 'vitest';
import { CAREER_PATHWAY_MESSAGES, careerPathwayRequestSchema } from '../src/index.js';

const messages = (input: unknown) => {
  const result = careerPathwayRequestSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('career pathway request (spec §5)', () => {
  it('accepts a title, a description and profiles in pathway order', () => {
    const parsed = careerPathwayRequestSchema.parse({
      title: '  Core facility career  ',
      description: 'From scientist I to head',
      profileIds: [4, 2, 9],
    });
    expect(parsed).toEqual({
      title: 'Core facility career',
      description: 'From scientist I to head',
      profileIds: [4, 2, 9],
    });
  });

  it('requires a title, a description and at least one profile', () => {
    expect(messages({ title: ' ', description: '', profileIds: [] })).toEqual([
      CAREER_PATHWAY_MESSAGES.title,
      CAREER_PATHWAY_MESSAGES.description,
      CAREER_PATHWAY_MESSAGES.profiles,
    ]);
  });

  it('refuses a profile added twice', () => {
    expect(messages({ title: 'A', description: 'B', profileIds: [3, 5, 3] })).toEqual([
      CAREER_PATHWAY_MESSAGES.duplicate,
    ]);
  });
});
