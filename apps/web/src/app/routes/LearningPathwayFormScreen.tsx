import { Stack, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { usePathwayForEdit } from '../../features/learning-pathway-curation/api/pathways';
import { LearningPathwayForm } from '../../features/learning-pathway-curation/components/LearningPathwayForm';
import { useDocumentMeta } from '../../lib/document-meta';
import { freshForEdit } from '../../lib/fresh-for-edit';

/** Edit: loads the pathway first. */
function EditPathway({ id }: { id: number }) {
  const query = freshForEdit(usePathwayForEdit(id));
  return (
    <QueryState page query={query} notFoundMessage="This learning pathway does not exist.">
      {(pathway) => <LearningPathwayForm framework={pathway.framework} pathway={pathway} />}
    </QueryState>
  );
}

/**
 * `/framework/:framework/learning-pathway/create` and `/learning-pathways/:id/edit` (content_manager):
 * the learning pathway form. docs/features/training.md §6.
 */
export function Component() {
  const { framework = '', id } = useParams();
  const editing = id !== undefined;
  useDocumentMeta(editing ? 'Edit learning pathway' : 'Create learning pathway');
  return (
    <Stack gap="lg">
      <Title order={1}>{editing ? 'Edit learning pathway' : 'Create learning pathway'}</Title>
      {editing ? <EditPathway id={Number(id)} /> : <LearningPathwayForm framework={framework} />}
    </Stack>
  );
}
