/**
 * The manage screen's search box (ADR 0019, addendum 'a manage screen that scales'): which domains and
 * competencies a query shows, where Enter jumps, and the sentence a screen reader hears.
 */
import type { ManageDomain } from '@hub/domain';

/** Where the search jumps: a domain's section or a competency's row (and its domain). */
export type TreeMatch = { kind: 'domain'; id: number } | { kind: 'competency'; id: number; domainId: number };

/**
 * The domains shown for `query` (case-insensitive, trimmed; empty shows all): a domain whose title
 * contains it with all its competencies, otherwise only its competencies whose title contains it;
 * domains left without a match are dropped. Order and objects are kept (unchanged ones are the same).
 * @param domains the ordered domains; @param query what was typed
 */
export function filterTree(domains: readonly ManageDomain[], query: string): ManageDomain[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...domains];
  const shown: ManageDomain[] = [];
  for (const domain of domains) {
    if (domain.title.toLowerCase().includes(needle)) {
      shown.push(domain);
      continue;
    }
    const competencies = domain.competencies.filter((c) => c.title.toLowerCase().includes(needle));
    if (competencies.length > 0) shown.push({ ...domain, competencies });
  }
  return shown;
}

/**
 * The first match of `query` in reading order: a domain whose title contains it, else a competency;
 * null when the query is empty or nothing matches.
 */
export function firstMatch(domains: readonly ManageDomain[], query: string): TreeMatch | null {
  const needle = query.trim().toLowerCase();
  if (needle === '') return null;
  for (const domain of domains) {
    if (domain.title.toLowerCase().includes(needle)) return { kind: 'domain', id: domain.id };
    const competency = domain.competencies.find((c) => c.title.toLowerCase().includes(needle));
    if (competency) return { kind: 'competency', id: competency.id, domainId: domain.id };
  }
  return null;
}

/** The live region's sentence for `query` over the filtered domains ('' when the query is empty). */
export function searchSummary(shown: readonly ManageDomain[], query: string): string {
  const q = query.trim();
  if (q === '') return '';
  if (shown.length === 0) return `No domains or competencies match "${q}"`;
  const competencies = shown.reduce((sum, domain) => sum + domain.competencies.length, 0);
  const c = `${competencies} ${competencies === 1 ? 'competency' : 'competencies'}`;
  const d = `${shown.length} ${shown.length === 1 ? 'domain' : 'domains'}`;
  return `${c} in ${d} match "${q}"; Enter goes to the first`;
}
