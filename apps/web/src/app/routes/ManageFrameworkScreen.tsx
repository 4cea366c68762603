import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { useManageFramework } from '../../features/curation/api/manage-query';
import { ManageFrameworkPage } from '../../features/curation/components/ManageFrameworkPage';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { parseId } from '../../features/curation/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * Manage framework screen `/framework/:framework/manage/competencies/:domainId?` and
 * `/framework/:framework/manage/data/:domainId?` (framework_manager with the framework, guarded in the
 * router): loads the manage view (draft, else newest live version) and shows the not-found page for an
 * unknown framework or a domain id that is not a number. Source: docs/features/curation.md §4.
 */
export function Component() {
  const { framework = '', domainId } = useParams();
  const query = useManageFramework(framework);
  const scrollTo = domainId === undefined ? undefined : parseId(domainId);
  const invalidDomain = scrollTo === null;
  useDocumentMeta(
    invalidDomain || isNotFoundError(query.error)
      ? 'Page not found'
      : query.data
        ? `Manage ${query.data.framework.title}`
        : 'Manage framework',
  );
  if (invalidDomain) return <NotFoundView />;
  return (
    <ManageQueryState query={query}>
      {(view) => <ManageFrameworkPage view={view} scrollToDomain={scrollTo} />}
    </ManageQueryState>
  );
}
