/**
 * Pure logic of the reference profile form and the download record: the form's values and their checks
 * (docs/features/curation.md §11 manager messages), the image checks (docs/features/curation.md §11, §15), and conversions between the form, the API body,
 * the mapping state and ProfileDownloadData. Source: docs/features/profiles.md §1, §3; docs/features/browsing.md §8.
 */
import {
  IMAGE_MIME_TYPES,
  MAX_IMAGE_BYTES,
  MAX_PROFILE_AGE,
  type MappingState,
  MIN_JOB_TITLE_LENGTH,
  MIN_PROFILE_NAME_LENGTH,
  PROFILE_MESSAGES,
  type ProfileDownloadData,
  type ProfileGender,
  type ProfileRequest,
  type PublishingStatus,
  type ReferenceProfile,
  type SeniorityLevel,
} from '@hub/domain';

/** Values of the profile form (age and seniority as the inputs hold them: '' when empty). */
export interface ProfileFormValues {
  title: string;
  jobTitle: string;
  age: number | '';
  gender: ProfileGender;
  seniorityLevel: SeniorityLevel | '';
  qualificationBackground: string;
  currentRole: string;
  additionalInformation: string;
  publishingStatus: PublishingStatus;
}

/** An empty form: gender 'None', no seniority, Draft (docs/features/curation.md §10: a new reference profile is Draft). */
export const EMPTY_PROFILE_FORM: ProfileFormValues = {
  title: '',
  jobTitle: '',
  age: '',
  gender: 'None',
  seniorityLevel: '',
  qualificationBackground: '',
  currentRole: '',
  additionalInformation: '',
  publishingStatus: 'Draft',
};

/** Name check (docs/features/curation.md §11): at least 2 characters after trimming, else the manager form's message. */
export function validateName(value: string): string | null {
  return value.trim().length >= MIN_PROFILE_NAME_LENGTH ? null : PROFILE_MESSAGES.nameManager;
}

/** Job title check (docs/features/curation.md §11): at least 3 characters after trimming, else the manager form's message. */
export function validateJobTitle(value: string): string | null {
  return value.trim().length >= MIN_JOB_TITLE_LENGTH ? null : PROFILE_MESSAGES.jobTitleManager;
}

/** Age check: empty, or a whole number from 0 to the contract's maximum. */
export function validateAge(value: number | ''): string | null {
  if (value === '') return null;
  return Number.isInteger(value) && value >= 0 && value <= MAX_PROFILE_AGE
    ? null
    : `Enter an age from 0 to ${MAX_PROFILE_AGE}`;
}

/**
 * Image check (docs/features/curation.md §11, §15): 'Only JPG or PNG images are allowed' for another type, 'Image size should not be
 * more than 2 MB' above 2,097,152 bytes; null when acceptable. The server checks the content again.
 */
export function imageProblem(file: { size: number; type: string }): string | null {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return PROFILE_MESSAGES.imageWrongType;
  if (file.size > MAX_IMAGE_BYTES) return PROFILE_MESSAGES.imageTooLarge;
  return null;
}

/** The form's values as the API body (trimmed name and job title, empty age and seniority as null). */
export function toProfileRequest(values: ProfileFormValues, imageId: number | null): ProfileRequest {
  return {
    title: values.title.trim(),
    jobTitle: values.jobTitle.trim(),
    age: values.age === '' ? null : values.age,
    gender: values.gender,
    seniorityLevel: values.seniorityLevel === '' ? null : values.seniorityLevel,
    qualificationBackground: values.qualificationBackground,
    currentRole: values.currentRole,
    additionalInformation: values.additionalInformation,
    imageId,
    publishingStatus: values.publishingStatus,
  };
}

/** A stored profile as form values (edit page). */
export function profileToFormValues(profile: ReferenceProfile): ProfileFormValues {
  return {
    title: profile.title,
    jobTitle: profile.jobTitle,
    age: profile.age ?? '',
    gender: profile.gender,
    seniorityLevel: profile.seniorityLevel ?? '',
    qualificationBackground: profile.qualificationBackground,
    currentRole: profile.currentRole,
    additionalInformation: profile.additionalInformation,
    publishingStatus: profile.publishingStatus,
  };
}

