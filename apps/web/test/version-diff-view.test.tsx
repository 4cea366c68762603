// @vitest-environment jsdom
import type { VersionDiff } from '@hub/domain';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { groupChangesByDomain, wordDiff } from '../src/components/version-diff/logic';
import { VersionDiffView } from '../src/components/version-diff/VersionDiffView';
import { renderWithProviders } from './dom-helpers';

afterEach(cleanup);

const generic = { uuid: 'd1', title: 'Generic' };
const science = { uuid: 'd2', title: 'Scientific' };
const diff: VersionDiff = {
  framework: 'bioexcel',
  from: '1.0',
  to: '1.1',
  counts: {
    added: 1,
    removed: 0,
    reworded: 1,
    moved: 1,
    reordered: 0,
    archived: 0,
    restored: 0,
    typeChanged: 0,
  },
  changes: [
    {
      kind: 'reworded',
      level: 'competency',
      uuid: 'c1',
      code: '1.1',
      title: 'Work well in teams',
      domain: generic,
      before: { title: 'Work in teams', code: '1.1' },
      after: { title: 'Work well in teams', code: '1.1' },
    },
    {
      kind: 'added',
      level: 'domain',
      uuid: 'd2',
      code: null,
      title: 'Scientific',
      domain: science,
      after: { title: 'Scientific', code: null, index: 1, archived: false },
    },
    {
      kind: 'moved',
      level: 'competency',
      uuid: 'c2',
      code: '1.2',
      title: 'Model',
      domain: science,
      before: { parent: generic },
      after: { parent: science, index: 0 },
    },
  ],
};

describe('version diff logic', () => {
  it('groups changes by domain in order of first appearance, filtered by kind', () => {
    expect(groupChangesByDomain(diff.changes, 'all').map((g) => [g.domain.title, g.changes.length])).toEqual([
      ['Generic', 1],
      ['Scientific', 2],
    ]);
    expect(groupChangesByDomain(diff.changes, 'moved').map((g) => g.changes.map((c) => c.uuid))).toEqual([
      ['c2'],
    ]);
    expect(groupChangesByDomain(diff.changes, 'removed')).toEqual([]);
  });

  it('splits a reworded title into words that give back both texts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = wordDiff(before, after);
        const join = (skip: string) =>
          parts
            .filter((p) => p.change !== skip)
            .map((p) => p.text)
            .join('');
        return join('added') === before && join('removed') === after;
      }),
    );
  });
});

describe('VersionDiffView', () => {
  it('shows the counts, the changes by domain with highlighted words, and filters by kind', () => {
    renderWithProviders(<VersionDiffView diff={diff} />);
    const counts = screen.getByRole('list', { name: 'Changes by kind' });
    expect(
      within(counts)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1 added', '1 reworded', '1 moved']);
    expect(screen.getByRole('heading', { name: 'Generic' })).toBeTruthy();
    expect(document.querySelector('ins')?.textContent).toBe('well ');
    expect(screen.getByText(/Moved from “Generic” to “Scientific”/)).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Showing 3 of 3 changes');

    fireEvent.change(screen.getByLabelText('Kind of change'), { target: { value: 'moved' } });
    expect(screen.getByRole('status').textContent).toBe('Showing 1 of 3 changes');
    expect(screen.queryByRole('heading', { name: 'Generic' })).toBeNull();
  });

  it('says so when nothing changed', () => {
    renderWithProviders(<VersionDiffView diff={{ ...diff, changes: [] }} />);
    expect(screen.getByText(/No changes/)).toBeTruthy();
  });
});
