/**
 * Presents profile models in the app's own `/api/v1` shapes (packages/domain/src/schemas/profiles.ts).
 */
import type {
  CloneProfilesResult,
  ProfileGender,
  ProfileSource,
  PublishingStatus,
  ReferenceProfile,
  ReferenceProfileSummary,
  SeniorityLevel,
} from '@hub/domain';
import type { CloneModel } from './clone-service.js';
import { mediaUrl } from './media-service.js';
import type { ProfileModel } from './service.js';

/** One profile as listed (home grid, profiles tab, role selector). */
export function presentProfileSummary(model: ProfileModel): ReferenceProfileSummary {
  const p = model.profile;
  return {
    id: p.id,
    title: p.title,
    jobTitle: p.jobTitle,
    seniorityLevel: (p.seniorityLevel as SeniorityLevel | null) ?? null,
    publishingStatus: p.publishingStatus as PublishingStatus,
    urlAlias: p.urlAlias,
    imageUrl: p.imageId ? mediaUrl(p.imageId) : null,
    ...(p.source?.label ? { label: p.source.label } : {}),
  };
}

/** One profile with its mapping and provenance. */
export function presentProfile(model: ProfileModel): ReferenceProfile {
  const p = model.profile;
  const source: ProfileSource | null = p.source
    ? {
        title: p.source.title,
        text: p.source.text,
        sources: p.source.sources,
        complete: p.source.complete,
        citation: p.source.citation ?? null,
      }
    : null;
  return {
    ...presentProfileSummary(model),
    revision: p.revision,
    framework: model.fw.machineName,
    version: model.version.number,
    age: p.age,
    gender: p.gender as ProfileGender,
    qualificationBackground: p.qualificationBackground,
    currentRole: p.currentRole,
    additionalInformation: p.additionalInformation,
    source,
    derivation: p.derivation ?? null,
    mapping: model.mapping.map((m) => ({
      competencyId: m.competencyId,
      competencyUuid: m.competencyUuid,
      expertiseLevelId: m.expertiseLevelId,
      ratingLevel: m.ratingLevel,
      attributeIds: m.attributeIds,
    })),
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The outcome of a clone. */
export function presentClone(model: CloneModel): CloneProfilesResult {
  return {
    fromVersion: model.fromVersion.number,
    created: model.created.map(presentProfileSummary),
    notCarried: model.notCarried,
    skipped: model.skipped,
  };
}
