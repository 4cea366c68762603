import type { ManageDomain } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { filterTree, firstMatch, searchSummary } from '../src/features/curation/tree-search';

function domain(id: number, title: string, competencies: string[]): ManageDomain {
  return {
    id,
    title,
    competencies: competencies.map((t, i) => ({ id: id * 100 + i, title: t })),
  } as unknown as ManageDomain;
}

const tree = [
  domain(1, 'Data stewardship', ['Curate data', 'Publish software']),
  domain(2, 'Software', ['Write tests', 'Review code']),
  domain(3, 'Teaching', ['Teach data skills']),
];

describe('filterTree', () => {
  it('shows everything for an empty or blank query', () => {
    expect(filterTree(tree, '  ')).toEqual(tree);
  });

  it('keeps a matching domain whole and only the matching competencies of the others', () => {
    const shown = filterTree(tree, 'SOFTWARE');
    expect(shown.map((d) => [d.title, d.competencies.map((c) => c.title)])).toEqual([
      ['Data stewardship', ['Publish software']],
      ['Software', ['Write tests', 'Review code']],
    ]);
  });

  it('drops domains without a match', () => {
    expect(filterTree(tree, 'nothing like this')).toEqual([]);
  });
});

describe('firstMatch', () => {
  it('finds the first domain or competency in reading order', () => {
    expect(firstMatch(tree, 'curate')).toEqual({ kind: 'competency', id: 100, domainId: 1 });
    expect(firstMatch(tree, 'data')).toEqual({ kind: 'domain', id: 1 });
    expect(firstMatch(tree, 'teach')).toEqual({ kind: 'domain', id: 3 });
    expect(firstMatch(tree, '')).toBeNull();
    expect(firstMatch(tree, 'zzz')).toBeNull();
  });
});

describe('searchSummary', () => {
  it('counts the shown competencies and domains', () => {
    expect(searchSummary(filterTree(tree, 'data'), 'data')).toBe(
      '3 competencies in 2 domains match "data"; Enter goes to the first',
    );
    expect(searchSummary([], 'zzz')).toBe('No domains or competencies match "zzz"');
    expect(searchSummary(tree, '')).toBe('');
  });
});
