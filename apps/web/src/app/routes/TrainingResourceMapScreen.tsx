import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { MappingPage } from '../../features/training-curation/components/MappingPage';
import { useDocumentMeta } from '../../lib/document-meta';

/** `/training-resources/:id/map/:framework` (content_manager): the mapping page. Source: docs/features/training.md §3. */
export function Component() {
  const { id = '', framework = '' } = useParams();
  useDocumentMeta('Map training resource');
  const resourceId = Number(id);
  if (!Number.isInteger(resourceId) || resourceId <= 0) return <NotFoundView />;
  return <MappingPage resourceId={resourceId} framework={framework} />;
}
