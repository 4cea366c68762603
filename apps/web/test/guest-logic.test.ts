import type { Competency, Domain } from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  chooseLevel,
  guestDomains,
  pdfFileName,
  profileFileName,
  ratedLevels,
  toggleAttribute,
} from '../src/features/profiles/guest-logic';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const attribute = (id: number, archived = false) => ({
  id,
  uuid: uuid(id),
  title: `Attribute ${id}`,
  typeId: 1,
  type: 'Knowledge',
  position: id,
  archived,
});
const competency = (
  id: number,
  attributes = [attribute(id * 10), attribute(id * 10 + 1)],
  archived = false,
): Competency => ({
  id,
  uuid: uuid(id),
  code: null,
  title: `Competency ${id}`,
  position: id,
  archived,
  mappedOtherCompetency: '',
  attributes,
});
const domain = (id: number, competencies: Competency[], archived = false): Domain => ({
  id,
  uuid: uuid(1000 + id),
  code: null,
  title: `Domain ${id}`,
  position: id,
  archived,
  competencies,
});
const levels = [
  { id: 1, title: 'Not applicable', description: '', ratingLevel: 0 },
  { id: 3, title: 'Level 2', description: '', ratingLevel: 2 },
  { id: 2, title: 'Level 1', description: '', ratingLevel: 1 },
];

describe('guestDomains', () => {
  it("puts an extension's core domains first and leaves archived content and empty domains out", () => {
    const result = guestDomains({
      coreDomains: [domain(1, [competency(1), competency(2, [], true)])],
      domains: [
        domain(2, [competency(3, [attribute(30), attribute(31, true)])]),
        domain(3, [], false),
        domain(4, [competency(4)], true),
      ],
    });
    expect(result.map((d) => d.title)).toEqual(['Domain 1', 'Domain 2']);
    expect(result[0]?.competencies.map((c) => c.id)).toEqual([1]);
    expect(result[1]?.competencies[0]?.attributes.map((a) => a.id)).toEqual([30]);
  });
});

describe("spec §4 mapping rules ('Select a scale' and attributes)", () => {
  const c1 = competency(1);
  const [na, level2, level1] = levels;

  it('a level adds the competency with every attribute ticked; another level updates it', () => {
    const mapped = chooseLevel([], c1, level1 ?? null);
    expect(mapped).toEqual([
      {
        competency: '1',
        expertise: '2',
        attributes: ['10', '11'],
        competencyUuid: uuid(1),
        attributeUuids: [uuid(10), uuid(11)],
        ratingLevel: 1,
      },
    ]);
    const updated = chooseLevel(toggleAttribute(mapped, c1, 10, false), c1, level2 ?? null);
    expect(updated).toHaveLength(1);
    expect(updated[0]).toMatchObject({ expertise: '3', ratingLevel: 2, attributes: ['10', '11'] });
  });

  it("'Not applicable' removes the competency from the mapping", () => {
    const mapped = chooseLevel(chooseLevel([], c1, level1 ?? null), competency(2), level2 ?? null);
    expect(chooseLevel(mapped, c1, na ?? null).map((e) => e.competency)).toEqual(['2']);
    expect(chooseLevel(mapped, c1, null).map((e) => e.competency)).toEqual(['2']);
  });

  it('unticking an attribute removes it, ticking it again restores the competency order', () => {
    const mapped = chooseLevel([], c1, level1 ?? null);
    const unticked = toggleAttribute(mapped, c1, 10, false);
    expect(unticked[0]?.attributes).toEqual(['11']);
    expect(unticked[0]?.attributeUuids).toEqual([uuid(11)]);
    expect(toggleAttribute(unticked, c1, 10, true)[0]?.attributes).toEqual(['10', '11']);
  });

  it('attributes of an unmapped competency cannot be ticked', () => {
    expect(toggleAttribute([], c1, 10, true)).toEqual([]);
  });

  it("offers only levels above 'Not applicable', lowest first", () => {
    expect(ratedLevels(levels).map((l) => l.title)).toEqual(['Level 1', 'Level 2']);
  });
});

describe('file names', () => {
  it('names the PDF after the lower-cased job title with underscores (spec §9)', () => {
    expect(pdfFileName('Core Facility  Scientist II')).toBe('core_facility_scientist_ii.pdf');
    expect(pdfFileName('R/D: lead?')).toBe('rd_lead.pdf');
    expect(pdfFileName('   ')).toBe('profile.pdf');
  });

  it("names the saved profile after the person's name", () => {
    expect(profileFileName('Ada Lovelace')).toBe('ada_lovelace-profile.json');
    expect(profileFileName('<>')).toBe('guest-profile.json');
  });
});
