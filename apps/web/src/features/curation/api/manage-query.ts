/**
 * The managers' view of one framework (`GET /api/v1/manage/frameworks/{fw}`, contract in
 * packages/domain/src/schemas/curation.ts) and of one of its competencies (`.../competencies/{id}`,
 * manage-competency.ts): fetchers, query keys and options, and hooks. Every curation write refreshes both
 * (api/curation-mutation.ts; the competency's key starts with the framework's). Source:
 * docs/features/curation.md §4, §8.
 */
import type { ManageAttribute, ManageCompetencyView, ManageFrameworkView } from '@hub/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, segment } from '../../../lib/api-client';
import { manageFrameworkKey } from './manage-key';

/** Base path of one framework's curation routes. */
export function manageBase(framework: string): string {
  return `/api/v1/manage/frameworks/${segment(framework)}`;
}

/** GET /manage/frameworks/{fw}: draft (editable) or newest live version. @throws ApiError (404 unknown) */
export function fetchManageFramework(framework: string, signal?: AbortSignal): Promise<ManageFrameworkView> {
  return apiGet<ManageFrameworkView>(manageBase(framework), signal);
}

export { manageFrameworkKey };

/**
 * How recent a manage view may be for a screen that mounts to use it without reading it again: the
 * shell starts the read before the session check and the screen's files (app/shell-prefetch.ts), and
 * a read that answered before the screen mounted was read a second time (ADR 0072).
 */
const JUST_READ_MS = 2_000;

/**
 * Query options of the manage view; refetched on mount (drafts change) unless it was read in the last
 * JUST_READ_MS, and on focus and reconnect.
 */
export const manageFrameworkQuery = (framework: string) =>
  queryOptions({
    queryKey: manageFrameworkKey(framework),
    queryFn: ({ signal }) => fetchManageFramework(framework, signal),
    staleTime: 0,
    refetchOnMount: (query) => Date.now() - query.state.dataUpdatedAt > JUST_READ_MS,
  });

/** Loads the manage view of `framework`; error is an ApiError (404 → not-found page). */
export function useManageFramework(framework: string) {
  return useQuery(manageFrameworkQuery(framework));
}

/** Query key of one competency's view: below the framework's, so that its writes refresh it too. */
export const manageCompetencyKey = (framework: string, competencyId: number) =>
  [...manageFrameworkKey(framework), 'competencies', competencyId] as const;

/**
 * GET /manage/frameworks/{fw}/competencies/{id}: one competency of the managed version with its attributes
 * (docs/features/curation.md §5: the manage attributes screen loads it, not the whole framework).
 * @throws ApiError (404 unknown framework or competency)
 */
export function fetchManageCompetency(
  framework: string,
  competencyId: number,
  signal?: AbortSignal,
): Promise<ManageCompetencyView> {
  return apiGet<ManageCompetencyView>(
    `${manageBase(framework)}/competencies/${segment(competencyId)}`,
    signal,
  );
}

/** Query options of one competency's view; always refetched on mount (drafts change). */
export const manageCompetencyQuery = (framework: string, competencyId: number) =>
  queryOptions({
    queryKey: manageCompetencyKey(framework, competencyId),
    queryFn: ({ signal }) => fetchManageCompetency(framework, competencyId, signal),
    staleTime: 0,
  });

/**
 * Loads one competency's view; disabled while `competencyId` is null (a malformed route id).
 * @returns the query; error is an ApiError (404 → not-found page)
 */
export function useManageCompetency(framework: string, competencyId: number | null) {
  return useQuery({ ...manageCompetencyQuery(framework, competencyId ?? 0), enabled: competencyId !== null });
}

/** Query key of one attribute's view: below the framework's, so that every curation write refreshes it. */
export const manageAttributeKey = (framework: string, attributeId: number) =>
  [...manageFrameworkKey(framework), 'attributes', attributeId] as const;

/**
 * Loads one attribute of the managed version where it is now (`GET /manage/frameworks/{fw}/attributes/{id}`;
 * the attribute settings screen, docs/features/curation.md §6; the framework's view holds attribute counts
 * only, ADR 0072); always refetched on mount, focus and reconnect (a colleague may move it). Disabled while
 * `attributeId` is null. @returns the query; error is an ApiError (404: no such attribute)
 */
export function useManageAttribute(framework: string, attributeId: number | null) {
  return useQuery({
    queryKey: manageAttributeKey(framework, attributeId ?? 0),
    queryFn: ({ signal }) =>
      apiGet<ManageAttribute>(`${manageBase(framework)}/attributes/${segment(attributeId ?? 0)}`, signal),
    staleTime: 0,
    retry: false,
    enabled: attributeId !== null,
  });
}
