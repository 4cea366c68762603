import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useCompetency } from '../../features/competencies/api/competency';
import { CompetencyDetails } from '../../features/competencies/components/CompetencyDetails';
import { isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * Competency details `/framework/:framework/:version/competency/details/:cid`: loads the competency,
 * sets title, description and canonical link, and shows the not-found page for an unknown
 * framework, version or competency. Spec: visitor-features.md §2 Competency details.
 */
export function Component() {
  const { framework = '', version = '', cid = '' } = useParams();
  const query = useCompetency(framework, version, cid);
  const detail = query.data;
  const title = detail
    ? `${detail.competency.title} – ${detail.framework.title} ${detail.version.number}`
    : isNotFoundError(query.error)
      ? 'Page not found'
      : 'Competency details';
  useDocumentMeta(
    title,
    detail
      ? `Competency "${detail.competency.title}" of the ${detail.framework.title} ${detail.version.number} framework (domain: ${detail.domain.title}), with its attributes by type.`
      : undefined,
  );
  return (
    <QueryState query={query} notFoundMessage="This competency does not exist in this framework version.">
      {(data) => <CompetencyDetails detail={data} />}
    </QueryState>
  );
}
