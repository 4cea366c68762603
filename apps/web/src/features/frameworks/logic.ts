/**
 * Pure helpers of the framework screens. Source: docs/features/browsing.md §2 (cards grouped by the three
 * categories), the home profile grid's default framework.
 */
import {
  type Citation,
  type Domain,
  FRAMEWORK_CATEGORIES,
  type FrameworkSummary,
  type UnpublishedFrameworkList,
} from '@hub/domain';

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

/** A framework known to the hub whose competencies are not published here (no live version). */
export type UnpublishedFramework = UnpublishedFrameworkList['frameworks'][number];

/** One home-page group with both kinds of card: released frameworks, then those not published here. */
export interface HomeCategoryGroup extends CategoryGroup {
  unpublished: UnpublishedFramework[];
}

/**
 * The home page's groups (ADR 0045): every known framework has a card, so a category holds its released
 * frameworks (as `groupByCategory`) and then the frameworks with no released version, in the order given;
 * a category is shown when it holds either.
 */
export function homeGroups(
  frameworks: readonly FrameworkSummary[],
  unpublished: readonly UnpublishedFramework[],
): HomeCategoryGroup[] {
  const groups = new Map<string, HomeCategoryGroup>();
  for (const category of FRAMEWORK_CATEGORIES)
    groups.set(category, { category, frameworks: [], unpublished: [] });
  const groupOf = (category: string) => {
    const found = groups.get(category) ?? { category, frameworks: [], unpublished: [] };
    groups.set(category, found);
    return found;
  };
  for (const group of groupByCategory(frameworks))
    groupOf(group.category).frameworks.push(...group.frameworks);
  for (const framework of unpublished)
    if (!framework.published) groupOf(framework.category).unpublished.push(framework);
  return [...groups.values()].filter((g) => g.frameworks.length > 0 || g.unpublished.length > 0);
}

/**
 * The sources of a framework that its owners publish: the citations with a web address, except copies in
 * code repositories on GitHub (such as the former hub's front end, which only repeated the framework's
 * name). Never an address that is not in the citations.
 */
export function ownerSources(citations: readonly Citation[]): (Citation & { url: string })[] {
  return citations.filter((c): c is Citation & { url: string } => {
    if (!c.url || !/^https?:\/\//.test(c.url)) return false;
    try {
      return new URL(c.url).hostname !== 'github.com';
    } catch {
      return false;
    }
  });
}

/**
 * The framework selector's default for the home profile grid: iscb 3.0 when live (docs/features/browsing.md §11), else the
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

/**
 * The one-line completeness status of a version (docs/features/browsing.md §7): 'Complete', or 'Partial: …' naming what
 * the shown content lacks (competencies, or attributes of some or all competencies), from the content
 * itself; the sources' own notes are under 'About this data'.
 * @param complete the provenance's `complete` flag; @param domains the version's domains
 */
export function completenessStatus(complete: boolean, domains: readonly Domain[]): string {
  if (complete) return 'Complete';
  const competencies = domains
    .filter((d) => !d.archived)
    .flatMap((d) => d.competencies.filter((c) => !c.archived));
  const bare = competencies.filter((c) => c.attributes.filter((a) => !a.archived).length === 0).length;
  if (competencies.length === 0) return 'Partial: no competencies have been recorded yet';
  if (bare === competencies.length) return 'Partial: competency titles only, no attributes recorded';
  if (bare > 0) return `Partial: ${bare} of ${competencies.length} competencies have no attributes recorded`;
  return 'Partial: some parts of the source were not found';
}
