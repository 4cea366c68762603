import { describe, expect, it } from 'vitest';
import { describeAuditEvent } from '../src/logic/audit-description.js';

describe('describeAuditEvent', () => {
  const comp = { title: 'Data', archived: false, position: 1, domainId: 1, code: '1.1' };

  it('names creations, deletions and updates with the item and what changed', () => {
    expect(describeAuditEvent('competency.create', 'competency', null, comp)).toBe('Added competency “Data”');
    expect(describeAuditEvent('domain.delete', 'domain', { title: 'D' }, null)).toBe('Deleted domain “D”');
    expect(
      describeAuditEvent('competency.update', 'competency', comp, { ...comp, title: 'Data stewardship' }),
    ).toBe('Competency “Data stewardship”: title “Data” → “Data stewardship”');
    expect(describeAuditEvent('attribute.update', 'attribute', comp, { ...comp, archived: true })).toBe(
      'Attribute “Data”: archived',
    );
    expect(
      describeAuditEvent('competency.update', 'competency', comp, { ...comp, domainId: 2, position: 7 }),
    ).toBe('Competency “Data”: moved, position 1 → 7');
  });

  it('describes versions, orders and imports as a whole', () => {
    expect(describeAuditEvent('version.create_draft', 'framework_version', null, {})).toBe(
      'Created the draft',
    );
    expect(describeAuditEvent('domain.reorder', 'framework_version', {}, {})).toBe(
      'Changed the order of the domains',
    );
    expect(
      describeAuditEvent('draft.import-csv', 'framework_version', null, {
        added: { domains: 0, competencies: 1, attributes: 2 },
        changed: { domains: 0, competencies: 0, attributes: 0 },
        moved: { domains: 0, competencies: 1, attributes: 0 },
      }),
    ).toBe('Imported a CSV file: added 1 competency, 2 attributes; moved 1 competency');
  });

  it('names each field an update changed, and only those the update carries', () => {
    const was = {
      title: 'Data',
      archived: true,
      code: null,
      domainId: 1,
      competencyId: 4,
      attributeTypeId: 1,
      position: 1,
      mappedOtherCompetency: '',
      description: 'Old',
      ratingLevel: 2,
    };
    const now = {
      ...was,
      archived: false,
      code: '2.1',
      competencyId: 5,
      attributeTypeId: 2,
      mappedOtherCompetency: '<p>X</p>',
      description: 'New',
      ratingLevel: 3,
    };
    expect(describeAuditEvent('attribute.update', 'attribute', was, now)).toBe(
      'Attribute “Data”: restored, code “” → “2.1”, moved, attribute type changed, mapping changed, ' +
        'description changed, rating changed',
    );
    // A partial 'after' (only the archive toggle) does not report the fields it leaves out.
    expect(describeAuditEvent('domain.update', 'domain', was, { archived: false })).toContain(
      'Domain “Data”: restored',
    );
    expect(
      describeAuditEvent('domain.update', 'domain', { ...was, code: '1' }, { ...was, code: undefined }),
    ).not.toContain('code');
    expect(
      describeAuditEvent('domain.update', 'domain', was, {
        ...was,
        title: undefined,
        archived: undefined,
        position: undefined,
      }),
    ).toBe('Domain “Data” changed');
    expect(describeAuditEvent('domain.update', 'domain', was, was)).toBe('Domain “Data” changed');
    expect(describeAuditEvent('domain.update', 'domain', null, was)).toBe('Domain “Data” changed');
    expect(describeAuditEvent('domain.update', 'domain', was, null)).toBe('Domain “Data” changed');
    expect(describeAuditEvent('domain.update', 'domain', 'not a row', was)).toBe('Domain “Data” changed');
  });

  it('names other verbs and unknown entities in words, and an item without a title by its kind', () => {
    expect(describeAuditEvent('resource.map_competency', 'training_resource', null, { title: 'Git' })).toBe(
      'Training resource “Git”: map competency',
    );
    expect(describeAuditEvent('thing.archive', 'odd_thing', { title: 'T' }, 'not a row')).toBe(
      'odd thing “T”: archive',
    );
    expect(describeAuditEvent('domain.delete', 'domain', 'not a row', null)).toBe('Deleted domain');
    expect(describeAuditEvent('competency.update', 'competency', null, null)).toBe('Competency changed');
    expect(describeAuditEvent('competency.reorder', 'framework_version', {}, {})).toBe(
      'Changed the order of the competencies',
    );
    expect(describeAuditEvent('attribute.reorder', 'framework_version', {}, {})).toBe(
      'Changed the order of the attributes',
    );
  });

  it('counts what an import changed, singular for one, and says when it changed nothing', () => {
    expect(
      describeAuditEvent('draft.import-case', 'framework_version', null, {
        added: { domains: 1, competencies: 0, attributes: 0, note: '3' },
        changed: { domains: 0, competencies: 2, attributes: 1 },
        moved: null,
      }),
    ).toBe('Imported a CASE package: added 1 domain; changed 2 competencies, 1 attribute');
    expect(describeAuditEvent('draft.import-moodle', 'framework_version', null, null)).toBe(
      'Imported a Moodle CSV file: nothing changed',
    );
    expect(describeAuditEvent('draft.undo-import', 'framework_version', null, null)).toBe('Undid an import');
  });
});
