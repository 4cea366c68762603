import { Navigate, useParams } from 'react-router';
import { ErrorView } from '../../components/ErrorView';
import { LoadingView } from '../../components/LoadingView';
import { QueryState } from '../../components/QueryState';
import { paths } from '../../config/paths';
import { useFrameworkVersion } from '../../features/frameworks/api/frameworks';
import { CreateProfilePage } from '../../features/profile-curation/components/CreateProfilePage';
import { DownloadCreatePage } from '../../features/profile-curation/components/DownloadCreatePage';
import { useDocumentMeta } from '../../lib/document-meta';
import { frameworkCan, useSession } from '../../lib/session';

/**
 * `/framework/:framework/:version/profile/create` (docs/features/profiles.md §1, §8): whom the session's `can`
 * lets edit the framework's profiles gets 'Create a reference profile'; whom it lets create their own
 * (an anonymous visitor, a signed-in user with no role) gets 'Create your profile' (saved only to the
 * browser's download record). Anyone else is sent to '/' (ADR 0035: the rules are the server's). An unknown framework or version shows not found.
 */
export function Component() {
  const { framework = '', version = '' } = useParams();
  const session = useSession();
  const query = useFrameworkVersion(framework, version);
  const manager = frameworkCan(session.can, framework).editProfiles;
  useDocumentMeta(manager ? 'Create a reference profile' : 'Create your profile');
  if (session.isPending) return <LoadingView label="Checking your session..." />;
  if (session.error) return <ErrorView error={session.error} />;
  if (!manager && !session.can.createOwnProfile) return <Navigate to={paths.home()} replace />;
  return (
    <QueryState
      query={query}
      notFoundMessage="This framework or version does not exist in the Competency Hub."
    >
      {(content) =>
        manager ? (
          <CreateProfilePage
            framework={content.framework.machineName}
            version={content.version.number}
            frameworkTitle={content.framework.title}
          />
        ) : (
          <DownloadCreatePage
            framework={content.framework.machineName}
            version={content.version.number}
            frameworkTitle={content.framework.title}
          />
        )
      }
    </QueryState>
  );
}
