/**
 * The managers' 'Import CSV' (issue #9 §2): `POST /api/v1/manage/frameworks/{fw}/draft/import-csv` with
 * the file's text. Refreshes the manage view on success.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, segment } from '../../../lib/api-client';

/** What an import added and changed. */
export interface CsvImportSummary {
  added: { domains: number; competencies: number; attributes: number };
  changed: { domains: number; competencies: number; attributes: number };
}

/** Imports CSV text into the draft of `framework`; errors are ApiErrors (400 with row issues, 409 no draft). */
export function useImportCsv(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (csv: string) =>
      apiSend<CsvImportSummary>('POST', `/api/v1/manage/frameworks/${segment(framework)}/draft/import-csv`, {
        csv,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['manage', 'frameworks', framework] }),
  });
}
