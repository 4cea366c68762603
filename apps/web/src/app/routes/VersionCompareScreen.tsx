import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useFrameworks } from '../../features/frameworks/api/frameworks';
import { useVersionDiff, versionDiffQuery } from '../../features/version-diff/api/version-diff';
import { VersionComparePage } from '../../features/version-diff/components/VersionComparePage';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * 'What changed' `/framework/:framework/compare/:from/:to` (public; docs/features/browsing.md §9): the diff between two
 * released versions. 'Fetching data...' while loading, an error view with 'Try again', the not-found page
 * for an unknown framework or version.
 */
export function Component() {
  const { framework = '', from = '', to = '' } = useParams();
  const query = useVersionDiff(framework, from, to);
  const frameworks = useFrameworks();
  const title = frameworks.data?.frameworks.find((f) => f.machineName === framework)?.title ?? framework;
  useDocumentMeta(
    isNotFoundError(query.error) ? 'Page not found' : `What changed in ${title} ${to} since ${from}`,
  );
  return (
    <QueryState query={query} notFoundMessage="One of these versions does not exist in the Competency Hub.">
      {(diff) => <VersionComparePage diff={diff} title={title} />}
    </QueryState>
  );
}

/** The 'What changed' page's loader (ADR 0068): the two versions' differences. */
export const routeLoader = screenLoader((read, args) =>
  read(versionDiffQuery(routeParam(args, 'framework'), routeParam(args, 'from'), routeParam(args, 'to'))),
);
