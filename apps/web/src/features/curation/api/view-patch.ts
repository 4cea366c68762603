/**
 * A write's answer put into the cached manage view instead of reading the whole view again (ADR 0060:
 * megabytes for a large framework). Each function returns a new view in which only the changed item and
 * the arrays leading to it are new objects (every other row keeps its identity, so memoised rows do not
 * render again), or null when the answer cannot be placed (the item is not where the cache has it): the
 * caller then reads the view again. Only writes that leave every order as it was are patched (a title,
 * code, archive flag, mapping or attribute type); an order's ETag is a hash the server computes, so a
 * write that moves or orders items reads the view again.
 */
import type { ManageAttribute, ManageCompetency, ManageDomain, ManageFrameworkView } from '@hub/domain';

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

/**
 * The view with a competency as a `PATCH` answer holds it (with its attributes and their order's ETag).
 * @returns the new view, or null when the competency is not in the domain the answer names
 */
export function withCompetency(
  view: ManageFrameworkView,
  competency: ManageCompetency,
): ManageFrameworkView | null {
  const domainIndex = view.domains.findIndex((d) => d.id === competency.domainId);
  const domain = view.domains[domainIndex];
  const index = domain ? domain.competencies.findIndex((c) => c.id === competency.id) : -1;
  if (!domain || index < 0) return null;
  const competencies = replaced(domain.competencies, index, competency);
  return { ...view, domains: replaced(view.domains, domainIndex, { ...domain, competencies }) };
}

/**
 * The view with an attribute as a `PATCH` answer holds it.
 * @returns the new view, or null when the attribute is not under the competency the answer names
 */
export function withAttribute(
  view: ManageFrameworkView,
  attribute: ManageAttribute,
): ManageFrameworkView | null {
  for (const domain of view.domains) {
    const competency = domain.competencies.find((c) => c.id === attribute.competencyId);
    if (!competency) continue;
    const index = competency.attributes.findIndex((a) => a.id === attribute.id);
    if (index < 0) return null;
    return withCompetency(view, {
      ...competency,
      attributes: replaced(competency.attributes, index, attribute),
    });
  }
  return null;
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
