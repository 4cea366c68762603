import { useParams } from 'react-router';
import { CohortPage } from '../../features/cohort/components/CohortPage';
import { useGapTraining } from '../../features/training/components/GapTraining';

/**
 * 'Training needs of a group' `/framework/:framework/:version/cohort` (see {@link CohortPage}), with the
 * training suggested for the top needs passed in from the training feature, as the comparison summary's
 * route does. Feature reference: docs/features/cohort.md.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  return <CohortPage framework={framework} version={version} useGapTraining={useGapTraining} />;
}
