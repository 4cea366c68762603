// @vitest-environment jsdom
/**
 * The comparison and summary screens with an extension framework (docs/features/accounts-and-security.md §6; docs/features/profiles.md §5): the core framework's domains come first and count, archived domains and
 * competencies (of the core or the extension) are left out even when the reference profile rates them.
 */
import type { FrameworkVersionContent, GuestProfile, ReferenceProfile } from '@hub/domain';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ComparePage } from '../src/features/profiles/components/ComparePage';
import { CompareSummaryPage } from '../src/features/profiles/components/CompareSummaryPage';
import { guestProfileStore } from '../src/lib/guest-profile';
import { renderWithProviders, stubFetch } from './dom-helpers';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const competency = (id: number, title: string, archived = false) => ({
  id,
  uuid: uuid(id),
  code: null,
  title,
  position: id,
  archived,
  mappedOtherCompetency: '',
  attributes: [],
});
const domain = (
  id: number,
  title: string,
  competencies: ReturnType<typeof competency>[],
  archived = false,
) => ({ id, uuid: uuid(100 + id), code: null, title, position: id, archived, competencies });

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
    domain(1, 'Bioscience', [competency(11, 'Work at depth'), competency(12, 'Retired core skill', true)]),
    domain(3, 'Retired core domain', [competency(31, 'Old core competency')], true),
  ],
  domains: [
    domain(2, 'Core-facility-focused competencies', [
      competency(21, 'Manage projects'),
      competency(22, 'Leadership'),
      competency(23, 'Retired facility skill', true),
    ]),
    domain(4, 'Retired facility domain', [competency(41, 'Old facility competency')], true),
  ],
  sources: [],
};

/** The role rates every competency at 2, archived ones included: only the live ones may show. */
const reference: ReferenceProfile = {
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
  qualificationBackground: '',
  currentRole: '',
  additionalInformation: '',
  source: { title: '', text: '', sources: [], complete: true, citation: null },
  mapping: [11, 12, 31, 21, 22, 23, 41].map((id) => ({
    competencyId: id,
    competencyUuid: uuid(id),
    expertiseLevelId: 7,
    ratingLevel: 2,
    attributeIds: [],
  })),
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

/** The guest meets the role in Leadership only (a core and an extension competency below it). */
const guest: GuestProfile = {
  frameworkName: 'iscb-3.0e1',
  frameworkId: 'iscb-3.0e1',
  versionNumber: 'e1',
  title: 'Ada',
  job_title: 'Analyst',
  age: '',
  gender: 'None',
  qualification_background: '',
  current_role: '',
  additional_information: '',
  image: [],
  profile_mapping: [
    {
      competency: '11',
      expertise: '6',
      attributes: [],
      attributeUuids: [],
      competencyUuid: uuid(11),
      ratingLevel: 1,
    },
    {
      competency: '22',
      expertise: '7',
      attributes: [],
      attributeUuids: [],
      competencyUuid: uuid(22),
      ratingLevel: 2,
    },
  ],
};

const ARCHIVED = [
  'Retired core skill',
  'Retired core domain',
  'Old core competency',
  'Retired facility skill',
  'Retired facility domain',
  'Old facility competency',
];

beforeEach(() => {
  localStorage.clear();
  guestProfileStore.write(guest);
  stubFetch((method, path) => {
    if (method !== 'GET') return undefined;
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1') return { status: 200, body: content };
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles/2')
      return { status: 200, body: reference };
    if (path === '/api/v1/frameworks/iscb-3.0e1/versions/e1/profiles')
      return { status: 200, body: { profiles: [reference] } };
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const headings = (level: number) => screen.getAllByRole('heading', { level }).map((h) => h.textContent);

describe('comparison with an extension framework', () => {
  it('compares core and extension domains, core first, archived ones left out', async () => {
    renderWithProviders(<ComparePage framework="iscb-3.0e1" version="e1" first="guest" second={2} />);
    expect(await screen.findByTestId('needs-improvement-summary')).toHaveProperty(
      'textContent',
      '2 of 3 competencies need improvement',
    );
    // The per-competency list, by domain.
    const details = screen.getByRole('region', { name: 'Competencies compared' });
    expect(
      within(details)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Bioscience', 'Core-facility-focused competencies']);
    expect(within(details).getAllByTestId('compared-competency')).toHaveLength(3);
    // The table alternative of the chart: one row per domain.
    const table = screen.getByRole('table', { name: 'Average level per domain' });
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((r) => r.textContent);
    expect(rows).toEqual(['Bioscience', 'Core-facility-focused competencies']);
    for (const title of ARCHIVED) expect(screen.queryByText(title)).toBeNull();
  });
});

describe('summary (find training resources) with an extension framework', () => {
  it('lists the gaps of core and extension competencies, archived ones left out', async () => {
    renderWithProviders(<CompareSummaryPage framework="iscb-3.0e1" version="e1" reference={2} />);
    expect(await screen.findByTestId('needs-improvement-summary')).toHaveProperty(
      'textContent',
      '2 of 3 competencies need improvement',
    );
    expect(headings(2)).toEqual(['Bioscience', 'Core-facility-focused competencies']);
    expect(
      screen.getAllByTestId('improvement-item').map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Work at depth', 'Manage projects']);
    expect(screen.getAllByTestId('improvement-item')[1]?.textContent).toContain(
      'Your level: Not applicable · Expected: Level 2 · Gap: 2 levels',
    );
    for (const title of [...ARCHIVED, 'Leadership']) expect(screen.queryByText(title)).toBeNull();
  });
});
