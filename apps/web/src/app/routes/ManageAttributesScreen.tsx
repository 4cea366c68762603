import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { useManageCompetency } from '../../features/curation/api/manage-query';
import { ManageAttributesPage } from '../../features/curation/components/ManageAttributesPage';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

const MISSING = 'This competency does not exist in the version being managed.';

/**
 * Manage attributes screen `/framework/:framework/manage/competencies/:cid/manage-attributes`
 * (framework_manager with the framework): the competency's attributes by attribute type, loaded with the
 * competency's own view (not the whole framework's: docs/features/curation.md §5); the not-found page for an unknown
 * framework or a competency the managed version does not hold.
 * Source: docs/features/curation.md §5.
 */
export function Component() {
  const { framework = '', cid } = useParams();
  const competencyId = parseId(cid);
  const query = useManageCompetency(framework, competencyId);
  const missing = competencyId === null || isNotFoundError(query.error);
  useDocumentMeta(
    missing
      ? 'Page not found'
      : query.data
        ? `Manage attributes – ${query.data.competency.title}`
        : 'Manage attributes',
  );
  if (competencyId === null) return <NotFoundView message={MISSING} />;
  return (
    <ManageQueryState query={query} notFoundMessage={MISSING}>
      {(view) => <ManageAttributesPage view={view} />}
    </ManageQueryState>
  );
}
