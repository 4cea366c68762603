import { useRef } from 'react';
import { useParams } from 'react-router';
import { useManageAttribute } from '../../features/curation/api/manage-query';
import { type AttributeLocation, placeAttribute } from '../../features/curation/attribute-settings';
import { ManagedItemScreen } from '../../features/curation/components/ManagedItemScreen';
import { AttributeSettingsForm } from '../../features/curation/components/SettingsForms';
import { parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';

/**
 * Attribute settings `/framework/:framework/competency/:cid/attribute/:aid/settings` (framework_manager
 * with the framework): change the attribute's competency and attribute type. Not-found page for an
 * unknown framework or attribute, or an attribute that is not the competency's when the page opens. Once
 * the form was shown it stays, with the typed choices (docs/features/curation.md §17): an
 * attribute another manager moves to another competency is shown there, one deleted as last shown
 * (see `placeAttribute`). The attribute is read on its own (the manage view counts attributes, ADR 0072).
 * Source: docs/features/curation.md §6.
 */
export function Component() {
  const { framework = '', cid, aid } = useParams();
  const competencyId = parseId(cid);
  const attributeId = parseId(aid);
  // The location the form last showed, for this attribute only.
  const shown = useRef<{ id: number; location: AttributeLocation } | null>(null);
  const attribute = useManageAttribute(framework, attributeId);
  return (
    <ManagedItemScreen
      framework={framework}
      loading={attribute.isPending && attributeId !== null}
      lookup={
        competencyId === null || attributeId === null
          ? null
          : (view) =>
              placeAttribute(
                view,
                attribute.data?.id === attributeId && !isNotFoundError(attribute.error)
                  ? attribute.data
                  : null,
                competencyId,
                shown.current?.id === attributeId ? shown.current.location : null,
              )
      }
      missingMessage="This attribute does not exist in the version being managed."
      pageTitle={(found) =>
        found ? `Attribute settings – ${found.location.attribute.title}` : 'Attribute settings'
      }
    >
      {(view, place) => {
        shown.current = { id: place.location.attribute.id, location: place.location };
        return <AttributeSettingsForm view={view} place={place} />;
      }}
    </ManagedItemScreen>
  );
}
