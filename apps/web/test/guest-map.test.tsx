// @vitest-environment jsdom
import type { FrameworkVersionContent, GuestProfile } from '@hub/domain';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GuestMapPage } from '../src/features/profiles/components/GuestMapPage';
import { guestProfileStore } from '../src/lib/guest-profile';
import { renderWithProviders, stubFetch } from './dom-helpers';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const attribute = (id: number, title: string) => ({
  id,
  uuid: uuid(id),
  title,
  typeId: 1,
  type: 'Knowledge',
  position: id,
  archived: false,
});
const content = {
  framework: {
    machineName: 'bioexcel',
    title: 'BioExcel',
    description: 'Professionals in computational biomolecular research',
    category: 'Research-oriented students and professionals',
    logoUrl: null,
    licence: 'CC BY 4.0',
    acknowledgement: '',
    latestLiveVersion: '3.0',
    extends: null,
    versions: [],
    extensions: [],
    trainingResourceCount: 0,
    learningPathwayCount: 0,
  },
  version: {
    uuid: '0b6c3e5e-8a59-5c8e-9d4e-7d1f2a3b4c5e',
    number: '3.0',
    status: 'live',
    releaseDate: null,
    releaseNotes: '',
  },
  attributeTypes: [{ id: 1, title: 'Knowledge', description: '' }],
  expertiseLevels: [
    { id: 20, title: 'Not applicable', description: '', ratingLevel: 0 },
    { id: 21, title: 'Awareness', description: '', ratingLevel: 1 },
    { id: 22, title: 'Working knowledge', description: '', ratingLevel: 2 },
  ],
  domains: [
    {
      id: 1,
      uuid: uuid(100),
      code: null,
      title: 'Scientific competencies',
      position: 1,
      archived: false,
      competencies: [
        {
          id: 5,
          uuid: uuid(5),
          code: null,
          title: 'Molecular dynamics',
          position: 1,
          archived: false,
          mappedOtherCompetency: '',
          attributes: [attribute(50, 'Force fields'), attribute(51, 'Sampling')],
        },
      ],
    },
  ],
  coreDomains: [],
  sources: [],
} satisfies FrameworkVersionContent;

const profile: GuestProfile = {
  frameworkName: 'bioexcel',
  frameworkId: 'bioexcel',
  versionNumber: '3.0',
  title: 'Ada',
  job_title: 'Analyst',
  age: '',
  gender: 'None',
  qualification_background: '',
  current_role: '',
  additional_information: '',
  image: [],
  profile_mapping: [],
};

beforeEach(() => {
  localStorage.clear();
  stubFetch((method, path) =>
    method === 'GET' && path === '/api/v1/frameworks/bioexcel/versions/3.0'
      ? { status: 200, body: content }
      : undefined,
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('guest mapping screen (spec §2 /profile/map/guest, §4 Mapping)', () => {
  it('applies the level and attribute rules and saves the mapping with uuids and ratings', async () => {
    guestProfileStore.write(profile);
    renderWithProviders(<GuestMapPage framework="bioexcel" version="3.0" />);
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Create a profile in Professionals in computational biomolecular research',
      }),
    ).toBeTruthy();
    const scale = screen.getByRole('combobox', {
      name: 'Select a scale for Molecular dynamics',
    }) as HTMLSelectElement;
    expect([...scale.options].map((o) => o.text)).toEqual([
      'Not applicable',
      'Level 1: Awareness',
      'Level 2: Working knowledge',
    ]);
    const forceFields = screen.getByRole('checkbox', { name: 'Knowledge: Force fields' }) as HTMLInputElement;
    const sampling = screen.getByRole('checkbox', { name: 'Knowledge: Sampling' }) as HTMLInputElement;
    expect(forceFields.disabled).toBe(true);

    fireEvent.change(scale, { target: { value: '22' } });
    expect(forceFields.checked && sampling.checked).toBe(true);
    expect(forceFields.disabled).toBe(false);
    fireEvent.click(sampling);
    expect(sampling.checked).toBe(false);

    fireEvent.change(scale, { target: { value: 'na' } });
    expect(forceFields.checked || sampling.checked).toBe(false);
    expect(forceFields.disabled && sampling.disabled).toBe(true);

    fireEvent.change(scale, { target: { value: '21' } });
    fireEvent.click(sampling);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(guestProfileStore.read()?.profile_mapping).toEqual([
        {
          competency: '5',
          expertise: '21',
          attributes: ['50'],
          competencyUuid: uuid(5),
          attributeUuids: [uuid(50)],
          ratingLevel: 1,
        },
      ]),
    );
  });

  it('without a profile offers to create one', async () => {
    renderWithProviders(<GuestMapPage framework="bioexcel" version="3.0" />);
    expect(await screen.findByText('You have no profile yet')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create your profile' }).getAttribute('href')).toBe(
      '/framework/bioexcel/3.0/profile/create/guest',
    );
  });
});
