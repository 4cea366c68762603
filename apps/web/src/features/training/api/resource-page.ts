/**
 * The training resource page's reads (docs/features/training.md §1): the resource and its view counter, in
 * a module of their own so that the page does not load the training lists' code (ADR 0055 addendum).
 */
import { useQuery } from '@tanstack/react-query';
import { apiSend, segment } from '../../../lib/api-client';
import { trainingResourceQuery } from '../../../lib/queries';

/** Loads a training resource by slug. @throws ApiError 404 for an unknown (or, for visitors, archived) resource */
export function useTrainingResource(slug: string) {
  return useQuery(trainingResourceQuery(slug));
}

/** Counts one view of a resource page (the server adds 1 to its hit count). */
export function recordTrainingResourceView(slug: string): Promise<unknown> {
  return apiSend('POST', `/api/v1/training-resources/${segment(slug)}/views`);
}
