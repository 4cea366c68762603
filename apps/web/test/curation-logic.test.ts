import type { ManageAttribute, ManageAttributeType, ManageDomain, ManageTreeCompetency } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  attributeOrderWithType,
  draftImportExtrasText,
  findCompetency,
  groupByAttributeType,
  issuesToFieldErrors,
  moveItem,
  orderChanged,
  parseId,
  parsePosition,
  ratingLabel,
  releaseLabel,
  validateRelease,
  validateReleaseNotes,
  visibleDomains,
} from '../src/features/curation/logic';

function attribute(id: number, attributeTypeId: number, position: number, archived = false): ManageAttribute {
  return {
    id,
    revision: 1,
    uuid: `a${id}`,
    title: `Attribute ${id}`,
    position,
    archived,
    attributeTypeId,
    competencyId: 1,
  };
}

function type(id: number, title: string, position: number): ManageAttributeType {
  return { id, revision: 1, title, description: '', position, released: false };
}

function competency(
  id: number,
  position: number,
  archived = false,
  attributeCount = 0,
): ManageTreeCompetency {
  return {
    id,
    revision: 1,
    uuid: `c${id}`,
    code: null,
    title: `Competency ${id}`,
    position,
    archived,
    mappedOtherCompetency: '',
    domainId: 1,
    attributeCount,
  };
}

function domain(
  id: number,
  position: number,
  archived: boolean,
  competencies: ManageTreeCompetency[],
): ManageDomain {
  return {
    id,
    revision: 1,
    uuid: `d${id}`,
    code: null,
    title: `Domain ${id}`,
    position,
    archived,
    competencies,
    competencyOrder: '"o"',
  };
}

const TYPES = [type(20, 'Skill', 1), type(10, 'Knowledge', 0), type(30, 'Attitude', 2)];

describe('labels', () => {
  it("names the current live version in the release label, or '(no live version)'", () => {
    expect(releaseLabel('3.0')).toContain('3.0');
    expect(releaseLabel(null)).toContain('(no live version)');
  });

  it("labels rating 0 'Not applicable'", () => {
    expect(ratingLabel(0)).toBe('0 (Not applicable)');
    expect(ratingLabel(3)).toBe('3');
  });
});

describe('groupByAttributeType', () => {
  it('groups by type in type position order, keeps empty types and orders attributes by position', () => {
    const groups = groupByAttributeType(
      [attribute(1, 20, 2), attribute(2, 10, 0), attribute(3, 20, 1)],
      TYPES,
    );
    expect(groups.map((g) => g.type.title)).toEqual(['Knowledge', 'Skill', 'Attitude']);
    expect(groups[1]?.attributes.map((a) => a.id)).toEqual([3, 1]);
    expect(groups[2]?.attributes).toEqual([]);
  });

  it('hides archived attributes on request and adds a group for an unknown type', () => {
    const groups = groupByAttributeType([attribute(1, 10, 0, true), attribute(2, 99, 0)], TYPES, true);
    expect(groups[0]?.attributes).toEqual([]);
    expect(groups.at(-1)?.type).toEqual({ id: 99, title: 'Attribute type 99' });
  });
});

describe('visibleDomains', () => {
  const domains = [
    domain(2, 1, false, [competency(5, 1), competency(4, 0, true)]),
    domain(1, 0, true, [competency(3, 0)]),
  ];

  it('keeps archived items in the draft, ordered by position', () => {
    const shown = visibleDomains(domains, true);
    expect(shown.map((d) => d.id)).toEqual([1, 2]);
    expect(shown[1]?.competencies.map((c) => c.id)).toEqual([4, 5]);
  });

  it('hides archived domains and competencies in a read-only version', () => {
    const shown = visibleDomains([...domains, domain(3, 2, false, [competency(6, 0, false, 2)])], false);
    expect(shown.map((d) => d.id)).toEqual([2, 3]);
    expect(shown[0]?.competencies.map((c) => c.id)).toEqual([5]);
    expect(shown[1]?.competencies[0]?.attributeCount).toBe(2);
  });
});

