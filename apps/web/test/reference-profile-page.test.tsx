// @vitest-environment jsdom
import type { FrameworkVersionContent, ReferenceProfile, SessionResponse } from '@hub/domain';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReferenceProfilePage } from '../src/features/profiles/components/ReferenceProfilePage';
import { renderWithProviders, stubFetch } from './dom-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const competency = (id: number, title: string) => ({
  id,
  uuid: uuid(id),
  code: null,
  title,
  position: id,
  archived: false,
  mappedOtherCompetency: '',
  attributes: [],
});

const content: FrameworkVersionContent = {
  framework: {
    machineName: 'iscb-3.0e1',
    title: 'ISCB core facility extension',
    description: '',
    category: 'Research infrastructure professionals',
    logoUrl: null,
    licence: 'CC BY 4.0',
    acknowledgement: '',
    latestLiveVersion: 'e1',
    extends: { machineName: 'iscb', title: 'ISCB', version: '3.0' },
    versions: [],
    extensions: [],
    trainingResourceCount: 0,
    learningPathwayCount: 0,
  },
  version: {
    uuid: '0b6c3e5e-8a59-5c8e-9d4e-7d1f2a3b4c5d',
    number: 'e1',
    status: 'live',
    releaseDate: null,
    releaseNotes: '',
  },
  attributeTypes: [],
  expertiseLevels: [
    { id: 5, title: 'Not Applicable', description: '', ratingLevel: 0 },
    { id: 6, title: 'Level 1', description: '', ratingLevel: 1 },
    { id: 7, title: 'Level 2', description: '', ratingLevel: 2 },
  ],
  coreDomains: [
    {
      id: 1,
      uuid: uuid(101),
      code: null,
      title: 'Bioscience',
      position: 1,
      archived: false,
      competencies: [competency(11, 'Work at depth')],
    },
  ],
  domains: [
    {
      id: 2,
      uuid: uuid(102),
      code: null,
      title: 'Core-facility-focused competencies',
      position: 1,
      archived: false,
      competencies: [competency(21, 'Manage projects'), competency(22, 'Leadership')],
    },
  ],
  sources: [],
};

