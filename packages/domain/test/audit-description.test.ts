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
});
