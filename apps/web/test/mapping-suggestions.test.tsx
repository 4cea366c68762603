// @vitest-environment jsdom
/**
 * The mapping form's suggestions (ADR 0048): Accept ticks the item, Reject leaves it unticked, Undo
 * reverts, and Save names the ticked items that were accepted suggestions.
 */
import type { Domain, MappingSuggestion } from '@hub/domain';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ResourceMappingForm } from '../src/components/training/ResourceMappingForm';
import { installDomStandIns, renderWithProviders } from './dom-helpers';

const U = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const domains: Domain[] = [
  {
    id: 1,
    uuid: U(1),
    code: '1',
    title: 'Computing',
    position: 0,
    archived: false,
    competencies: [
      {
        id: 10,
        uuid: U(2),
        code: '1.1',
        title: 'Run simulations',
        position: 0,
        archived: false,
        mappedOtherCompetency: '',
        attributes: [
          { id: 100, uuid: U(3), title: 'GROMACS', typeId: 1, type: 'Skill', position: 0, archived: false },
        ],
      },
      {
        id: 11,
        uuid: U(4),
        code: '1.2',
        title: 'Work in teams',
        position: 1,
        archived: false,
        mappedOtherCompetency: '',
        attributes: [],
      },
    ],
  },
];
const suggestions: MappingSuggestion[] = [
  {
    competencyUuid: U(2),
    title: 'Run simulations',
    code: '1.1',
    score: 1,
    reasons: ['Words that matched: “simulations”'],
  },
  {
    competencyUuid: U(2),
    attributeUuid: U(3),
    title: 'Skill: GROMACS',
    code: '1.1',
    score: 0.9,
    reasons: ['Words that matched: “gromacs”'],
  },
  {
    competencyUuid: U(4),
    title: 'Work in teams',
    code: '1.2',
    score: 0.4,
    reasons: ['Resources like this one were mapped here: “Team work”'],
  },
];

afterEach(cleanup);

describe('ResourceMappingForm with suggestions', () => {
  it('ticks accepted suggestions only and sends them as accepted on Save', () => {
    installDomStandIns();
    const onSave = vi.fn();
    renderWithProviders(
      <ResourceMappingForm
        domains={domains}
        initial={{ competencyIds: [], attributeIds: [] }}
        suggestions={suggestions}
        saving={false}
        onSave={onSave}
        onCancel={() => {}}
      />,
    );
    expect(screen.getByText('Resources like this one were mapped here: “Team work”')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Accept: 1.1 Run simulations' }));
    fireEvent.click(screen.getByRole('button', { name: 'Accept: Skill: GROMACS' }));
    fireEvent.click(screen.getByRole('button', { name: 'Reject: 1.2 Work in teams' }));
    expect((screen.getByRole('checkbox', { name: '1.1 Run simulations' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect((screen.getByRole('checkbox', { name: 'Skill: GROMACS' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: '1.2 Work in teams' }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(screen.getByText('Rejected')).toBeTruthy();

    // Undoing an acceptance unticks it again; the manager then ticks the teams competency by hand.
    fireEvent.click(screen.getByRole('button', { name: 'Undo: Skill: GROMACS' }));
    expect((screen.getByRole('checkbox', { name: 'Skill: GROMACS' }) as HTMLInputElement).checked).toBe(
      false,
    );
    fireEvent.click(screen.getByRole('checkbox', { name: '1.2 Work in teams' }));

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      competencyIds: [10, 11],
      attributeIds: [],
      acceptedSuggestions: { competencyIds: [10], attributeIds: [] },
    });
  });
});
