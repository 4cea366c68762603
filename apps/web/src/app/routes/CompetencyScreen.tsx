import { useEffect, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { JsonLd } from '../../components/JsonLd';
import { QueryState } from '../../components/QueryState';
import { competencyQuery, useCompetency } from '../../features/competencies/api/competency';
import { CompetencyDetails } from '../../features/competencies/components/CompetencyDetails';
import { frameworkTrainingQuery, useFrameworkTrainingResources } from '../../features/training/api/training';
import { CompetencyTrainingList } from '../../features/training/components/CompetencyTrainingList';
import { isMalformedAddressError, isNotFoundError } from '../../lib/api-client';
import { useDocumentMeta } from '../../lib/document-meta';
import { usePublicUrl } from '../../lib/render-context';
import { competencyJsonLd } from '../../lib/structured-data';
import { routeParam, screenLoader } from '../route-loaders';

/** Address fragment that opens the training resources tab (docs/features/browsing.md Competency details). */
const TRAINING_HASH = '#vf-tabs__section--2';

/**
 * Competency details `/framework/:framework/:version/competency/details/:cid`: loads the competency,
 * sets title, description and canonical link, and shows the not-found page for an unknown
 * framework, version or competency. When the framework has training resources, the page has the
 * 'Training resources' tab, opened by `?scroll=true` or `#vf-tabs__section--2`.
 * Source: docs/features/browsing.md §4; docs/features/training.md §1.
 */
export function Component() {
  const { framework = '', version = '', cid = '' } = useParams();
  const [search] = useSearchParams();
  const { hash } = useLocation();
  const publicUrl = usePublicUrl();
  const query = useCompetency(framework, version, cid);
  // Page 1 of the framework's list tells whether the framework has any training resource.
  const frameworkTraining = useFrameworkTrainingResources(framework, { page: 1, search: '', type: 'All' });
  // The fragment never reaches the server: it is read after the first render, so that the page hydrates as
  // the server rendered it (ADR 0054: no #418), then opens the tab.
  const [hashOpens, setHashOpens] = useState(false);
  useEffect(() => setHashOpens(hash === TRAINING_HASH), [hash]);
  const openTraining = search.get('scroll') === 'true' || hashOpens;
  // The tab stays when that check fails (its own list then shows the error with 'Try again') and when it
  // was asked for by a link, where an empty list says 'No training resources found.' (ADR 0030).
  const hasTraining = (frameworkTraining.data?.total ?? 0) > 0 || frameworkTraining.isError || openTraining;
  const detail = query.data;
  const title = detail
    ? `${detail.competency.title} – ${detail.framework.title} ${detail.version.number}`
    : isNotFoundError(query.error) || isMalformedAddressError(query.error)
      ? 'Page not found'
      : 'Competency details';
  useDocumentMeta(
    title,
    detail
      ? `Competency "${detail.competency.title}" of the ${detail.framework.title} ${detail.version.number} framework (domain: ${detail.domain.title}), with its attributes by type.`
      : undefined,
  );
  return (
    <QueryState
      page
      query={query}
      notFoundMessage="This competency does not exist in this framework version."
    >
      {(data) => (
        <>
          <JsonLd value={competencyJsonLd(data, publicUrl)} />
          <CompetencyDetails
            detail={data}
            openTraining={openTraining}
            training={
              hasTraining ? (
                <CompetencyTrainingList
                  framework={data.framework.machineName}
                  competencyUuid={data.competency.uuid}
                />
              ) : undefined
            }
          />
        </>
      )}
    </QueryState>
  );
}

/** The competency page's loader (ADR 0068): the competency and the first page of its framework's training. */
export const routeLoader = screenLoader((read, args) =>
  Promise.all([
    read(
      competencyQuery(routeParam(args, 'framework'), routeParam(args, 'version'), routeParam(args, 'cid')),
    ),
    read(frameworkTrainingQuery(routeParam(args, 'framework'), { page: 1, search: '', type: 'All' })),
  ]),
);
