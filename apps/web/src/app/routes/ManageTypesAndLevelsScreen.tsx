import { useParams } from 'react-router';
import { useManageFramework } from '../../features/curation/api/manage-query';
import { ManageQueryState } from '../../features/curation/components/ManageQueryState';
import { TypesAndLevelsPage } from '../../features/curation/components/TypesAndLevelsPage';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * Attribute types and expertise levels `/framework/:framework/manage/types-and-levels`
 * (framework_manager with the framework; docs/features/curation.md §18): list, add, edit and remove them; released ones
 * are read-only. Not-found page for an unknown framework.
 */
export function Component() {
  const { framework = '' } = useParams();
  const query = useManageFramework(framework);
  useDocumentMeta(
    isNotFoundError(query.error)
      ? 'Page not found'
      : query.data
        ? `Attribute types and expertise levels – ${query.data.framework.title}`
        : 'Attribute types and expertise levels',
  );
  return <ManageQueryState query={query}>{(view) => <TypesAndLevelsPage view={view} />}</ManageQueryState>;
}
