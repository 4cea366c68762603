import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { recordTrainingResourceView, useTrainingResource } from '../../features/training/api/resource-page';
import { TrainingResourceView } from '../../features/training/components/TrainingResourceView';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { trainingResourceQuery } from '../../lib/queries';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * Training resource page `/training-resources/:slug` (public): loads the resource, counts one view per
 * page view (once per slug, also under React's strict-mode double effects), and shows the not-found page
 * for an unknown or (for visitors) archived resource. Source: docs/features/training.md §3; docs/features/training.md §1.
 */
export function Component() {
  const { slug = '' } = useParams();
  const query = useTrainingResource(slug);
  const counted = useRef<string | null>(null);
  useEffect(() => {
    if (!query.data || counted.current === slug) return;
    counted.current = slug;
    // A failed count must not disturb the reader: the page is already shown.
    recordTrainingResourceView(slug).catch(() => undefined);
  }, [query.data, slug]);
  useDocumentMeta(
    query.data ? query.data.title : isNotFoundError(query.error) ? 'Page not found' : 'Training resource',
    query.data ? `${query.data.type} training resource: ${query.data.title}` : undefined,
  );
  return (
    <QueryState
      query={query}
      notFoundMessage="This training resource does not exist or is no longer available."
    >
      {(data) => <TrainingResourceView resource={data} />}
    </QueryState>
  );
}

/** The training resource page's loader (ADR 0068): the resource. */
export const routeLoader = screenLoader((read, args) =>
  read(trainingResourceQuery(routeParam(args, 'slug'))),
);
