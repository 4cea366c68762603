/**
 * Pure rules of the attribute settings screen (docs/features/curation.md §6) when the attribute changes under an
 * open form (docs/features/curation.md §17): another manager moved it to another competency, or
 * deleted it. The form stays on screen with the typed values in both cases (ADR 0021, 0031).
 */
import type { ManageAttribute, ManageFrameworkView } from '@hub/domain';
import { type CompetencyLocation, findCompetency } from './logic';

/** An attribute with its competency and domain in the manage view. */
export type AttributeLocation = CompetencyLocation & { attribute: ManageAttribute };

/**
 * Where the screen finds its attribute: `here` under the route's competency; `moved` under another
 * competency after the form was shown; `gone` (no longer in the managed version) after it was shown,
 * with the location last shown.
 */
export type AttributePlace = { state: 'here' | 'moved' | 'gone'; location: AttributeLocation };

/**
 * Places the settings screen's attribute in the manage view.
 * @param view the manage view as loaded now (its domains and competencies)
 * @param attribute the attribute as its own read answers now (`GET …/attributes/{id}`, ADR 0072), null
 *   when it is no longer in the managed version
 * @param competencyId the route's competency id
 * @param shown the location the form showed last, null before it was first shown
 * @returns the place, or null (the not-found page) when the form was never shown and the attribute is
 *   missing or is not the route competency's (a wrong address, not a change under an open form)
 */
export function placeAttribute(
  view: Pick<ManageFrameworkView, 'domains'>,
  attribute: ManageAttribute | null,
  competencyId: number,
  shown: AttributeLocation | null,
): AttributePlace | null {
  const home = attribute ? findCompetency(view, attribute.competencyId) : null;
  const found = attribute && home ? { ...home, attribute } : null;
  if (found && found.competency.id === competencyId) return { state: 'here', location: found };
  if (!shown) return null;
  return found ? { state: 'moved', location: found } : { state: 'gone', location: shown };
}

/** The attribute settings form's values (select values are ids as text). */
export interface AttributeSettingsValues {
  competencyId: string;
  typeId: string;
}

/**
 * The form's values after the attribute moved to `currentCompetencyId`: a competency the manager left as
 * it was follows the move (the select shows where the attribute is); one the manager chose is kept.
 */
export function followMove(
  values: AttributeSettingsValues,
  basedOn: AttributeSettingsValues,
  currentCompetencyId: number,
): AttributeSettingsValues {
  const current = String(currentCompetencyId);
  return values.competencyId === basedOn.competencyId && values.competencyId !== current
    ? { ...values, competencyId: current }
    : values;
}

/**
 * The body of the save: each field the manager changed from the values the form was based on, except a
 * competency the attribute already has (a move made meanwhile is not sent again).
 */
export function attributeSettingsChanges(
  values: AttributeSettingsValues,
  basedOn: AttributeSettingsValues,
  currentCompetencyId: number,
): { competencyId?: number; attributeTypeId?: number } {
  const body: { competencyId?: number; attributeTypeId?: number } = {};
  if (values.competencyId !== basedOn.competencyId && values.competencyId !== String(currentCompetencyId))
    body.competencyId = Number(values.competencyId);
  if (values.typeId !== basedOn.typeId) body.attributeTypeId = Number(values.typeId);
  return body;
}

/**
 * The typed values as text to keep or copy when the attribute is gone: its title and each field with
 * the chosen item's title, from the view or else from the location last shown (the id when neither
 * holds it).
 * @param view the manage view as loaded now; @param shown the location the form showed last
 */
export function choicesText(
  view: Pick<ManageFrameworkView, 'domains' | 'attributeTypes'>,
  shown: AttributeLocation,
  values: AttributeSettingsValues,
): string {
  const competency =
    view.domains.flatMap((d) => d.competencies).find((c) => String(c.id) === values.competencyId) ??
    (String(shown.competency.id) === values.competencyId ? shown.competency : undefined);
  const type = view.attributeTypes.find((t) => String(t.id) === values.typeId);
  return [
    `Attribute: ${shown.attribute.title}`,
    `Competency: ${competency?.title ?? `#${values.competencyId}`}`,
    `Attribute type: ${type?.title ?? `#${values.typeId}`}`,
  ].join('\n');
}
