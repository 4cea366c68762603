import { Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useResourceBySlug } from '../../features/training-curation/api/manage';
import { TrainingResourceForm } from '../../features/training-curation/components/TrainingResourceForm';
import { formOfResource } from '../../features/training-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';
import { freshForEdit } from '../../lib/fresh-for-edit';

/**
 * `/training-resource/edit/:slug` (content_manager): 'Edit Training Resources' with the stored values and,
 * for a resource imported from TeSS, its content provider. Source: docs/features/training.md §3; docs/features/training.md §4.
 */
export function Component() {
  const { slug = '' } = useParams();
  const query = freshForEdit(useResourceBySlug(slug));
  useDocumentMeta('Edit Training Resources');
  return (
    <QueryState query={query} notFoundMessage="This training resource does not exist.">
      {(resource) => (
        <Stack gap="lg">
          <Title order={1}>Edit Training Resources</Title>
          {resource.tess && (
            <Text>
              Content provider: {resource.tess.contentProvider} (TeSS {resource.tess.category}{' '}
              {resource.tess.id})
            </Text>
          )}
          <TrainingResourceForm
            initial={formOfResource(resource)}
            resourceId={resource.id}
            revision={resource.revision}
            slug={resource.slug}
          />
        </Stack>
      )}
    </QueryState>
  );
}
