import type { Attribute, FrameworkSummary } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { groupAttributesByType } from '../src/features/competencies/logic';
import {
  defaultSelectedFramework,
  groupByCategory,
  homeGroups,
  ownerSources,
} from '../src/features/frameworks/logic';
import { formatCalendarDate, isBlankHtml, splitLinks, statusLabel, versionLabel } from '../src/lib/format';

function framework(
  machineName: string,
  category: string,
  latestLiveVersion: string | null,
): FrameworkSummary {
  return {
    machineName,
    title: machineName.toUpperCase(),
    description: '',
    category,
    logoUrl: null,
    licence: 'CC BY 4.0',
    acknowledgement: '',
    latestLiveVersion,
    extends: null,
  };
}

describe('groupByCategory', () => {
  it('orders the known categories, drops empty ones and frameworks without a live version', () => {
    const groups = groupByCategory([
      framework('nhs', 'Clinical professionals', null),
      framework('ritrain', 'Research infrastructure professionals', '1.0'),
      framework('iscb', 'Research-oriented students and professionals', '3.0'),
      framework('bioexcel', 'Research-oriented students and professionals', '1.0'),
    ]);
    expect(groups.map((g) => g.category)).toEqual([
      'Research-oriented students and professionals',
      'Research infrastructure professionals',
    ]);
    expect(groups[0]?.frameworks.map((f) => f.machineName)).toEqual(['iscb', 'bioexcel']);
  });

  it('puts unknown categories after the known ones', () => {
    const groups = groupByCategory([
      framework('x', 'Other', '1.0'),
      framework('y', 'Clinical professionals', '1.0'),
    ]);
    expect(groups.map((g) => g.category)).toEqual(['Clinical professionals', 'Other']);
  });
});

describe('homeGroups', () => {
  it('adds the frameworks not published here to their category, after the released ones', () => {
    const unpublished = (machineName: string, category: string, published = false) => ({
      machineName,
      title: machineName,
      description: '',
      category,
      published,
      versions: [{ number: '1.0', citations: [] }],
    });
    const groups = homeGroups(
      [framework('bioexcel', 'Research-oriented students and professionals', '1.0')],
      [
        unpublished('nhs', 'Clinical professionals'),
        unpublished('permedcoe', 'Research-oriented students and professionals'),
        unpublished('bioexcel', 'Research-oriented students and professionals', true),
      ],
    );
    expect(
      groups.map((g) => [g.category, g.frameworks.length, g.unpublished.map((u) => u.machineName)]),
    ).toEqual([
      ['Research-oriented students and professionals', 1, ['permedcoe']],
      ['Clinical professionals', 0, ['nhs']],
    ]);
  });
});

describe('ownerSources', () => {
  it('keeps the cited web addresses outside GitHub, and never makes one up', () => {
    expect(
      ownerSources([
        { title: 'Project site', url: 'https://permedcoe.eu/' },
        { title: 'Former hub', url: 'https://github.com/ebiwd/competency-mapper' },
        { title: 'A paper without address' },
        { title: 'Not a web address', url: 'doi:10.1/x' },
      ]).map((c) => c.url),
    ).toEqual(['https://permedcoe.eu/']);
  });
});

describe('defaultSelectedFramework', () => {
  it('prefers iscb, else the first live framework', () => {
    const c = 'Research-oriented students and professionals';
    expect(defaultSelectedFramework([framework('bioexcel', c, '1.0'), framework('iscb', c, '3.0')])).toBe(
      'iscb',
    );
    expect(defaultSelectedFramework([framework('iscb', c, null), framework('bioexcel', c, '1.0')])).toBe(
      'bioexcel',
    );
    expect(defaultSelectedFramework([])).toBeNull();
  });
});

describe('versionLabel and statusLabel', () => {
  it('prefixes numeric versions only', () => {
    expect(versionLabel('1.0')).toBe('v1.0');
    expect(versionLabel('e1')).toBe('e1');
    expect(versionLabel('draft')).toBe('draft');
  });

  it("reads 'in-progress' for a draft (or no status) and 'live' otherwise", () => {
    expect(statusLabel('draft')).toBe('in-progress');
    expect(statusLabel(null)).toBe('in-progress');
    expect(statusLabel('live')).toBe('live');
  });
});

function attribute(id: number, typeId: number, type: string, position: number, archived = false): Attribute {
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    title: `A${id}`,
    typeId,
    type,
    position,
    archived,
  };
}

describe('groupAttributesByType', () => {
  const types = [
    { id: 1, title: 'Knowledge' },
    { id: 2, title: 'Skill' },
    { id: 3, title: 'Attitude' },
  ];

  it('follows the attribute-type order, sorts by position and hides archived attributes', () => {
    const groups = groupAttributesByType(
      [
        attribute(10, 3, 'Attitude', 1),
        attribute(11, 1, 'Knowledge', 2),
        attribute(12, 1, 'Knowledge', 1),
        attribute(13, 2, 'Skill', 1, true),
      ],
      types,
    );
    expect(groups.map((g) => [g.type, g.attributes.map((a) => a.id)])).toEqual([
      ['Knowledge', [12, 11]],
      ['Skill', []],
      ['Attitude', [10]],
    ]);
  });

  it('adds a group for a type missing from the list', () => {
    const groups = groupAttributesByType([attribute(20, 9, 'Behaviour', 1)], types);
    expect(groups.at(-1)).toMatchObject({ type: 'Behaviour', attributes: [{ id: 20 }] });
  });
});

describe('isBlankHtml', () => {
  it('treats empty markup as blank and text as content', () => {
    expect(isBlankHtml('')).toBe(true);
    expect(isBlankHtml('<p></p>')).toBe(true);
    expect(isBlankHtml('<p> &nbsp; </p>')).toBe(true);
    expect(isBlankHtml('<p>ISCB <em>A</em></p>')).toBe(false);
  });
});

describe('formatCalendarDate', () => {
  it('formats the calendar date without a time-zone shift', () => {
    expect(formatCalendarDate('2025-11-04')).toBe('4 November 2025');
    expect(formatCalendarDate('2024-01-01')).toBe('1 January 2024');
  });

  it('returns anything else unchanged', () => {
    expect(formatCalendarDate('2025-13-01')).toBe('2025-13-01');
    expect(formatCalendarDate('soon')).toBe('soon');
  });
});

describe('splitLinks', () => {
  it('turns addresses into links without their trailing punctuation', () => {
    expect(splitLinks('See https://doi.org/10.1/x. And (https://a.org/b).')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://doi.org/10.1/x', href: 'https://doi.org/10.1/x' },
      { kind: 'text', text: '. And (' },
      { kind: 'link', text: 'https://a.org/b', href: 'https://a.org/b' },
      { kind: 'text', text: ').' },
    ]);
  });

  it('leaves text without addresses whole', () => {
    expect(splitLinks('github.com/ebiwd/competency-mapper')).toEqual([
      { kind: 'text', text: 'github.com/ebiwd/competency-mapper' },
    ]);
  });
});
