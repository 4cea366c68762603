import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { DemapPage } from '../../features/training-curation/components/DemapPage';
import { useDocumentMeta } from '../../lib/document-meta';

/** `/training-resources/:resource/demap/:attribute` (content_manager): the demap question. Source: docs/features/training.md §3. */
export function Component() {
  const { resource = '', attribute = '' } = useParams();
  useDocumentMeta('Remove mapping');
  const [resourceId, attributeId] = [Number(resource), Number(attribute)];
  if (!(resourceId > 0 && attributeId > 0)) return <NotFoundView />;
  return <DemapPage resourceId={resourceId} attributeId={attributeId} />;
}
