// @vitest-environment jsdom
import { List } from '@mantine/core';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ReleasedVersion, ReleaseNotesItem } from '../src/components/ReleaseNotes';
import { ReleaseNotesModal } from '../src/components/ReleaseNotesModal';
import { VersionBadges } from '../src/components/VersionBadges';
import { renderWithProviders } from './dom-helpers';

afterEach(cleanup);

/** A versions list built from the shared item and modal, as the framework and manage screens build it. */
function Versions({ versions, current }: { versions: ReleasedVersion[]; current?: string }) {
  const [open, setOpen] = useState<ReleasedVersion | null>(null);
  return (
    <>
      <List>
        {versions.map((version) => (
          <ReleaseNotesItem
            key={version.number}
            framework="iscb"
            version={version}
            current={version.number === current}
            onOpenNotes={() => setOpen(version)}
          />
        ))}
      </List>
      <ReleaseNotesModal title="ISCB" version={open} onClose={() => setOpen(null)} />
    </>
  );
}

describe('ReleaseNotesItem and ReleaseNotesModal', () => {
  const versions = [
    { number: '3.0', releaseDate: '2025-11-04', releaseNotes: 'First line\nSecond line' },
    { number: '2.0', releaseDate: null, releaseNotes: '  ' },
  ];

  it('links each version, marks the current one and shows its release date or that it is unknown', () => {
    renderWithProviders(<Versions versions={versions} current="3.0" />);
    const current = screen.getByRole('link', { name: 'Version 3.0' });
    expect(current.getAttribute('href')).toBe('/framework/iscb/3.0');
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Version 2.0' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('(this version)')).toBeTruthy();
    expect(screen.getByText('Released 4 November 2025')).toBeTruthy();
    expect(screen.getByText('Release date not recorded')).toBeTruthy();
  });

  it('opens the notes of the chosen version, or says none were recorded', async () => {
    renderWithProviders(<Versions versions={versions} />);
    fireEvent.click(screen.getByRole('button', { name: 'Release notes of version 3.0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release notes: ISCB 3.0' });
    expect(dialog.textContent).toContain('First line');
    fireEvent.click(screen.getByRole('button', { name: 'Close release notes' }));
    fireEvent.click(screen.getByRole('button', { name: 'Release notes of version 2.0' }));
    const empty = await screen.findByRole('dialog', { name: 'Release notes: ISCB 2.0' });
    expect(empty.textContent).toContain('No release notes were recorded for this version.');
  });
});

describe('VersionBadges', () => {
  it("shows the version label and 'in-progress' for a draft, 'live' otherwise", () => {
    renderWithProviders(<VersionBadges number="1.0" status="draft" />);
    expect(screen.getByTitle('Version 1.0').textContent).toBe('v1.0');
    expect(screen.getByText('in-progress')).toBeTruthy();
    cleanup();
    renderWithProviders(<VersionBadges number="e1" status="live" />);
    expect(screen.getByTitle('Version e1').textContent).toBe('e1');
    expect(screen.getByText('live')).toBeTruthy();
  });
});
