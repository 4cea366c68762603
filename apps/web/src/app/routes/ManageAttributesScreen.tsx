import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { useManageFramework } from '../../features/curation/api/manage';
import { ManageAttributesPage } from '../../features/curation/components/ManageAttributesPage';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { findCompetency, parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

const MISSING = 'This competency does not exist in the version being managed.';

/**
 * Manage attributes screen `/framework/:framework/manage/competencies/:cid/manage-attributes`
 * (framework_manager with the framework): the competency's attributes by attribute type; the not-found
 * page for an unknown framework or a competency the managed version does not hold.
 * Spec: curation-and-administration.md §2.7.
 */
export function Component() {
  const { framework = '', cid } = useParams();
  const query = useManageFramework(framework);
  const competencyId = parseId(cid);
  const location = query.data && competencyId !== null ? findCompetency(query.data, competencyId) : null;
  const missing = competencyId === null || (query.data !== undefined && location === null);
  useDocumentMeta(
    missing || isNotFoundError(query.error)
      ? 'Page not found'
      : location
        ? `Manage attributes – ${location.competency.title}`
        : 'Manage attributes',
  );
  if (competencyId === null) return <NotFoundView message={MISSING} />;
  return (
    <ManageQueryState query={query}>
      {(view) => {
        const found = findCompetency(view, competencyId);
        return found ? (
          <ManageAttributesPage view={view} location={found} />
        ) : (
          <NotFoundView message={MISSING} />
        );
      }}
    </ManageQueryState>
  );
}
