/**
 * Resolves one side of a comparison (the guest profile of this browser or a reference profile) to what
 * the comparison screens show: a persona and the rating per competency id.
 * Source: docs/features/profiles.md §5, docs/features/original-hub.md (numeric ratings).
 */
import {
  type FrameworkVersionContent,
  type GuestProfile,
  type ReferenceProfile,
  ratingsOfMapping,
  reconcileGuestMapping,
} from '@hub/domain';
import { useMemo } from 'react';
import type { Persona } from '../../../components/profile';
import { isGuestProfileOf, useGuestProfile } from '../../../lib/guest-profile';
import { useReferenceProfile } from '../api/reference-api';
import { guestDomains, ratingsByCompetency } from '../guest-logic';
import type { ProfileRef } from '../reference-logic';

/** One compared profile, ready to show. */
export interface ComparedSide {
  ref: ProfileRef;
  persona: Persona;
  ratings: ReadonlyMap<number, number>;
  /** Reference profiles only: Live or Draft. */
  publishingStatus: 'Live' | 'Draft' | null;
}

/** State of one side: loading, a failure to show, the guest profile missing, or ready. */
export type SideState =
  | { kind: 'none' }
  | { kind: 'loading' }
  | { kind: 'error'; error: unknown; retry: () => void }
  | { kind: 'no-guest'; existing: GuestProfile | null }
  | { kind: 'ready'; side: ComparedSide };

function guestSide(profile: GuestProfile, content: FrameworkVersionContent): ComparedSide {
  const mapping = reconcileGuestMapping(profile.profile_mapping, {
    competencies: guestDomains(content).flatMap((d) => d.competencies),
    expertiseLevels: content.expertiseLevels,
  });
  return {
    ref: 'guest',
    persona: {
      name: profile.title,
      jobTitle: profile.job_title,
      imageUrl: profile.image[0]?.url ?? null,
      gender: profile.gender,
      age: profile.age,
    },
    ratings: ratingsByCompetency(mapping),
    publishingStatus: null,
  };
}

function referenceSide(profile: ReferenceProfile): ComparedSide {
  return {
    ref: profile.id,
    persona: {
      name: profile.title,
      jobTitle: profile.jobTitle,
      imageUrl: profile.imageUrl,
      seniorityLevel: profile.seniorityLevel,
    },
    ratings: ratingsOfMapping(profile.mapping),
    publishingStatus: profile.publishingStatus,
  };
}

/**
 * One side of a comparison of `framework` `version`.
 * @param ref 'guest', a reference profile id, or undefined (no role chosen: state 'none')
 * @param content the version's content (guest mappings are re-resolved against it), once loaded
 */
export function useComparedProfile(
  framework: string,
  version: string,
  ref: ProfileRef | undefined,
  content: FrameworkVersionContent | undefined,
): SideState {
  const guest = useGuestProfile();
  const query = useReferenceProfile(framework, version, typeof ref === 'number' ? ref : null);
  return useMemo((): SideState => {
    if (ref === undefined) return { kind: 'none' };
    if (ref === 'guest') {
      if (!guest || !isGuestProfileOf(guest, framework, version))
        return { kind: 'no-guest', existing: guest };
      return content ? { kind: 'ready', side: guestSide(guest, content) } : { kind: 'loading' };
    }
    if (query.data) return { kind: 'ready', side: referenceSide(query.data) };
    if (query.error) return { kind: 'error', error: query.error, retry: () => void query.refetch() };
    return { kind: 'loading' };
  }, [ref, guest, framework, version, content, query.data, query.error, query.refetch]);
}
