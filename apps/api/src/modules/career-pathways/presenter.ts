/**
 * Response shapes of career pathways: the `/api/v1` CareerPathway (packages/domain
 * schemas/career-pathways.ts) and the original hub's list item (docs/features/browsing.md §8 'Career
 * pathway', docs/features/public-api.md §1: ids as digit strings, `image` as a list of `{url}`, `seniroty_level` spelled as the
 * original).
 */
import {
  type CareerPathway,
  PUBLISHING_STATUSES,
  type PublishingStatus,
  type ReferenceProfileSummary,
  SENIORITY_LEVELS,
  type SeniorityLevel,
} from '@hub/domain';
import { z } from 'zod';
import { mediaUrl } from '../profiles/index.js';
import type { ProfileRow } from './repository.js';
import type { PathwayModel } from './service.js';

const asSeniority = (value: string | null): SeniorityLevel | null =>
  (SENIORITY_LEVELS as readonly string[]).includes(value ?? '') ? (value as SeniorityLevel) : null;
const asStatus = (value: string): PublishingStatus =>
  (PUBLISHING_STATUSES as readonly string[]).includes(value) ? (value as PublishingStatus) : 'Draft';

/** A profile row as the contract's ReferenceProfileSummary. */
export function presentProfileSummary(row: ProfileRow): ReferenceProfileSummary {
  return {
    id: row.id,
    title: row.title,
    jobTitle: row.jobTitle,
    seniorityLevel: asSeniority(row.seniorityLevel),
    publishingStatus: asStatus(row.publishingStatus),
    urlAlias: row.urlAlias,
    imageUrl: row.imageId === null ? null : mediaUrl(row.imageId),
  };
}

/** A pathway model as the `/api/v1` CareerPathway. */
export function presentCareerPathway(model: PathwayModel): CareerPathway {
  return {
    id: model.pathway.id,
    revision: model.pathway.revision,
    title: model.pathway.title,
    description: model.pathway.description,
    framework: model.scope.framework.machineName,
    version: model.scope.version.number,
    steps: model.steps.map((s) => ({ position: s.position, profile: presentProfileSummary(s.profile) })),
  };
}

const digits = z.string().regex(/^\d+$/);

/** One career pathway of the original hub API (`GET /api/{fw}/{v}/career-pathways`). */
export const hubCareerPathwaySchema = z.object({
  id: digits,
  nid: digits,
  title: z.string(),
  description: z.string(),
  profiles: z.array(
    z.object({
      id: digits,
      job_title: z.string(),
      image: z.array(z.object({ url: z.string() })),
      url_alias: z.string(),
      /** Spelled as the original's list response; '' when the profile has no seniority level. */
      seniroty_level: z.string(),
    }),
  ),
  frameworkName: z.string(),
  frameworkVersion: z.string(),
});
export type HubCareerPathway = z.infer<typeof hubCareerPathwaySchema>;

/** A pathway model in the original hub's shape. */
export function presentHubCareerPathway(model: PathwayModel): HubCareerPathway {
  const id = String(model.pathway.id);
  return {
    id,
    nid: id,
    title: model.pathway.title,
    description: model.pathway.description,
    profiles: model.steps.map(({ profile }) => ({
      id: String(profile.id),
      job_title: profile.jobTitle,
      image: profile.imageId === null ? [] : [{ url: mediaUrl(profile.imageId) }],
      url_alias: profile.urlAlias,
      seniroty_level: profile.seniorityLevel ?? '',
    })),
    frameworkName: model.scope.framework.machineName,
    frameworkVersion: model.scope.version.number,
  };
}
