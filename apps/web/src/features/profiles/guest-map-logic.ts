/**
 * The guest mapping page at the size of a large framework (ADR 0046: DIRECT's 164 skills): how many
 * competencies are rated, and which ones the page shows under a text filter and a reference profile's
 * choice ('rate only what a role needs'). Pure; the ratings themselves are never filtered.
 */
import { type Domain, type GuestMappingEntry, matchesQuery } from '@hub/domain';

/** How many of the competencies have an expertise level (not 'Not applicable'). */
export function ratedCount(mapping: readonly GuestMappingEntry[], domains: readonly Domain[]): number {
  const ids = new Set(domains.flatMap((d) => d.competencies.map((c) => String(c.id))));
  return mapping.filter((entry) => ids.has(entry.competency)).length;
}

/** What the page shows: a text filter, and the competencies a chosen role rates (null: no role chosen). */
export interface MapView {
  query: string;
  roleCompetencies: ReadonlySet<number> | null;
  /** With a role chosen: also show the competencies it does not rate. */
  showOthers: boolean;
}

/**
 * The domains with the competencies the view shows: the title contains the query (any case) and, with a
 * role chosen and the others not expanded, the role rates it. Domains left empty are dropped.
 * @returns new domain objects; `hidden` counts the role's unrated competencies left out (for 'Show the
 *   other …')
 */
export function visibleDomains<D extends Domain>(
  domains: readonly D[],
  view: MapView,
): { domains: D[]; hidden: number } {
  let hidden = 0;
  const result: D[] = [];
  for (const domain of domains) {
    const competencies = domain.competencies.filter((c) => {
      if (!matchesQuery(c.title, view.query)) return false;
      if (view.roleCompetencies && !view.showOthers && !view.roleCompetencies.has(c.id)) {
        hidden += 1;
        return false;
      }
      return true;
    });
    if (competencies.length > 0) result.push({ ...domain, competencies });
  }
  return { domains: result, hidden };
}
