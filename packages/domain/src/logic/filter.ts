/**
 * The framework page's 'Filter competencies' box. Source: docs/features/browsing.md §3;
 * docs/features/original-hub.md (plain case-insensitive substring, no regular expressions).
 */
import type { Domain } from '../schemas/framework.js';

/** True when `text` contains `query`, ignoring case; an empty or blank query matches everything. */
export function matchesQuery(text: string, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase('en');
  return needle === '' || text.toLocaleLowerCase('en').includes(needle);
}

/**
 * Keeps the visitor-visible competencies whose title contains `query`: archived domains and
 * competencies are hidden, and, when a query is given, domains left without competencies are dropped.
 * @param domains a version's domains (not mutated)
 * @returns new domain objects holding only matching, non-archived competencies
 */
export function filterCompetencies<D extends Domain>(domains: readonly D[], query: string): D[] {
  const result: D[] = [];
  for (const domain of domains) {
    if (domain.archived) continue;
    const competencies = domain.competencies.filter((c) => !c.archived && matchesQuery(c.title, query));
    if (competencies.length > 0 || query.trim() === '') result.push({ ...domain, competencies });
  }
  return result;
}
