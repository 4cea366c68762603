// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import {
  countShares,
  defaultProfileName,
  REMEMBERED_SHAPES,
  rememberChoices,
  rememberedChoices,
  surveyChoicesStore,
  surveyShapeKey,
} from '../src/features/profile-curation/survey-logic';
import { surveyCountsText, surveyLevelTitle } from '../src/lib/survey-figures';

afterEach(() => surveyChoicesStore.remove());

const levels = [
  { ratingLevel: 0, title: 'Not Applicable' },
  { ratingLevel: 1, title: 'Level 1' },
  { ratingLevel: 3, title: 'Level 3 (most advanced)' },
];
const figures = {
  competencyUuid: '00000000-0000-4000-8000-000000000001',
  code: 'A3',
  title: 'Work at depth',
  counts: { '3': 13, '1': 20 },
  notApplicable: 1,
  respondents: 34,
  median: 1,
  mode: 1,
};

describe('survey choices remembered per file shape', () => {
  it('gives back the choices of the same framework and header row, and none for another shape', () => {
    const key = surveyShapeKey('iscb-3.0e1', ['Lead?', 'Stage I [New: Project management]']);
    rememberChoices(key, { 'Stage I [New: Project management]': 'uuid-o1', 'Lead?': null });
    expect(rememberedChoices(key)).toEqual({ 'Stage I [New: Project management]': 'uuid-o1', 'Lead?': null });
    expect(rememberedChoices(surveyShapeKey('iscb-3.0e1', ['Lead?']))).toEqual({});
    expect(
      rememberedChoices(surveyShapeKey('bioexcel', ['Lead?', 'Stage I [New: Project management]'])),
    ).toEqual({});
  });

  it(`keeps the ${REMEMBERED_SHAPES} newest shapes`, () => {
    for (let i = 0; i <= REMEMBERED_SHAPES; i += 1) rememberChoices(`shape ${i}`, { [`h${i}`]: null });
    expect(rememberedChoices('shape 0')).toEqual({});
    expect(rememberedChoices(`shape ${REMEMBERED_SHAPES}`)).toEqual({ [`h${REMEMBERED_SHAPES}`]: null });
    expect(Object.keys(surveyChoicesStore.read() ?? {})).toHaveLength(REMEMBERED_SHAPES);
  });
});

describe('survey words', () => {
  it("names a group's profile without the 'Profile:' prefix", () => {
    expect(defaultProfileName('Profile: Core facility scientist I')).toBe('Core facility scientist I');
    expect(defaultProfileName('Managerial role')).toBe('Managerial role');
  });

  it('writes the counts in level order with level titles, and the figures as level titles', () => {
    expect(surveyCountsText(levels, figures)).toBe(
      'Not applicable 1, Level 1 20, Level 3 (most advanced) 13',
    );
    expect(surveyLevelTitle(levels, 0)).toBe('Not applicable');
    expect(surveyLevelTitle(levels, null)).toBe('No answers');
    expect(surveyLevelTitle(levels, 2)).toBe('Level 2');
  });

  it("gives the chart's shares, not applicable first, adding up to 100", () => {
    const shares = countShares(figures);
    expect(shares.map((s) => s.rating)).toEqual([0, 1, 3]);
    expect(shares.reduce((sum, s) => sum + s.percent, 0)).toBeCloseTo(100);
  });
});
