/**
 * Imports of a file into the framework's draft, its kind told by its content (ADR 0022; docs/features/curation.md §5, ADR 0036):
 * `POST /api/v1/manage/frameworks/{fw}/draft/import/preview` (body `{ file }`: a CASE package, a Moodle
 * competency framework CSV or the Export page's CSV) says which kind it read and what the file would add,
 * change, move and keep; without `/preview` it imports the file as one change set;
 * `…/draft/change-sets/{id}/undo` undoes it. Import and undo refresh the manage view. Writes carry the
 * CSRF token (apiSend); the import sends the preview's draft revision as `If-Match` and is refused (409)
 * when the draft changed since (ADR 0065).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ImportChangeSummary, ImportCounts, ImportUndoResult } from '../../../components/ImportReview';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { manageFrameworkKey } from './manage-query';

/**
 * What an import added (or would add), changed and moved, and the kind of file read: `kind`
 * ('case-package', 'moodle-csv', 'export-csv'), `title` (the kind in words) and `description` (one line of
 * what was done). A CASE or Moodle import also says what it kept and added to the vocabularies; the
 * Export page's CSV does not (an import of it leaves nothing out).
 */
export interface DraftImportSummary extends ImportChangeSummary {
  kind: string;
  title: string;
  description: string;
  kept?: ImportCounts;
  attributeTypesAdded?: string[];
  expertiseLevelsAdded?: number;
  relationsAdded?: number;
}

const base = (framework: string) => `/api/v1/manage/frameworks/${segment(framework)}/draft`;

/** Previews an import of the file's text; errors are ApiErrors (400 with issues, 409 no draft). Writes nothing. */
export function usePreviewDraftImport(framework: string) {
  return useMutation({
    mutationFn: (text: string) =>
      apiSend<DraftImportSummary>('POST', `${base(framework)}/import/preview`, { file: text }),
  });
}

/**
 * Imports the file's text into the draft as one change set, based on the preview's `revision`; errors as
 * the preview's, and 409 when the draft changed since the preview.
 */
export function useImportIntoDraft(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ text, revision }: { text: string; revision: string | undefined }) =>
      apiSend<DraftImportSummary>('POST', `${base(framework)}/import`, { file: text }, { ifMatch: revision }),
    onSuccess: () => client.invalidateQueries({ queryKey: manageFrameworkKey(framework) }),
  });
}

/**
 * 'Undo this import': reverts change set `id` where nobody changed its items since (ADR 0066).
 * @returns what was undone and kept @throws ApiError (409)
 */
export function useUndoDraftImport(framework: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend<ImportUndoResult>('POST', `${base(framework)}/change-sets/${segment(id)}/undo`),
    onSuccess: () => client.invalidateQueries({ queryKey: manageFrameworkKey(framework) }),
  });
}

/** One recorded import of the draft (`GET …/draft/change-sets`, ADR 0022). */
export interface DraftChangeSet {
  id: number;
  kind: string;
  username: string;
  createdAt: string;
  undoneAt: string | null;
  /** True for the one 'Undo this import' can take. */
  undoable: boolean;
}

/**
 * The draft's import that 'Undo this import' can take, from the API's list (so the control survives a
 * reload), or null. Read again whenever the manage view is (its key is under the view's).
 */
export function useUndoableImport(framework: string) {
  return useQuery({
    queryKey: [...manageFrameworkKey(framework), 'change-sets'],
    queryFn: async ({ signal }) => {
      const { changeSets } = await apiGet<{ changeSets: DraftChangeSet[] }>(
        `${base(framework)}/change-sets`,
        signal,
      );
      return changeSets.find((c) => c.undoable) ?? null;
    },
  });
}
