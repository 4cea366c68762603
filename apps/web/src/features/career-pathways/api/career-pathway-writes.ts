/**
 * Career pathway writes (contract in packages/domain/src/schemas/career-pathways.ts): create, update and
 * delete, each based on the revision the manager saw (ADR 0021). Every write refreshes the version's
 * pathway queries. Source: docs/features/profiles.md §7, §8.
 */
import type { CareerPathway, CareerPathwayRequest } from '@hub/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend, segment } from '../../../lib/api-client';
import { compareFields, type Saved, sendBasedOn, showValue } from '../../../lib/stale-write';
import { pathwaysKey, versionPath } from './career-pathways';

/** Base path of the pathway writes. */
const manageBase = (framework: string, version: string) =>
  `/api/v1/manage${versionPath(framework, version)}/career-pathways`;

/** What a save sends: the pathway, the ETag it was based on, and the chosen profiles' titles for the dialog. */
export interface CareerPathwaySave {
  body: CareerPathwayRequest;
  ifMatch?: string | undefined;
  /** Titles of the chosen profiles, in order (the conflict dialog shows them). */
  stepTitles: string[];
}

/** The compared fields of a stale save: the form's values and the pathway as saved now. */
function pathwayConflict({ body, stepTitles }: CareerPathwaySave, current: unknown) {
  const saved = (current ?? {}) as { steps?: { profile: { title: string } }[] };
  return compareFields(
    { title: 'Title', description: 'Description', steps: 'Profiles, in order' },
    { title: body.title, description: body.description, steps: stepTitles },
    current,
    { steps: (saved.steps ?? []).map((step) => step.profile.title) },
  );
}

/**
 * Create (`id` null) or update a career pathway based on `ifMatch` (ADR 0021: a stale update asks in the
 * conflict dialog); refreshes the version's pathways on success.
 * @returns a mutation whose result is the saved pathway, or THEIRS_KEPT (lib/stale-write) when the manager
 *   took theirs; errors are ApiErrors with field `issues`
 */
export function useSaveCareerPathway(framework: string, version: string, id: number | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (save: CareerPathwaySave): Promise<Saved<CareerPathway>> =>
      id === null
        ? apiSend<CareerPathway>('POST', manageBase(framework, version), save.body)
        : sendBasedOn(
            (basedOn) =>
              apiSend<CareerPathway>('PUT', `${manageBase(framework, version)}/${segment(id)}`, save.body, {
                ifMatch: basedOn,
              }),
            save.ifMatch,
            (current) => pathwayConflict(save, current),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}

/**
 * Deletes a career pathway based on `ifMatch`, the revision the manager saw (ADR 0021): a pathway changed
 * since asks in the conflict dialog ('Keep mine' deletes it anyway, 'Take theirs' keeps it and the result
 * is THEIRS_KEPT). Refreshes the version's pathways. Errors are ApiErrors.
 */
export function useDeleteCareerPathway(framework: string, version: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ifMatch, title }: { id: number; ifMatch?: string | undefined; title: string }) =>
      sendBasedOn(
        (basedOn) =>
          apiSend<undefined>('DELETE', `${manageBase(framework, version)}/${segment(id)}`, undefined, {
            ifMatch: basedOn,
          }),
        ifMatch,
        (current) => [
          {
            label: 'Title',
            mine: `Delete “${title}”`,
            theirs: showValue((current as Partial<CareerPathway> | null)?.title),
          },
        ],
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: pathwaysKey(framework, version) }),
  });
}
