/** The framework page's one-line completeness status (docs/features/browsing.md §7). */
import type { Domain } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { completenessStatus } from '../src/features/frameworks/logic';

const attribute = {
  id: 1,
  uuid: 'a',
  title: 'A',
  position: 1,
  archived: false,
  attributeTypeId: 1,
  competencyId: 1,
};
function domain(attributeCounts: number[]): Domain {
  return {
    id: 1,
    uuid: 'd',
    code: '1',
    title: 'D',
    position: 1,
    archived: false,
    competencies: attributeCounts.map((count, i) => ({
      id: i + 1,
      uuid: `c${i}`,
      code: '',
      title: `C${i}`,
      position: i + 1,
      archived: false,
      mappedOtherCompetency: '',
      domainId: 1,
      attributes: Array.from({ length: count }, () => attribute),
    })),
  } as unknown as Domain;
}

describe('completenessStatus', () => {
  it('says Complete for complete content', () => {
    expect(completenessStatus(true, [domain([0, 0])])).toBe('Complete');
  });
  it('names what partial content lacks, from the content itself', () => {
    expect(completenessStatus(false, [])).toBe('Partial: no competencies have been recorded yet');
    expect(completenessStatus(false, [domain([0, 0, 0])])).toBe(
      'Partial: competency titles only, no attributes recorded',
    );
    expect(completenessStatus(false, [domain([3, 0, 2])])).toBe(
      'Partial: 1 of 3 competencies have no attributes recorded',
    );
    expect(completenessStatus(false, [domain([3, 1])])).toBe(
      'Partial: some parts of the source were not found',
    );
  });
});
