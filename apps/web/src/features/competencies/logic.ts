/**
 * Pure helpers of the competency details page. Source: docs/features/browsing.md §4.
 */
import type { Attribute, AttributeType } from '@hub/domain';

/** Attributes of one attribute type, in display order. */
export interface AttributeGroup {
  type: string;
  attributes: Attribute[];
}

/**
 * Groups a competency's visible attributes by attribute type: one group per type in `attributeTypes`
 * order (a type without attributes gives an empty group), then groups for types the list does not
 * name. Archived attributes are left out; attributes keep their `position` order.
 */
export function groupAttributesByType(
  attributes: readonly Attribute[],
  attributeTypes: readonly Pick<AttributeType, 'id' | 'title'>[],
): AttributeGroup[] {
  const visible = attributes.filter((a) => !a.archived).sort((a, b) => a.position - b.position);
  const groups: AttributeGroup[] = attributeTypes.map((type) => ({
    type: type.title,
    attributes: visible.filter((a) => a.typeId === type.id),
  }));
  const knownIds = new Set(attributeTypes.map((t) => t.id));
  for (const attribute of visible) {
    if (knownIds.has(attribute.typeId)) continue;
    let group = groups.find(
      (g) => g.type === attribute.type && !attributeTypes.some((t) => t.title === g.type),
    );
    if (!group) {
      group = { type: attribute.type, attributes: [] };
      groups.push(group);
    }
    group.attributes.push(attribute);
  }
  return groups;
}

/**
 * A CASE association type as a reader's phrase: `isRelatedTo` → 'Is related to', `exactMatchOf` →
 * 'Exact match of', `ext:hasTrainingFor` → 'Has training for' (docs/features/interchange-files.md §9).
 */
export function relationLabel(type: string): string {
  const words = type
    .replace(/^ext:/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
