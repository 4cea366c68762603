import { useParams } from 'react-router';
import { ManagedItemScreen } from '../../features/curation/components/ManagedItemScreen';
import { AttributeSettingsForm } from '../../features/curation/components/SettingsForms';
import { findAttribute, parseId } from '../../features/curation/logic';

/**
 * Attribute settings `/framework/:framework/competency/:cid/attribute/:aid/settings` (framework_manager
 * with the framework): change the attribute's competency and attribute type. Not-found page for an
 * unknown framework or attribute, or an attribute that is not the competency's.
 * Spec: curation-and-administration.md §2.8.
 */
export function Component() {
  const { framework = '', cid, aid } = useParams();
  const competencyId = parseId(cid);
  const attributeId = parseId(aid);
  return (
    <ManagedItemScreen
      framework={framework}
      lookup={
        competencyId === null || attributeId === null
          ? null
          : (view) => {
              const found = findAttribute(view, attributeId);
              return found && found.competency.id === competencyId ? found : null;
            }
      }
      missingMessage="This attribute does not exist in the version being managed."
      pageTitle={(found) => (found ? `Attribute settings – ${found.attribute.title}` : 'Attribute settings')}
    >
      {(view, found) => <AttributeSettingsForm view={view} location={found} />}
    </ManagedItemScreen>
  );
}
