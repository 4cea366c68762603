/**
 * A framework manager's CASE package upload (docs/features/interchange-files.md §1): `POST /api/v1/manage/frameworks/import-case`.
 * On success every query is refreshed (the list of managed frameworks and the session's assignments change).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

/** The server's answer: the framework that received the draft, and one line of what was imported. */
export interface CaseImportResult {
  machineName: string;
  status: 'created-framework' | 'created-draft';
  summary: string;
}

/** Uploads a package's text; errors are ApiErrors (400 with JSON-path issues, 403, 409). */
export function useCaseImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiSend<CaseImportResult>('POST', '/api/v1/manage/frameworks/import-case', { package: text }),
    onSuccess: () => client.invalidateQueries(),
  });
}
