/**
 * The rows of the conflict dialog (ADR 0021): for each field a write changes, the manager's value and
 * the value saved meanwhile (from the 409's `conflict.current`), as text. An order (`ids`) is shown as
 * the items' titles, numbered, a move (`domainId`, `competencyId`) as the target's title and an attribute
 * type (`attributeTypeId`) as its title, read from the freshly loaded manage view (and an order of
 * attributes from their competency's view, ADR 0072).
 */
import type { ManageCompetencyView, ManageFrameworkView } from '@hub/domain';

const LABELS: Record<string, string> = {
  title: 'Title',
  archived: 'Archived',
  position: 'Position',
  releaseNotes: 'Release notes',
  mappedOtherCompetency: 'Mapping',
  description: 'Description',
  ratingLevel: 'Rating',
  domainId: 'Domain',
  competencyId: 'Competency',
  attributeTypeId: 'Attribute type',
  ids: 'Order',
  category: 'Category on the home page',
  licence: 'Licence',
};

/**
 * Titles by id of every domain and competency of a manage view, and of the attributes of a competency's
 * view (the manage view holds no attributes, ADR 0072).
 */
function titlesOf(
  view: ManageFrameworkView | undefined,
  competency: ManageCompetencyView | undefined,
): Map<number, string> {
  const titles = new Map<number, string>();
  for (const d of view?.domains ?? []) {
    titles.set(d.id, d.title);
    for (const c of d.competencies) titles.set(c.id, c.title);
  }
  for (const a of competency?.competency.attributes ?? []) titles.set(a.id, a.title);
  return titles;
}

/** A value as the dialog shows it: markup removed, yes/no for flags, an order as numbered titles. */
function show(
  value: unknown,
  key: string,
  titles: Map<number, string>,
  view: ManageFrameworkView | undefined,
): string {
  if (value === undefined || value === null) return '—';
  if (key === 'ids' && Array.isArray(value)) {
    return value.map((id, i) => `${i + 1}. ${titles.get(Number(id)) ?? `#${id}`}`).join('\n');
  }
  if ((key === 'domainId' || key === 'competencyId') && typeof value === 'number') {
    return titles.get(value) ?? `#${value}`;
  }
  if (key === 'attributeTypeId' && typeof value === 'number') {
    return view?.attributeTypes.find((t) => t.id === value)?.title ?? `#${value}`;
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string')
    return (
      value
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim() || '—'
    );
  return String(value);
}

/**
 * The compared fields of a refused write: those whose values differ (all when none differs).
 * @param changes the fields the write sets (its body)
 * @param current the item as saved now (`conflict.current`)
 * @param view the manage view loaded after the conflict, for titles of ordered items, move targets and
 *   attribute types
 * @param competency the competency's view loaded after the conflict, for titles of ordered attributes
 */
export function conflictFields(
  changes: Record<string, unknown>,
  current: unknown,
  view: ManageFrameworkView | undefined,
  competency?: ManageCompetencyView,
): { label: string; mine: string; theirs: string }[] {
  const saved = (current ?? {}) as Record<string, unknown>;
  const titles = titlesOf(view, competency);
  const all = Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => ({
      label: LABELS[key] ?? key,
      mine: show(value, key, titles, view),
      theirs: show(saved[key], key, titles, view),
    }));
  // A form saves every field: show those that differ (all of them when none does).
  const differing = all.filter((field) => field.mine !== field.theirs);
  return differing.length > 0 ? differing : all;
}
