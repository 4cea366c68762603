// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type ImportChangeSummary,
  ImportMovesList,
  ImportUndoneAlert,
  importIssueText,
  importPreviewText,
  importRecognisedText,
  importSummaryText,
  UndoImportControl,
} from '../src/components/ImportReview';
import { renderWithProviders } from './dom-helpers';

const summary: ImportChangeSummary = {
  added: { domains: 0, competencies: 1, attributes: 2 },
  changed: { domains: 1, competencies: 0, attributes: 1 },
  moved: { domains: 0, competencies: 0, attributes: 1 },
  moves: [{ kind: 'attribute', title: 'Uses Git', from: 'Version control', to: 'Reproducibility' }],
  changeSetId: 7,
};

describe('the import review shared by the CSV and draft imports', () => {
  afterEach(cleanup);

  it('counts in words, singular for one, in the past for an import and the future for a preview', () => {
    expect(importSummaryText(summary)).toBe(
      'Added 0 domains, 1 competency, 2 attributes; changed 1 domain, 0 competencies, 1 attribute; moved 0 domains, 0 competencies, 1 attribute.',
    );
    expect(importPreviewText(summary)).toBe(
      'This import will add 0 domains, 1 competency, 2 attributes; change 1 domain, 0 competencies, 1 attribute; move 0 domains, 0 competencies, 1 attribute.',
    );
  });

  it('says which kind of file was recognised, and how it was read when known', () => {
    expect(
      importRecognisedText('a Moodle competency framework CSV (columns ID number…)', 'Windows-1252'),
    ).toBe('Recognised as a Moodle competency framework CSV (columns ID number…), read as Windows-1252.');
    expect(importRecognisedText('a CASE 1.0/1.1 package (JSON with CFDocument)')).toBe(
      'Recognised as a CASE 1.0/1.1 package (JSON with CFDocument).',
    );
  });

  it('names the place of a problem in the file, and gives a whole-file problem as a sentence', () => {
    expect(importIssueText({ path: '$', message: 'not a file this import reads: expected …' })).toBe(
      'Not a file this import reads: expected …',
    );
    expect(importIssueText({ path: 'file', message: 'no "Parent ID number" column' })).toBe(
      'No "Parent ID number" column',
    );
    expect(importIssueText({ path: 'row 3', message: 'the ID number is empty' })).toBe(
      'Row 3: the ID number is empty',
    );
    expect(importIssueText({ path: '$.CFItems[2].fullStatement', message: 'must not be empty' })).toBe(
      '$.CFItems[2].fullStatement: must not be empty',
    );
  });

  it('lists each move with both parents, and nothing when nothing moves', () => {
    renderWithProviders(<ImportMovesList moves={summary.moves} testId="moves" />);
    expect(screen.getByTestId('moves').textContent).toBe(
      'The attribute “Uses Git” moves from “Version control” to “Reproducibility” (placed last there).',
    );
    cleanup();
    renderWithProviders(<ImportMovesList moves={[]} testId="moves" />);
    expect(screen.queryByTestId('moves')).toBeNull();
  });

  it("undoes only after 'Undo the import' is confirmed, and offers nothing without a change set", async () => {
    const mutateAsync = vi.fn(async (_id: number) => ({ restored: 1 }));
    renderWithProviders(<UndoImportControl changeSetId={7} undo={{ mutateAsync }} />);
    fireEvent.click(screen.getByRole('button', { name: 'Undo this import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Undo this import?' });
    expect(dialog.textContent).toContain(
      'Items anyone changed after the import keep those changes and are listed afterwards.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(mutateAsync).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Undo this import' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Undo the import' }));
    expect(mutateAsync).toHaveBeenCalledWith(7);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    cleanup();
    renderWithProviders(<UndoImportControl changeSetId={null} undo={{ mutateAsync }} />);
    expect(screen.queryByRole('button', { name: 'Undo this import' })).toBeNull();
  });

  it('lists the items the undo kept, each with why, or says the draft is as before', () => {
    const result = { restored: 0, updated: 1, deleted: 2 };
    renderWithProviders(
      <ImportUndoneAlert
        result={{
          ...result,
          kept: [
            { kind: 'competency', id: 3, title: 'Data', reason: 'renamed by undoer-b after the import' },
          ],
        }}
      />,
    );
    expect(screen.getByTestId('undo-kept').textContent).toBe(
      'The competency “Data”: renamed by undoer-b after the import.',
    );
    cleanup();
    renderWithProviders(<ImportUndoneAlert result={{ ...result, kept: [] }} />);
    expect(screen.queryByTestId('undo-kept')).toBeNull();
    expect(screen.getByText('The draft is as it was before the import.')).toBeTruthy();
  });
});