/** A stored profile as the request that would save it unchanged (the base and theirs of a merge, ADR 0057). */
export function profileRequestOf(profile: ReferenceProfile): ProfileRequest {
  return toProfileRequest(profileToFormValues(profile), mediaIdFromUrl(profile.imageUrl));
}

/**
 * The media id of an image URL of the API (`/api/v1/media/{id}`), or null for another URL. The profile
 * read gives the URL only; an edit must send the id back to keep the image.
 */
export function mediaIdFromUrl(url: string | null): number | null {
  const match = url ? /^\/api\/v1\/media\/(\d+)(?:[?#].*)?$/.exec(url) : null;
  return match ? Number(match[1]) : null;
}

/** The mapping state of a download record. */
export function downloadMapping(record: ProfileDownloadData): MappingState {
  const state: Record<number, { expertiseLevelId: number; attributeIds: number[] }> = {};
  for (const entry of record.mapping) {
    if (entry.expertise === 0) continue;
    state[entry.competency_id] = { expertiseLevelId: entry.expertise_id, attributeIds: [] };
  }
  for (const { attribute_id, competency_id } of record.mappingAttributes) {
    state[competency_id]?.attributeIds.push(attribute_id);
  }
  return state;
}

/**
 * The download record with `state` as its mapping (`rating` gives each level's rating by id).
 * @returns a new record; the input is not changed
 */
export function withDownloadMapping(
  record: ProfileDownloadData,
  state: MappingState,
  rating: (levelId: number) => number,
): ProfileDownloadData {
  const entries = Object.entries(state).map(([id, selection]) => ({
    competencyId: Number(id),
    ...selection,
  }));
  return {
    ...record,
    mapping: entries.map((e) => ({
      competency_id: e.competencyId,
      expertise_id: e.expertiseLevelId,
      expertise: rating(e.expertiseLevelId),
    })),
    mappingAttributes: entries.flatMap((e) =>
      e.attributeIds.map((attributeId) => ({ attribute_id: attributeId, competency_id: e.competencyId })),
    ),
  };
}

/** A competency as the mapping screens list it: its non-archived attributes with their type. */
export interface MappableCompetency {
  id: number;
  title: string;
  attributes: { id: number; title: string; type: string }[];
}

/** A domain of the mapping screens, named with the framework it belongs to (core or extension). */
export interface MappableDomain {
  id: number;
  title: string;
  competencies: MappableCompetency[];
}

/**
 * The domains a profile of this version maps, without archived domains, competencies or attributes:
 * for an extension framework the core framework's domains come first (docs/features/profiles.md §1: iscb-3.0e1 profiles map
 * the core competencies too), then the version's own. Domains left without competencies are dropped.
 */
export function mappableDomains(content: {
  domains: readonly MappableSource[];
  coreDomains: readonly MappableSource[];
}): MappableDomain[] {
  return [...content.coreDomains, ...content.domains]
    .filter((d) => !d.archived)
    .map((d) => ({
      id: d.id,
      title: d.title,
      competencies: d.competencies
        .filter((c) => !c.archived)
        .map((c) => ({
          id: c.id,
          title: c.title,
          attributes: c.attributes
            .filter((a) => !a.archived)
            .map((a) => ({ id: a.id, title: a.title, type: a.type })),
        })),
    }))
    .filter((d) => d.competencies.length > 0);
}

/** The domain fields {@link mappableDomains} reads (a subset of the framework content's Domain). */
interface MappableSource {
  id: number;
  title: string;
  archived: boolean;
  competencies: readonly {
    id: number;
    title: string;
    archived: boolean;
    attributes: readonly { id: number; title: string; type: string; archived: boolean }[];
  }[];
}

/** A route's numeric id (`/profile/edit/{id}`), or null when it is not a positive 32-bit whole number. */
export function routeId(raw: string | undefined): number | null {
  return raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2147483647 ? Number(raw) : null;
}
