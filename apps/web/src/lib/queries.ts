/**
 * The reads more than one feature needs, each defined once with its one cache key (features never import
 * each other): a framework version's content, a version's reference profiles and one profile, a training
 * resource by slug, a learning pathway. Writes that change them invalidate by these keys' prefixes
 * (`['frameworks', …]`, `['training', …]`, `['learning-pathways', …]`).
 */
import type {
  FrameworkVersionContent,
  LearningPathway,
  ReferenceProfile,
  ReferenceProfileList,
  TrainingResource,
} from '@hub/domain';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, segment } from './api-client';

const versionPath = (framework: string, version: string) =>
  `/api/v1/frameworks/${segment(framework)}/versions/${segment(version)}`;

/** GET /api/v1/frameworks/{framework}/versions/{version}. @throws ApiError (404 for unknown ones) */
export function fetchFrameworkVersion(
  framework: string,
  version: string,
  signal?: AbortSignal,
): Promise<FrameworkVersionContent> {
  return apiGet<FrameworkVersionContent>(versionPath(framework, version), signal);
}

/** Query options of one framework version's content (framework page, guest profile screens). */
export const frameworkVersionQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version],
    queryFn: ({ signal }) => fetchFrameworkVersion(framework, version, signal),
  });

/**
 * Query options of GET .../profiles: the version's reference profiles (Live only for anonymous visitors,
 * Live and Draft for signed-in users); the profile screens and the guest compare targets share it.
 */
export const referenceProfilesQuery = (framework: string, version: string) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version, 'profiles'],
    queryFn: ({ signal }) =>
      apiGet<ReferenceProfileList>(`${versionPath(framework, version)}/profiles`, signal),
  });

/** Query options of GET .../profiles/{id}: one reference profile with its mapping (404 for a Draft when anonymous). */
export const referenceProfileQuery = (framework: string, version: string, id: number) =>
  queryOptions({
    queryKey: ['frameworks', framework, 'versions', version, 'profiles', id],
    queryFn: ({ signal }) =>
      apiGet<ReferenceProfile>(`${versionPath(framework, version)}/profiles/${segment(String(id))}`, signal),
  });

/** Query options of a training resource by slug (404 for an unknown one, or an archived one for visitors). */
export const trainingResourceQuery = (slug: string) =>
  queryOptions({
    queryKey: ['training', 'resource', slug],
    queryFn: ({ signal }) => apiGet<TrainingResource>(`/api/v1/training-resources/${segment(slug)}`, signal),
  });

/** Query options of one learning pathway (404 for an unknown one, or an unpublished one for visitors). */
export const learningPathwayQuery = (id: number) =>
  queryOptions({
    queryKey: ['learning-pathways', 'one', id],
    queryFn: ({ signal }) => apiGet<LearningPathway>(`/api/v1/learning-pathways/${segment(id)}`, signal),
  });
