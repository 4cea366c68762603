import type { ManageCompetencyView, ManageFrameworkView } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { conflictFields } from '../src/features/curation/api/conflict-fields';

const fresh = {
  domains: [],
  attributeTypes: [
    { id: 1, revision: 1, title: 'Knowledge', description: '', position: 0, released: false },
    { id: 2, revision: 1, title: 'Skill', description: '', position: 1, released: false },
  ],
} as unknown as ManageFrameworkView;

describe('conflictFields names attribute types (the attribute settings conflict)', () => {
  it('shows mine and theirs by the type titles of the fresh view', () => {
    expect(conflictFields({ attributeTypeId: 2 }, { attributeTypeId: 1, competencyId: 6 }, fresh)).toEqual([
      { label: 'Attribute type', mine: 'Skill', theirs: 'Knowledge' },
    ]);
    expect(conflictFields({ attributeTypeId: 3 }, { attributeTypeId: 1 }, undefined)).toEqual([
      { label: 'Attribute type', mine: '#3', theirs: '#1' },
    ]);
  });
});

describe('conflictFields names ordered attributes from their competency’s view (ADR 0072)', () => {
  it('shows a stale attribute order as numbered titles', () => {
    const own = {
      competency: {
        attributes: [
          { id: 7, title: 'Reads papers' },
          { id: 8, title: 'Writes code' },
        ],
      },
    } as unknown as ManageCompetencyView;
    expect(conflictFields({ ids: [8, 7] }, { ids: [7, 8] }, fresh, own)).toEqual([
      { label: 'Order', mine: '1. Writes code\n2. Reads papers', theirs: '1. Reads papers\n2. Writes code' },
    ]);
  });
});
