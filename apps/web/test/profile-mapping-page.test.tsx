// @vitest-environment jsdom
import type { ExpertiseLevel, ReferenceProfile } from '@hub/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MapProfilePage } from '../src/features/profile-curation/components/MapProfilePage';
import type { MappableDomain } from '../src/features/profile-curation/logic';
import { renderWithProviders, stubFetch } from './dom-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LEVELS: ExpertiseLevel[] = [
  { id: 10, title: 'Not Applicable', description: '', ratingLevel: 0 },
  { id: 11, title: 'Awareness', description: '', ratingLevel: 1 },
  { id: 12, title: 'Working knowledge', description: '', ratingLevel: 2 },
];

const DOMAINS: MappableDomain[] = [
  {
    id: 1,
    title: 'Data analysis',
    competencies: [
      {
        id: 5,
        title: 'Statistics',
        attributes: [
          { id: 51, title: 'Hypothesis tests', type: 'Knowledge' },
          { id: 52, title: 'Use R', type: 'Skill' },
        ],
      },
      { id: 6, title: 'Visualisation', attributes: [{ id: 61, title: 'Plots', type: 'Skill' }] },
    ],
  },
];

const PROFILE: ReferenceProfile = {
  id: 3,
  revision: 1,
  title: 'Alex',
  jobTitle: 'Data analyst',
  seniorityLevel: null,
  publishingStatus: 'Draft',
  urlAlias: '/alex',
  imageUrl: null,
  framework: 'iscb',
  version: '3.0',
  age: null,
  gender: 'None',
  qualificationBackground: '',
  currentRole: '',
  additionalInformation: '',
  source: null,
  mapping: [
    {
      competencyId: 6,
      competencyUuid: '00000000-0000-4000-8000-000000000006',
      expertiseLevelId: 12,
      ratingLevel: 2,
      attributeIds: [61],
    },
  ],
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:00Z',
};

describe('Competency mapping of a reference profile', () => {
  it('follows the §4 rules and saves the whole mapping', async () => {
    const fetchMock = stubFetch((method, path) =>
      method === 'PUT' && path === '/api/v1/manage/frameworks/iscb/versions/3.0/profiles/3/mapping'
        ? { status: 200, body: PROFILE }
        : undefined,
    );
    renderWithProviders(<MapProfilePage profile={PROFILE} domains={DOMAINS} levels={LEVELS} />);

    expect(screen.getByRole('heading', { name: 'Competency mapping' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Profile overview' }).getAttribute('href')).toBe(
      '/framework/iscb/3.0/profile/view/3/alex',
    );
    const statistics = screen.getByRole('combobox', { name: 'Expertise level: Statistics' });
    const options = [...(statistics as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual(['Not applicable', 'Level 1: Awareness', 'Level 2: Working knowledge']);
    const tests = screen.getByRole('checkbox', { name: /Hypothesis tests/ }) as HTMLInputElement;
    expect(tests.disabled).toBe(true);

    fireEvent.change(statistics, { target: { value: '11' } });
    expect(tests.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: /Use R/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Use R/ }));

    const visualisation = screen.getByRole('combobox', { name: 'Expertise level: Visualisation' });
    expect((visualisation as HTMLSelectElement).value).toBe('12');
    fireEvent.change(visualisation, { target: { value: '' } });
    const plots = screen.getByRole('checkbox', { name: /Plots/ }) as HTMLInputElement;
    expect(plots.checked).toBe(false);
    expect(plots.disabled).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({
      mapping: [{ competencyId: 5, expertiseLevelId: 11, attributeIds: [51] }],
    });
  });
});