const profile: ReferenceProfile = {
  id: 2,
  revision: 1,
  title: 'Core facility scientist II',
  jobTitle: 'Core facility scientist II',
  seniorityLevel: 'mid_level',
  publishingStatus: 'Live',
  urlAlias: '/core-facility-scientist-ii',
  imageUrl: null,
  framework: 'iscb-3.0e1',
  version: 'e1',
  age: null,
  gender: 'None',
  qualificationBackground: '<p>PhD <strong>bioinformatics</strong></p>',
  currentRole: '',
  additionalInformation: '',
  source: {
    title: 'Survey',
    text: 'Median of 53 answers',
    sources: ['github.com/x/y @ 0281584339ed7822c47272b7eeed0d2b18681826 data.csv'],
    complete: false,
    citation: { authors: 'A. Author', title: 'The survey', year: '2024', url: 'https://github.com/x/y' },
  },
  mapping: [
    { competencyId: 11, competencyUuid: uuid(11), expertiseLevelId: 7, ratingLevel: 2, attributeIds: [] },
    { competencyId: 21, competencyUuid: uuid(21), expertiseLevelId: 6, ratingLevel: 1, attributeIds: [] },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The session of a manager of `machineName`: the user and the `can` the server sends (ADR 0035). */
const manager = (machineName: string): SessionResponse => ({
  user: {
    id: 1,
    username: 'manager',
    name: 'Manager',
    email: 'manager@example.org',
    roles: ['framework_manager'],
    frameworks: [{ machineName, title: machineName }],
  },
  can: {
    createFramework: true,
    manageTraining: false,
    createOwnProfile: false,
    frameworks: { [machineName]: { manage: true, editProfiles: true, editCareerPathways: true } },
  },
});

const ANONYMOUS: SessionResponse = {
  user: null,
  can: { createFramework: false, manageTraining: false, createOwnProfile: true, frameworks: {} },
};

function renderPage(session: SessionResponse, shown: ReferenceProfile = profile) {
  stubFetch((_method, path) => {
    if (path === '/api/v1/session') return { status: 200, body: session };
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1') return { status: 200, body: content };
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/2') return { status: 200, body: shown };
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles') {
      return { status: 200, body: { profiles: [profile] } };
    }
    return undefined;
  });
  return renderWithProviders(
    <ReferenceProfilePage framework="iscb-3.0e1" version="e1" id={2} alias="core-facility-scientist-ii" />,
    { path: '/framework/iscb-3.0e1/e1/profile/view/2/core-facility-scientist-ii' },
  );
}

describe('reference profile view (spec §2 Profiles)', () => {
  it('shows the persona, text, Source and a bar per competency of the core and extension domains', async () => {
    renderPage(ANONYMOUS);
    expect(await screen.findByRole('heading', { name: 'Core facility scientist II' })).toBeTruthy();
    expect(screen.getByText('bioinformatics').tagName).toBe('STRONG');
    const source = screen.getByRole('region', { name: 'Source' });
    expect(within(source).getByText('Source marked incomplete')).toBeTruthy();
    // One citation line; the curators' source lines (commit hashes, file names) are not shown.
    expect(within(source).getByTestId('profile-citation').textContent).toBe('A. Author (2024). The survey.');
    expect(within(source).getByRole('link', { name: 'The survey.' }).getAttribute('href')).toBe(
      'https://github.com/x/y',
    );
    expect(source.textContent).not.toMatch(/[0-9a-f]{40}|data\.csv/);
    const meters = screen.getAllByRole('meter');
    expect(meters.map((m) => [m.getAttribute('aria-label'), m.getAttribute('aria-valuetext')])).toEqual([
      ['Work at depth', 'Level: 2'],
      ['Manage projects', 'Level: 1'],
      ['Leadership', 'Not applicable'],
    ]);
  });

  it("offers 'Manage profile' only to a manager of this framework", async () => {
    // A manager of the core framework (iscb) only: the session is loaded, and still no menu.
    const { client } = renderPage(manager('iscb'));
    await screen.findByRole('heading', { name: 'Core facility scientist II' });
    await waitFor(() => expect(client.getQueryData(['session'])).toBeDefined());
    expect(screen.queryByRole('button', { name: 'Manage profile' })).toBeNull();
    cleanup();
    vi.unstubAllGlobals();

    renderPage(manager('ISCB-3.0e1'));
    fireEvent.click(await screen.findByRole('button', { name: 'Manage profile' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => [i.textContent, i.getAttribute('href')])).toEqual([
      ['Edit overview', '/framework/iscb-3.0e1/e1/profile/edit/2'],
      ['Assign competencies', '/framework/iscb-3.0e1/e1/profile/map/2'],
      ['Compare', '/framework/iscb-3.0e1/e1/profiles/compare/2'],
    ]);
  });

  it("shows a survey-derived profile's derivation: respondents, rule and the answers per competency", async () => {
    renderPage(ANONYMOUS, {
      ...profile,
      derivation: {
        method: 'survey',
        rule: 'median',
        respondents: 53,
        group: 'Profile: Core facility scientist II',
        competencies: [
          {
            competencyUuid: uuid(11),
            code: 'A3',
            title: 'Work at depth',
            counts: { '1': 20, '2': 19, '3': 13 },
            notApplicable: 1,
            respondents: 53,
            median: 2,
            mode: 1,
          },
        ],
      },
    });
    const section = await screen.findByRole('region', { name: 'Derived from 53 survey responses (median)' });
    expect(within(section).getByText(/Survey group 'Profile: Core facility scientist II'/)).toBeTruthy();
    fireEvent.click(within(section).getByText('Answers per competency'));
    const row = await within(section).findByRole('row', { name: /A3 Work at depth/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      'A3 Work at depth',
      'Not applicable 1, Level 1 20, Level 2 19, Level 3 13',
      'Level 2',
      'Level 1',
    ]);
  });
});
