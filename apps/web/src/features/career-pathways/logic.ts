/**
 * Pure rules of the career pathway screens (docs/features/profiles.md §7; docs/features/browsing.md §9 pathway profile list,
 * §5 validation, docs/features/browsing.md §11 'Step {n}').
 */
import type { CareerPathwayStep, ReferenceProfileSummary, SeniorityLevel } from '@hub/domain';

/** Label under a step's job title: its seniority level, or 'Step {position}' when it has none. */
export function stepLabel(
  step: Pick<CareerPathwayStep, 'position'> & { profile: Pick<ReferenceProfileSummary, 'seniorityLevel'> },
  labels: Record<SeniorityLevel, string>,
): string {
  return step.profile.seniorityLevel ? labels[step.profile.seniorityLevel] : `Step ${step.position}`;
}

/** Adds `id` at the end of the pathway's profile list; a profile already in it is ignored (docs/features/browsing.md §9). */
export function addStep(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? [...ids] : [...ids, id];
}

/** Removes `id` from the pathway's profile list ('x'). */
export function removeStep(ids: readonly number[], id: number): number[] {
  return ids.filter((existing) => existing !== id);
}

/**
 * Profiles offered in 'Select a profile': Live profiles of the version that are not yet in the pathway
 * (docs/features/browsing.md §9: only Live profiles are pathway choices), by job title.
 */
export function selectableProfiles(
  profiles: readonly ReferenceProfileSummary[],
  chosen: readonly number[],
): ReferenceProfileSummary[] {
  return profiles
    .filter((p) => p.publishingStatus === 'Live' && !chosen.includes(p.id))
    .sort((a, b) => a.jobTitle.localeCompare(b.jobTitle) || a.id - b.id);
}

/** Option label of a profile in 'Select a profile': job title and name. */
export function profileOptionLabel(profile: Pick<ReferenceProfileSummary, 'jobTitle' | 'title'>): string {
  return profile.title && profile.title !== profile.jobTitle
    ? `${profile.jobTitle} (${profile.title})`
    : profile.jobTitle;
}

/** Longest description snippet on the pathway list before it is cut with '...' (docs/features/browsing.md §11). */
export const SNIPPET_LENGTH = 180;

/** A description shortened for the pathway list: cut at a word boundary and ended with '...' (docs/features/browsing.md §11). */
export function snippet(text: string, max = SNIPPET_LENGTH): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}...`;
}

/** Parses the `:id` of a career pathway route: a positive database id, else null (not-found page). */
export function parsePathwayId(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
