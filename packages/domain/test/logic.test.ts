import { describe, expect, it } from 'vitest';
import { filterCompetencies, matchesQuery } from '../src/logic/filter.js';
import { compareVersionNumbers, sortVersionsNewestFirst } from '../src/logic/versions.js';
import { EXPORT_COLUMNS, parseExportFilters } from '../src/schemas/export.js';
import type { Domain } from '../src/schemas/framework.js';

const competency = (id: number, title: string, archived = false) => ({
  id,
  uuid: '00000000-0000-4000-8000-000000000000',
  code: null,
  title,
  position: id,
  archived,
  mappedOtherCompetency: '',
  attributes: [],
});
const domain = (
  id: number,
  title: string,
  competencies: Domain['competencies'],
  archived = false,
): Domain => ({
  id,
  uuid: '00000000-0000-4000-8000-000000000001',
  code: null,
  title,
  position: id,
  archived,
  competencies,
});

describe('compareVersionNumbers', () => {
  it('orders numerically, not as text', () => {
    expect(['1.10', '1.9', '2.0', '1.0'].sort(compareVersionNumbers)).toEqual(['1.0', '1.9', '1.10', '2.0']);
    expect(compareVersionNumbers('e2', 'e1')).toBeGreaterThan(0);
  });
});

describe('sortVersionsNewestFirst', () => {
  it('puts the latest release date first and undated versions after dated ones', () => {
    const sorted = sortVersionsNewestFirst([
      { number: '1.0', releaseDate: null },
      { number: '1.1', releaseDate: '2026-11-20' },
      { number: '3.0', releaseDate: null },
      { number: '1.2', releaseDate: '2026-11-21' },
    ]);
    expect(sorted.map((v) => v.number)).toEqual(['1.2', '1.1', '3.0', '1.0']);
  });
});

describe('filterCompetencies', () => {
  const domains = [
    domain(1, 'Generic', [
      competency(1, 'Function effectively in teams'),
      competency(2, 'Archived team skill', true),
    ]),
    domain(2, 'Parallel computing', [competency(3, 'Parallel programming models')]),
    domain(3, 'Old domain', [competency(4, 'Teams of old')], true),
  ];

  it('matches a case-insensitive substring and drops domains left empty', () => {
    const result = filterCompetencies(domains, 'PARALLEL');
    expect(result.map((d) => d.title)).toEqual(['Parallel computing']);
  });

  it('hides archived competencies and archived domains', () => {
    const result = filterCompetencies(domains, 'team');
    expect(result.flatMap((d) => d.competencies.map((c) => c.title))).toEqual([
      'Function effectively in teams',
    ]);
  });

  it('treats regular-expression characters literally', () => {
    expect(filterCompetencies(domains, '(')).toEqual([]);
    expect(matchesQuery('a.b', '.')).toBe(true);
    expect(matchesQuery('ab', '.')).toBe(false);
  });

  it('keeps every visible domain for a blank query', () => {
    expect(filterCompetencies(domains, '  ').map((d) => d.title)).toEqual(['Generic', 'Parallel computing']);
  });
});

describe('parseExportFilters', () => {
  it('keeps known column names and ignores blanks, stray characters and unknown names', () => {
    const excluded = parseExportFilters(',Domain ID,,D,o,Attribute UUID,whatever', EXPORT_COLUMNS);
    expect([...excluded].sort()).toEqual(['Attribute UUID', 'Domain ID']);
  });
  it('accepts a repeated parameter and no parameter', () => {
    expect(parseExportFilters(['Domain ID', 'Competency UUID'], EXPORT_COLUMNS).size).toBe(2);
    expect(parseExportFilters(undefined, EXPORT_COLUMNS).size).toBe(0);
  });
});
