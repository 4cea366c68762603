/**
 * Presents profile models in the original hub API's shapes (docs/features/public-api.md §5; docs/features/browsing.md §8 'Profile as read'): ids as digit strings, `image` always an array, `profile_mapping` with the
 * competency id, the expertise-level id (not the rating) and attribute ids, all strings.
 */
import type { ProfileGender, PublishingStatus, SeniorityLevel } from '@hub/domain';
import type { ProfileModel } from '../profiles/index.js';
import { mediaUrl } from '../profiles/index.js';

/** One profile (list item, or the object returned for `?id=`). */
export function presentHubProfile(model: ProfileModel) {
  const p = model.profile;
  return {
    id: String(p.id),
    nid: String(p.id),
    title: p.title,
    job_title: p.jobTitle,
    age: p.age === null ? null : String(p.age),
    gender: p.gender as ProfileGender,
    seniority_level: p.seniorityLevel as SeniorityLevel | null,
    qualification_background: p.qualificationBackground,
    current_role: p.currentRole,
    additional_information: p.additionalInformation,
    image: p.imageId
      ? [{ target_id: String(p.imageId), url: mediaUrl(p.imageId), alt: 'persona picture' }]
      : [],
    publishing_status: p.publishingStatus as PublishingStatus,
    url_alias: p.urlAlias,
    competency_framework: {
      id: String(model.fw.id),
      title: model.fw.title,
      machine_name: model.fw.machineName,
      version: model.version.number,
    },
    profile_mapping: model.mapping.map((m) => ({
      competency: String(m.competencyId),
      expertise: String(m.expertiseLevelId),
      attributes: m.attributeIds.map(String),
    })),
    created: p.createdAt.toISOString(),
    changed: p.updatedAt.toISOString(),
  };
}
