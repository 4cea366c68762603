import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { useManageFramework } from '../../features/curation/api/manage';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { AttributeSettingsForm } from '../../features/curation/components/SettingsForms';
import { findAttribute, parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

const MISSING = 'This attribute does not exist in the version being managed.';

/**
 * Attribute settings `/framework/:framework/competency/:cid/attribute/:aid/settings` (framework_manager
 * with the framework): change the attribute's competency and attribute type. Not-found page for an
 * unknown framework or attribute, or an attribute that is not the competency's.
 * Spec: curation-and-administration.md §2.8.
 */
export function Component() {
  const { framework = '', cid, aid } = useParams();
  const query = useManageFramework(framework);
  const competencyId = parseId(cid);
  const attributeId = parseId(aid);
  const lookup = (view: NonNullable<typeof query.data>) => {
    if (attributeId === null) return null;
    const found = findAttribute(view, attributeId);
    return found && found.competency.id === competencyId ? found : null;
  };
  const location = query.data ? lookup(query.data) : null;
  const invalid = competencyId === null || attributeId === null;
  useDocumentMeta(
    invalid || (query.data !== undefined && location === null) || isNotFoundError(query.error)
      ? 'Page not found'
      : location
        ? `Attribute settings – ${location.attribute.title}`
        : 'Attribute settings',
  );
  if (invalid) return <NotFoundView message={MISSING} />;
  return (
    <ManageQueryState query={query}>
      {(view) => {
        const found = lookup(view);
        return found ? (
          <AttributeSettingsForm view={view} location={found} />
        ) : (
          <NotFoundView message={MISSING} />
        );
      }}
    </ManageQueryState>
  );
}
