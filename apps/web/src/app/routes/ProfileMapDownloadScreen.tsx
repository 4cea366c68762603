import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { DownloadMapPage } from '../../features/profile-curation/components/DownloadMapPage';
import { mappableDomains } from '../../features/profile-curation/logic';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/framework/:framework/:version/profile/map/download` (docs/features/profiles.md §1): the printable page of
 * the profile stored in this browser, with the version's competencies and expertise levels.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  const query = useFrameworkVersion(framework, version);
  useDocumentMeta('Add competencies to your profile');
  return (
    <QueryState
      query={query}
      notFoundMessage="This framework or version does not exist in the Competency Hub."
    >
      {(content) => (
        <DownloadMapPage
          framework={content.framework.machineName}
          version={content.version.number}
          domains={mappableDomains(content)}
          levels={content.expertiseLevels}
        />
      )}
    </QueryState>
  );
}
