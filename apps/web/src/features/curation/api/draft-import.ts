/**
 * Imports of a CASE package or a Moodle CSV into the framework's draft (issue #21 §3–§4):
 * `POST /api/v1/manage/frameworks/{fw}/draft/import-case|import-moodle/preview` says what the file would
 * add, change, move and keep; without `/preview` it imports the file as one change set;
 * `…/draft/change-sets/{id}/undo` undoes it. Import and undo refresh the manage view.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportChangeSummary, ImportCounts } from '../../../components/ImportReview';
import { apiSend, segment } from '../../../lib/api-client';
import { manageFrameworkKey } from './manage-query';

/** What an import added (or would add), changed, moved and kept. */
export interface DraftImportSummary extends ImportChangeSummary {
  kept: ImportCounts;
  attributeTypesAdded: string[];
  expertiseLevelsAdded: number;
  relationsAdded: number;
}

/** A chosen file, read: its format by its name (`.csv` is Moodle's) and its text. */
export interface DraftImportFile {
  format: 'case' | 'moodle';
  text: string;
}

const base = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/draft`;
const route = (framework: string, file: DraftImportFile) =>
  `${base(framework)}/${file.format === 'case' ? 'import-case' : 'import-moodle'}`;
const body = (file: DraftImportFile) =>
  file.format === 'case' ? { package: file.text } : { csv: file.text };

/** Previews an import; errors are ApiErrors (400 with issues, 409 no draft). Writes nothing. */
export function usePreviewDraftImport(framework: string) {
  return useMutation({
    mutationFn: (file: DraftImportFile) =>
      apiSend<DraftImportSummary>('POST', `${route(framework, file)}/preview`, body(file)),
  });
}

/** Imports the file into the draft as one change set; errors as the preview's. */
export function useImportIntoDraft(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: DraftImportFile) =>
      apiSend<DraftImportSummary>('POST', route(framework, file), body(file)),
    onSuccess: () => client.invalidateQueries({ queryKey: manageFrameworkKey(framework) }),
  });
}

/** 'Undo this import': restores the draft as it was before change set `id`. @throws ApiError (409) */
export function useUndoDraftImport(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend<{ restored: number; updated: number; deleted: number }>(
        'POST',
        `${base(framework)}/change-sets/${segment(id)}/undo`,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: manageFrameworkKey(framework) }),
  });
}
