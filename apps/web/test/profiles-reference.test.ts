import type { ReferenceProfileSummary } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { breadcrumbsForPath } from '../src/app/router';
import { paths } from '../src/config/paths';
import {
  compareTargets,
  gridCards,
  needsImprovementText,
  parseProfileRef,
} from '../src/features/profiles/reference-logic';

const profile = (id: number, status: 'Live' | 'Draft' = 'Live'): ReferenceProfileSummary => ({
  id,
  title: `Profile ${id}`,
  jobTitle: `Job ${id}`,
  seniorityLevel: null,
  publishingStatus: status,
  urlAlias: `/profile-${id}`,
  imageUrl: null,
});

describe('home grid (spec §2 Home, §9)', () => {
  it("shows 6 cards and offers 'View more' only when there are more than 6", () => {
    const seven = Array.from({ length: 7 }, (_, i) => profile(i + 1));
    expect(gridCards(seven, false)).toEqual({ shown: seven.slice(0, 6), hasMore: true });
    expect(gridCards(seven, true).shown).toHaveLength(7);
    expect(gridCards(seven.slice(0, 6), false)).toEqual({ shown: seven.slice(0, 6), hasMore: false });
  });

  it('links a card to /profile/view/{id}{alias}', () => {
    expect(paths.profileView('iscb-3.0e1', 'e1', 2, '/core-facility-scientist-ii')).toBe(
      '/framework/iscb-3.0e1/e1/profile/view/2/core-facility-scientist-ii',
    );
  });
});

describe('comparison targets (spec §4)', () => {
  it('offers only Live profiles and never the profile compared', () => {
    const list = [profile(1), profile(2, 'Draft'), profile(3), profile(4)];
    expect(compareTargets(list, 3).map((p) => p.id)).toEqual([1, 4]);
    expect(compareTargets(list, null).map((p) => p.id)).toEqual([1, 3, 4]);
  });

  it("reads 'guest' or a positive id from the address and refuses anything else", () => {
    expect(parseProfileRef('guest')).toBe('guest');
    expect(parseProfileRef('12')).toBe(12);
    for (const bad of ['0', '-1', '1.5', 'abc', '012', '99999999999', undefined]) {
      expect(parseProfileRef(bad)).toBeNull();
    }
  });

  it('words the needs-improvement summary with the count and the total', () => {
    expect(needsImprovementText(0, 19)).toBe('No competency needs improvement');
    expect(needsImprovementText(1, 19)).toBe('1 of 19 competencies needs improvement');
    expect(needsImprovementText(7, 19)).toBe('7 of 19 competencies need improvement');
  });
});

describe('breadcrumbs of the profile screens (spec §2 Breadcrumbs)', () => {
  const labels = (path: string) =>
    breadcrumbsForPath(path, 'ISCB core facility extension').map((c) => c.label);

  it('names the profile view, the comparison and the training finder', () => {
    expect(labels('/framework/iscb-3.0e1/e1/profile/view/2/core-facility-scientist-ii')).toEqual([
      'Competency Hub',
      'ISCB core facility extension',
      'Profile overview',
    ]);
    expect(labels('/framework/iscb-3.0e1/e1/profiles/compare/guest/2')).toEqual([
      'Competency Hub',
      'ISCB core facility extension',
      'Compare career profiles',
    ]);
    expect(breadcrumbsForPath('/framework/iscb-3.0e1/e1/profiles/compare/guest/2/summary').slice(2)).toEqual([
      { label: 'Compare career profiles', to: '/framework/iscb-3.0e1/e1/profiles/compare/guest/2' },
      { label: 'Find training resources' },
    ]);
  });

  it('keeps the guest view and the career-profiles tab apart from the reference view', () => {
    expect(labels('/framework/iscb-3.0e1/e1/profile/view/guest').at(-1)).toBe('Your profile');
    expect(labels('/framework/iscb-3.0e1/e1/career-profiles')).toEqual([
      'Competency Hub',
      'ISCB core facility extension',
    ]);
  });
});
