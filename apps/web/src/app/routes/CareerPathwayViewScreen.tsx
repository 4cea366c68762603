import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { careerPathwayQuery, useCareerPathway } from '../../features/career-pathways/api/career-pathways';
import { CareerPathwayView } from '../../features/career-pathways/components/CareerPathwayView';
import { parsePathwayId } from '../../features/career-pathways/logic';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { useFrameworkCan } from '../../lib/session';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * Career pathway view `/framework/:framework/:version/career-pathway/:id/view` (public): the pathway's
 * timeline of profiles; 'Edit career pathway' for managers of the framework. 'Fetching data...' while
 * loading, an error view with retry, the not-found page for an unknown pathway.
 * Source: docs/features/profiles.md §7; docs/features/original-hub.md (load failures are shown).
 */
export function Component() {
  const { framework = '', version = '', id } = useParams();
  const pathwayId = parsePathwayId(id);
  const query = useCareerPathway(framework, version, pathwayId);
  const can = useFrameworkCan(framework);
  useDocumentMeta(
    pathwayId === null || isNotFoundError(query.error)
      ? 'Page not found'
      : query.data
        ? `${query.data.title} – Career pathway`
        : 'Career pathway',
    query.data?.description,
  );
  if (pathwayId === null) return <NotFoundView />;
  return (
    <QueryState
      page
      query={query}
      notFoundMessage="This career pathway does not exist in the Competency Hub."
    >
      {(pathway) => <CareerPathwayView pathway={pathway} canEdit={can.editCareerPathways} />}
    </QueryState>
  );
}

/** The career pathway page's loader (ADR 0068): the pathway, when the address's id is one. */
export const routeLoader = screenLoader(async (read, args) => {
  const id = parsePathwayId(args.params.id);
  if (id === null) return;
  await read(careerPathwayQuery(routeParam(args, 'framework'), routeParam(args, 'version'), id));
});
