/**
 * The group as the cohort page analyses it (docs/features/cohort.md): counts of people per expertise level
 * of each competency, for the whole group and for each sub-group (a survey column such as career stage),
 * read from guest profile files or a survey. Only counts leave this module; the answers stay where they
 * were read.
 */
import {
  type FrameworkVersionContent,
  type GuestProfile,
  type LevelDistribution,
  NOT_APPLICABLE_RATING,
  parseGuestProfileFile,
} from '@hub/domain';

/** A competency of the version, as the analysis names it. */
export interface CohortCompetency {
  id: number;
  uuid: string;
  code: string | null;
  title: string;
}

/** One group: how many people, and the counts per level of each competency (in the version's order). */
export interface CohortGroup {
  label: string;
  respondents: number;
  distributions: LevelDistribution[];
}

/** What was read: the whole group, its sub-groups side by side (empty when not split) and notes on the read. */
export interface CohortData {
  source: 'survey' | 'profiles';
  overall: CohortGroup;
  groups: CohortGroup[];
  /** Things the visitor should know about the read (files skipped, columns not matched), one sentence each. */
  notes: string[];
}

/** The version's competencies that are not archived, core domains of an extension first. */
export function cohortCompetencies(
  content: Pick<FrameworkVersionContent, 'domains' | 'coreDomains'>,
): CohortCompetency[] {
  return [...content.coreDomains, ...content.domains]
    .filter((d) => !d.archived)
    .flatMap((d) => d.competencies.filter((c) => !c.archived))
    .map((c) => ({ id: c.id, uuid: c.uuid, code: c.code, title: c.title }));
}

/** A text file chosen by the visitor: its name and content. */
export interface ChosenFile {
  name: string;
  text: string;
  /** Why the file could not be read as text (its encoding), when it could not. */
  problem?: string;
}

/**
 * Reads guest profile files ('Save to file' of the guest profile) as a group: one person per valid file of
 * this framework version; a competency a profile does not map counts as 'Not applicable' (rating 0), as the
 * guest profile stores it. Files that are not profiles, or belong to another version, are skipped with a
 * note; a second file with the same content counts once.
 * @returns null when no file is a profile of this version (the notes say why)
 */
export function cohortFromGuestProfiles(
  files: readonly ChosenFile[],
  framework: string,
  version: string,
  competencies: readonly CohortCompetency[],
): { data: CohortData | null; notes: string[] } {
  const notes: string[] = [];
  const profiles: GuestProfile[] = [];
  const seen = new Set<string>();
  for (const file of files) {
    const result = parseGuestProfileFile(file.text);
    if (!result.ok) {
      notes.push(`${file.name} was skipped: ${result.message}`);
      continue;
    }
    const { profile } = result;
    if (profile.frameworkName !== framework || profile.versionNumber !== version) {
      notes.push(
        `${file.name} was skipped: it is a profile of ${profile.frameworkName} ${profile.versionNumber}, not of this version.`,
      );
      continue;
    }
    if (seen.has(file.text)) {
      notes.push(`${file.name} was skipped: the same profile was chosen twice.`);
      continue;
    }
    seen.add(file.text);
    profiles.push(profile);
  }
  if (profiles.length === 0) return { data: null, notes };
  const ratings = profiles.map(
    (p) => new Map(p.profile_mapping.map((m) => [m.competencyUuid, m.ratingLevel])),
  );
  const distributions = competencies.map((c): LevelDistribution => {
    const counts = new Map<number, number>();
    for (const byUuid of ratings) {
      const rating = byUuid.get(c.uuid) ?? NOT_APPLICABLE_RATING;
      counts.set(rating, (counts.get(rating) ?? 0) + 1);
    }
    return { competencyUuid: c.uuid, code: c.code, title: c.title, counts };
  });
  const overall = { label: 'All', respondents: profiles.length, distributions };
  return { data: { source: 'profiles', overall, groups: [], notes }, notes };
}

/** 'A1 Title' or 'Title' without a code. */
export const competencyName = (c: { code: string | null; title: string }) =>
  c.code ? `${c.code} ${c.title}` : c.title;

/** 0.256 → '26%'. */
export const percent = (share: number) => `${Math.round(share * 100)}%`;
