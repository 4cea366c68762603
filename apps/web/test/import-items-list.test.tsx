// @vitest-environment jsdom
/**
 * ADR 0065: the preview's item-by-item list (added under its parent, changed old → new, moved, kept as a
 * colleague changed it, marked with who) and how a stale import is told apart from other refusals.
 */
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ImportItemsList, isStalePreview, StalePreviewNotice } from '../src/components/ImportItemsList';
import type { ImportChangeSummary } from '../src/components/ImportReview';
import { ApiError } from '../src/lib/api-client';
import { renderWithProviders } from './dom-helpers';

const zero = { domains: 0, competencies: 0, attributes: 0 };
const summary: ImportChangeSummary = {
  added: { ...zero, competencies: 1 },
  changed: { ...zero, competencies: 1 },
  moved: zero,
  moves: [],
  additions: [{ kind: 'competency', title: 'Archive data', parent: 'Stewardship' }],
  changes: [{ kind: 'competency', from: 'A1 Plan', to: 'A1 Plan well', changedBy: ['bob'], changedAt: null }],
  keptEdits: [{ kind: 'competency', from: 'Share', to: 'Share widely', changedBy: ['bob'], changedAt: null }],
  revision: '"d12"',
  changeSetId: null,
};

describe('the preview’s item-by-item list', () => {
  afterEach(cleanup);

  it('lists each addition, change and kept edit, marking who changed an item since the file', () => {
    renderWithProviders(<ImportItemsList summary={summary} testId="x" />);
    expect(screen.getByTestId('x-added').textContent).toBe(
      'The competency “Archive data” under “Stewardship”',
    );
    expect(screen.getByTestId('x-changed').textContent).toBe(
      'The competency “A1 Plan” → “A1 Plan well” (Changed by bob since your file)',
    );
    expect(screen.getByTestId('x-kept').textContent).toBe(
      'The competency “Share widely” stays (your file: “Share”) (Changed by bob since your file)',
    );
    expect(screen.queryByTestId('x-moves')).toBeNull();
  });

  it('tells a stale preview (409 with a draft revision) from other refusals, and names who changed it', () => {
    const stale = new ApiError(409, 'changed', 'CONFLICT', undefined, {
      etag: '"d13"',
      current: { changes: [{ username: 'bob' }] },
      changedBy: 'bob',
      changedAt: null,
    });
    expect(isStalePreview(stale)).toBe(true);
    expect(isStalePreview(new ApiError(409, 'This framework has no draft', 'CONFLICT'))).toBe(false);
    renderWithProviders(<StalePreviewNotice error={stale} />);
    expect(screen.getByText('The draft changed since your preview')).toBeTruthy();
    expect(screen.getByText(/bob changed the draft after you previewed this file/)).toBeTruthy();
  });
});
