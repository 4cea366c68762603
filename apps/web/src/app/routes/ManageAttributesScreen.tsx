import { useParams } from 'react-router';
import { ManageAttributesPage } from '../../features/curation/components/ManageAttributesPage';
import { ManagedItemScreen } from '../../features/curation/components/ManagedItemScreen';
import { findCompetency, parseId } from '../../features/curation/logic';

/**
 * Manage attributes screen `/framework/:framework/manage/competencies/:cid/manage-attributes`
 * (framework_manager with the framework): the competency's attributes by attribute type; the not-found
 * page for an unknown framework or a competency the managed version does not hold.
 * Spec: curation-and-administration.md §2.7.
 */
export function Component() {
  const { framework = '', cid } = useParams();
  const competencyId = parseId(cid);
  return (
    <ManagedItemScreen
      framework={framework}
      lookup={competencyId === null ? null : (view) => findCompetency(view, competencyId)}
      missingMessage="This competency does not exist in the version being managed."
      pageTitle={(found) => (found ? `Manage attributes – ${found.competency.title}` : 'Manage attributes')}
    >
      {(view, found) => <ManageAttributesPage view={view} location={found} />}
    </ManagedItemScreen>
  );
}
