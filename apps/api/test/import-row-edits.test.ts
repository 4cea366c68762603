/**
 * ADR 0065: the three-way rule of an import into a draft, field by field (the file's value, unless the
 * file holds the field as it was at its source and someone changed it in the draft since), a Moodle
 * Short name edited apart from its Description, and the item-by-item list a preview shows.
 */
import { describe, expect, it } from 'vitest';
import { importListing, itemLabel } from '../src/modules/curation/tree-import/listing.js';
import { fileTitle, mergeFields, type RowEdits } from '../src/modules/curation/tree-import/row-edits.js';
import type { DraftImportSummary } from '../src/modules/curation/tree-import/types.js';

const edits = (base: Record<string, unknown>): RowEdits => ({
  by: ['bob'],
  at: '2026-01-01T00:00:00.000Z',
  base,
});

describe('mergeFields', () => {
  it('keeps a colleague’s change the file did not make, and takes every change the file made', () => {
    const draft = { title: 'Bob’s title', code: 'A1', domainId: 2 };
    const file = { title: 'Old title', code: 'A9', domainId: 2 };
    const merged = mergeFields(file, draft, edits({ title: 'Old title', code: 'A1', domainId: 1 }));
    expect(merged).toEqual({ values: { title: 'Bob’s title', code: 'A9', domainId: 2 }, kept: true });
  });

  it('takes the file’s value when both changed a field, or nobody changed the row', () => {
    const draft = { title: 'Bob’s title' };
    expect(mergeFields({ title: 'Mine' }, draft, edits({ title: 'Old' }))).toEqual({
      values: { title: 'Mine' },
      kept: false,
    });
    expect(mergeFields({ title: 'Mine' }, draft, undefined)).toEqual({
      values: { title: 'Mine' },
      kept: false,
    });
  });
});

describe('fileTitle', () => {
  const was = { title: 'Data handling' };
  it('takes an edited Moodle Short name, without the code leading it, when the Description is unchanged', () => {
    expect(
      fileTitle({ title: 'Data handling', shortTitle: 'A3 Data stewardship' }, was, 'A3', undefined),
    ).toBe('Data stewardship');
  });
  it('takes the Description when it was edited, and the title when no Short name was edited', () => {
    expect(fileTitle({ title: 'Data curation', shortTitle: 'Something else' }, was, null, undefined)).toBe(
      'Data curation',
    );
    expect(fileTitle({ title: 'Data curation' }, was, null, undefined)).toBe('Data curation');
  });
  it('compares the Description with the title at the file’s source when a colleague renamed it since', () => {
    const renamed = { title: 'Bob’s rename' };
    expect(fileTitle({ title: 'Data handling', shortTitle: 'Edited' }, renamed, null, edits(was))).toBe(
      'Edited',
    );
  });
});

describe('importListing', () => {
  it('lists additions and old → new changes, colleagues’ changes first, and what it keeps', () => {
    const listing = importListing();
    listing.added('competency', 'New one', 'Domain');
    listing.changed('competency', 'A1 Old', 'A1 New', undefined);
    listing.changed('domain', 'Same', 'Same', undefined);
    listing.changed('competency', 'B1 Theirs', 'B1 Mine', edits({}));
    listing.kept('competency', 'C1 Old', 'C1 Theirs', edits({}));
    const summary = {} as DraftImportSummary;
    listing.finish(summary);
    expect(summary.additions).toEqual([{ kind: 'competency', title: 'New one', parent: 'Domain' }]);
    expect(summary.changes.map((c) => [c.from, c.to, c.changedBy])).toEqual([
      ['B1 Theirs', 'B1 Mine', ['bob']],
      ['A1 Old', 'A1 New', []],
    ]);
    expect(summary.keptEdits).toEqual([
      {
        kind: 'competency',
        from: 'C1 Old',
        to: 'C1 Theirs',
        changedBy: ['bob'],
        changedAt: '2026-01-01T00:00:00.000Z',
      },
    ]);
  });

  it('labels items with their code, attribute type and archived mark', () => {
    expect(itemLabel({ title: 'T', code: 'A1', archived: true })).toBe('A1 T (archived)');
    expect(itemLabel({ title: 'T', archived: false, type: 'Knowledge' })).toBe('Knowledge: T');
  });
});
