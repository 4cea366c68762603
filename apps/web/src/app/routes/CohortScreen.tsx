import { useParams } from 'react-router';
import { CohortPage } from '../../features/cohort/components/CohortPage';
import { useGapTraining } from '../../features/training/components/GapTraining';
import { frameworkVersionQuery, referenceProfilesQuery } from '../../lib/queries';
import { routeParam, screenLoader } from '../route-loaders';

/**
 * 'Training needs of a group' `/framework/:framework/:version/cohort` (see {@link CohortPage}), with the
 * training suggested for the top needs passed in from the training feature, as the comparison summary's
 * route does. Feature reference: docs/features/cohort.md.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return <CohortPage framework={framework} version={version} useGapTraining={useGapTraining} />;
}

/** The group page's loader (ADR 0068): the framework version, then its profiles. */
export const routeLoader = screenLoader(async (read, args) => {
  const content = await read(
    frameworkVersionQuery(routeParam(args, 'framework'), routeParam(args, 'version')),
  );
  if (content) await read(referenceProfilesQuery(content.framework.machineName, content.version.number));
});
