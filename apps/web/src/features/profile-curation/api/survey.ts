/**
 * The calls of 'Create profiles from a survey' (docs/features/surveys.md; contract:
 * packages/domain/src/schemas/survey-profiles.ts): the preview, which writes nothing, and the creation of
 * Draft reference profiles, which refreshes every cached profile query. Failures are ApiErrors.
 */
import type {
  SurveyPreview,
  SurveyPreviewRequest,
  SurveyProfilesRequest,
  SurveyProfilesResult,
} from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, segment } from '../../../lib/api-client';

function base(framework: string, version: string): string {
  return `/api/v1/manage/frameworks/${segment(framework)}/versions/${segment(version)}/profiles/from-survey`;
}

/** POST `…/profiles/from-survey/preview`: the matching and the figures per group. @throws ApiError */
export function usePreviewSurvey(framework: string, version: string) {
  return useMutation({
    mutationFn: (body: SurveyPreviewRequest) =>
      apiSend<SurveyPreview>('POST', `${base(framework, version)}/preview`, body),
  });
}

/** POST `…/profiles/from-survey`: creates the named groups' Draft profiles. @throws ApiError */
export function useCreateFromSurvey(framework: string, version: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SurveyProfilesRequest) =>
      apiSend<SurveyProfilesResult>('POST', base(framework, version), body),
    onSuccess: () => client.invalidateQueries({ predicate: (query) => query.queryKey.includes('profiles') }),
  });
}
