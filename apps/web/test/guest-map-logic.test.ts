import type { Domain } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import { ratedCount, visibleDomains } from '../src/features/profiles/guest-map-logic';

const competency = (id: number, title: string) => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  code: null,
  title,
  position: id,
  archived: false,
  mappedOtherCompetency: '',
  attributes: [],
});
const domain = (id: number, competencies: ReturnType<typeof competency>[]): Domain => ({
  id,
  uuid: `00000000-0000-4000-8000-${String(100 + id).padStart(12, '0')}`,
  code: null,
  title: `Domain ${id}`,
  position: id,
  archived: false,
  competencies,
});
const domains = [
  domain(1, [competency(1, 'Programming'), competency(2, 'Data analysis')]),
  domain(2, [competency(3, 'Public speaking')]),
];

describe('the guest mapping of a long framework (ADR 0046)', () => {
  it('counts the rated competencies of the shown framework only', () => {
    const entry = (c: string) => ({
      competency: c,
      expertise: '7',
      attributes: [],
      competencyUuid: `00000000-0000-4000-8000-${c.padStart(12, '0')}`,
      attributeUuids: [],
      ratingLevel: 1,
    });
    expect(ratedCount([entry('1'), entry('3'), entry('99')], domains)).toBe(2);
  });

  it('filters by title, then by the role, dropping emptied domains and counting what the role hides', () => {
    expect(visibleDomains(domains, { query: 'DATA', roleCompetencies: null, showOthers: false })).toEqual({
      domains: [{ ...domains[0], competencies: [domains[0]?.competencies[1]] }],
      hidden: 0,
    });
    const role = new Set([3]);
    const onlyRole = visibleDomains(domains, { query: '', roleCompetencies: role, showOthers: false });
    expect(onlyRole.domains.map((d) => d.id)).toEqual([2]);
    expect(onlyRole.hidden).toBe(2);
    const all = visibleDomains(domains, { query: '', roleCompetencies: role, showOthers: true });
    expect(all.domains.flatMap((d) => d.competencies.map((c) => c.id))).toEqual([1, 2, 3]);
  });
});
