import type { ManageAttribute, ManageAttributeType, ManageDomain, ManageTreeCompetency } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  attributeSettingsChanges,
  choicesText,
  followMove,
  placeAttribute,
} from '../src/features/curation/attribute-settings';

function attribute(id: number, competencyId: number): ManageAttribute {
  return {
    id,
    revision: 1,
    uuid: `a${id}`,
    title: `Attribute ${id}`,
    position: 0,
    archived: false,
    attributeTypeId: 1,
    competencyId,
  };
}

function competency(id: number, attributeCount = 0): ManageTreeCompetency {
  return {
    id,
    revision: 1,
    uuid: `c${id}`,
    code: null,
    title: `Competency ${id}`,
    position: id,
    archived: false,
    mappedOtherCompetency: '',
    domainId: 1,
    attributeCount,
  };
}

function view(competencies: ManageTreeCompetency[]): {
  domains: ManageDomain[];
  attributeTypes: ManageAttributeType[];
} {
  return {
    domains: [
      {
        id: 1,
        revision: 1,
        uuid: 'd1',
        code: null,
        title: 'Domain 1',
        position: 0,
        archived: false,
        competencies,
        competencyOrder: '"o"',
      },
    ],
    attributeTypes: [
      { id: 1, revision: 1, title: 'Knowledge', description: '', position: 0, released: false },
      { id: 2, revision: 1, title: 'Skill', description: '', position: 1, released: false },
    ],
  };
}

// The tree (attribute counts only) and the attribute as its own read answers it, before and after a
// colleague moved it to competency 6 or deleted it.
const before = view([competency(5, 1), competency(6)]);
const moved = view([competency(5), competency(6, 1)]);
const deleted = view([competency(5), competency(6)]);

describe('placeAttribute: the settings screen keeps its form when the attribute changes', () => {
  const shown = placeAttribute(before, attribute(9, 5), 5, null)?.location ?? null;

  it('finds the attribute under the route competency', () => {
    expect(placeAttribute(before, attribute(9, 5), 5, null)).toMatchObject({
      state: 'here',
      location: { competency: { id: 5 }, domain: { id: 1 }, attribute: { id: 9 } },
    });
  });

  it('is the not-found page on opening with a wrong competency or an unknown attribute', () => {
    expect(placeAttribute(before, attribute(9, 5), 6, null)).toBeNull();
    expect(placeAttribute(before, null, 5, null)).toBeNull();
  });

  it('after the form was shown, names the competency it was moved to', () => {
    expect(placeAttribute(moved, attribute(9, 6), 5, shown)).toMatchObject({
      state: 'moved',
      location: { competency: { id: 6, title: 'Competency 6' }, attribute: { id: 9 } },
    });
  });

  it('after the form was shown, a deleted attribute is gone with the location last shown', () => {
    expect(placeAttribute(deleted, null, 5, shown)).toEqual({ state: 'gone', location: shown });
  });
});

describe('followMove and attributeSettingsChanges', () => {
  const basedOn = { competencyId: '5', typeId: '1' };

  it('an unchanged competency follows the move; a chosen one and the typed type are kept', () => {
    expect(followMove({ competencyId: '5', typeId: '2' }, basedOn, 6)).toEqual({
      competencyId: '6',
      typeId: '2',
    });
    expect(followMove({ competencyId: '7', typeId: '2' }, basedOn, 6)).toEqual({
      competencyId: '7',
      typeId: '2',
    });
    const same = { competencyId: '5', typeId: '2' };
    expect(followMove(same, basedOn, 5)).toBe(same);
  });

  it('sends the changed fields, but not a move to where the attribute already is', () => {
    expect(attributeSettingsChanges({ competencyId: '6', typeId: '2' }, basedOn, 6)).toEqual({
      attributeTypeId: 2,
    });
    expect(attributeSettingsChanges({ competencyId: '7', typeId: '1' }, basedOn, 6)).toEqual({
      competencyId: 7,
    });
    expect(attributeSettingsChanges({ competencyId: '6', typeId: '2' }, basedOn, 5)).toEqual({
      competencyId: 6,
      attributeTypeId: 2,
    });
    expect(attributeSettingsChanges(basedOn, basedOn, 5)).toEqual({});
  });
});

describe('choicesText', () => {
  it('lists the typed choices by title, from the last shown location when the view no longer has them', () => {
    const shown = placeAttribute(before, attribute(9, 5), 5, null)?.location;
    if (!shown) throw new Error('not placed');
    expect(choicesText(deleted, shown, { competencyId: '6', typeId: '2' })).toBe(
      'Attribute: Attribute 9\nCompetency: Competency 6\nAttribute type: Skill',
    );
    expect(choicesText(view([]), shown, { competencyId: '5', typeId: '3' })).toBe(
      'Attribute: Attribute 9\nCompetency: Competency 5\nAttribute type: #3',
    );
  });
});
