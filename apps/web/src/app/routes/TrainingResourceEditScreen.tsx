import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams } from 'react-router';
import { ChangedSinceNotice } from '../../components/ChangedSinceNotice';
import { QueryState } from '../../components/QueryState';
import { readResourceRevision, useResourceBySlug } from '../../features/training-curation/api/manage';
import { TrainingResourceForm } from '../../features/training-curation/components/TrainingResourceForm';
import { formOfResource } from '../../features/training-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';
import { freshForEdit } from '../../lib/fresh-for-edit';

/**
 * `/training-resource/edit/:slug` (content_manager): 'Edit Training Resources' with the stored values and,
 * for a resource imported from TeSS, its content provider. When the tab regains focus after a colleague
 * saved the resource, a notice offers 'Reload', which reads it again and reopens the form (ADR 0070).
 * Source: docs/features/training.md §3; docs/features/training.md §4.
 */
export function Component() {
  const { slug = '' } = useParams();
  const query = freshForEdit(useResourceBySlug(slug));
  // Each reload reopens the form (and the notice) on the item as read again.
  const [opened, setOpened] = useState(0);
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
          <ChangedSinceNotice
            key={`notice-${opened}`}
            what="training resource"
            basedOn={resource.revision}
            readRevision={() => readResourceRevision(slug)}
            onReload={async () => {
              await query.refetch();
              setOpened((n) => n + 1);
            }}
          />
          <TrainingResourceForm
            key={`form-${opened}`}
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
