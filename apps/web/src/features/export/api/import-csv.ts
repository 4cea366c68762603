/**
 * The managers' 'Import CSV' (docs/features/interchange-files.md §1; ADR 0022; docs/features/curation.md §5): `POST /api/v1/manage/frameworks/{fw}/draft/
 * import-csv/preview` says what the file would add, change and move; `…/import-csv` imports it as one
 * change set; `…/draft/change-sets/{id}/undo` undoes it. Import and undo refresh the manage view.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportChangeSummary, ImportUndoResult } from '../../../components/ImportReview';
import { apiSend, segment } from '../../../lib/api-client';

/** What an import added (or would add), changed and moved. */
export type CsvImportSummary = ImportChangeSummary;

const base = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/draft`;

/** Previews an import; errors are ApiErrors (400 with row issues, 409 no draft). Writes nothing. */
export function usePreviewCsv(framework: string) {
  return useMutation({
    mutationFn: (csv: string) =>
      apiSend<CsvImportSummary>('POST', `${base(framework)}/import-csv/preview`, { csv }),
  });
}

/**
 * Imports CSV text into the draft of `framework`, based on the preview's `revision` (ADR 0065); errors
 * are ApiErrors (400 with row issues, 409 no draft or a draft changed since the preview).
 */
export function useImportCsv(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ csv, revision }: { csv: string; revision: string | undefined }) =>
      apiSend<CsvImportSummary>('POST', `${base(framework)}/import-csv`, { csv }, { ifMatch: revision }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manage', 'frameworks', framework] }),
  });
}

/**
 * 'Undo this import': reverts change set `id` where nobody changed its items since (ADR 0066).
 * @returns what was undone and kept @throws ApiError (409)
 */
export function useUndoImport(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend<ImportUndoResult>('POST', `${base(framework)}/change-sets/${segment(id)}/undo`),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manage', 'frameworks', framework] }),
  });
}
