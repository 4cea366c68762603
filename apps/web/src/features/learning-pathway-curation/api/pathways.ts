/**
 * Content managers' learning pathway calls (contract: packages/domain/src/schemas/training.ts): one pathway
 * for the edit form, create, update, delete, and the training resource search of the step picker.
 * Writes refresh every learning pathway query. Issue #8 §4.
 */
import type { LearningPathway, LearningPathwayRequestInput, ManageTrainingResourceList } from '@hub/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend, segment } from '../../../lib/api-client';
import { learningPathwayQuery } from '../../../lib/queries';

/** Loads a pathway (drafts too: the caller is a content manager). */
export function usePathwayForEdit(id: number) {
  return useQuery(learningPathwayQuery(id));
}

/** Creates a pathway of `framework` (id undefined) or updates pathway `id`. */
export function useSavePathway(framework: string, id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: LearningPathwayRequestInput) =>
      id === undefined
        ? apiSend<LearningPathway>(
            'POST',
            `/api/v1/manage/frameworks/${segment(framework)}/learning-pathways`,
            body,
          )
        : apiSend<LearningPathway>('PUT', `/api/v1/manage/learning-pathways/${segment(id)}`, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['learning-pathways'] }),
  });
}

/** Deletes a pathway. */
export function useDeletePathway() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiSend<void>('DELETE', `/api/v1/manage/learning-pathways/${segment(id)}`),
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
