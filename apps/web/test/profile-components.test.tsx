// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PersonaCard, ProficiencyBar, ScaleLegend } from '../src/components/profile';
import { renderWithProviders } from './dom-helpers';

afterEach(cleanup);

const levels = [
  { id: 1, title: 'Not applicable', description: '', ratingLevel: 0 },
  { id: 2, title: 'Awareness', description: '', ratingLevel: 1 },
  { id: 3, title: 'Working knowledge', description: '', ratingLevel: 2 },
  { id: 4, title: 'Specialist knowledge', description: 'Leads others', ratingLevel: 3 },
];

describe('ProficiencyBar', () => {
  it("is a meter named after the competency, two thirds wide at level 2 of 3, reading 'Level: 2'", () => {
    renderWithProviders(<ProficiencyBar label="Data analysis" rating={2} maxRating={3} />);
    const meter = screen.getByRole('meter', { name: 'Data analysis' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    expect(meter.getAttribute('aria-valuemax')).toBe('3');
    expect(meter.getAttribute('aria-valuetext')).toBe('Level: 2');
    expect(screen.getByTestId('proficiency-fill').style.width).toMatch(/^66\.66/);
    expect(screen.getByText('Level: 2')).toBeTruthy();
  });

  it("shows an empty bar and 'Not applicable' for an unmapped competency", () => {
    renderWithProviders(<ProficiencyBar label="Ethics" rating={null} maxRating={3} />);
    expect(screen.getByRole('meter', { name: 'Ethics' }).getAttribute('aria-valuetext')).toBe(
      'Not applicable',
    );
    expect(screen.getByTestId('proficiency-fill').style.width).toBe('0%');
    expect(screen.getByText('Not applicable')).toBeTruthy();
  });
});

describe('ScaleLegend', () => {
  it("lists the levels above 0 in order and leaves 'Not applicable' out", () => {
    renderWithProviders(<ScaleLegend levels={[...levels].reverse()} />);
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      'Level 1: Awareness',
      'Level 2: Working knowledge',
      'Level 3: Specialist knowledge (Leads others)',
    ]);
    expect(screen.queryByText(/Not applicable/)).toBeNull();
  });

  it('renders nothing for a framework without levels', () => {
    renderWithProviders(<ScaleLegend levels={levels.slice(0, 1)} />);
    expect(screen.queryByRole('heading', { name: 'Scale' })).toBeNull();
  });
});

describe('PersonaCard', () => {
  it("shows name, job title, seniority, 'Prefer not to say' and the age in years", () => {
    renderWithProviders(
      <PersonaCard
        persona={{
          name: 'Ada Lovelace',
          jobTitle: 'Analyst',
          imageUrl: null,
          seniorityLevel: 'mid_level',
          gender: 'Prefernottosay',
          age: 36,
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Analyst')).toBeTruthy();
    expect(screen.getByText('Mid level · Prefer not to say · 36 years')).toBeTruthy();
    // Without a picture: a neutral image, no initials tile (ADR 0030).
    expect(screen.queryByText('AL')).toBeNull();
    expect(screen.getByTestId('persona-image').textContent).toBe('');
  });

  it('shows a job title equal to the name once', () => {
    renderWithProviders(
      <PersonaCard persona={{ name: 'Managerial role', jobTitle: 'Managerial role', imageUrl: null }} />,
    );
    expect(screen.getAllByText('Managerial role')).toHaveLength(1);
  });

  it("hides gender 'None' and an empty age", () => {
    renderWithProviders(
      <PersonaCard
        persona={{ name: 'Bo', jobTitle: 'Technician', imageUrl: null, gender: 'None', age: '' }}
      />,
    );
    expect(screen.queryByText(/None|years/)).toBeNull();
  });
});
