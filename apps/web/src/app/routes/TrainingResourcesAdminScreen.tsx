import { ManageTrainingList } from '../../features/training-curation/components/ManageTrainingList';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/all-training-resources` (content_manager, guarded by RequireAccess): the managers' list of training
 * resources. Source: docs/features/training.md §3; docs/features/training.md §4.
 */
export function Component() {
  useDocumentMeta('Manage training resources');
  return <ManageTrainingList />;
}
