/**
 * The content manager's archive toggle of a training resource, used on the resource page (contract:
 * packages/domain/src/schemas/training.ts). Apart from `training.ts` so that the training lists' file does
 * not carry it (ADR 0055). Source: docs/features/training.md §2.
 */
import type { TrainingResourceRef } from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, segment } from '../../../lib/api-client';

/** Archives or restores a resource (content managers); refreshes every training query. */
export function useArchiveTrainingResource() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, archived }: { id: number; archived: boolean }) =>
      apiSend<TrainingResourceRef>('PUT', `/api/v1/manage/training-resources/${segment(id)}/archived`, {
        archived,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['training'] }),
  });
}
