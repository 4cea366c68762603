import { ManageTrainingList } from '../../features/training-curation/components/ManageTrainingList';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/all-training-resources` (content_manager, guarded by RequireAccess): the managers' list of training
 * resources. Spec: curation-and-administration.md §2.11; issue #8 §3.
 */
export function Component() {
  useDocumentMeta('Manage training resources');
  return <ManageTrainingList />;
}
