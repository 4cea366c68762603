// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ManagedFrameworksTable,
  NO_FRAMEWORK_MESSAGE,
} from '../src/features/account/components/ManagedFrameworksTable';
import { ProfileDetails } from '../src/features/account/components/ProfileDetails';
import { AdminAccess } from '../src/features/home/components/AdminAccess';
import { renderWithProviders } from './dom-helpers';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ManagedFrameworksTable', () => {
  it("says 'No Framework assigned to this user.' for an empty list", () => {
    renderWithProviders(<ManagedFrameworksTable frameworks={[]} />);
    expect(screen.getByText(NO_FRAMEWORK_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('links each framework to its manage screen with its live version and draft status', () => {
    renderWithProviders(
      <ManagedFrameworksTable
        frameworks={[
          { machineName: 'bioexcel', title: 'BioExcel', liveVersion: '1.0', hasDraft: false },
          { machineName: 'arise', title: 'ARISE', liveVersion: null, hasDraft: true },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const bioexcel = within(rows[0] as HTMLElement);
    expect(bioexcel.getByRole('link', { name: 'BioExcel' }).getAttribute('href')).toBe(
      '/framework/bioexcel/manage/data',
    );
    expect(bioexcel.getByText('1.0')).toBeTruthy();
    expect(bioexcel.getByText('No draft')).toBeTruthy();
    const arise = within(rows[1] as HTMLElement);
    expect(arise.getByText('(no live version)')).toBeTruthy();
    expect(arise.getByText('Draft in progress')).toBeTruthy();
  });
});

describe('ProfileDetails', () => {
  it('lists name, e-mail, roles and frameworks', () => {
    renderWithProviders(
      <ProfileDetails
        user={{
          id: 1,
          username: 'manager',
          name: 'Mary Manager',
          email: 'mary@example.org',
          roles: ['framework_manager', 'content_manager'],
          frameworks: [{ machineName: 'iscb', title: 'ISCB' }],
        }}
      />,
    );
    expect(screen.getByText('Mary Manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'mary@example.org' }).getAttribute('href')).toBe(
      'mailto:mary@example.org',
    );
    expect(screen.getByText('Framework manager, Content manager')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ISCB' }).getAttribute('href')).toBe(
      '/framework/iscb/manage/data',
    );
  });

  it("says 'No roles' for a plain user", () => {
    renderWithProviders(
      <ProfileDetails
        user={{ id: 2, username: 'plain', name: 'Plain', email: '', roles: [], frameworks: [] }}
      />,
    );
    expect(screen.getByText('No roles')).toBeTruthy();
    expect(screen.getByText('No framework assigned')).toBeTruthy();
  });
});

describe('AdminAccess', () => {
  it("opens a dialog holding the login form from the 'Login as administrator' link", async () => {
    renderWithProviders(<AdminAccess signedIn={false} loginForm={<input aria-label="Username" />} />);
    const link = screen.getByRole('link', { name: 'Login as administrator' });
    expect(link.getAttribute('href')).toBe('/login');
    fireEvent.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Login as administrator' });
    expect(within(dialog).getByLabelText('Username')).toBeTruthy();
  });

  it('shows a privacy notice link to a signed-in user instead', () => {
    renderWithProviders(<AdminAccess signedIn loginForm={<span>form</span>} />);
    expect(screen.queryByRole('link', { name: 'Login as administrator' })).toBeNull();
    expect(screen.getByRole('link', { name: /privacy notice/i }).getAttribute('href')).toBe(
      '/privacy-notice',
    );
  });

  it('shows nothing while the session is unknown', () => {
    renderWithProviders(<AdminAccess signedIn={undefined} loginForm={<span>form</span>} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByText('form')).toBeNull();
  });
});
