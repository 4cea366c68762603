/**
 * Comparison of two profiles (the guest or a reference profile as profile 1, a reference profile as
 * profile 2) on the numeric rating of the expertise level mapped per competency: the per-competency
 * status, the number of competencies needing improvement, the gap in levels and per-domain averages for
 * the radar chart. Source: docs/features/profiles.md §5; docs/features/browsing.md §9;
 * docs/features/original-hub.md (numeric rating_level; 'Not applicable' is rating 0).
 */
import { NOT_APPLICABLE_RATING } from '../constants/index.js';

/** Status of one competency in a comparison (the original hub's wording). */
export const COMPARISON_STATUSES = ['Meets the level', 'Needs improvement', 'Not applicable'] as const;
export type ComparisonStatus = (typeof COMPARISON_STATUSES)[number];

/** The part of a competency the comparison needs. */
export interface ComparableCompetency {
  id: number;
  title: string;
}

/** The part of a domain the comparison needs (competencies in display order). */
export interface ComparableDomain {
  id: number;
  title: string;
  competencies: readonly ComparableCompetency[];
}

/** Rating per competency id of one profile; a missing competency counts as rating 0. */
export type ProfileRatings = ReadonlyMap<number, number>;

/** One competency compared. */
export interface ComparedCompetency {
  competencyId: number;
  title: string;
  domainId: number;
  domainTitle: string;
  /** Profile 1's rating (0 when not mapped). */
  rating1: number;
  /** Profile 2's (the reference) rating (0 when not mapped). */
  rating2: number;
  status: ComparisonStatus;
  /** Levels profile 1 lacks to reach profile 2: `rating2 - rating1` when positive, else 0. */
  gap: number;
}

/** One domain compared, with the average rating of each profile over the domain's competencies. */
export interface ComparedDomain {
  domainId: number;
  title: string;
  /** Mean of profile 1's ratings over the domain's competencies (unmapped ones count as 0). */
  average1: number;
  /** Mean of profile 2's ratings over the domain's competencies (unmapped ones count as 0). */
  average2: number;
  competencies: ComparedCompetency[];
}

/** Result of {@link compareProfiles}. */
export interface ProfileComparison {
  domains: ComparedDomain[];
  /** Every competency, in domain order. */
  competencies: ComparedCompetency[];
  /** The competencies with status 'Needs improvement', in domain order. */
  needsImprovement: ComparedCompetency[];
  /** Number of competencies where profile 1 is below profile 2 (or lacks a competency profile 2 has). */
  needsImprovementCount: number;
}

/** A rating as the comparison reads it: a missing, non-finite or negative rating is 0 ('Not applicable'). */
function ratingOf(ratings: ProfileRatings, competencyId: number): number {
  const value = ratings.get(competencyId);
  return value !== undefined && Number.isFinite(value) && value > NOT_APPLICABLE_RATING
    ? value
    : NOT_APPLICABLE_RATING;
}

/**
 * The status of one competency: 'Not applicable' when both ratings are 0, 'Meets the level' when profile 1
 * is at or above profile 2, otherwise 'Needs improvement' (docs/features/profiles.md §5).
 */
export function comparisonStatus(rating1: number, rating2: number): ComparisonStatus {
  const r1 = Math.max(NOT_APPLICABLE_RATING, rating1);
  const r2 = Math.max(NOT_APPLICABLE_RATING, rating2);
  if (r1 === NOT_APPLICABLE_RATING && r2 === NOT_APPLICABLE_RATING) return 'Not applicable';
  return r1 >= r2 ? 'Meets the level' : 'Needs improvement';
}

/**
 * Compares profile 1 with profile 2 (the reference) over every competency of `domains`.
 * @param domains the framework version's domains (an extension's core domains included), in display
 * order; domains without competencies are left out of the result
 * @param profile1 ratings of the profile being compared (e.g. the guest profile)
 * @param profile2 ratings of the reference profile
 * @returns per-competency status and gap, per-domain averages, and the needs-improvement list and count.
 * Pure: the same input always gives the same result; never throws.
 */
export function compareProfiles(
  domains: readonly ComparableDomain[],
  profile1: ProfileRatings,
  profile2: ProfileRatings,
): ProfileComparison {
  const compared: ComparedDomain[] = [];
  for (const domain of domains) {
    if (domain.competencies.length === 0) continue;
    const competencies = domain.competencies.map((competency): ComparedCompetency => {
      const rating1 = ratingOf(profile1, competency.id);
      const rating2 = ratingOf(profile2, competency.id);
      return {
        competencyId: competency.id,
        title: competency.title,
        domainId: domain.id,
        domainTitle: domain.title,
        rating1,
        rating2,
        status: comparisonStatus(rating1, rating2),
        gap: Math.max(0, rating2 - rating1),
      };
    });
    const mean = (pick: (c: ComparedCompetency) => number) =>
      competencies.reduce((sum, c) => sum + pick(c), 0) / competencies.length;
    compared.push({
      domainId: domain.id,
      title: domain.title,
      average1: mean((c) => c.rating1),
      average2: mean((c) => c.rating2),
      competencies,
    });
  }
  const competencies = compared.flatMap((d) => d.competencies);
  const needsImprovement = competencies.filter((c) => c.status === 'Needs improvement');
  return {
    domains: compared,
    competencies,
    needsImprovement,
    needsImprovementCount: needsImprovement.length,
  };
}

/** Ratings of a reference profile's mapping (`competencyId` → `ratingLevel`). */
export function ratingsOfMapping(
  mapping: readonly { competencyId: number; ratingLevel: number }[],
): Map<number, number> {
  return new Map(mapping.map((entry) => [entry.competencyId, entry.ratingLevel]));
}
