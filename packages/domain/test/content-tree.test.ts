import { describe, expect, it } from 'vitest';
import {
  assembleContentCompetencies,
  assembleContentDomains,
  type CompetencyInput,
  type ContentRows,
  indexContentById,
  indexContentByUuid,
  walkContent,
  withoutArchived,
} from '../src/logic/content-tree.js';
import { contentTreeSchema } from '../src/schemas/content-tree.js';

const type = { id: 7, uuid: 'type-7', title: 'Knowledge' };

/** Rows in database order (not by position), with a database-only column the tree must not copy. */
const rows: ContentRows = {
  domains: [
    { id: 2, uuid: 'd-2', code: 'B', title: 'Second', position: 2, archived: false },
    { id: 1, uuid: 'd-1', code: 'A', title: 'First', position: 1, archived: false },
    { id: 3, uuid: 'd-3', code: null, title: 'Old', position: 3, archived: true },
  ],
  competencies: [
    {
      id: 12,
      uuid: 'c-12',
      domainId: 1,
      code: 'A2',
      title: 'Later',
      position: 5,
      archived: false,
      mappedOtherCompetency: '',
    },
    {
      id: 11,
      uuid: 'c-11',
      domainId: 1,
      code: 'A1',
      title: 'Earlier',
      position: 5,
      archived: false,
      mappedOtherCompetency: '<p>x</p>',
    },
    {
      id: 13,
      uuid: 'c-13',
      domainId: 1,
      code: null,
      title: 'Retired',
      position: 6,
      archived: true,
      mappedOtherCompetency: '',
    },
    {
      id: 14,
      uuid: 'c-14',
      domainId: 3,
      code: null,
      title: 'Under old',
      position: 1,
      archived: false,
      mappedOtherCompetency: '',
    },
  ],
  attributes: [
    {
      id: 21,
      uuid: 'a-21',
      competencyId: 11,
      title: 'Second attr',
      position: 2,
      archived: false,
      attributeType: type,
    },
    {
      id: 22,
      uuid: 'a-22',
      competencyId: 11,
      title: 'First attr',
      position: 1,
      archived: false,
      attributeType: type,
    },
    {
      id: 23,
      uuid: 'a-23',
      competencyId: 11,
      title: 'Archived attr',
      position: 3,
      archived: true,
      attributeType: type,
    },
    {
      id: 24,
      uuid: 'a-24',
      competencyId: 99,
      title: 'Orphan',
      position: 1,
      archived: false,
      attributeType: type,
    },
  ],
};
(rows.domains[0] as Record<string, unknown>).versionId = 5;

describe('assembleContentDomains', () => {
  const domains = assembleContentDomains(rows);

  it('orders every level by position, then id', () => {
    expect(domains.map((d) => d.title)).toEqual(['First', 'Second', 'Old']);
    expect(domains[0]?.competencies.map((c) => c.id)).toEqual([11, 12, 13]);
    expect(domains[0]?.competencies[0]?.attributes.map((a) => a.title)).toEqual([
      'First attr',
      'Second attr',
      'Archived attr',
    ]);
  });

  it('keeps archived nodes, codes, mappings and attribute types, and drops columns outside the tree', () => {
    expect(domains[2]).toMatchObject({ archived: true, competencies: [{ title: 'Under old' }] });
    expect(domains[0]?.competencies[0]).toMatchObject({ code: 'A1', mappedOtherCompetency: '<p>x</p>' });
    expect(domains[0]?.competencies[0]?.attributes[0]?.attributeType).toEqual(type);
    expect(domains[1]).not.toHaveProperty('versionId');
    expect(
      contentTreeSchema.safeParse({
        version: {
          id: 5,
          uuid: 'v',
          frameworkId: 1,
          number: '1.0',
          status: 'live',
          releaseDate: null,
          releaseNotes: '',
        },
        domains,
      }).success,
    ).toBe(true);
  });

  it('leaves out attributes whose competency is not among the rows', () => {
    expect(indexContentById(domains).attributes.has(24)).toBe(false);
  });
});

describe('indexes and walk', () => {
  const domains = assembleContentDomains(rows);

  it('finds every node by uuid and by id', () => {
    const byUuid = indexContentByUuid(domains);
    expect(byUuid.competencies.get('c-14')?.title).toBe('Under old');
    expect(byUuid.attributes.get('a-22')?.id).toBe(22);
    expect(byUuid.domains.size).toBe(3);
    const byId = indexContentById(domains);
    expect(byId.domains.get(2)?.uuid).toBe('d-2');
    expect(byId.competencies.size).toBe(4);
    expect(byId.attributes.size).toBe(3);
  });

  it('visits nodes depth first with their parents', () => {
    const seen: string[] = [];
    walkContent(domains, {
      domain: (d) => seen.push(d.uuid),
      competency: (c, d) => seen.push(`${d.uuid}/${c.uuid}`),
      attribute: (a, c) => seen.push(`${c.uuid}/${a.uuid}`),
    });
    expect(seen.slice(0, 5)).toEqual(['d-1', 'd-1/c-11', 'c-11/a-22', 'c-11/a-21', 'c-11/a-23']);
    expect(seen).toHaveLength(3 + 4 + 3);
  });
});

describe('withoutArchived', () => {
  it('hides archived domains, competencies and attributes, and everything under an archived parent', () => {
    const visible = withoutArchived(assembleContentDomains(rows));
    const index = indexContentByUuid(visible);
    expect([...index.domains.keys()]).toEqual(['d-1', 'd-2']);
    expect([...index.competencies.keys()]).toEqual(['c-11', 'c-12']);
    expect([...index.attributes.keys()]).toEqual(['a-22', 'a-21']);
  });
});

describe('assembleContentCompetencies', () => {
  it('builds competencies with their own attributes in order, without a domain', () => {
    const [c] = assembleContentCompetencies({
      competencies: [rows.competencies[1] as CompetencyInput],
      attributes: rows.attributes,
    });
    expect(c?.attributes.map((a) => a.id)).toEqual([22, 21, 23]);
  });
});
