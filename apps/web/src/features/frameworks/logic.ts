/**
 * Pure helpers of the framework screens. Spec: visitor-features.md §2 Home (cards grouped by the three
 * categories), the home profile grid's default framework.
 */
import { type Domain, FRAMEWORK_CATEGORIES, type FrameworkSummary } from '@hub/domain';

/** One home-page group: a category and its live frameworks. */
export interface CategoryGroup {
  category: string;
  frameworks: FrameworkSummary[];
}

/**
 * Groups live frameworks by category for the home page: the three known categories first, in
 * FRAMEWORK_CATEGORIES order, then any other category in order of first appearance. Frameworks without
 * a live version are left out; a category with no framework is not returned; order within a group is
 * the order given.
 */
export function groupByCategory(frameworks: readonly FrameworkSummary[]): CategoryGroup[] {
  const groups = new Map<string, FrameworkSummary[]>();
  for (const category of FRAMEWORK_CATEGORIES) groups.set(category, []);
  for (const framework of frameworks) {
    if (framework.latestLiveVersion === null) continue;
    const list = groups.get(framework.category) ?? [];
    list.push(framework);
    groups.set(framework.category, list);
  }
  return [...groups]
    .filter(([, list]) => list.length > 0)
    .map(([category, list]) => ({ category, frameworks: list }));
}

/**
 * The framework selector's default for the home profile grid: iscb 3.0 when live (spec §9), else the
 * first live framework; returns its machine name, or null when there is none.
 */
export function defaultSelectedFramework(frameworks: readonly FrameworkSummary[]): string | null {
  const live = frameworks.filter((f) => f.latestLiveVersion !== null);
  const iscb = live.find((f) => f.machineName === 'iscb');
  if (iscb) return iscb.machineName;
  return live[0]?.machineName ?? null;
}

/** One row of the virtualised competency list: a domain heading or one of its competencies. */
export type CompetencyRow =
  | { kind: 'domain'; key: string; domain: Domain }
  | { kind: 'competency'; key: string; competency: Domain['competencies'][number] };

/** Lists above this many competencies are virtualised (smaller ones render whole: print, find in page). */
export const VIRTUALISE_ABOVE = 300;

/**
 * Flattens domains into rows in reading order: each domain's heading, then its competencies.
 * @returns one row per domain and per competency
 */
export function competencyRows(domains: readonly Domain[]): CompetencyRow[] {
  const rows: CompetencyRow[] = [];
  for (const domain of domains) {
    rows.push({ kind: 'domain', key: `d${domain.id}`, domain });
    for (const competency of domain.competencies) {
      rows.push({ kind: 'competency', key: `c${competency.id}`, competency });
    }
  }
  return rows;
}

/** Number of competencies in `domains`. */
export function countCompetencies(domains: readonly Domain[]): number {
  return domains.reduce((sum, domain) => sum + domain.competencies.length, 0);
}
