/**
 * Content managers' learning pathway calls (contract: packages/domain/src/schemas/training.ts): one pathway
 * for the edit form, create, update, delete, and the training resource search of the step picker.
 * Writes refresh every learning pathway query; edits and deletes state the revision they were based on
 * (ADR 0021). docs/features/training.md §6, ADR 0021.
 */
import type { LearningPathway, LearningPathwayRequestInput, ManageTrainingResourceList } from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { FOR_EDIT } from '../../../lib/fresh-for-edit';
import { learningPathwayQuery } from '../../../lib/queries';
import { compareFields, type Saved, sendBasedOn, showValue } from '../../../lib/stale-write';

/** Loads a pathway (drafts too: the caller is a content manager), fetched again whenever the form opens. */
export function usePathwayForEdit(id: number) {
  return useQuery({ ...learningPathwayQuery(id), ...FOR_EDIT });
}

/** What a save sends: the pathway, the ETag it was based on, and the form's values as the dialog shows them. */
export interface PathwaySave {
  body: LearningPathwayRequestInput;
  ifMatch?: string | undefined;
  /** The form's values for the conflict dialog (steps as resource titles). */
  shown: { title: string; description: string; published: boolean; steps: string[] };
}

/** The compared fields of a stale pathway save: the form's values and the pathway as saved now. */
function pathwayConflict(shown: PathwaySave['shown'], current: unknown) {
  const saved = (current ?? {}) as Partial<LearningPathway>;
  return compareFields(
    { title: 'Title', description: 'Description', published: 'Published', steps: 'Training resources' },
    shown,
    saved,
    { steps: (saved.steps ?? []).map((step) => step.resource.title) },
  );
}

/**
 * Creates a pathway of `framework` (id undefined) or updates pathway `id` based on `ifMatch` (ADR 0021):
 * a stale update asks in the conflict dialog; the result is then THEIRS_KEPT when the manager took theirs.
 */
export function useSavePathway(framework: string, id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, ifMatch, shown }: PathwaySave): Promise<Saved<LearningPathway>> =>
      id === undefined
        ? apiSend<LearningPathway>(
            'POST',
            `/api/v1/manage/frameworks/${segment(framework)}/learning-pathways`,
            body,
          )
        : sendBasedOn(
            (basedOn) =>
              apiSend<LearningPathway>('PUT', `/api/v1/manage/learning-pathways/${segment(id)}`, body, {
                ifMatch: basedOn,
              }),
            ifMatch,
            (current) => pathwayConflict(shown, current),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning-pathways'] }),
  });
}

/** Deletes a pathway, based on the revision shown (a stale one asks in the conflict dialog). */
export function useDeletePathway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch, title }: { id: number; ifMatch?: string; title: string }) =>
      sendBasedOn(
        (basedOn) =>
          apiSend<void>('DELETE', `/api/v1/manage/learning-pathways/${segment(id)}`, undefined, {
            ifMatch: basedOn,
          }),
        ifMatch,
        (current) => [
          {
            label: 'Title',
            mine: `Delete “${title}”`,
            theirs: showValue((current as Partial<LearningPathway> | null)?.title),
          },
        ],
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning-pathways'] }),
  });
}

/** Searches published training resources for the step picker (first 50 matches). */
export function useResourceSearch(search: string) {
  return useQuery({
    queryKey: ['training', 'pathway-picker', search],
    queryFn: ({ signal }) =>
      apiGet<ManageTrainingResourceList>(
        `/api/v1/manage/training-resources?${new URLSearchParams({ search, archived: 'false' }).toString()}`,
        signal,
      ),
    enabled: search.trim().length >= 2,
  });
}
