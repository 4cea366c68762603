import { useParams } from 'react-router';
import { BrowserOnly } from '../../components/BrowserOnly';
import { CompareSummaryPage } from '../../features/profiles/components/CompareSummaryPage';
import { parseProfileRef } from '../../features/profiles/reference-logic';
import { useGapTraining } from '../../features/training/components/GapTraining';

/**
 * 'Find training resources' `/framework/:framework/:version/profiles/compare/guest/:ref/summary` (see
 * {@link CompareSummaryPage}), with the training suggested for each gap (docs/features/profiles.md §6). Source: docs/features/profiles.md §5.
 */
export function Component() {
  const { framework = '', version = '', ref } = useParams();
  const parsed = parseProfileRef(ref);
  return (
    <BrowserOnly title="Find training resources">
      <CompareSummaryPage
        framework={framework}
        version={version}
        reference={typeof parsed === 'number' ? parsed : null}
        useGapTraining={useGapTraining}
      />
    </BrowserOnly>
  );
}
