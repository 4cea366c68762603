/**
 * A write's answer put into the cached manage view, or into the cached view of one competency, instead
 * of reading it again (ADR 0060, 0072). Each function returns a new view in which only the changed item
 * and the arrays leading to it are new objects (every other row keeps its identity, so memoised rows do
 * not render again), or null when the answer cannot be placed (the item is not where the cache has it):
 * the caller then reads the view again. Only writes that leave every order as it was are patched (a
 * title, code, archive flag, mapping or attribute type, and attributes added at the end, which change
 * only their competency's count in the manage view); an order's ETag is a hash the server computes, so
 * a write that moves or orders items reads the view again. The manage view holds each competency's
 * attribute count, not its attributes (ADR 0072): an attribute's own fields are patched into its
 * competency's view.
 */
import type {
  ManageAttribute,
  ManageCompetency,
  ManageCompetencyView,
  ManageDomain,
  ManageFrameworkView,
  ManageTreeCompetency,
} from '@hub/domain';

/** `items` with the element at `index` replaced by `item` (a new array; the others kept). */
function replaced<T>(items: readonly T[], index: number, item: T): T[] {
  const out = items.slice();
  out[index] = item;
  return out;
}

/**
 * The view with a domain's own fields (title, code, archive flag, revision) from a `PATCH` answer; its
 * competencies and their order's ETag are kept from the cache (the answer of a domain may hold none).
 * @returns the new view, or null when the view has no such domain
 */
export function withDomain(view: ManageFrameworkView, domain: ManageDomain): ManageFrameworkView | null {
  const index = view.domains.findIndex((d) => d.id === domain.id);
  const cached = view.domains[index];
  if (!cached) return null;
  const { competencies: _answerCompetencies, competencyOrder: _answerOrder, ...fields } = domain;
  return { ...view, domains: replaced(view.domains, index, { ...cached, ...fields }) };
}

/** A competency (a `PATCH` answer, with its attributes) as the manage view's tree holds it (ADR 0072). */
export function treeCompetency(competency: ManageCompetency): ManageTreeCompetency {
  const { attributes, attributeOrder: _order, ...fields } = competency;
  return { ...fields, attributeCount: attributes.length };
}

/**
 * The view with competency `id` of domain `domainId` replaced by `change(cached)`.
 * @returns the new view, or null when the competency is not in that domain
 */
function withTreeCompetency(
  view: ManageFrameworkView,
  domainId: number,
  id: number,
  change: (cached: ManageTreeCompetency) => ManageTreeCompetency,
): ManageFrameworkView | null {
  const domainIndex = view.domains.findIndex((d) => d.id === domainId);
  const domain = view.domains[domainIndex];
  const index = domain ? domain.competencies.findIndex((c) => c.id === id) : -1;
  const cached = domain?.competencies[index];
  if (!domain || !cached) return null;
  const competencies = replaced(domain.competencies, index, change(cached));
  return { ...view, domains: replaced(view.domains, domainIndex, { ...domain, competencies }) };
}

/**
 * The view with a competency as a `PATCH` answer holds it (its fields and attribute count).
 * @returns the new view, or null when the competency is not in the domain the answer names
 */
export function withCompetency(
  view: ManageFrameworkView,
  competency: ManageCompetency,
): ManageFrameworkView | null {
  return withTreeCompetency(view, competency.domainId, competency.id, () => treeCompetency(competency));
}

/**
 * The view with `added` more attributes counted for competency `competencyId` (attributes created at its
 * end: no domain or competency order changes).
 * @returns the new view, or null when the view has no such competency
 */
export function withAttributesAdded(
  view: ManageFrameworkView,
  competencyId: number,
  added: number,
): ManageFrameworkView | null {
  for (const domain of view.domains) {
    if (!domain.competencies.some((c) => c.id === competencyId)) continue;
    return withTreeCompetency(view, domain.id, competencyId, (cached) => ({
      ...cached,
      attributeCount: cached.attributeCount + added,
    }));
  }
  return null;
}

/**
 * A competency's view with an attribute as a `PATCH` answer holds it (title, archive flag, type, revision).
 * @returns the new view, or null when the attribute is not this competency's (a move: read it again)
 */
export function withAttribute(
  view: ManageCompetencyView,
  attribute: ManageAttribute,
): ManageCompetencyView | null {
  const { competency } = view;
  const index = competency.attributes.findIndex((a) => a.id === attribute.id);
  if (competency.id !== attribute.competencyId || index < 0) return null;
  return {
    ...view,
    competency: { ...competency, attributes: replaced(competency.attributes, index, attribute) },
  };
}

/**
 * The view with an attribute type or an expertise level as a `PATCH` answer holds it (`list` says which).
 * @returns the new view, or null when the view has no such row
 */
export function withVocabularyRow<K extends 'attributeTypes' | 'expertiseLevels'>(
  view: ManageFrameworkView,
  list: K,
  row: ManageFrameworkView[K][number],
): ManageFrameworkView | null {
  const rows = view[list] as ManageFrameworkView[K][number][];
  const index = rows.findIndex((r) => r.id === row.id);
  if (index < 0) return null;
  return { ...view, [list]: replaced(rows, index, row) };
}

/** The view with the framework's metadata (and revision) as a metadata `PATCH` answer holds them. */
export function withFrameworkMetadata(
  view: ManageFrameworkView,
  saved: Pick<
    ManageFrameworkView['framework'],
    'revision' | 'title' | 'description' | 'category' | 'licence'
  >,
): ManageFrameworkView {
  const { revision, title, description, category, licence } = saved;
  return { ...view, framework: { ...view.framework, revision, title, description, category, licence } };
}
