import { useParams } from 'react-router';
import { NotFoundView } from '../../components/NotFoundView';
import { QueryState } from '../../components/QueryState';
import { useLearningPathway } from '../../features/learning-pathways/api/learning-pathways';
import { LearningPathwayView } from '../../features/learning-pathways/components/LearningPathwayView';
import { useDocumentMeta } from '../../lib/document-meta';
import { learningPathwayQuery } from '../../lib/queries';
import { useSession } from '../../lib/session';
import { routeParam, screenLoader } from '../route-loaders';

/** `/learning-pathways/:id` (public; drafts for content managers): a learning pathway. docs/features/training.md §6. */
export function Component() {
  const { id = '' } = useParams();
  const pathwayId = Number(id);
  const valid = Number.isInteger(pathwayId) && pathwayId > 0;
  const query = useLearningPathway(valid ? pathwayId : 0);
  const { can } = useSession();
  useDocumentMeta(query.data ? `${query.data.title} – Learning pathway` : 'Learning pathway');
  if (!valid) return <NotFoundView />;
  return (
    <QueryState
      page
      query={query}
      notFoundMessage="This learning pathway does not exist or is not published."
    >
      {(data) => <LearningPathwayView pathway={data} canManage={can.manageTraining} />}
    </QueryState>
  );
}

/** The learning pathway page's loader (ADR 0068): the pathway (id 0, not found, for a malformed id). */
export const routeLoader = screenLoader((read, args) => {
  const id = Number(routeParam(args, 'id'));
  return read(learningPathwayQuery(Number.isInteger(id) && id > 0 ? id : 0));
});
