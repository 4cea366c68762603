import { useParams } from 'react-router';
import { QueryState } from '../../components/QueryState';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { SurveyProfilesPage } from '../../features/profile-curation/components/SurveyProfilesPage';
import { useDocumentMeta } from '../../lib/document-meta';

/**
 * `/framework/:framework/:version/profile/create/survey` (managers of the framework, guarded in the router;
 * docs/features/surveys.md): loads the framework version (its competencies and expertise levels), then
 * 'Create profiles from a survey'. An unknown framework or version shows not found.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  const content = useFrameworkVersion(framework, version);
  useDocumentMeta('Create reference profiles from a survey');
  return (
    <QueryState
      query={content}
      notFoundMessage="This framework or version does not exist in the Competency Hub."
    >
      {(loaded) => <SurveyProfilesPage content={loaded} />}
    </QueryState>
  );
}
