import type {
  ManageAttribute,
  ManageCompetency,
  ManageCompetencyView,
  ManageDomain,
  ManageFrameworkView,
} from '@hub/domain';
import { describe, expect, it } from 'vitest';
import {
  treeCompetency,
  withAttribute,
  withAttributesAdded,
  withCompetency,
  withDomain,
  withFrameworkMetadata,
  withVocabularyRow,
} from '../src/features/curation/api/view-patch';

const attribute = (id: number, competencyId: number): ManageAttribute => ({
  id,
  revision: 1,
  uuid: `a-${id}`,
  title: `Attribute ${id}`,
  position: id,
  archived: false,
  attributeTypeId: 1,
  competencyId,
});
const competency = (id: number, domainId: number, attributes: ManageAttribute[] = []): ManageCompetency => ({
  id,
  revision: 1,
  uuid: `c-${id}`,
  code: null,
  title: `Competency ${id}`,
  position: id,
  archived: false,
  mappedOtherCompetency: '',
  domainId,
  attributes,
  attributeOrder: `"o${id}"`,
});
const domain = (id: number, competencies: ManageCompetency[]): ManageDomain => ({
  id,
  revision: 1,
  uuid: `d-${id}`,
  code: null,
  title: `Domain ${id}`,
  position: id,
  archived: false,
  competencies: competencies.map(treeCompetency),
  competencyOrder: `"o-d${id}"`,
});
const view = (): ManageFrameworkView => ({
  framework: {
    machineName: 'fw',
    title: 'Framework',
    core: null,
    revision: 3,
    description: '',
    category: 'Clinical professionals',
    licence: 'CC BY 4.0',
  },
  version: null,
  editable: true,
  currentLiveVersion: null,
  liveVersions: [],
  attributeTypes: [{ id: 1, revision: 1, title: 'Knowledge', description: '', position: 1, released: false }],
  expertiseLevels: [],
  domains: [
    domain(1, [competency(11, 1, [attribute(111, 11), attribute(112, 11)]), competency(12, 1)]),
    domain(2, [competency(21, 2)]),
  ],
  domainOrder: '"o"',
  draftEtag: null,
  addedInDraft: { domains: [], competencies: [] },
  can: {} as ManageFrameworkView['can'],
});
/** The view of competency 11 (two attributes) as its own read answers it. */
const competencyView = (): ManageCompetencyView => ({
  framework: view().framework,
  version: { id: 1, revision: 1, number: 'draft', status: 'draft', releaseDate: null, releaseNotes: '' },
  editable: true,
  attributeTypes: view().attributeTypes,
  domain: { id: 1, revision: 1, uuid: 'd-1', code: null, title: 'Domain 1', position: 1, archived: false },
  competency: competency(11, 1, [attribute(111, 11), attribute(112, 11)]),
  addedAttributes: [],
});

describe('writing a write answer into the cached manage view', () => {
  it('puts a renamed competency in its place, counting its attributes, and keeps every other row as it was', () => {
    const before = view();
    const saved = { ...competency(12, 1, [attribute(121, 12)]), title: 'Renamed', revision: 2 };
    const after = withCompetency(before, saved);
    const { attributes: _a, attributeOrder: _o, ...fields } = saved;
    expect(after?.domains[0]?.competencies[1]).toEqual({ ...fields, attributeCount: 1 });
    expect(after?.domains[0]?.competencies[1]).not.toHaveProperty('attributes');
    expect(after?.domains[0]?.competencies[0]).toBe(before.domains[0]?.competencies[0]);
    expect(after?.domains[1]).toBe(before.domains[1]);
    expect(before.domains[0]?.competencies[1]?.title).toBe('Competency 12');
  });

  it('counts attributes added to a competency and leaves the other competencies as they were', () => {
    const before = view();
    const after = withAttributesAdded(before, 11, 3);
    expect(after?.domains[0]?.competencies[0]?.attributeCount).toBe(5);
    expect(after?.domains[0]?.competencies[1]).toBe(before.domains[0]?.competencies[1]);
    expect(after?.domains[1]).toBe(before.domains[1]);
    expect(withAttributesAdded(before, 99, 1)).toBeNull();
  });

  it('keeps a domain’s competencies and their order when the answer of a rename holds none', () => {
    const before = view();
    const after = withDomain(before, {
      ...domain(1, []),
      title: 'Renamed',
      revision: 5,
      competencyOrder: '"o"',
    });
    expect(after?.domains[0]?.title).toBe('Renamed');
    expect(after?.domains[0]?.revision).toBe(5);
    expect(after?.domains[0]?.competencies).toBe(before.domains[0]?.competencies);
    expect(after?.domains[0]?.competencyOrder).toBe('"o-d1"');
  });

  it('puts an attribute in its competency’s view, keeping the other attributes as they were', () => {
    const before = competencyView();
    const after = withAttribute(before, { ...attribute(112, 11), title: 'New text', revision: 4 });
    expect(after?.competency.attributes.map((a) => a.title)).toEqual(['Attribute 111', 'New text']);
    expect(after?.competency.attributes[0]).toBe(before.competency.attributes[0]);
    expect(after?.competency.attributeOrder).toBe(before.competency.attributeOrder);
  });

  it('gives up (null: read the view again) when an item is not where the answer says', () => {
    expect(withCompetency(view(), competency(12, 2))).toBeNull();
    expect(withCompetency(view(), competency(99, 1))).toBeNull();
    expect(withDomain(view(), domain(9, []))).toBeNull();
    expect(withAttribute(competencyView(), attribute(999, 11))).toBeNull();
    expect(withAttribute(competencyView(), attribute(111, 77))).toBeNull();
    expect(
      withVocabularyRow(view(), 'expertiseLevels', { ...view().attributeTypes[0], ratingLevel: 1 } as never),
    ).toBeNull();
  });

  it('updates an attribute type and the framework’s metadata with their new revisions', () => {
    const type = { id: 1, revision: 2, title: 'Skills', description: 'd', position: 1, released: false };
    expect(withVocabularyRow(view(), 'attributeTypes', type)?.attributeTypes).toEqual([type]);
    const meta = withFrameworkMetadata(view(), {
      revision: 4,
      title: 'New title',
      description: 'About',
      category: 'Clinical professionals',
      licence: 'CC0 1.0',
    });
    expect(meta.framework).toMatchObject({
      machineName: 'fw',
      revision: 4,
      title: 'New title',
      licence: 'CC0 1.0',
    });
  });
});
