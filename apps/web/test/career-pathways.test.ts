import { type ReferenceProfileSummary, SENIORITY_LEVEL_LABELS } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath } from '../src/app/router';
import {
  addStep,
  parsePathwayId,
  removeStep,
  selectableProfiles,
  snippet,
  stepLabel,
} from '../src/features/career-pathways/logic';

const profile = (
  id: number,
  jobTitle: string,
  publishingStatus: 'Live' | 'Draft' = 'Live',
): ReferenceProfileSummary => ({
  id,
  title: `Person ${id}`,
  jobTitle,
  seniorityLevel: null,
  publishingStatus,
  urlAlias: `/person-${id}`,
  imageUrl: null,
});

describe('career pathway steps (spec §4, §9)', () => {
  it("labels a step by its seniority level, else 'Step {n}'", () => {
    expect(stepLabel({ position: 2, profile: { seniorityLevel: 'mid_level' } }, SENIORITY_LEVEL_LABELS)).toBe(
      'Mid level',
    );
    expect(stepLabel({ position: 3, profile: { seniorityLevel: null } }, SENIORITY_LEVEL_LABELS)).toBe(
      'Step 3',
    );
  });

  it('adds a profile once, at the end, and removes it with x', () => {
    expect(addStep([4, 2], 7)).toEqual([4, 2, 7]);
    expect(addStep([4, 2], 4)).toEqual([4, 2]);
    expect(removeStep([4, 2, 7], 2)).toEqual([4, 7]);
  });

  it('offers only Live profiles not yet in the pathway, by job title', () => {
    const offered = selectableProfiles(
      [
        profile(1, 'Zoologist'),
        profile(2, 'Analyst'),
        profile(3, 'Biologist', 'Draft'),
        profile(4, 'Curator'),
      ],
      [4],
    );
    expect(offered.map((p) => p.jobTitle)).toEqual(['Analyst', 'Zoologist']);
  });
});

describe('career pathway list and routes', () => {
  it("cuts a long description at a word and ends it with '...'", () => {
    expect(snippet('Short text')).toBe('Short text');
    const cut = snippet('word '.repeat(100), 40);
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.length).toBeLessThanOrEqual(43);
  });

  it('accepts only positive ids in the address', () => {
    expect(parsePathwayId('12')).toBe(12);
    expect(parsePathwayId('0')).toBeNull();
    expect(parsePathwayId('abc')).toBeNull();
    expect(parsePathwayId('99999999999')).toBeNull();
  });

  it("names the tab after the framework and its screens 'Career pathway'", () => {
    expect(breadcrumbsForPath('/framework/iscb-3.0e1/e1/career-pathways', 'ISCB CF')).toEqual([
      { label: 'Competency Hub', to: '/' },
      { label: 'ISCB CF' },
    ]);
    for (const screen of ['career-pathway/create', 'career-pathway/5/view', 'career-pathway/5/edit']) {
      expect(breadcrumbsForPath(`/framework/iscb-3.0e1/e1/${screen}`, 'ISCB CF')).toEqual([
        { label: 'Competency Hub', to: '/' },
        { label: 'ISCB CF', to: '/framework/iscb-3.0e1/e1/career-pathways' },
        { label: 'Career pathway' },
      ]);
    }
  });
});
