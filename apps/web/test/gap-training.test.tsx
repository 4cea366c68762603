// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useGapTraining } from '../src/features/training/components/GapTraining';
import { renderWithProviders, stubFetch } from './dom-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const summary = (
  id: number,
  title: string,
  startDate: string | null = null,
  endDate: string | null = null,
) => ({
  id,
  slug: `resource-${id}`,
  title,
  type: 'Face-to-Face' as const,
  startDate,
  endDate,
  location: '',
  url: 'https://example.org/',
  archived: false,
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** Renders the training block of two competencies through the hook, as the comparison summary does. */
function Harness() {
  const render = useGapTraining('bioexcel', '1.0', [
    { uuid: uuid(1), expectedRating: 2 },
    { uuid: uuid(2), expectedRating: 2 },
  ]);
  return (
    <div>
      <section aria-label="first">{render({ id: 11, uuid: uuid(1), title: 'Teams' })}</section>
      <section aria-label="second">{render({ id: 12, uuid: uuid(2), title: 'Sciences' })}</section>
    </div>
  );
}

describe('training for the gap', () => {
  it('lists the top resources with type and dates and links to all of them, in one request', async () => {
    const fetch = stubFetch((method, path, body) => {
      if (method === 'POST' && path === '/api/v1/training-resources/for-competencies') {
        expect(body).toEqual({ framework: 'bioexcel', competencyUuids: [uuid(1), uuid(2)] });
        return {
          status: 200,
          body: {
            competencies: [
              {
                competencyUuid: uuid(1),
                total: 5,
                resources: [
                  summary(1, 'Linux Network and System Administration', '2017-05-02', '2017-07-11'),
                  summary(2, 'FitSM Foundation Training', '2017-06-06', '2017-06-07'),
                  summary(3, 'In Silico Systems Biology'),
                ],
              },
              { competencyUuid: uuid(2), total: 0, resources: [] },
            ],
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('list', { name: 'Suggested training for Teams' });
    expect(list.querySelectorAll('li')).toHaveLength(3);
    expect(screen.getByText('(Face-to-Face, 2 May – 11 July 2017)')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Linux Network and System Administration' }).getAttribute('href'),
    ).toBe('/training-resources/resource-1');
    expect(
      screen.getByRole('link', { name: 'All 5 training resources for Teams' }).getAttribute('href'),
    ).toBe('/framework/bioexcel/1.0/competency/details/11#vf-tabs__section--2');
    // A competency without resources gets no block.
    expect(screen.queryByRole('list', { name: 'Suggested training for Sciences' })).toBeNull();
    expect(fetch.mock.calls.filter(([path]) => String(path).includes('for-competencies'))).toHaveLength(1);
  });

  it('adds what TeSS found, labelled, with type, provider, level and the same search on TeSS', async () => {
    stubFetch((method, path) => {
      if (method === 'POST' && path.includes('for-competencies')) {
        return {
          status: 200,
          body: {
            competencies: [
              { competencyUuid: uuid(1), total: 0, resources: [] },
              { competencyUuid: uuid(2), total: 0, resources: [] },
            ],
          },
        };
      }
      if (method === 'POST' && path === '/api/v1/training-resources/tess-search') {
        const base = { query: 'teams', searchUrl: 'https://tess.example/search?q=teams' };
        return {
          status: 200,
          body: {
            competencies: [
              {
                ...base,
                competencyUuid: uuid(1),
                status: 'found',
                expectedDifficulty: 'beginner',
                items: [
                  {
                    category: 'material',
                    title: "Hands-on for 'Galaxy 101' tutorial",
                    url: 'https://training.example/galaxy-101',
                    type: 'Material: hands-on tutorial',
                    provider: 'Galaxy Training',
                    startDate: null,
                    endDate: null,
                    difficultyLevel: 'beginner',
                  },
                ],
              },
              {
                ...base,
                competencyUuid: uuid(2),
                status: 'unavailable',
                expectedDifficulty: null,
                items: [],
              },
            ],
          },
        };
      }
      return undefined;
    });
    renderWithProviders(<Harness />);
    const list = await screen.findByRole('list', { name: 'Found in TeSS for Teams' });
    expect(list.textContent).toContain('(Material: hands-on tutorial · Galaxy Training · Beginner)');
    expect(screen.getByText("Found by searching TeSS; not mapped by the framework's curators")).toBeTruthy();
    expect(
      screen
        .getByRole('link', { name: /^Search TeSS for “teams”\s*\(for Teams; opens in a new tab\)$/ })
        .getAttribute('href'),
    ).toBe('https://tess.example/search?q=teams');
    expect(screen.getByText(/TeSS could not be searched just now/)).toBeTruthy();
  });

  it('says so when the training resources cannot be loaded', async () => {
    stubFetch((method, path) =>
      method === 'POST' && path.includes('for-competencies')
        ? { status: 500, body: { error: {} } }
        : undefined,
    );
    renderWithProviders(<Harness />);
    await waitFor(() =>
      expect(screen.getAllByText('Training resources could not be loaded.')).toHaveLength(2),
    );
  });
});