describe('order diffing', () => {
  it('detects a changed order', () => {
    expect(orderChanged([1, 2, 3], [1, 2, 3])).toBe(false);
    expect(orderChanged([1, 2, 3], [2, 1, 3])).toBe(true);
    expect(orderChanged([1, 2], [1, 2, 3])).toBe(true);
  });

  it('moves an item and clamps the target', () => {
    expect(moveItem(['a', 'b', 'c'], 0, 2)).toEqual(['b', 'c', 'a']);
    expect(moveItem(['a', 'b', 'c'], 2, -5)).toEqual(['c', 'a', 'b']);
    expect(moveItem(['a', 'b'], 5, 0)).toEqual(['a', 'b']);
  });

  it("builds a competency's full attribute order after one type was reordered", () => {
    const attributes = [attribute(1, 10, 0), attribute(2, 20, 1), attribute(3, 20, 2), attribute(4, 30, 3)];
    expect(attributeOrderWithType(attributes, TYPES, 20, [3, 2])).toEqual([1, 3, 2, 4]);
    expect(attributeOrderWithType(attributes, TYPES, 20, [3, 99, 2])).toEqual([1, 3, 2, 4]);
  });
});

describe('release form validation', () => {
  it('accepts a trimmed version number and notes', () => {
    expect(validateRelease({ version: ' 3.1 ', releaseNotes: ' Notes ' })).toEqual({});
  });

  it('requires both fields after trimming', () => {
    const errors = validateRelease({ version: '   ', releaseNotes: '  ' });
    expect(Object.keys(errors).sort()).toEqual(['releaseNotes', 'version']);
  });

  it('refuses reserved words and characters unfit for a URL', () => {
    expect(validateRelease({ version: 'draft', releaseNotes: 'x' }).version).toMatch(/reserved/);
    expect(validateRelease({ version: '1.0 beta', releaseNotes: 'x' }).version).toBeDefined();
  });

  it('checks release notes alone for "Save release notes"', () => {
    expect(validateReleaseNotes({ releaseNotes: '' }).releaseNotes).toBeDefined();
    expect(validateReleaseNotes({ releaseNotes: 'ok' })).toEqual({});
  });
});

describe('issuesToFieldErrors', () => {
  it("maps the server's issue paths onto fields, first message wins", () => {
    const errors = issuesToFieldErrors(
      [
        { path: 'body.titles.0', message: 'Enter a title' },
        { path: 'titles.1', message: 'Too long' },
        { path: 'other', message: 'ignored' },
      ],
      (path) => (path.startsWith('titles') ? 'text' : null),
    );
    expect(errors).toEqual({ text: 'Enter a title' });
    expect(issuesToFieldErrors(undefined, () => 'x')).toEqual({});
  });
});

describe('lookups and parsing', () => {
  const view = { domains: [domain(1, 0, false, [competency(7, 0, false, 1)])] };

  it('finds a competency with its domain', () => {
    expect(findCompetency(view, 7)?.domain.id).toBe(1);
    expect(findCompetency(view, 8)).toBeNull();
  });

  it('parses route ids and positions', () => {
    expect(parseId('12')).toBe(12);
    expect(parseId('0')).toBeNull();
    expect(parseId('1e3')).toBeNull();
    expect(parseId(undefined)).toBeNull();
    expect(parsePosition(' 4 ')).toBe(4);
    expect(parsePosition('-1')).toBeNull();
    expect(parsePosition('2.5')).toBeNull();
    expect(parsePosition('100001')).toBeNull();
  });
});

describe('validateRelease against the live version', () => {
  it('refuses a number not after the live version and names it', () => {
    expect(validateRelease({ version: '1.5', releaseNotes: 'Notes' }, '2.0')).toEqual({
      version: 'Version 1.5 is not after the live version 2.0: choose a higher number',
    });
    expect(validateRelease({ version: '1.10', releaseNotes: 'Notes' }, '1.9')).toEqual({});
    expect(validateRelease({ version: '0.1', releaseNotes: 'Notes' }, null)).toEqual({});
  });
});

describe('what a draft import adds besides items', () => {
  const kept = { domains: 1, competencies: 2, attributes: 0 };

  it('names new attribute types and levels and counts what the file left out', () => {
    expect(
      draftImportExtrasText({ kept, attributeTypesAdded: ['Tool', 'Method'], expertiseLevelsAdded: 2 }),
    ).toBe(
      'New attribute types: Tool, Method. New expertise levels: 2. Kept as they are (not in the file): 1 domain, 2 competencies, 0 attributes.',
    );
    expect(draftImportExtrasText({ kept, attributeTypesAdded: [], expertiseLevelsAdded: 0 })).toBe(
      'Kept as they are (not in the file): 1 domain, 2 competencies, 0 attributes.',
    );
  });

  it("says nothing for an answer without these (the Export page's CSV)", () => {
    expect(draftImportExtrasText({})).toBe('');
  });
});
